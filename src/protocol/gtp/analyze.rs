//! GTP analysis commands in Leela Zero's and KataGo's spelling (`lz-analyze`, `kata-analyze`,
//! Sabaki's `analyze`, and their `…genmove_analyze` forms): reading the arguments
//! (`[player] [interval] [key value]…`) and writing one `info move … pv …` line per candidate,
//! all candidates on one output line, as Sabaki and Lizzie read them.
//!
//! An alpha-beta search has no visit counts, policy or confidence bounds, so the fields are
//! mapped as follows (README, "GTP analysis"):
//! - `visits`: nodes the main search thread spent below the move, over all iterations so far;
//! - `winrate`: `W + D/2` of the game's win/draw/loss model (`game::wdl`) at the line's score;
//!   `lcb` repeats it (no confidence bound is known), `utility` is `2·winrate − 1`;
//! - `scoreLead`/`scoreMean`: the score in hundreds of engine units (100 = one soldier or one
//!   gomoku "pawn"), a proven win or loss ±100;
//! - `prior`: the move ordering's opinion, from the move's place `r` among the `N` root moves as
//!   generated (best guess first): `(1/(r+1)) / (1 + 1/2 + … + 1/N)`;
//! - `order`: the line's rank (0 best). The candidates are every root move of the last
//!   completed depth (at most `maxmoves`, 10 unless given): first the MultiPV lines, then the
//!   other moves by score. A move whose last search used a null window and failed low has only
//!   an upper bound: its `winrate` is that bound's, its `pv` is the move alone, and its `lcb`
//!   (`utilityLcb`) is 0 (−1), the mark of a value known only from above.

use crate::core::{Score, Side};
use crate::game::wdl::WdlModel;
use crate::game::{AnyGame, MoveDialect};
use crate::search::SearchInfo;

/// Which spelling the lines use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Leela Zero: winrate, prior and lcb as integers 0–10000.
    Lz,
    /// KataGo (and Sabaki's plain `analyze`): floats in 0–1 plus score fields.
    Kata,
}

/// The arguments of one analysis command.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalyzeArgs {
    /// The spelling.
    pub format: Format,
    /// The player to analyse for, if given (it must be the side to move).
    pub player: Option<Side>,
    /// Least time between two lines in milliseconds; 0 prints a line at every completed depth.
    pub interval_ms: u64,
    /// Candidates to search and show at least (`minmoves`): raises MultiPV for this analysis.
    pub min_moves: usize,
    /// Candidates to show at most (`maxmoves`).
    pub max_moves: usize,
    /// Sente's extension `depth N`: stop deepening after depth N.
    pub depth: Option<u32>,
    /// Sente's extension `nodes N`: stop after about N nodes.
    pub nodes: Option<u64>,
}

/// The command's format, or `None` for a command that is not an analysis command. The flag
/// says the command also plays a move (`…genmove_analyze`).
pub fn command_format(name: &str) -> Option<(Format, bool)> {
    match name {
        "lz-analyze" => Some((Format::Lz, false)),
        "kata-analyze" | "analyze" => Some((Format::Kata, false)),
        "lz-genmove_analyze" => Some((Format::Lz, true)),
        "kata-genmove_analyze" | "genmove_analyze" => Some((Format::Kata, true)),
        _ => None,
    }
}

/// Candidates shown when `maxmoves` is not given (more when `minmoves` asks for more).
pub const DEFAULT_MAX_MOVES: usize = 10;

/// Largest interval accepted, in centiseconds (a day).
const MAX_INTERVAL_CS: f64 = 8_640_000.0;

fn parse_color(s: &str) -> Option<Side> {
    match s.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Side::First),
        "w" | "white" => Some(Side::Second),
        _ => None,
    }
}

fn parse_interval(s: &str) -> Option<u64> {
    let cs: f64 = s.parse().ok()?;
    (cs.is_finite() && (0.0..MAX_INTERVAL_CS).contains(&cs)).then_some((cs * 10.0) as u64)
}

fn parse_count(s: &str) -> Option<u64> {
    s.parse::<u64>().ok().filter(|&n| n < 1_000_000_000)
}

/// Reads `[player] [interval] [key value]…` as KataGo does; `Err` is the failure message.
/// KataGo's display switches (`ownership`, `pvVisits`, …) are accepted with a true/false value
/// and print nothing: Sente has no ownership map or per-move visit counts along a line.
pub fn parse_args(format: Format, args: &[&str]) -> Result<AnalyzeArgs, String> {
    let bad = || {
        format!(
            "Could not parse analyze arguments or arguments out of range: '{}'",
            args.join(" ")
        )
    };
    let mut out = AnalyzeArgs {
        format,
        player: None,
        interval_ms: 0,
        min_moves: 0,
        max_moves: 0,
        depth: None,
        nodes: None,
    };
    let mut rest = args;
    let mut max_given = false;
    if let Some(side) = rest.first().and_then(|s| parse_color(s)) {
        out.player = Some(side);
        rest = &rest[1..];
    }
    if let Some(ms) = rest.first().and_then(|s| parse_interval(s)) {
        out.interval_ms = ms;
        rest = &rest[1..];
    }
    while let [key, value, tail @ ..] = rest {
        match *key {
            "interval" => out.interval_ms = parse_interval(value).ok_or_else(bad)?,
            "minmoves" => out.min_moves = parse_count(value).ok_or_else(bad)? as usize,
            "maxmoves" => {
                out.max_moves = parse_count(value).ok_or_else(bad)? as usize;
                max_given = true;
            }
            "depth" => {
                let d = parse_count(value).filter(|&d| d > 0).ok_or_else(bad)?;
                out.depth = Some(d.min(u64::from(u32::MAX)) as u32);
            }
            "nodes" => out.nodes = Some(parse_count(value).filter(|&n| n > 0).ok_or_else(bad)?),
            "ownership"
            | "ownershipStdev"
            | "movesOwnership"
            | "movesOwnershipStdev"
            | "pvVisits"
            | "pvEdgeVisits"
                if format == Format::Kata && matches!(*value, "true" | "false") => {}
            _ => return Err(bad()),
        }
        rest = tail;
    }
    if !max_given {
        out.max_moves = DEFAULT_MAX_MOVES.max(out.min_moves);
    }
    if rest.is_empty() {
        Ok(out)
    } else {
        Err(bad())
    }
}

/// The win rate in 0–1 and the draw share of `score` under `model`.
fn rates(model: &WdlModel, score: Score) -> (f64, f64) {
    let w = model.wdl(score);
    (
        (f64::from(w.win) + f64::from(w.draw) / 2.0) / 1000.0,
        f64::from(w.draw) / 1000.0,
    )
}

/// The score in hundreds of engine units; a proven result is ±100.
fn score_lead(score: Score) -> f64 {
    match score.mate_plies() {
        Some(p) if p > 0 => 100.0,
        Some(_) => -100.0,
        None => f64::from(score.0) / 100.0,
    }
}

/// The prior of the move generated at place `order` among `moves` root moves (1 when the line
/// did not come from the root list).
fn prior(order: u32, moves: u32) -> f64 {
    if moves == 0 {
        return 1.0;
    }
    let harmonic: f64 = (1..=moves).map(|k| 1.0 / f64::from(k)).sum();
    1.0 / (f64::from(order) + 1.0) / harmonic
}

/// One output line for the candidates `lines` (best first) of a search from `game`.
pub fn render(format: Format, lines: &[SearchInfo], game: &AnyGame, max_moves: usize) -> String {
    let model = WdlModel::of(game.variant());
    let spell = |m| game.format_move(m, MoveDialect::Gtp);
    let mut parts = Vec::new();
    for (order, info) in lines.iter().filter(|i| !i.pv.is_empty()).enumerate() {
        if order >= max_moves {
            break;
        }
        let visits = if info.root.moves > 0 {
            info.root.nodes
        } else {
            info.nodes
        };
        let (win, draw) = rates(&model, info.score);
        // Known only from above: no lower confidence bound.
        let lcb = if info.bound.is_some() { 0.0 } else { win };
        let p = prior(info.root.order, info.root.moves);
        let mut s = format!("info move {} visits {visits}", spell(info.pv[0]));
        match format {
            Format::Lz => {
                let w = (win * 10000.0).round() as u32;
                let p = (p * 10000.0).round() as u32;
                let l = (lcb * 10000.0).round() as u32;
                s.push_str(&format!(" winrate {w} prior {p} lcb {l}"));
            }
            Format::Kata => {
                let u = 2.0 * win - 1.0;
                let ul = 2.0 * lcb - 1.0;
                let lead = score_lead(info.score);
                s.push_str(&format!(
                    " utility {u:.6} winrate {win:.6} drawrate {draw:.6} scoreMean {lead:.2} \
                     scoreLead {lead:.2} prior {p:.6} lcb {lcb:.6} utilityLcb {ul:.6}"
                ));
            }
        }
        s.push_str(&format!(" order {order} pv"));
        for &m in &info.pv {
            s.push(' ');
            s.push_str(&spell(m));
        }
        parts.push(s);
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::PackedMove;
    use crate::game::Variant;
    use crate::search::RootStats;

    fn args(format: Format, line: &str) -> Result<AnalyzeArgs, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        parse_args(format, &words)
    }

    #[test]
    fn arguments_as_katago_reads_them() {
        let a = args(Format::Lz, "B 50").unwrap();
        assert_eq!((a.player, a.interval_ms), (Some(Side::First), 500));
        let a = args(
            Format::Kata,
            "interval 10 maxmoves 3 minmoves 2 ownership true",
        )
        .unwrap();
        assert_eq!((a.player, a.interval_ms), (None, 100));
        assert_eq!((a.min_moves, a.max_moves), (2, 3));
        let a = args(Format::Lz, "white 0 depth 4 nodes 1000").unwrap();
        assert_eq!((a.depth, a.nodes), (Some(4), Some(1000)));
        assert_eq!(args(Format::Lz, "").unwrap().interval_ms, 0);
        for bad in [
            "B 50 x",
            "interval",
            "interval -1",
            "interval nan",
            "maxmoves many",
            "depth 0",
            "nodes -5",
            "ownership true",
            "b b",
        ] {
            let e = args(Format::Lz, bad).unwrap_err();
            assert!(
                e.starts_with("Could not parse analyze arguments"),
                "{bad}: {e}"
            );
        }
        assert!(args(Format::Kata, "ownership maybe").is_err());
    }

    #[test]
    fn priors_follow_the_generated_order_and_sum_to_one() {
        let total: f64 = (0..7).map(|r| prior(r, 7)).sum();
        assert!((total - 1.0).abs() < 1e-9);
        assert!(prior(0, 7) > prior(1, 7) && prior(1, 7) > prior(6, 7));
        assert_eq!(prior(0, 0), 1.0);
    }

    #[test]
    fn lines_in_both_spellings() {
        let game = AnyGame::new(Variant::TICTACTOE);
        let c2 = game.parse_move("c2", MoveDialect::Gtp).unwrap();
        let a1 = game.parse_move("a1", MoveDialect::Gtp).unwrap();
        let info = |multipv, score, pv: Vec<PackedMove>, order| SearchInfo {
            depth: 3,
            seldepth: 3,
            multipv,
            score: Score(score),
            bound: None,
            nodes: 99,
            nps: 0,
            hashfull: 0,
            time_ms: 0,
            pv,
            root: RootStats {
                nodes: 40,
                order,
                moves: 2,
            },
        };
        let lines = [info(1, 0, vec![c2, a1], 1), info(2, -50, vec![a1], 0)];
        assert_eq!(
            render(Format::Lz, &lines, &game, usize::MAX),
            "info move C2 visits 40 winrate 5000 prior 3333 lcb 5000 order 0 pv C2 A1 \
             info move A1 visits 40 winrate 4780 prior 6667 lcb 4780 order 1 pv A1"
        );
        let kata = render(Format::Kata, &lines[..1], &game, 1);
        assert_eq!(
            kata,
            "info move C2 visits 40 utility 0.000000 winrate 0.500000 drawrate 0.900000 \
             scoreMean 0.00 scoreLead 0.00 prior 0.333333 lcb 0.500000 utilityLcb 0.000000 \
             order 0 pv C2 A1"
        );
        assert_eq!(render(Format::Kata, &lines, &game, 1), kata);
        let won = SearchInfo {
            score: Score::mate_in(3),
            ..info(1, 0, vec![c2], 0)
        };
        assert!(render(Format::Kata, &[won], &game, 9).contains(" winrate 1.000000 "));
    }
}
