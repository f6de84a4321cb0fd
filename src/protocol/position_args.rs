//! The arguments of UCI's and UCCI's `position` (and UCCI's `probe`):
//! `{startpos | fen <FEN fields…>} [moves <move>…]`, split into the FEN and the move words. The
//! protocols differ only in the command name their messages start with and in how they show an
//! offending word.

/// A `position` line's FEN (`None` for `startpos`) and its move words.
pub type PositionArgs = (Option<String>, Vec<String>);

/// Splits the arguments `rest` of command `cmd`; the error is the message to report, with each
/// offending word shown through `show`.
pub fn split(cmd: &str, rest: &str, show: fn(&str) -> String) -> Result<PositionArgs, String> {
    let mut words = rest.split_whitespace().peekable();
    let fen = match words.next() {
        Some("startpos") => None,
        Some("fen") => {
            let mut fields = Vec::new();
            while let Some(w) = words.next_if(|w| *w != "moves") {
                fields.push(w);
            }
            if fields.is_empty() {
                return Err(format!("{cmd} fen: missing FEN"));
            }
            Some(fields.join(" "))
        }
        Some(other) => {
            return Err(format!(
                "{cmd}: expected 'startpos' or 'fen', got '{}'",
                show(other)
            ))
        }
        None => return Err(format!("{cmd}: expected 'startpos' or 'fen'")),
    };
    let moves = match words.next() {
        None => Vec::new(),
        Some("moves") => words.map(String::from).collect(),
        Some(other) => return Err(format!("{cmd}: expected 'moves', got '{}'", show(other))),
    };
    Ok((fen, moves))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_moves_and_errors() {
        let show = |s: &str| s.to_string();
        assert_eq!(split("position", "startpos", show), Ok((None, vec![])));
        assert_eq!(
            split("position", "fen a b moves x y", show),
            Ok((Some("a b".into()), vec!["x".into(), "y".into()]))
        );
        assert_eq!(
            split("probe", "fen moves x", show),
            Err("probe fen: missing FEN".into())
        );
        assert_eq!(
            split("position", "startpos x", show),
            Err("position: expected 'moves', got 'x'".into())
        );
        assert_eq!(
            split("position", "", show),
            Err("position: expected 'startpos' or 'fen'".into())
        );
    }
}
