//! GTP input: preprocessing as the spec prescribes (control characters dropped, tabs to spaces,
//! comments from `#` removed), then an optional numeric id, the command name and its arguments.

use nom::character::complete::{digit1, multispace0, multispace1};
use nom::combinator::opt;
use nom::sequence::terminated;
use nom::Parser;

use crate::protocol::numbers::clamped_u64;
use crate::search::time::TimeSystem;

/// Every command this engine implements, in `list_commands` order.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "lz-analyze",
    "kata-analyze",
    "analyze",
    "lz-genmove_analyze",
    "kata-genmove_analyze",
    "genmove_analyze",
    "undo",
    "showboard",
    "loadsgf",
    "printsgf",
    "time_settings",
    "kgs-time_settings",
    "time_left",
    "final_score",
    "gogui-rules_game_id",
    "gogui-rules_board",
    "gogui-rules_board_size",
    "gogui-rules_legal_moves",
    "gogui-rules_side_to_move",
    "gogui-rules_final_result",
    "sente-variant",
    "sente-option",
    "sente-level",
    "rl",
];

/// True for a GTP command name this engine knows.
pub fn is_command_name(word: &str) -> bool {
    COMMANDS.contains(&word)
}

/// Removes control characters (except tab and newline), turns tabs into spaces and cuts comments.
pub fn preprocess(line: &str) -> String {
    let no_comment = match line.find('#') {
        Some(i) => &line[..i],
        None => line,
    };
    no_comment
        .chars()
        .filter_map(|c| match c {
            '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect()
}

/// A parsed GTP line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GtpLine {
    /// The numeric id, echoed in the reply (kept as text so huge ids echo exactly).
    pub id: Option<String>,
    /// The command name.
    pub name: String,
    /// The arguments.
    pub args: Vec<String>,
}

/// Parses a preprocessed line; `None` for an empty line.
pub fn parse(line: &str) -> Option<GtpLine> {
    let clean = preprocess(line);
    let text = clean.trim();
    if text.is_empty() {
        return None;
    }
    let (rest, id) = opt(terminated(
        digit1::<&str, nom::error::Error<&str>>,
        multispace1,
    ))
    .parse(text)
    .unwrap_or((text, None));
    // A line that is only an id (e.g. "12") has no command.
    let (rest, id) = match (id, rest.bytes().all(|b| b.is_ascii_digit())) {
        (None, true) => ("", Some(rest)),
        other => (rest, other.0),
    };
    let rest = multispace0::<&str, nom::error::Error<&str>>(rest)
        .map(|(r, _)| r)
        .unwrap_or(rest);
    let mut words = rest.split_whitespace();
    let name = words.next().unwrap_or("").to_string();
    Some(GtpLine {
        id: id.map(String::from),
        name,
        args: words.map(String::from).collect(),
    })
}

/// The time system of `time_settings main byo_time byo_stones` (seconds; huge values clamped),
/// read as GTP 2 defines it ([`TimeSystem::from_gtp`]); `None` for a syntax error.
pub fn time_settings(args: &[&str]) -> Option<TimeSystem> {
    match args {
        [m, b, s] => Some(TimeSystem::from_gtp(
            clamped_u64(m)?,
            clamped_u64(b)?,
            clamped_u64(s)?,
        )),
        _ => None,
    }
}

/// The time system of KGS's `kgs-time_settings none | absolute main | byoyomi main period periods
/// | canadian main period stones` (seconds; system names in any case); a byo-yomi without time or
/// periods is absolute time, a Canadian one reads as `time_settings`. `None` for a syntax error.
pub fn kgs_time_settings(args: &[&str]) -> Option<TimeSystem> {
    let (system, nums) = args.split_first()?;
    let nums: Vec<u64> = nums.iter().map(|s| clamped_u64(s)).collect::<Option<_>>()?;
    match (system.to_ascii_lowercase().as_str(), nums.as_slice()) {
        ("none", []) => Some(TimeSystem::Unlimited),
        ("absolute", &[main]) => Some(TimeSystem::Absolute { main }),
        ("byoyomi", &[main, period, periods]) if period == 0 || periods == 0 => {
            Some(TimeSystem::Absolute { main })
        }
        ("byoyomi", &[main, period, periods]) => Some(TimeSystem::Japanese {
            main,
            period,
            periods,
        }),
        ("canadian", &[main, period, stones]) => Some(TimeSystem::from_gtp(main, period, stones)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines() {
        assert_eq!(parse("  # only a comment"), None);
        let l = parse("12 play\tb  A1 # move").unwrap();
        assert_eq!(l.id.as_deref(), Some("12"));
        assert_eq!(l.name, "play");
        assert_eq!(l.args, vec!["b", "A1"]);
        let l = parse("name\r").unwrap();
        assert_eq!((l.id, l.name.as_str()), (None, "name"));
        let l = parse("7").unwrap();
        assert_eq!((l.id.as_deref(), l.name.as_str()), (Some("7"), ""));
    }

    #[test]
    fn time_systems() {
        assert_eq!(
            time_settings(&["60", "30", "0"]),
            Some(TimeSystem::Unlimited)
        );
        assert_eq!(
            time_settings(&["60", "0", "0"]),
            Some(TimeSystem::Absolute { main: 60 })
        );
        assert_eq!(time_settings(&["60", "-1", "0"]), None);
        assert_eq!(time_settings(&["60", "30"]), None);
        assert_eq!(kgs_time_settings(&["NONE"]), Some(TimeSystem::Unlimited));
        assert_eq!(kgs_time_settings(&["none", "5"]), None);
        assert_eq!(
            kgs_time_settings(&["absolute", "300"]),
            Some(TimeSystem::Absolute { main: 300 })
        );
        assert_eq!(
            kgs_time_settings(&["byoyomi", "300", "30", "5"]),
            Some(TimeSystem::Japanese {
                main: 300,
                period: 30,
                periods: 5
            })
        );
        assert_eq!(
            kgs_time_settings(&["byoyomi", "300", "30", "0"]),
            Some(TimeSystem::Absolute { main: 300 })
        );
        assert_eq!(
            kgs_time_settings(&["canadian", "300", "30", "10"]),
            Some(TimeSystem::Canadian {
                main: 300,
                period: 30,
                stones: 10
            })
        );
        assert_eq!(kgs_time_settings(&["fischer", "300", "10"]), None);
        assert_eq!(kgs_time_settings(&[]), None);
    }
}
