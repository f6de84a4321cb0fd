//! Boards for people: tic-tac-toe as the framed 3×3 grid of the original program (empty cells show
//! the digit that selects them), other k-in-a-row boards in the GnuGo style (column letters above and
//! below, row numbers on both sides, the last move in brackets, `X`/`O` or `●`/`○`), and xiangqi with
//! files and ranks labelled, Red in upper case and Black in lower case (or Chinese piece names).
//! Colour, when on, is ANSI through `anstyle`: red for X and Red's pieces, blue for O, bold for
//! Black's pieces, dim digits on the tic-tac-toe grid, yellow renju fouls.

use crate::core::Side;
use crate::game::kinrow::board::{Board, Cell};
use crate::game::kinrow::notation::file_label;
use crate::game::xiangqi::position::Position;
use crate::game::xiangqi::types::{owner, square, Kind};
use crate::game::{AnyGame, Game};
use anstyle::Style as Ink;

/// How to draw: plain ASCII or Unicode stones and piece names, with or without colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    /// Only ASCII characters.
    pub ascii: bool,
    /// ANSI colours.
    pub color: bool,
    /// Mark the points where Black may not play under the renju rule.
    pub fouls: bool,
    /// Draw xiangqi from Black's side: Black at the bottom, files i–a and ranks 0–9 from the top.
    pub flip: bool,
}

/// First player's stones and Red's pieces.
const RED: Ink = Ink::new()
    .bold()
    .fg_color(Some(anstyle::Color::Ansi(anstyle::AnsiColor::Red)));
/// Second player's stones.
const BLUE: Ink = Ink::new()
    .bold()
    .fg_color(Some(anstyle::Color::Ansi(anstyle::AnsiColor::Blue)));
/// Black's xiangqi pieces.
const BOLD: Ink = Ink::new().bold();
/// The digits of free tic-tac-toe cells.
const DIM: Ink = Ink::new().dimmed();
/// Renju fouls.
const YELLOW: Ink = Ink::new().fg_color(Some(anstyle::Color::Ansi(anstyle::AnsiColor::Yellow)));

impl Style {
    fn paint(&self, text: &str, ink: Ink) -> String {
        if self.color {
            format!("{ink}{text}{ink:#}")
        } else {
            text.to_string()
        }
    }
}

/// Draws any game's board (with a trailing newline).
pub fn draw(game: &AnyGame, style: Style) -> String {
    match game {
        AnyGame::Kinrow(b) if b.width() == 3 && b.height() == 3 => tictactoe(b, style),
        AnyGame::Kinrow(b) => gnugo(b, style),
        AnyGame::Xiangqi(p) => xiangqi(p, style),
    }
}

fn stone_char(side: Side, style: Style) -> &'static str {
    match (side, style.ascii) {
        (Side::First, true) => "X",
        (Side::Second, true) => "O",
        (Side::First, false) => "●",
        (Side::Second, false) => "○",
    }
}

fn paint_stone(side: Side, text: &str, style: Style) -> String {
    match side {
        Side::First => style.paint(text, RED),
        Side::Second => style.paint(text, BLUE),
    }
}

/// The framed grid of the original tic-tac-toe: `X`/`O`, empty cells numbered 1–9.
fn tictactoe(b: &Board, style: Style) -> String {
    let rule = " +---+---+---+\n";
    let last = b.last_move();
    let mut out = String::from(rule);
    for row in (0..3).rev() {
        out.push_str(" |");
        for col in 0..3 {
            let cell = (row * 3 + col) as Cell;
            let text = match b.stone(cell) {
                Some(side) => {
                    let ch = if side == Side::First { "X" } else { "O" };
                    let (l, r) = if Some(cell) == last {
                        ("(", ")")
                    } else {
                        (" ", " ")
                    };
                    format!("{l}{}{r}", paint_stone(side, ch, style))
                }
                None => {
                    let digit = (2 - row) * 3 + col + 1;
                    format!(" {} ", style.paint(&digit.to_string(), DIM))
                }
            };
            out.push_str(&text);
            out.push('|');
        }
        out.push('\n');
        out.push_str(rule);
    }
    out
}

/// GnuGo style: letters above and below, numbers both sides, last move in brackets.
fn gnugo(b: &Board, style: Style) -> String {
    let num_w = b.height().to_string().len();
    let last = b.last_move();
    let mut header = " ".repeat(num_w + 1);
    for col in 0..b.width() {
        header.push(' ');
        header.push(file_label(col, false).to_ascii_uppercase());
    }
    header.push('\n');
    let mut out = header.clone();
    for row in (0..b.height()).rev() {
        let mut line = format!("{:>num_w$} ", row + 1);
        let mut after_bracket = false;
        for col in 0..b.width() {
            let cell = (row * b.width() + col) as Cell;
            let text = match b.stone(cell) {
                Some(side) => paint_stone(side, stone_char(side, style), style),
                None if style.fouls && b.foul(cell).is_some() => {
                    style.paint(if style.ascii { "x" } else { "×" }, YELLOW)
                }
                None => {
                    // Star points help the eye on the usual boards.
                    let star = b.width() >= 13
                        && [3, b.width() / 2, b.width() - 4].contains(&col)
                        && [3, b.height() / 2, b.height() - 4].contains(&row);
                    if star { "+" } else { "." }.to_string()
                }
            };
            if Some(cell) == last {
                line.push('(');
                line.push_str(&text);
                line.push(')');
                after_bracket = true;
            } else {
                if !after_bracket {
                    line.push(' ');
                }
                line.push_str(&text);
                after_bracket = false;
            }
        }
        if !after_bracket {
            line.push(' ');
        }
        line.push_str(&format!("{}\n", row + 1));
        out.push_str(&line);
    }
    out.push_str(&header);
    out
}

/// The Chinese name of a piece (traditional red names, black names for Black).
fn chinese(kind: Kind, side: Side) -> char {
    let red = side == Side::First;
    match kind {
        Kind::General => {
            if red {
                '帥'
            } else {
                '將'
            }
        }
        Kind::Advisor => {
            if red {
                '仕'
            } else {
                '士'
            }
        }
        Kind::Elephant => {
            if red {
                '相'
            } else {
                '象'
            }
        }
        Kind::Horse => {
            if red {
                '傌'
            } else {
                '馬'
            }
        }
        Kind::Chariot => {
            if red {
                '俥'
            } else {
                '車'
            }
        }
        Kind::Cannon => {
            if red {
                '炮'
            } else {
                '砲'
            }
        }
        Kind::Soldier => {
            if red {
                '兵'
            } else {
                '卒'
            }
        }
    }
}

/// Xiangqi with Black at the top (or, flipped, at the bottom), files a–i and ranks 0–9 on all sides,
/// the river marked, the last move's origin and destination in brackets.
fn xiangqi(pos: &Position, style: Style) -> String {
    let last = pos.last_move();
    let files: Vec<usize> = if style.flip {
        (0..9).rev().collect()
    } else {
        (0..9).collect()
    };
    let ranks: Vec<usize> = if style.flip {
        (0..10).collect()
    } else {
        (0..10).rev().collect()
    };
    // Each point takes three columns: a one-column letter is padded on both sides; a Chinese
    // character is two columns wide and gets one pad.
    let mut header = String::from("   ");
    for &file in &files {
        header.push_str("  ");
        header.push(char::from(b'a' + file as u8));
    }
    header.push('\n');
    let mut out = header.clone();
    for (i, &rank) in ranks.iter().enumerate() {
        out.push_str(&format!("{rank:>3} "));
        for &file in &files {
            let s = square(file, rank);
            let p = pos.piece_at(s);
            let marked = last.is_some_and(|m| m.from() == s || m.to() == s);
            let (l, r) = if marked { ("[", "]") } else { (" ", " ") };
            let cell = match (owner(p), Kind::of(p)) {
                (Some(side), Some(k)) => {
                    let text = if style.ascii {
                        let ch = k.letter();
                        let ch = if side == Side::First {
                            ch
                        } else {
                            ch.to_ascii_lowercase()
                        };
                        format!("{l}{ch}{r}")
                    } else {
                        // A Chinese character is two columns wide: one pad (or marker) before it.
                        let l = if marked { ">" } else { " " };
                        format!("{l}{}", chinese(k, side))
                    };
                    match side {
                        Side::First => style.paint(&text, RED),
                        Side::Second => style.paint(&text, BOLD),
                    }
                }
                _ => format!("{l}.{r}"),
            };
            out.push_str(&cell);
        }
        out.push_str(&format!(" {rank}\n"));
        if i == 4 {
            out.push_str("    ~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
        }
    }
    out.push_str(&header);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;

    #[test]
    fn tictactoe_grid_numbers_empty_cells() {
        let mut g = AnyGame::new(Variant::TICTACTOE);
        let m = g.legal_moves()[4];
        g.play(m).unwrap();
        let d = draw(
            &g,
            Style {
                ascii: true,
                ..Style::default()
            },
        );
        assert!(d.contains(" | 4 |(X)| 6 |"), "{d}");
        assert!(d.starts_with(" +---+---+---+\n | 1 | 2 | 3 |"), "{d}");
    }

    #[test]
    fn xiangqi_fits_and_labels() {
        let g = AnyGame::new(Variant::Xiangqi);
        let d = draw(
            &g,
            Style {
                ascii: true,
                ..Style::default()
            },
        );
        assert!(d.contains("  0  R  N  B  A  K  A  B  N  R  0"), "{d}");
        assert!(
            d.starts_with("     a  b  c  d  e  f  g  h  i\n  9  r  n"),
            "{d}"
        );
    }

    #[test]
    fn xiangqi_flipped_puts_black_at_the_bottom() {
        let mut g = AnyGame::new(Variant::Xiangqi);
        let m = g
            .parse_move(
                "h2e2",
                crate::game::MoveDialect::Uci {
                    one_based_ranks: false,
                },
            )
            .unwrap();
        g.play(m).unwrap();
        let d = draw(
            &g,
            Style {
                ascii: true,
                flip: true,
                ..Style::default()
            },
        );
        let lines: Vec<&str> = d.lines().collect();
        assert_eq!(lines[0], "     i  h  g  f  e  d  c  b  a", "{d}");
        assert_eq!(lines[1], "  0  R  N  B  A  K  A  B  N  R  0", "{d}");
        assert_eq!(lines[3], "  2  . [.] .  . [C] .  .  C  .  2", "{d}");
        assert_eq!(lines[6], "    ~~~~~~~~~~~~~~~~~~~~~~~~~~~", "{d}");
        assert_eq!(lines[11], "  9  r  n  b  a  k  a  b  n  r  9", "{d}");
        assert_eq!(lines[12], lines[0], "{d}");
    }
}
