//! SGF records of placement games, as GoGui and Sabaki read them: `GM[1]` (GoGui refuses any
//! other game type) with the variant named in `GN`, `SZ[15]` or `SZ[20:15]`, and one `;B[..]` /
//! `;W[..]` node per move, points counted from the top left (`aa`), `a`–`z` then `A`–`Z`. The
//! reader takes the main line of such a record (into the first variation at each branch): its
//! size, its `GN` and its moves; setup stones (`AB`/`AW`/`AE`) and passes are refused.

use crate::core::Side;
use thiserror::Error;

/// Why an SGF text could not be read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum SgfError {
    /// Not a game tree: no `(;`, or unbalanced brackets.
    #[error("not an SGF game")]
    Syntax,
    /// `SZ` is missing or not a size.
    #[error("bad or missing SZ")]
    Size,
    /// A property that Sente cannot apply.
    #[error("{0} is not supported")]
    Unsupported(String),
    /// A move's point is not on the board.
    #[error("bad point '{0}'")]
    Point(String),
}

/// One move: who, and the point (x from the left, y from the top).
pub type SgfMove = (Side, usize, usize);

/// What the reader takes from a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfGame {
    /// Board width and height.
    pub size: (usize, usize),
    /// The `GN` value (Sente writes the variant's name there), if any.
    pub name: Option<String>,
    /// The main line's moves, in order.
    pub moves: Vec<SgfMove>,
}

fn letter(v: usize) -> Option<char> {
    match v {
        0..=25 => Some((b'a' + v as u8) as char),
        26..=51 => Some((b'A' + (v - 26) as u8) as char),
        _ => None,
    }
}

fn number(c: char) -> Option<usize> {
    match c {
        'a'..='z' => Some(c as usize - 'a' as usize),
        'A'..='Z' => Some(c as usize - 'A' as usize + 26),
        _ => None,
    }
}

/// Escapes `]` and `\` in a property value.
pub fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace(']', "\\]")
}

/// A record: the header (`FF[4]GM[1]CA[UTF-8]AP[Sente]SZ[..]` followed by `props`, already
/// spelled properties such as `GN[gomoku]PB[..]`), then the moves, one node a line. `None` if a
/// point does not fit SGF's 52 letters.
pub fn write(size: (usize, usize), props: &str, moves: &[SgfMove]) -> Option<String> {
    let sz = if size.0 == size.1 {
        size.0.to_string()
    } else {
        format!("{}:{}", size.0, size.1)
    };
    let mut s = format!("(;FF[4]GM[1]CA[UTF-8]AP[Sente]SZ[{sz}]{props}");
    for &(side, x, y) in moves {
        let color = if side == Side::First { 'B' } else { 'W' };
        s.push_str(&format!("\n;{color}[{}{}]", letter(x)?, letter(y)?));
    }
    s.push_str(")\n");
    Some(s)
}

/// One node's properties: `(name, values)` pairs in order.
type Node = Vec<(String, Vec<String>)>;

/// The nodes of the main line.
fn nodes(text: &str) -> Result<Vec<Node>, SgfError> {
    let start = text.find("(;").ok_or(SgfError::Syntax)?;
    let mut chars = text[start + 1..].chars().peekable();
    let mut out: Vec<Node> = Vec::new();
    let mut ident = String::new();
    while let Some(c) = chars.next() {
        match c {
            // The main line goes on into the first variation and ends where it closes.
            '(' => {}
            ')' => break,
            ';' => out.push(Vec::new()),
            '[' => {
                let mut value = String::new();
                loop {
                    match chars.next().ok_or(SgfError::Syntax)? {
                        '\\' => value.push(chars.next().ok_or(SgfError::Syntax)?),
                        ']' => break,
                        v => value.push(v),
                    }
                }
                let node = out.last_mut().ok_or(SgfError::Syntax)?;
                if ident.is_empty() {
                    // Another value of the previous property.
                    let last = node.last_mut().ok_or(SgfError::Syntax)?;
                    last.1.push(value);
                } else {
                    node.push((std::mem::take(&mut ident), vec![value]));
                }
            }
            c if c.is_ascii_uppercase() => ident.push(c),
            c if c.is_whitespace() => {}
            _ => return Err(SgfError::Syntax),
        }
    }
    Ok(out)
}

/// Reads the main line of an SGF record of a placement game.
pub fn read(text: &str) -> Result<SgfGame, SgfError> {
    let mut size = None;
    let mut name = None;
    let mut moves = Vec::new();
    for node in nodes(text)? {
        for (prop, values) in node {
            let first = values.first().map(String::as_str).unwrap_or("");
            match prop.as_str() {
                "SZ" => {
                    let (w, h) = first.split_once(':').unwrap_or((first, first));
                    let w: usize = w.trim().parse().map_err(|_| SgfError::Size)?;
                    let h: usize = h.trim().parse().map_err(|_| SgfError::Size)?;
                    size = Some((w, h));
                }
                "GN" => name = Some(first.to_string()),
                "GM" if first.trim() != "1" && first.trim() != "4" => {
                    return Err(SgfError::Unsupported(format!("GM[{first}]")))
                }
                "AB" | "AW" | "AE" => return Err(SgfError::Unsupported(prop)),
                "B" | "W" => {
                    let side = if prop == "B" {
                        Side::First
                    } else {
                        Side::Second
                    };
                    let mut cs = first.chars();
                    let point = match (cs.next().and_then(number), cs.next().and_then(number)) {
                        (Some(x), Some(y)) if cs.next().is_none() => (x, y),
                        _ => return Err(SgfError::Point(first.chars().take(8).collect())),
                    };
                    moves.push((side, point.0, point.1));
                }
                _ => {}
            }
        }
    }
    let size = size.ok_or(SgfError::Size)?;
    if let Some(&(_, x, y)) = moves.iter().find(|&&(_, x, y)| x >= size.0 || y >= size.1) {
        return Err(SgfError::Point(format!(
            "{}{}",
            letter(x).unwrap_or('?'),
            letter(y).unwrap_or('?')
        )));
    }
    Ok(SgfGame { size, name, moves })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_records_read_back() {
        let moves = [
            (Side::First, 7, 7),
            (Side::Second, 8, 6),
            (Side::First, 0, 14),
        ];
        let text = write((15, 15), "GN[gomoku]PB[a\\]b]", &moves).unwrap();
        assert!(text.starts_with("(;FF[4]GM[1]CA[UTF-8]AP[Sente]SZ[15]GN[gomoku]PB[a\\]b]"));
        assert!(text.ends_with(";B[hh]\n;W[ig]\n;B[ao])\n"), "{text}");
        let game = read(&text).unwrap();
        assert_eq!(game.size, (15, 15));
        assert_eq!(game.name.as_deref(), Some("gomoku"));
        assert_eq!(game.moves, moves);
        assert_eq!(read("(;SZ[20:15];B[tn])").unwrap().size, (20, 15));
        assert_eq!(write((60, 60), "", &[(Side::First, 55, 0)]), None);
    }

    #[test]
    fn bad_records_are_refused() {
        assert_eq!(read("hello"), Err(SgfError::Syntax));
        assert_eq!(read("(;GM[1];B[aa])"), Err(SgfError::Size));
        assert_eq!(read("(;SZ[x])"), Err(SgfError::Size));
        assert_eq!(read("(;SZ[15];B[a])"), Err(SgfError::Point("a".into())));
        assert_eq!(read("(;SZ[15];B[zz])"), Err(SgfError::Point("zz".into())));
        assert_eq!(
            read("(;SZ[15]AB[aa])"),
            Err(SgfError::Unsupported("AB".into()))
        );
        assert_eq!(read("(;SZ[15];B[aa"), Err(SgfError::Syntax));
        // Variations: only the main line is read.
        let g = read("(;SZ[9];B[ee](;W[aa];B[cc])(;W[bb]))").unwrap();
        assert_eq!(
            g.moves,
            vec![
                (Side::First, 4, 4),
                (Side::Second, 0, 0),
                (Side::First, 2, 2)
            ]
        );
    }
}
