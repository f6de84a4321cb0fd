//! What a person types at the console: a command (`undo`, `hint`, `level 5`, …) or a move in a
//! forgiving notation: digits 1–9 on a 3×3 board (left to right, top to bottom), coordinates
//! `h8`/`H8`/`P@h8`, Gomocup `x,y` (0-based from the top left), and for xiangqi ICCS `h2e2` or
//! WXF `C2.5`.

use crate::core::PackedMove;
use crate::game::kinrow::{board::Board, forbidden::Foul};
use crate::game::xiangqi::{self, wxf};
use crate::game::{AnyGame, Game, MoveDialect};

/// One line of console input, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A blank line.
    Empty,
    /// Something to try as a move.
    Move(String),
    /// Take back the last full turn.
    Undo,
    /// Ask the engine for a suggestion.
    Hint,
    /// Start a new game.
    New,
    /// Change sides.
    Swap,
    /// Set the strength (1–20); `None` when the number is missing or out of range.
    Level(Option<u32>),
    /// Draw the board again.
    Board,
    /// Turn the marking of renju fouls on or off.
    Fouls,
    /// List the commands.
    Help,
    /// Leave.
    Quit,
}

/// One line as typed at a terminal, made safe to quote back: invalid UTF-8 replaced, surrounding
/// blanks trimmed, tabs as spaces, and control characters (an arrow key sends `ESC [ A`) shown in
/// caret notation (`^[[A`, C1 controls as `\x9B`) so that echoing the line in a message cannot move the cursor.
pub fn clean_line(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    let mut out = String::with_capacity(text.len());
    for ch in text.trim().chars() {
        crate::protocol::quote::push_visible(&mut out, ch);
    }
    out
}

/// Reads one line of input as a command or a move.
pub fn parse_command(line: &str) -> Command {
    let line = line.trim();
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Command::Empty;
    };
    match first.to_ascii_lowercase().as_str() {
        "undo" | "u" | "takeback" | "back" => Command::Undo,
        "hint" | "?" => Command::Hint,
        "new" | "r" | "restart" => Command::New,
        "swap" | "switch" => Command::Swap,
        "level" | "l" => Command::Level(
            words
                .next()
                .and_then(|w| w.parse::<u32>().ok())
                .filter(|n| (1..=20).contains(n)),
        ),
        "board" | "b" | "d" | "show" => Command::Board,
        "fouls" | "foul" => Command::Fouls,
        "help" | "h" => Command::Help,
        "quit" | "q" | "exit" | "bye" => Command::Quit,
        _ => Command::Move(line.to_string()),
    }
}

/// Reads `text` as a legal move in `game`, or says in one line why it is not one.
pub fn parse_move(game: &AnyGame, text: &str) -> Result<PackedMove, String> {
    let text = text.trim();
    if text.len() > 16 {
        return Err("that is too long to be a move; type 'help' for the notation".into());
    }
    // A repetition verdict is the console's to weigh (it waits for the third occurrence).
    if game
        .outcome()
        .is_some_and(|o| !o.termination.is_repetition())
    {
        return Err("the game is over: 'r' starts a new one, 'undo' takes back".into());
    }
    match game {
        AnyGame::Kinrow(b) => {
            let cell_text = if b.width() * b.height() <= 9 && text.len() == 1 {
                match text.as_bytes()[0] {
                    d @ b'1'..=b'9' => {
                        let idx = usize::from(d - b'1');
                        let (col, row_from_top) = (idx % b.width(), idx / b.width());
                        if row_from_top >= b.height() {
                            return Err(format!("'{text}' is off the board"));
                        }
                        let cell = b.cell_at(col, b.height() - 1 - row_from_top);
                        match cell {
                            Some(c) => crate::game::kinrow::notation::uci_square(b, c),
                            None => return Err(format!("'{text}' is off the board")),
                        }
                    }
                    _ => text.to_string(),
                }
            } else {
                text.to_string()
            };
            let dialect = if cell_text.contains(',') {
                MoveDialect::Gomocup
            } else {
                MoveDialect::Uci {
                    one_based_ranks: false,
                }
            };
            match game.parse_move(&cell_text, dialect) {
                Ok(m) => Ok(m),
                Err(crate::game::MoveError::Illegal(_)) => {
                    Err(format!("'{text}': {}", why_illegal(b, &cell_text, dialect)))
                }
                Err(e) => Err(format!(
                    "{e}; type a point like {} or 'help'",
                    example(game)
                )),
            }
        }
        AnyGame::Xiangqi(p) => {
            let lower = text.to_ascii_lowercase();
            let iccs = lower.replace('-', "");
            match game.parse_move(
                &iccs,
                MoveDialect::Uci {
                    one_based_ranks: false,
                },
            ) {
                Ok(m) => Ok(m),
                Err(crate::game::MoveError::Illegal(_)) => {
                    Err(format!("'{text}' is not a legal move here"))
                }
                Err(_) => match parse_wxf(p, text) {
                    Some(m) => Ok(m),
                    None if looks_like_wxf(text) => {
                        Err(format!("'{text}' is not a legal move here"))
                    }
                    None => Err(format!(
                        "'{text}' is not a move; type ICCS like h2e2 or WXF like C2.5 ('help' for more)"
                    )),
                },
            }
        }
    }
}

/// Why a well-formed placement is refused: the point is taken, or it is a renju foul for Black.
fn why_illegal(b: &Board, text: &str, dialect: MoveDialect) -> String {
    let cell = match dialect {
        MoveDialect::Gomocup => crate::game::kinrow::notation::parse_gomocup(b, text),
        _ => crate::game::kinrow::notation::parse_uci(b, text),
    };
    match cell {
        Ok(c) if b.stone(c).is_some() => "that point is taken".into(),
        Ok(c) => match b.foul(c) {
            Some(Foul::DoubleThree) => "a renju foul for Black (double three)".into(),
            Some(Foul::DoubleFour) => "a renju foul for Black (double four)".into(),
            Some(Foul::Overline) => "a renju foul for Black (overline)".into(),
            None => "that move is not allowed here".into(),
        },
        Err(e) => e.to_string(),
    }
}

/// An example move for error messages.
pub fn example(game: &AnyGame) -> &'static str {
    match game {
        AnyGame::Kinrow(b) if b.width() * b.height() <= 9 => "5 or b2",
        AnyGame::Kinrow(_) => "h8",
        AnyGame::Xiangqi(_) => "h2e2",
    }
}

/// Shaped like a WXF move: piece letter (or `+`/`-` tandem marker), file, direction, number.
fn looks_like_wxf(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 4
        && (b[0].is_ascii_alphabetic() || matches!(b[0], b'+' | b'-'))
        && matches!(b[2], b'.' | b'+' | b'-' | b'=')
}

/// Finds the legal move whose WXF name is `text` (letter case of the piece ignored).
fn parse_wxf(p: &xiangqi::position::Position, text: &str) -> Option<PackedMove> {
    if !looks_like_wxf(text) {
        return None;
    }
    let want = text.replace('=', ".");
    let mut list = crate::core::MoveList::new();
    p.generate_moves(&mut list);
    list.iter()
        .copied()
        .find(|&m| wxf::to_wxf(p, m).is_some_and(|w| w.eq_ignore_ascii_case(&want)))
        .map(xiangqi::position::Position::pack)
}

/// The spelling used to announce a move: the coordinate, plus the digit on a 3×3 board or the WXF
/// name in xiangqi (which needs the position before the move).
pub fn describe_move(before: &AnyGame, m: PackedMove) -> String {
    match before {
        AnyGame::Kinrow(b) => {
            let cell = m.0.wrapping_sub(1);
            let square = crate::game::kinrow::notation::uci_square(b, cell);
            if b.width() * b.height() <= 9 {
                let (col, row) = b.coords(cell);
                let digit = (b.height() - 1 - row) * b.width() + col + 1;
                format!("{digit} ({square})")
            } else {
                square
            }
        }
        AnyGame::Xiangqi(p) => {
            let iccs = before.format_move(
                m,
                MoveDialect::Uci {
                    one_based_ranks: false,
                },
            );
            match wxf::to_wxf(p, xiangqi::types::Move(m.0)) {
                Some(w) => format!("{iccs} ({w})"),
                None => iccs,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;

    #[test]
    fn control_characters_are_shown_not_sent() {
        assert_eq!(clean_line(b"  \x1b[A\r\n"), "^[[A");
        assert_eq!(clean_line(b"h8\x7f\x089"), "h8^?^H9");
        assert_eq!(clean_line(b"a\tb \xff"), "a b \u{fffd}");
        assert_eq!(clean_line("x\u{9b}y".as_bytes()), "x\\x9By");
        let g = AnyGame::new(Variant::Xiangqi);
        let why = parse_move(&g, &clean_line(b"\x1b[A")).unwrap_err();
        assert!(!why.contains('\x1b') && why.starts_with("'^[[A'"), "{why}");
    }

    #[test]
    fn digits_and_coordinates() {
        let g = AnyGame::new(Variant::TICTACTOE);
        assert_eq!(parse_move(&g, "1"), parse_move(&g, "a3"));
        assert_eq!(parse_move(&g, "9"), parse_move(&g, "C1"));
        assert!(parse_move(&g, "x9").is_err());
        assert_eq!(parse_command(" Level 5 "), Command::Level(Some(5)));
        assert_eq!(parse_command("level 99"), Command::Level(None));
    }

    #[test]
    fn renju_foul_is_explained() {
        let AnyGame::Kinrow(mut b) = AnyGame::new("renju".parse().unwrap()) else {
            unreachable!()
        };
        for (col, row) in [(5, 7), (6, 7), (7, 9), (7, 8)] {
            b.put(b.cell_at(col, row).unwrap(), crate::core::Side::First);
        }
        for (col, row) in [(0, 0), (14, 14), (0, 14), (14, 0)] {
            b.put(b.cell_at(col, row).unwrap(), crate::core::Side::Second);
        }
        b.set_side_to_move(crate::core::Side::First);
        let g = AnyGame::Kinrow(b);
        let why = parse_move(&g, "h8").unwrap_err();
        assert!(why.contains("double three"), "{why}");
        let d = super::super::render::draw(
            &g,
            super::super::Style {
                ascii: true,
                color: false,
                fouls: true,
                ..Default::default()
            },
        );
        assert!(d.contains(" 8  . . . + . X X x"), "{d}");
    }

    #[test]
    fn xiangqi_iccs_and_wxf() {
        let g = AnyGame::new(Variant::Xiangqi);
        let a = parse_move(&g, "h2e2").unwrap();
        assert_eq!(parse_move(&g, "H2E2").unwrap(), a);
        assert_eq!(parse_move(&g, "C2.5").unwrap(), a);
        assert!(parse_move(&g, "h2h7").is_err());
    }
}
