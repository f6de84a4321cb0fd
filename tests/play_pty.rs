//! The console game through a real pseudo-terminal: the built `sente` binary runs under a pty (via
//! `rexpect`), so it sees a terminal on stdin, stdout and stderr exactly as when a person starts it,
//! colours and the live thinking line included. For every game a script plays a full game
//! (tic-tac-toe at level 20, which Sente must not lose; gomoku, renju, caro and xiangqi against a
//! passive player, which Sente must win), takes back, asks for a hint, types something unreadable
//! or illegal (one line of reason, then the prompt again) and leaves with Ctrl-D (exit 0). Plain
//! `sente` at a terminal shows the menu or hands a protocol word to the protocol; with piped input
//! it speaks the protocol only, even when its output is a terminal.
//!
//! Every wait has a generous timeout and nothing is asserted about wall time; the engine's replies
//! vary, so the scripts read the moves it announces instead of assuming them. Run with
//! `--nocapture` to see what the terminal showed in each session.

#![cfg(unix)]

use rexpect::process::WaitStatus;
use rexpect::reader::Options;
use rexpect::session::{spawn_with_options, PtySession};
use std::collections::HashSet;
use std::process::Command;

/// How long any single expectation may wait: generous, since the machine may be busy.
const TIMEOUT_MS: u64 = 20_000;

/// A running `sente` under a pseudo-terminal, with what the terminal has shown so far.
struct Term {
    session: PtySession,
    /// The screen text so far: line ends normalised, each `\r` clearing its line as the status line
    /// does, and the lines typed (the pty does not echo) written after their prompts.
    screen: String,
    /// Everything read, undecorated (colours too unless stripped).
    raw: String,
}

/// rexpect hands over each byte as one `char`; this restores the UTF-8 text.
fn decode(raw: &str) -> String {
    let bytes: Vec<u8> = raw.chars().map(|c| c as u32 as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The inverse of `decode` for needles and regexes (non-ASCII characters as bytes, `\n` as the pty's `\r\n`).
fn encode(text: &str) -> String {
    text.replace('\n', "\r\n").bytes().map(char::from).collect()
}

/// Appends raw pty output to `screen` as a terminal shows it: `\r\n` ends a line, a lone `\r`
/// (always followed by erase-line in Sente's status line) clears the current line.
fn put(screen: &mut String, raw: &str) {
    for ch in decode(raw).replace("\r\n", "\n").chars() {
        if ch == '\r' {
            let start = screen.rfind('\n').map_or(0, |i| i + 1);
            screen.truncate(start);
        } else {
            screen.push(ch);
        }
    }
}

/// Raw pty output as a terminal shows it.
fn shown(raw: &str) -> String {
    let mut text = String::new();
    put(&mut text, raw);
    text
}

impl Term {
    /// Starts `sente ARGS` under a pty, colours stripped from what the tests read.
    fn start(args: &[&str]) -> Term {
        Term::start_with(env!("CARGO_BIN_EXE_sente"), args, true)
    }

    /// Starts `program ARGS` under a pty; `strip`: remove escape sequences from what is read.
    fn start_with(program: &str, args: &[&str], strip: bool) -> Term {
        let mut cmd = Command::new(program);
        cmd.args(args)
            .env("TERM", "xterm")
            .env_remove("NO_COLOR")
            .env_remove("RUST_LOG");
        let options = Options::new()
            .timeout_ms(Some(TIMEOUT_MS))
            .strip_ansi_escape_codes(strip);
        let session = spawn_with_options(cmd, options).expect("start sente under a pty");
        Term {
            session,
            screen: String::new(),
            raw: String::new(),
        }
    }

    /// Adds terminal output to the screen text.
    fn show(&mut self, raw: &str) {
        self.raw.push_str(&decode(raw));
        put(&mut self.screen, raw);
    }

    /// Waits for `needle`; returns the text shown before it (line ends normalised).
    fn expect(&mut self, needle: &str) -> String {
        match self.session.exp_string(&encode(needle)) {
            Ok(before) => {
                self.show(&before);
                self.raw.push_str(needle);
                self.screen.push_str(needle);
                shown(&before)
            }
            Err(e) => panic!(
                "waiting for {needle:?}: {}\n--- screen so far ---\n{}",
                decode(&e.to_string()),
                self.screen
            ),
        }
    }

    /// Waits for the first match of `regex`; returns the text before it and the match.
    fn expect_regex(&mut self, regex: &str) -> (String, String) {
        match self.session.exp_regex(&encode(regex)) {
            Ok((before, found)) => {
                self.show(&before);
                self.show(&found);
                (shown(&before), shown(&found))
            }
            Err(e) => panic!(
                "waiting for /{regex}/: {}\n--- screen so far ---\n{}",
                decode(&e.to_string()),
                self.screen
            ),
        }
    }

    /// Types a line (after the prompt it answers has been seen).
    fn send(&mut self, line: &str) {
        self.session.send_line(line).expect("write to the pty");
        // As a terminal echoes it: control characters in caret notation.
        for ch in line.chars() {
            if (ch as u32) < 0x20 {
                self.screen.push('^');
                self.screen.push(char::from(ch as u8 + 0x40));
            } else {
                self.screen.push(ch);
            }
        }
        self.screen.push('\n');
    }

    /// Types `line` and expects exactly one line of reason, then `prompt` again.
    fn refused(&mut self, line: &str, prompt: &str) -> String {
        self.send(line);
        let before = self.expect(prompt);
        let reason = before.trim_end_matches('\n');
        assert!(
            !reason.is_empty() && !reason.contains('\n'),
            "{line:?} should get one line of reason before the prompt, got {before:?}\n{}",
            self.screen
        );
        reason.to_string()
    }

    /// Presses Ctrl-D (the terminal's VEOF) at a prompt; the game must say goodbye and exit with 0.
    /// Returns the whole screen.
    fn ctrl_d(mut self) -> String {
        self.session.send_control('d').expect("send Ctrl-D");
        self.expect("Goodbye.");
        self.exit_code_is_zero()
    }

    /// Types `quit`; the game must say goodbye and exit with 0. Returns the whole screen.
    fn quit(mut self) -> String {
        self.send("q");
        self.expect("Goodbye.");
        self.exit_code_is_zero()
    }

    fn exit_code_is_zero(self) -> String {
        self.finish().0
    }

    /// Waits for the end of output and the exit, which must be with status 0; returns the screen
    /// and the raw output.
    fn finish(mut self) -> (String, String) {
        // Shown with `--nocapture`: what the terminal showed, for people reading along.
        match self.session.exp_eof() {
            Ok(rest) => self.show(&rest),
            Err(e) => panic!("no EOF after goodbye: {e}\n{}", self.screen),
        }
        let status = self.session.process().wait().expect("wait for sente");
        assert!(
            matches!(status, WaitStatus::Exited(_, 0)),
            "exit status {status:?}\n{}",
            self.screen
        );
        println!("--- terminal ---\n{}\n---", self.screen);
        (self.screen, self.raw)
    }
}

// ---------------------------------------------------------------------------------------------
// Tic-tac-toe

const TTT_PROMPT: &str =
    r"Your move \((X|O)\) > |Game over\. r: new game, q: quit, undo: take back > ";

/// Plays one tic-tac-toe game at level 20: each turn the first free cell of `order` (after first
/// typing a taken one, which must be refused in one line). Returns the result line.
fn ttt_game(term: &mut Term, order: &[u8; 9]) -> String {
    let mut taken: HashSet<u8> = HashSet::new();
    let played = regex::Regex::new(r"(You|Sente) plays? (\d) \(").unwrap();
    loop {
        let (before, prompt) = term.expect_regex(TTT_PROMPT);
        for c in played.captures_iter(&before) {
            taken.insert(c[2].parse().unwrap());
        }
        if prompt.starts_with("Game over") {
            let result = before
                .lines()
                .rev()
                .find(|l| {
                    l.starts_with("Sente wins") || l.starts_with("Draw") || l.starts_with("You win")
                })
                .unwrap_or_else(|| panic!("no result line\n{}", term.screen))
                .to_string();
            return result;
        }
        if let Some(&busy) = order.iter().find(|d| taken.contains(d)) {
            let reason = term.refused(&busy.to_string(), &prompt);
            assert_eq!(
                reason,
                format!("'{busy}': that point is taken"),
                "{}",
                term.screen
            );
        }
        let cell = *order
            .iter()
            .find(|d| !taken.contains(d))
            .unwrap_or_else(|| panic!("no free cell but no game over\n{}", term.screen));
        term.send(&cell.to_string());
        term.expect(&format!("You play {cell} ("));
        taken.insert(cell);
    }
}

#[test]
fn tictactoe_full_games_at_level_20_are_never_lost() {
    let orders = [
        [1, 2, 3, 4, 5, 6, 7, 8, 9],
        [5, 1, 9, 3, 7, 2, 8, 4, 6],
        [2, 4, 6, 8, 5, 1, 3, 7, 9],
    ];
    for (i, order) in orders.iter().enumerate() {
        let first = if i % 2 == 0 { "you" } else { "engine" };
        let mut term = Term::start(&["play", "tictactoe", "--level", "20", "--first", first]);
        term.expect(&format!(
            "tictactoe: you play {}",
            if i % 2 == 0 { "X" } else { "O" }
        ));
        term.expect(" +---+---+---+\n");
        let result = ttt_game(&mut term, order);
        assert!(
            result == "Sente wins: three in a row." || result == "Draw: full board.",
            "level 20 must not lose ({order:?}): {result}\n{}",
            term.screen
        );
        // The final board is on the screen: after a draw no digit is left on the grid.
        if result.starts_with("Draw") {
            let grid: String = term.screen.lines().rev().skip(1).take(7).collect();
            assert!(!grid.chars().any(|c| c.is_ascii_digit()), "{}", term.screen);
        }
        let screen = if i == 0 { term.ctrl_d() } else { term.quit() };
        assert!(!screen.contains("You win"), "{screen}");
    }
}

#[test]
fn tictactoe_undo_hint_typo_and_ctrl_d() {
    let mut term = Term::start(&["play", "tictactoe"]);
    term.expect("Your move (X) > ");
    let reason = term.refused("zz", "Your move (X) > ");
    assert_eq!(
        reason,
        "'zz' is not a coordinate; type a point like 5 or b2 or 'help'"
    );
    let reason = term.refused("0", "Your move (X) > ");
    assert!(reason.starts_with("'0'"), "{reason}");
    term.send("5");
    let before = term.expect("Your move (X) > ");
    assert!(before.contains("You play 5 (b2)."), "{before}");
    assert!(before.contains(" | 4 | X | 6 |"), "{before}");
    assert!(
        regex::Regex::new(r"\((O)\)").unwrap().is_match(&before),
        "the reply in brackets: {before}"
    );
    assert!(before.contains("Sente plays "), "{before}");
    term.send("hint");
    let before = term.expect("Your move (X) > ");
    assert!(
        regex::Regex::new(r"(?m)^Hint: \d \([a-c][1-3]\); evaluation \d+% to win for you \(")
            .unwrap()
            .is_match(&before),
        "{before}"
    );
    term.send("undo");
    let before = term.expect("Your move (X) > ");
    assert!(before.contains("Took back 2 moves."), "{before}");
    assert!(
        before.contains(" | 4 | 5 | 6 |"),
        "the centre is free again: {before}"
    );
    let reason = term.refused("undo", "Your move (X) > ");
    assert_eq!(reason, "Nothing to take back.");
    let screen = term.ctrl_d();
    assert!(
        screen.trim_end().ends_with("Your move (X) > \nGoodbye."),
        "{screen}"
    );
}

// ---------------------------------------------------------------------------------------------
// Gomoku, renju, caro

/// Points three apart on a 15×15 board, farthest from the centre first: a player who only takes
/// these never makes two in a row, so never a five, a three or a renju foul.
fn passive_points() -> Vec<String> {
    let mut pts: Vec<(usize, usize)> = Vec::new();
    for col in (0..15).step_by(3) {
        for row in (0..15).step_by(3) {
            pts.push((col, row));
        }
    }
    pts.sort_by_key(|&(c, r)| {
        std::cmp::Reverse(c.abs_diff(7).max(r.abs_diff(7)) * 16 + c.abs_diff(7) + r.abs_diff(7))
    });
    pts.iter()
        .map(|&(c, r)| format!("{}{}", (b'a' + c as u8) as char, r + 1))
        .collect()
}

/// A five-in-a-row game through the pty: the person plays passively and Sente must win it; then
/// undo, hint, a taken point, an unreadable line, an off-board point and Ctrl-D.
fn kinrow_session(game: &str, you: &str, win: &str) {
    let mut term = Term::start(&["play", game, "--movetime", "60"]);
    let intro = term.expect(&format!("Your move ({you}) > "));
    assert!(
        intro.contains(&format!("{game}: you play {you}, you move first")),
        "{intro}"
    );
    assert!(
        intro.contains("    A B C D E F G H I J K L M N O\n15  . . ."),
        "{intro}"
    );
    let points = passive_points();
    let mut next = points.iter();
    let mut mine: Vec<String> = Vec::new();
    let prompt = format!(
        r"Your move \({}\) > |Game over\. r: new game, q: quit, undo: take back > ",
        regex::escape(you)
    );
    let mut last_engine = String::new();
    let engine_played = regex::Regex::new(r"Sente plays ([a-o]\d+)\.").unwrap();
    let before = loop {
        let Some(p) = next.next() else {
            panic!(
                "Sente did not win against a passive player\n{}",
                term.screen
            );
        };
        term.send(p);
        let (before, found) = term.expect_regex(&prompt);
        if before.contains("that point is taken") {
            assert_eq!(before.trim_end(), format!("'{p}': that point is taken"));
            continue;
        }
        assert!(
            before.contains(&format!("You play {p}.")),
            "{before}\n{}",
            term.screen
        );
        mine.push(p.clone());
        if let Some(c) = engine_played.captures(&before) {
            last_engine = c[1].to_string();
        }
        if found.starts_with("Game over") {
            break before;
        }
    };
    assert!(
        before.contains(&format!("Sente wins: {win}.")),
        "{before}\n{}",
        term.screen
    );
    // The winning stone is drawn in brackets.
    assert!(before.contains("(O)") || before.contains("(○)"), "{before}");
    let game_over = "Game over. r: new game, q: quit, undo: take back > ";
    let reason = term.refused(&mine[0], game_over);
    assert_eq!(
        reason,
        "the game is over: 'r' starts a new one, 'undo' takes back"
    );
    term.send("undo");
    let before = term.expect(&format!("Your move ({you}) > "));
    assert!(before.contains("Took back 2 moves."), "{before}");
    let prompt = format!("Your move ({you}) > ");
    for p in [mine.last().unwrap(), &last_engine] {
        let c = point_on_board(&before, p);
        assert!(
            c == '.' || c == '+',
            "{p} should be empty after undo: {c:?}\n{before}"
        );
    }
    term.send("hint");
    let before = term.expect(&prompt);
    assert!(
        regex::Regex::new(r"(?m)^Hint: [a-o]\d+; evaluation \d+% to win for you \(")
            .unwrap()
            .is_match(&before),
        "{before}"
    );
    let reason = term.refused(&mine[0], &prompt);
    assert_eq!(reason, format!("'{}': that point is taken", mine[0]));
    let reason = term.refused("p16", &prompt);
    assert!(reason.contains("'p16' is off the board"), "{reason}");
    let reason = term.refused("hello there", &prompt);
    assert!(reason.contains("type a point like h8"), "{reason}");
    // The live thinking line was shown on the terminal and erased before the move was announced.
    assert!(term.raw.contains("\rthinking: depth "), "{}", term.raw);
    let screen = term.ctrl_d();
    assert!(screen.trim_end().ends_with("Goodbye."), "{screen}");
    assert!(!screen.contains("thinking"), "{screen}");
}

/// What the last GnuGo-style board in `text` shows at `point` (such as `h8`).
fn point_on_board(text: &str, point: &str) -> char {
    let col = usize::from(point.as_bytes()[0] - b'a');
    let row: usize = point[1..].parse().expect("a row number");
    let label = format!("{row:>2} ");
    let line = text
        .lines()
        .rev()
        .find(|l| l.starts_with(&label))
        .unwrap_or_else(|| panic!("no row {row} in {text}"));
    line.chars().nth(4 + 2 * col).unwrap_or(' ')
}

#[test]
fn gomoku_full_game_undo_hint_typos_and_ctrl_d() {
    kinrow_session("gomoku", "Black (●)", "exactly five in a row");
}

#[test]
fn renju_full_game_undo_hint_typos_and_ctrl_d() {
    kinrow_session("renju", "Black (●)", "five in a row");
}

#[test]
fn caro_full_game_undo_hint_typos_and_ctrl_d() {
    kinrow_session(
        "caro",
        "Black (●)",
        "five in a row, not blocked at both ends",
    );
}

// ---------------------------------------------------------------------------------------------
// Xiangqi

/// Sends the first of `moves` that is legal, expecting a one-line refusal for the others; returns
/// the text after the accepted move, up to the next prompt.
fn first_legal(term: &mut Term, moves: &[&str], prompt: &str) -> String {
    for m in moves {
        term.send(m);
        let before = term.expect(prompt);
        if before.contains("You play ") {
            return before;
        }
        let reason = before.trim_end();
        assert_eq!(
            reason,
            format!("'{m}' is not a legal move here"),
            "{}",
            term.screen
        );
    }
    panic!("none of {moves:?} was legal\n{}", term.screen);
}

#[test]
fn xiangqi_as_black_board_flipped_moves_undo_hint_typos_and_ctrl_d() {
    let mut term = Term::start(&["play", "xiangqi", "--first", "engine", "--movetime", "100"]);
    let prompt = "Your move (Black) > ";
    let intro = term.expect(prompt);
    assert!(
        intro.contains("xiangqi: you play Black, Sente moves first; level 20."),
        "{intro}"
    );
    // Black is drawn at the bottom: files from i to a, rank 0 (Red's back rank) on top.
    let header = "     i  h  g  f  e  d  c  b  a\n";
    assert!(intro.contains(header), "{intro}");
    let top = intro.find("\n  0  ").expect("rank 0 is drawn");
    let bottom = intro.find("\n  9  車 馬 象 士 將 士 象 馬 車 9\n");
    assert!(bottom.is_some_and(|b| b > top), "{intro}");
    let played = regex::Regex::new(r"Sente plays [a-i]\d[a-i]\d \([A-Z+-]\w?[.+=-]\d\)\.").unwrap();
    assert!(played.is_match(&intro), "{intro}");
    // WXF for Black's horse (or the other horse if that one was taken).
    let before = first_legal(&mut term, &["H8+7", "H2+3"], prompt);
    assert!(
        before.contains("You play h9g7 (H8+7).") || before.contains("You play b9c7 (H2+3)."),
        "{before}"
    );
    assert!(played.is_match(&before), "{before}");
    // ICCS, upper or lower case.
    let before = first_legal(&mut term, &["A6A5", "i6i5", "c6c5", "g6g5"], prompt);
    assert!(before.contains(header), "{before}");
    let reason = term.refused("e9e7", prompt);
    assert_eq!(reason, "'e9e7' is not a legal move here");
    let reason = term.refused("zz", prompt);
    assert_eq!(
        reason,
        "'zz' is not a move; type ICCS like h2e2 or WXF like C2.5 ('help' for more)"
    );
    term.send("hint");
    let before = term.expect(prompt);
    assert!(
        regex::Regex::new(r"(?m)^Hint: [a-i]\d[a-i]\d \(.{4}\); evaluation \d+% to win for you \(")
            .unwrap()
            .is_match(&before),
        "{before}"
    );
    term.send("undo");
    let before = term.expect(prompt);
    assert!(before.contains("Took back 2 moves."), "{before}");
    assert!(before.contains(header), "{before}");
    let screen = term.ctrl_d();
    assert!(screen.trim_end().ends_with("Goodbye."), "{screen}");
}

// ---------------------------------------------------------------------------------------------
// Junk

#[test]
fn arrow_keys_and_other_junk_get_one_line_each_and_the_game_goes_on() {
    let games = [
        (
            "gomoku",
            "Your move (Black (●)) > ",
            "is not a coordinate; type a point like h8 or 'help'",
            "h8",
        ),
        (
            "xiangqi",
            "Your move (Red) > ",
            "is not a move; type ICCS like h2e2 or WXF like C2.5 ('help' for more)",
            "h2e2",
        ),
    ];
    for (game, prompt, not_a_move, first) in games {
        let mut term = Term::start(&["play", game, "--movetime", "50"]);
        term.expect(prompt);
        // An arrow key sends an escape sequence: quoted back in caret notation, never raw (a raw
        // one would move the cursor; the reader here would also strip it and leave '').
        let junk = [
            ("\x1b[A", "^[[A"),
            ("\x1b[D\x1b[D", "^[[D^[[D"),
            ("\x01", "^A"),
            ("车车车", "车车车"),
            ("1,1,1", "1,1,1"),
        ];
        for (typed, shown) in junk {
            let reason = term.refused(typed, prompt);
            assert_eq!(reason, format!("'{shown}' {not_a_move}"), "{}", term.screen);
        }
        for typed in ["level 0", "level x"] {
            let reason = term.refused(typed, prompt);
            assert_eq!(reason, "level takes a number from 1 (easiest) to 20");
        }
        let reason = term.refused(&"x".repeat(300), prompt);
        assert_eq!(
            reason,
            "that is too long to be a move; type 'help' for the notation"
        );
        term.send(first);
        let before = term.expect(prompt);
        assert!(before.contains(&format!("You play {first}")), "{before}");
        let screen = term.ctrl_d();
        assert!(!screen.contains('\x1b'), "{screen}");
    }
}

// ---------------------------------------------------------------------------------------------
// Plain `sente` at a terminal, colours

#[test]
fn plain_sente_at_a_terminal_offers_the_menu_and_leaves_on_ctrl_d() {
    let mut term = Term::start(&[]);
    let intro = term.expect("Game [1]: ");
    assert!(intro.contains("Games: 1 tic-tac-toe, 2 gomoku"), "{intro}");
    let screen = term.ctrl_d();
    assert!(
        screen.trim_end().ends_with("Game [1]: \nGoodbye."),
        "{screen}"
    );

    let mut term = Term::start(&[]);
    term.expect("Game [1]: ");
    term.send("1");
    term.expect("Do you move first? [Y/n/r(andom)]: ");
    let reason = term.refused("maybe", "Do you move first? [Y/n/r(andom)]: ");
    assert_eq!(reason, "answer y, n or r");
    term.send("n");
    term.expect("Level 1-20 [20]: ");
    term.send("");
    let before = term.expect("Your move (O) > ");
    assert!(
        before.contains("tictactoe: you play O, Sente moves first; level 20."),
        "{before}"
    );
    assert!(before.contains("Sente plays "), "{before}");
    let screen = term.ctrl_d();
    assert!(
        screen.trim_end().ends_with("Your move (O) > \nGoodbye."),
        "{screen}"
    );
}

#[test]
fn plain_sente_at_a_terminal_hands_a_protocol_word_to_the_protocol() {
    let mut term = Term::start(&[]);
    term.expect("Game [1]: ");
    term.send("uci");
    term.expect("id name Sente");
    term.expect("uciok\n");
    term.send("isready");
    term.expect("readyok\n");
    // End of input ends the protocol session too.
    term.session.send_control('d').expect("send Ctrl-D");
    let screen = term.exit_code_is_zero();
    assert!(!screen.contains("Your move"), "{screen}");
}

#[test]
fn piped_input_is_protocol_only_even_when_output_is_a_terminal() {
    let line = format!(
        "printf 'uci\\nisready\\nquit\\n' | '{}'",
        env!("CARGO_BIN_EXE_sente")
    );
    let term = Term::start_with("/bin/sh", &["-c", &line], true);
    let screen = term.exit_code_is_zero();
    assert!(screen.starts_with("id name Sente"), "{screen}");
    assert!(
        screen.contains("uciok\n") && screen.contains("readyok\n"),
        "{screen}"
    );
    assert!(
        !screen.contains("Games:") && !screen.contains("Your move"),
        "{screen}"
    );
}

/// Plays the centre in a tic-tac-toe session of `program ARGS` read without stripping escape
/// sequences, leaves with Ctrl-D, and returns everything the terminal received.
fn raw_tictactoe(program: &str, args: &[&str]) -> String {
    let mut term = Term::start_with(program, args, false);
    term.expect("Your move (X) > ");
    term.send("5");
    term.expect("You play 5 (b2).");
    term.expect("Your move (X) > ");
    term.session.send_control('d').expect("send Ctrl-D");
    term.finish().1
}

#[test]
fn colours_at_a_terminal_unless_no_color() {
    let sente = env!("CARGO_BIN_EXE_sente");
    let raw = raw_tictactoe(sente, &["play", "tictactoe"]);
    assert!(raw.contains("\x1b[1m\x1b[31mX\x1b[0m"), "X in red: {raw:?}");
    assert!(
        raw.contains("\x1b[1m\x1b[34mO\x1b[0m"),
        "O in blue: {raw:?}"
    );
    let plain = [
        raw_tictactoe(sente, &["play", "tictactoe", "--no-color"]),
        raw_tictactoe("/usr/bin/env", &["NO_COLOR=1", sente, "play", "tictactoe"]),
    ];
    for raw in plain {
        assert!(
            !raw.contains("\x1b[1m") && !raw.contains("\x1b[3"),
            "{raw:?}"
        );
        assert!(raw.contains(" | 4 | X | 6 |"), "{raw:?}");
    }
}

#[test]
fn xiangqi_full_game_against_a_passive_player_ends_in_a_win_for_sente() {
    let mut term = Term::start(&["play", "xiangqi", "--movetime", "50", "--ascii"]);
    let prompt = r"Your move \(Red\) > |Game over\. r: new game, q: quit, undo: take back > ";
    let hint = regex::Regex::new(r"Hint: ([a-i]\d[a-i]\d) ").unwrap();
    // The general shuffles inside the palace (a general never chases, so no perpetual-chase
    // verdict against Red): each turn the next general move that the console accepts, from a
    // fixed list of every step inside the palace; the engine's hint only when no general move
    // is legal (a check that must be blocked). Taking hints more often would make the game
    // self-play, whose result is not Sente's to decide.
    let palace = ["d0", "e0", "f0", "d1", "e1", "f1", "d2", "e2", "f2"];
    let steps: Vec<String> = palace
        .iter()
        .flat_map(|a| palace.iter().map(move |b| (a, b)))
        .filter(|(a, b)| {
            let (a, b) = (a.as_bytes(), b.as_bytes());
            a[0].abs_diff(b[0]) + a[1].abs_diff(b[1]) == 1
        })
        .map(|(a, b)| format!("{a}{b}"))
        .collect();
    let mut next = 0;
    let (mut before, mut found) = term.expect_regex(prompt);
    let mut moves = 0;
    while !found.starts_with("Game over") {
        assert!(
            moves < 200,
            "no result after {moves} moves\n{}",
            term.screen
        );
        let mut played = false;
        for _ in 0..steps.len() {
            let m = &steps[next];
            next = (next + 1) % steps.len();
            term.send(m);
            (before, found) = term.expect_regex(prompt);
            if before.contains("You play ") {
                played = true;
                break;
            }
        }
        if !played {
            // No general move is legal: take the advice.
            term.send("hint");
            let (text, _) = term.expect_regex(prompt);
            let c = hint
                .captures(&text)
                .unwrap_or_else(|| panic!("no hint\n{}", term.screen));
            let m = c[1].to_string();
            term.send(&m);
            (before, found) = term.expect_regex(prompt);
            assert!(
                before.contains(&format!("You play {m} (")),
                "{}",
                term.screen
            );
        }
        moves += 1;
    }
    assert!(before.contains("Sente wins: "), "{}", term.screen);
    let screen = term.quit();
    assert!(!screen.contains("You win"), "{screen}");
}
