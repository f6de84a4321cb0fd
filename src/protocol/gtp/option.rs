//! GTP's `sente-option NAME [VALUE]`: sets an engine option from the registry
//! (`engine::options`) the way UCI's `setoption` does. Names may hold spaces (`Move Overhead`),
//! so the last word is the value unless the whole line names an option (a button such as
//! `Clear Hash`). A bad name or value is a failure reply and leaves every option as it was.
//! Without arguments it lists the options, one a line, as UCI's `option` lines do, with the
//! current value after them: `option name Hash type spin default 16 min 1 max 65536 value 16`.

use crate::engine::options::{self, EngineOption};
use crate::engine::Engine;
use crate::protocol::uci::reply::option_line;

/// Carries out `sente-option` with its argument words; `Err` holds the failure message.
pub fn sente_option(engine: &mut Engine, args: &[&str]) -> Result<String, String> {
    if args.is_empty() {
        let lines: Vec<String> = options::OPTIONS.iter().map(|o| listed(engine, o)).collect();
        return Ok(lines.join("\n"));
    }
    let whole = args.join(" ");
    let (name, value) = match args.split_last() {
        Some((value, name)) if !name.is_empty() && options::find(&whole).is_none() => {
            (name.join(" "), Some(*value))
        }
        _ => (whole, None),
    };
    engine
        .set_option(&name, value)
        .map(|()| String::new())
        .map_err(|e| e.to_string())
}

/// One option's line: UCI's `option name …` line, then the current value (`value 16`).
fn listed(engine: &Engine, o: &EngineOption) -> String {
    let line = option_line(o);
    match engine.option_value(o) {
        Some(v) => format!("{line} value {v}"),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;

    fn set(e: &mut Engine, line: &str) -> Result<String, String> {
        let args: Vec<&str> = line.split_whitespace().collect();
        sente_option(e, &args)
    }

    #[test]
    fn options_are_set_by_name_with_spaces() {
        let mut e = Engine::new(Variant::TICTACTOE);
        assert_eq!(set(&mut e, "MultiPV 3"), Ok(String::new()));
        assert_eq!(set(&mut e, "move overhead 250"), Ok(String::new()));
        assert_eq!(set(&mut e, "Ponder true"), Ok(String::new()));
        assert_eq!(set(&mut e, "Clear Hash"), Ok(String::new()));
        let c = e.config();
        assert_eq!((c.multipv, c.move_overhead_ms), (3, 250));
        assert!(e.ponder_allowed());
        let list = set(&mut e, "").unwrap();
        let lines: Vec<&str> = list.lines().collect();
        assert_eq!(lines.len(), options::OPTIONS.len());
        assert!(lines.contains(&"option name MultiPV type spin default 1 min 1 max 500 value 3"));
        assert!(lines.contains(&"option name Ponder type check default false value true"));
        assert!(lines.contains(&"option name Clear Hash type button"));
    }

    #[test]
    fn bad_names_and_values_change_nothing() {
        let mut e = Engine::new(Variant::TICTACTOE);
        let before = (e.config(), e.hash_mb(), e.ponder_allowed());
        for (line, message) in [
            ("Style 3", "No such option: Style"),
            ("Hash", "option 'Hash' needs a value"),
            ("Hash 0", "option 'Hash': 0 is outside 1..65536"),
            (
                "Move Overhead soon",
                "option 'Move Overhead': 'soon' is not a number",
            ),
            ("Threads -1", "option 'Threads': '-1' is not a number"),
            ("Ponder maybe", "option 'Ponder' needs true or false"),
        ] {
            assert_eq!(set(&mut e, line), Err(message.to_string()), "{line}");
        }
        assert_eq!((e.config(), e.hash_mb(), e.ponder_allowed()), before);
    }
}
