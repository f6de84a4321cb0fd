//! How UCCI replies are spelled: ElephantEye-style `info` lines (scores are bare integers, a mate
//! is ±(10000 − plies) as in ElephantEye), `info currmove m` once a search has run 3 seconds,
//! `bestmove m [ponder p] [draw|resign]`, `pophash`.

use crate::core::Score;
use crate::game::{AnyGame, MoveDialect};
use crate::search::{Bound, HashEntry, LiveOptions, RootMoveEvent, SearchInfo};

/// ElephantEye's mate value: a mate in n plies is reported as 10000 − n.
pub const MATE_VALUE: i32 = 10_000;

/// The dialect of UCCI: ICCS coordinates, ranks 0–9.
pub const DIALECT: MoveDialect = MoveDialect::Uci {
    one_based_ranks: false,
};

/// A score as UCCI prints it: centipawn-like units (100 = one soldier), mates as ±(10000 − plies).
pub fn score(s: Score) -> i32 {
    match s.mate_plies() {
        Some(p) if s.0 > 0 => MATE_VALUE - p,
        Some(p) => -(MATE_VALUE - p.abs()),
        None => s.0,
    }
}

/// The two lines reported after an iteration: `info time T nodes N` and
/// `info depth D score S pv …`.
pub fn info_lines(info: &SearchInfo, game: &AnyGame) -> [String; 2] {
    let mut pv = format!("info depth {} score {}", info.depth, score(info.score));
    if !info.pv.is_empty() {
        pv.push_str(" pv");
        for &m in &info.pv {
            pv.push(' ');
            pv.push_str(&game.format_move(m, DIALECT));
        }
    }
    [
        format!("info time {} nodes {}", info.time_ms, info.nodes),
        pv,
    ]
}

/// What a UCCI search reports inside its iterations: the root move being searched, from 3
/// seconds on, as UCI does (Stockfish's threshold).
pub const LIVE: LiveOptions = crate::protocol::uci::reply::LIVE;

/// `info currmove M` for a root move the search starts on: UCCI's `info` has a `currmove` field
/// but neither `depth` nor `currmovenumber` beside it (ElephantEye prints `info currmove …`).
pub fn currmove_line(event: &RootMoveEvent, game: &AnyGame) -> String {
    format!("info currmove {}", game.format_move(event.mv, DIALECT))
}

/// `pophash [bestmove m] [lowerbound v depth d] [upperbound v depth d]` for a table entry.
pub fn pophash(entry: Option<HashEntry>, game: &AnyGame) -> String {
    let mut s = "pophash".to_string();
    let Some(e) = entry else {
        return s;
    };
    if game.legal_moves().contains(&e.mv) {
        s.push_str(&format!(" bestmove {}", game.format_move(e.mv, DIALECT)));
    }
    let v = score(e.score);
    let d = e.depth;
    if e.bound != Some(Bound::Upper) {
        s.push_str(&format!(" lowerbound {v} depth {d}"));
    }
    if e.bound != Some(Bound::Lower) {
        s.push_str(&format!(" upperbound {v} depth {d}"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores() {
        assert_eq!(score(Score(35)), 35);
        assert_eq!(score(Score::mate_in(3)), 9997);
        assert_eq!(score(Score::mated_in(2)), -9998);
        assert_eq!(score(Score::mated_in(0)), -10000);
    }

    #[test]
    fn the_root_move_being_searched_as_elephanteye_prints_it() {
        use crate::game::Variant;
        let game = AnyGame::new(Variant::Xiangqi);
        let mv = game.parse_move("h2e2", DIALECT).unwrap();
        let event = RootMoveEvent::entering(9, mv, 4, 1);
        assert_eq!(currmove_line(&event, &game), "info currmove h2e2");
        // Only after 3 seconds, and nothing else inside an iteration.
        assert_eq!(LIVE.root_moves_after_ms, Some(3000));
        assert!(LIVE.refresh_ms.is_none() && !LIVE.candidates);
    }
}
