//! How UCI replies are spelled: `info` lines in Pikafish's field order (plus Stockfish's `wdl`),
//! `bestmove`, option lines.

use crate::core::Score;
use crate::engine::options::{EngineOption, Kind};
use crate::game::wdl::WdlModel;
use crate::game::{AnyGame, MoveDialect};
use crate::search::{Bound, LiveOptions, RootMoveEvent, SearchInfo, SearchResult};

/// A score as UCI spells it: `cp N`, or `mate N` in moves (negative when being mated).
pub fn score(s: Score) -> String {
    match s.mate_moves() {
        Some(m) => format!("mate {m}"),
        None => format!("cp {}", s.0),
    }
}

/// `info depth … pv …` for one report, with `wdl W D L` after the score when `wdl` is given
/// (Stockfish's `UCI_ShowWDL`).
pub fn info_line(
    info: &SearchInfo,
    game: &AnyGame,
    dialect: MoveDialect,
    wdl: Option<&WdlModel>,
) -> String {
    if info.depth == 0 {
        // A finished game: nothing was searched (Fairy-Stockfish prints the same).
        return match wdl.map(|m| m.wdl(info.score)) {
            Some(w) => format!(
                "info depth 0 score {} wdl {} {} {}",
                score(info.score),
                w.win,
                w.draw,
                w.loss
            ),
            None => format!("info depth 0 score {}", score(info.score)),
        };
    }
    let mut s = format!(
        "info depth {} seldepth {} multipv {} score {}",
        info.depth,
        info.seldepth,
        info.multipv,
        score(info.score)
    );
    match info.bound {
        Some(Bound::Lower) => s.push_str(" lowerbound"),
        Some(Bound::Upper) => s.push_str(" upperbound"),
        None => {}
    }
    if let Some(m) = wdl {
        let w = m.wdl(info.score);
        s.push_str(&format!(" wdl {} {} {}", w.win, w.draw, w.loss));
    }
    s.push_str(&format!(
        " nodes {} nps {} hashfull {} time {}",
        info.nodes, info.nps, info.hashfull, info.time_ms
    ));
    if !info.pv.is_empty() {
        s.push_str(" pv");
        for &m in &info.pv {
            s.push(' ');
            s.push_str(&game.format_move(m, dialect));
        }
    }
    s
}

/// What `go` reports inside an iteration: as Stockfish, the root move the main thread starts
/// on, once the search has run 3 seconds.
pub const LIVE: LiveOptions = LiveOptions {
    root_moves_after_ms: Some(3000),
    root_moves_min_depth: 1,
    refresh_ms: None,
    candidates: false,
};

/// `info depth D currmove M currmovenumber N` for a root move the search starts on.
pub fn currmove_line(event: &RootMoveEvent, game: &AnyGame, dialect: MoveDialect) -> String {
    format!(
        "info depth {} currmove {} currmovenumber {}",
        event.depth,
        game.format_move(event.mv, dialect),
        event.number
    )
}

/// `bestmove m [ponder p]`, or `bestmove (none)` when there is no legal move.
pub fn bestmove_line(result: &SearchResult, game: &AnyGame, dialect: MoveDialect) -> String {
    match result.best {
        None => "bestmove (none)".to_string(),
        Some(m) => {
            let mut s = format!("bestmove {}", game.format_move(m, dialect));
            if let Some(p) = result.ponder {
                s.push_str(&format!(" ponder {}", game.format_move(p, dialect)));
            }
            s
        }
    }
}

/// `info string <text>`, one per line of `text`.
pub fn info_strings(text: &str) -> impl Iterator<Item = String> + '_ {
    text.lines().map(|l| format!("info string {l}"))
}

/// The `option name …` line of an engine option.
pub fn option_line(o: &EngineOption) -> String {
    let name = o.name;
    match o.kind {
        Kind::Spin { default, min, max } => {
            format!("option name {name} type spin default {default} min {min} max {max}")
        }
        Kind::Check { default } => format!("option name {name} type check default {default}"),
        Kind::Button => format!("option name {name} type button"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_spelled_cp_or_mate_in_moves() {
        assert_eq!(score(Score(35)), "cp 35");
        assert_eq!(score(Score(-7)), "cp -7");
        assert_eq!(score(Score::mate_in(5)), "mate 3");
        assert_eq!(score(Score::mated_in(2)), "mate -1");
    }

    #[test]
    fn the_root_move_being_searched_as_stockfish_prints_it() {
        use crate::game::Variant;
        let game = AnyGame::new(Variant::TICTACTOE);
        let dialect = MoveDialect::Uci {
            one_based_ranks: false,
        };
        let mv = game.parse_move("P@b2", dialect).unwrap();
        let event = RootMoveEvent::entering(7, mv, 3, 1);
        assert_eq!(
            currmove_line(&event, &game, dialect),
            "info depth 7 currmove P@b2 currmovenumber 3"
        );
        // Only after 3 seconds, and nothing else inside an iteration.
        assert_eq!(LIVE.root_moves_after_ms, Some(3000));
        assert!(LIVE.refresh_ms.is_none() && !LIVE.candidates);
    }
}
