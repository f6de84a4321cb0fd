//! Spelling of Gomocup answers: moves `x,y`, the `ABOUT` line, `FORBID` lists and the
//! `MESSAGE`/`DEBUG`/`ERROR`/`UNKNOWN` lines (single-line: embedded line breaks become blanks;
//! quoted input in `ERROR`/`UNKNOWN` shows control characters and is cut, see `protocol::quote`),
//! and scores inside them; the analysis lines of `YXNBEST` as Rapfi prints them
//! (`MESSAGE (n) value | depth-seldepth | moves`).

use crate::core::Score;
use crate::game::wdl::Wdl;

/// The `ABOUT` answer.
pub fn about() -> String {
    format!(
        "name=\"Sente\", version=\"{}\", author=\"Sente team\", country=\"-\"",
        env!("CARGO_PKG_VERSION")
    )
}

/// A score as Sente's `DEBUG` and `MESSAGE` lines spell it: `cp N`, or `mate N` in moves.
pub fn score(s: Score) -> String {
    match s.mate_moves() {
        Some(m) => format!("mate {m}"),
        None => format!("cp {}", s.0),
    }
}

fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}

/// `ERROR <text>`.
pub fn error(text: &str) -> String {
    format!("ERROR {}", crate::protocol::quote::shown(&one_line(text)))
}

/// `UNKNOWN <text>`.
pub fn unknown(text: &str) -> String {
    format!("UNKNOWN {}", crate::protocol::quote::shown(&one_line(text)))
}

/// `MESSAGE <text>`.
pub fn message(text: &str) -> String {
    format!("MESSAGE {}", one_line(text))
}

/// `DEBUG <text>`.
pub fn debug(text: &str) -> String {
    format!("DEBUG {}", one_line(text))
}

/// A score as Rapfi's `MESSAGE (n)` lines spell it: the number, or `+M<plies>` / `-M<plies>`
/// for a proven win or loss.
pub fn rapfi_value(s: Score) -> String {
    match s.mate_plies() {
        Some(p) if p > 0 => format!("+M{p}"),
        Some(p) => format!("-M{}", -p),
        None => s.0.to_string(),
    }
}

/// A move as Rapfi labels it in a line of moves: the column letter from `A` for `x`, then the
/// row number counted from 1 at the top (`x,y` on boards wider than 26 columns).
pub fn label(x: usize, y: usize) -> String {
    match u8::try_from(x).ok().filter(|&c| c < 26) {
        Some(c) => format!("{}{}", char::from(b'A' + c), y + 1),
        None => format!("{x},{y}"),
    }
}

/// One `YXNBEST` candidate: `(n) value | depth-seldepth | moves`, with ` | wdl W D L` when
/// win/draw/loss figures are asked for (`INFO sente_show_wdl 1`).
pub fn nbest_line(
    n: usize,
    score: Score,
    depths: (u32, u32),
    moves: &[String],
    wdl: Option<Wdl>,
) -> String {
    let mut text = format!(
        "({n}) {} | {}-{} | {}",
        rapfi_value(score),
        depths.0,
        depths.1,
        moves.join(" ")
    );
    if let Some(w) = wdl {
        text.push_str(&format!(" | wdl {} {} {}", w.win, w.draw, w.loss));
    }
    message(&text)
}

/// The result's score with its win/draw/loss figures: `MESSAGE score cp N wdl W D L`.
pub fn score_wdl(score: Score, w: Wdl) -> String {
    message(&format!(
        "score {} wdl {} {} {}",
        self::score(score),
        w.win,
        w.draw,
        w.loss
    ))
}

/// `FORBID xxyy….`: two digits for x, two for y, per point.
pub fn forbid(points: &[(usize, usize)]) -> String {
    let mut s = String::from("FORBID ");
    for (x, y) in points {
        s.push_str(&format!("{x:02}{y:02}"));
    }
    s.push('.');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rapfi_spellings() {
        assert_eq!(rapfi_value(Score(-35)), "-35");
        assert_eq!(rapfi_value(Score::mate_in(5)), "+M5");
        assert_eq!(rapfi_value(Score::mated_in(4)), "-M4");
        assert_eq!(label(7, 7), "H8");
        assert_eq!(label(0, 19), "A20");
        assert_eq!(label(27, 3), "27,3");
        let w = Wdl {
            win: 510,
            draw: 20,
            loss: 470,
        };
        let moves = ["H8".to_string(), "I9".to_string()];
        assert_eq!(
            nbest_line(2, Score(35), (9, 14), &moves, None),
            "MESSAGE (2) 35 | 9-14 | H8 I9"
        );
        assert_eq!(
            nbest_line(1, Score(35), (9, 14), &moves, Some(w)),
            "MESSAGE (1) 35 | 9-14 | H8 I9 | wdl 510 20 470"
        );
        assert_eq!(
            score_wdl(Score(35), w),
            "MESSAGE score cp 35 wdl 510 20 470"
        );
    }
}
