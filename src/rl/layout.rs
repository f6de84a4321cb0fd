//! The grid-world text format. One line per row, top row first; cells separated by spaces (or
//! tabs): `.` open, `#` wall, `S` start (open), a number such as `1`, `-1`, `+10`, `0.5` an exit cell
//! paying that number. Blank lines before and after the grid are ignored; every row must have the
//! same number of cells. Errors name the line and column (both 1-based).

use super::error::RlError;
use super::gridworld::{GridWorld, EXIT_BASE, MAX_CELLS, OPEN, WALL};

/// Largest number of distinct exit rewards in one layout.
const MAX_EXIT_VALUES: usize = (u8::MAX - EXIT_BASE) as usize;

/// Parses a layout; `name` is used in error messages.
pub fn parse(name: &str, text: &str) -> Result<GridWorld, RlError> {
    let err = |line: usize, column: usize, message: String| RlError::Layout {
        source_name: name.to_string(),
        line,
        column,
        message,
    };
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)))
        .collect();
    let first = lines.iter().position(|(_, l)| !l.trim().is_empty());
    let last = lines.iter().rposition(|(_, l)| !l.trim().is_empty());
    let (Some(first), Some(last)) = (first, last) else {
        return Err(RlError::LayoutShape {
            source_name: name.to_string(),
            message: "the layout is empty".into(),
        });
    };
    let mut width = 0usize;
    let mut cells: Vec<u8> = Vec::new();
    let mut exit_rewards: Vec<f64> = Vec::new();
    let mut start: Option<(usize, usize, usize)> = None; // (state, line, column)
    for &(line_no, line) in &lines[first..=last] {
        let tokens = tokens(line);
        if tokens.is_empty() {
            return Err(err(line_no, 1, "empty line inside the grid".into()));
        }
        if width == 0 {
            width = tokens.len();
        } else if tokens.len() != width {
            let column = tokens.get(width).map_or(line.chars().count() + 1, |t| t.0);
            return Err(err(
                line_no,
                column,
                format!(
                    "this row has {} cells but the first row has {width}",
                    tokens.len()
                ),
            ));
        }
        if cells.len() + width > MAX_CELLS {
            return Err(RlError::LayoutShape {
                source_name: name.to_string(),
                message: format!("too many cells (at most {MAX_CELLS})"),
            });
        }
        for (column, tok) in tokens {
            let code = match tok {
                "." => OPEN,
                "#" => WALL,
                "S" => {
                    if let Some((_, l, c)) = start {
                        return Err(err(
                            line_no,
                            column,
                            format!("a second start cell S (the first is at line {l}, column {c})"),
                        ));
                    }
                    start = Some((cells.len(), line_no, column));
                    OPEN
                }
                _ => {
                    let value = parse_number(tok).ok_or_else(|| {
                        err(
                            line_no,
                            column,
                            format!("unknown cell {tok:?}: expected '.', '#', 'S' or a number such as 1, -1, +10"),
                        )
                    })?;
                    let idx = match exit_rewards.iter().position(|&r| r == value) {
                        Some(i) => i,
                        None => {
                            if exit_rewards.len() == MAX_EXIT_VALUES {
                                return Err(err(
                                    line_no,
                                    column,
                                    format!("more than {MAX_EXIT_VALUES} different exit rewards"),
                                ));
                            }
                            exit_rewards.push(value);
                            exit_rewards.len() - 1
                        }
                    };
                    EXIT_BASE + idx as u8
                }
            };
            cells.push(code);
        }
    }
    let height = cells.len() / width;
    Ok(GridWorld::from_parts(
        name.to_string(),
        width,
        height,
        cells,
        exit_rewards,
        start.map(|(s, _, _)| s),
    ))
}

/// The space-separated tokens of a line with their 1-based character columns.
fn tokens(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut begin: Option<(usize, usize)> = None; // (byte, column)
    let mut column = 0;
    for (byte, ch) in line.char_indices() {
        column += 1;
        if ch == ' ' || ch == '\t' {
            if let Some((b, c)) = begin.take() {
                out.push((c, &line[b..byte]));
            }
        } else if begin.is_none() {
            begin = Some((byte, column));
        }
    }
    if let Some((b, c)) = begin {
        out.push((c, &line[b..]));
    }
    out
}

/// A finite decimal number: optional sign, digits, optional fraction (no exponents, no inf/nan).
fn parse_number(tok: &str) -> Option<f64> {
    let body = tok.strip_prefix(['+', '-']).unwrap_or(tok);
    let ok = !body.is_empty()
        && body.chars().all(|c| c.is_ascii_digit() || c == '.')
        && body.chars().filter(|&c| c == '.').count() <= 1
        && body.chars().any(|c| c.is_ascii_digit())
        && body.len() <= 30;
    if !ok {
        return None;
    }
    tok.parse::<f64>().ok().filter(|v| v.is_finite())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout_err(text: &str) -> (usize, usize, String) {
        match parse("t", text) {
            Err(RlError::Layout {
                line,
                column,
                message,
                ..
            }) => (line, column, message),
            other => panic!("expected a layout error, got {other:?}"),
        }
    }

    #[test]
    fn parses_cells_and_exits() {
        let g = parse("t", "\n. . +10\nS # -1.5\n\n").unwrap();
        assert_eq!((g.width(), g.height()), (3, 2));
        assert_eq!(g.exit_reward(2), Some(10.0));
        assert_eq!(g.exit_reward(5), Some(-1.5));
        assert!(g.is_wall(4));
        assert_eq!(g.start(), Some(3));
        assert_eq!(g.coords(3), (0, 0));
    }

    #[test]
    fn errors_name_line_and_column() {
        assert_eq!(layout_err(". . .\n. x .").0, 2);
        assert_eq!(layout_err(". . .\n. x .").1, 3);
        let (l, c, m) = layout_err(". . .\n. .");
        assert_eq!((l, c), (2, 4));
        assert!(m.contains("2 cells"), "{m}");
        let (l, c, m) = layout_err(". . .\n. . . .");
        assert_eq!((l, c), (2, 7));
        assert!(m.contains("4 cells"));
        let (l, c, _) = layout_err("S . .\n. . S");
        assert_eq!((l, c), (2, 5));
        assert_eq!(layout_err(". . .\n\n. . .").0, 2);
        for bad in ["inf", "nan", "1e5", "+", "1.2.3", "--1", "."] {
            let text = format!(". {bad}");
            if bad == "." {
                assert!(parse("t", &text).is_ok());
            } else {
                assert_eq!(layout_err(&text), (1, 3, layout_err(&text).2), "{bad}");
            }
        }
        assert!(matches!(
            parse("t", "  \n \n"),
            Err(RlError::LayoutShape { .. })
        ));
    }

    #[test]
    fn too_many_exit_values() {
        let row: Vec<String> = (0..300).map(|i| i.to_string()).collect();
        let (l, c, m) = layout_err(&row.join(" "));
        assert_eq!(l, 1);
        assert!(c > 1 && m.contains("different exit rewards"));
    }
}
