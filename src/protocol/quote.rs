//! Text from the GUI quoted back in error messages, made safe for a terminal or a log: control
//! characters are shown in caret notation (`^[`, `^?`) or as `\xNN` (C1 controls), other
//! invisible controls as `\u{…}`, and the text is cut at [`MAX_SHOWN`] characters, so that 100 kB
//! of binary junk after `uci` cannot corrupt the screen or flood the log.

/// The most characters of a message shown; the rest is replaced by `…`.
pub const MAX_SHOWN: usize = 200;

/// `text` with control characters made visible, cut at [`MAX_SHOWN`] characters.
pub fn shown(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(4 * MAX_SHOWN));
    for (i, ch) in text.chars().enumerate() {
        if i == MAX_SHOWN {
            out.push('…');
            break;
        }
        push_visible(&mut out, ch);
    }
    out
}

/// Appends `ch` to `out`, a control character in visible form: caret notation for C0 controls
/// and DEL (`^[`, `^?`), `\xNN` for C1 controls, `\u{…}` for any other control; a tab becomes a
/// space.
pub fn push_visible(out: &mut String, ch: char) {
    match ch {
        '\t' => out.push(' '),
        '\x7f' => out.push_str("^?"),
        c if (c as u32) < 0x20 => {
            out.push('^');
            out.push(char::from(c as u8 + 0x40));
        }
        c if (0x80..0xa0).contains(&(c as u32)) => {
            out.push_str(&format!("\\x{:02X}", c as u32));
        }
        c if c.is_control() => out.push_str(&c.escape_unicode().to_string()),
        c => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_visible() {
        assert_eq!(shown("a\x1b[2Jb\x07\x7f\tc"), "a^[[2Jb^G^? c");
        assert_eq!(shown("x\u{85}y\r\n"), "x\\x85y^M^J");
        assert_eq!(shown("héllo ✓"), "héllo ✓");
    }

    #[test]
    fn long_text_is_cut() {
        let s = shown(&"z".repeat(100_000));
        assert_eq!(s.chars().count(), MAX_SHOWN + 1);
        assert!(s.ends_with("z…"));
        assert_eq!(shown(&"z".repeat(MAX_SHOWN)), "z".repeat(MAX_SHOWN));
    }
}
