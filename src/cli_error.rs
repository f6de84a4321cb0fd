//! Clap errors as one line, for the commands parsed with clap inside a session or a tool that
//! reports problems on a single line (`sente rl …`, `sente match …`, `--game` of `sente datagen`
//! and `sente tune`). Value parsers return a [`ValueError`] holding the whole message, which is
//! then shown as it is; any other clap error keeps clap's words, joined onto one line.

use thiserror::Error;

/// The complete message of a value parser's refusal (shown without clap's `invalid value` frame).
#[derive(Debug, Error, Clone, PartialEq, Eq)]
#[error("{0}")]
pub struct ValueError(pub String);

/// The argument clap names in `e` (`--grid`, `extra`, …), without its value name or `=value`.
pub fn invalid_arg(e: &clap::Error) -> Option<String> {
    match e.get(clap::error::ContextKind::InvalidArg) {
        Some(clap::error::ContextValue::String(s)) => {
            let s = s.split([' ', '=']).next().unwrap_or(s);
            Some(s.to_string())
        }
        _ => None,
    }
}

/// `e` on one line: a [`ValueError`]'s own message, or the lines of clap's text before its first
/// blank line (the tips and usage after it are dropped), trimmed and joined with spaces, without
/// the leading `error: `.
pub fn one_line(e: &clap::Error) -> String {
    if let Some(v) = std::error::Error::source(e).and_then(|s| s.downcast_ref::<ValueError>()) {
        return v.0.clone();
    }
    let text = e.to_string();
    let head: Vec<&str> = text
        .lines()
        .map(str::trim)
        .take_while(|l| !l.is_empty())
        .collect();
    let line = head.join(" ");
    line.strip_prefix("error: ").unwrap_or(&line).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser, Debug)]
    #[command(no_binary_name = true)]
    struct Probe {
        #[arg(long, value_parser = |s: &str| s.parse::<u8>().map_err(|_| ValueError(format!("--n {s:?} is not a byte"))))]
        n: Option<u8>,
        #[arg(long, requires = "n")]
        m: Option<u8>,
    }

    fn err(words: &[&str]) -> clap::Error {
        Probe::try_parse_from(words).unwrap_err()
    }

    #[test]
    fn clap_errors_become_one_line() {
        assert_eq!(one_line(&err(&["--n", "300"])), "--n \"300\" is not a byte");
        let unknown = err(&["--frob"]);
        assert_eq!(one_line(&unknown), "unexpected argument '--frob' found");
        assert_eq!(invalid_arg(&unknown).as_deref(), Some("--frob"));
        let missing = one_line(&err(&["--m", "1"]));
        assert!(
            !missing.contains('\n') && missing.contains("--n"),
            "{missing}"
        );
    }
}
