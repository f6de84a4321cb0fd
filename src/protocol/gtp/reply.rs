//! GTP reply framing: `=[id] result` or `?[id] message`, always followed by an empty line; and
//! the score spelling of the session's diagnostics (GTP itself has no score).

use crate::core::Score;

/// A score as the GTP session logs it: `cp N`, or `mate N` in moves.
pub fn score(s: Score) -> String {
    match s.mate_moves() {
        Some(m) => format!("mate {m}"),
        None => format!("cp {}", s.0),
    }
}

/// A success reply.
pub fn success(id: Option<&str>, text: &str) -> String {
    let id = id.unwrap_or("");
    if text.is_empty() {
        format!("={id} \n\n")
    } else {
        format!("={id} {text}\n\n")
    }
}

/// A failure reply.
pub fn failure(id: Option<&str>, text: &str) -> String {
    format!(
        "?{} {}\n\n",
        id.unwrap_or(""),
        crate::protocol::quote::shown(text)
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn framing() {
        assert_eq!(super::success(Some("3"), "2"), "=3 2\n\n");
        assert_eq!(super::success(None, ""), "= \n\n");
        assert_eq!(
            super::failure(None, "unknown command"),
            "? unknown command\n\n"
        );
    }
}
