//! Yixin-Board's realtime messages, switched on by `INFO show_detail 1` (or `3`) as Rapfi reads
//! it and off by default, so plain Gomocup managers see nothing new. Once the search has run
//! 200 ms and reached depth 8 (Rapfi's thresholds), the main thread's root moves of the first
//! line are shown as they are searched: `MESSAGE REALTIME POS x,y` on entering one,
//! `MESSAGE REALTIME DONE x,y` on leaving it, then `MESSAGE REALTIME BEST x,y` when it became the
//! best so far or `MESSAGE REALTIME LOST x,y` when it was proven lost. After each completed depth
//! from 8 on: `MESSAGE REALTIME REFRESH` and `MESSAGE REALTIME BEST x,y` with the depth's best
//! move (no clock involved, so these two are reproducible). Inside a depth, `BEST` is shown only
//! when the best move changes: an aspiration re-search finds the same move best again, and
//! repeating it tells Yixin-Board nothing.

use super::reply::message;
use crate::core::{PackedMove, Score};
use crate::search::{LiveEvent, LiveOptions, SearchInfo};

/// The depth from which realtime messages are shown.
pub const MIN_DEPTH: u32 = 8;

/// What a search with realtime messages reports inside its iterations.
pub const LIVE: LiveOptions = LiveOptions {
    root_moves_after_ms: Some(200),
    root_moves_min_depth: MIN_DEPTH,
    refresh_ms: None,
    candidates: false,
};

/// `INFO show_detail N` (0–3, Yixin-Board's values): whether realtime messages are on (1 and 3;
/// 2 asks for Rapfi's detail lines, which Sente does not print), `None` for a bad value.
pub fn from_show_detail(value: i64) -> Option<bool> {
    (0..=3).contains(&value).then_some(value & 1 == 1)
}

fn line(kind: &str, mv: PackedMove, spell: &dyn Fn(PackedMove) -> String) -> String {
    message(&format!("REALTIME {kind} {}", spell(mv)))
}

/// The realtime messages of one search: remembers the last `BEST` shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Realtime {
    last_best: Option<PackedMove>,
}

impl Realtime {
    /// The lines for one report from inside an iteration (only the first line's root moves).
    pub fn event_lines(
        &mut self,
        event: &LiveEvent,
        spell: &dyn Fn(PackedMove) -> String,
    ) -> Vec<String> {
        match event {
            LiveEvent::Enter(e) if e.multipv == 1 => vec![line("POS", e.mv, spell)],
            LiveEvent::Leave(e) if e.multipv == 1 => {
                let mut lines = vec![line("DONE", e.mv, spell)];
                if e.score.is_mate() && e.score < Score::DRAW {
                    lines.push(line("LOST", e.mv, spell));
                } else if e.new_best && self.last_best != Some(e.mv) {
                    self.last_best = Some(e.mv);
                    lines.push(line("BEST", e.mv, spell));
                }
                lines
            }
            _ => Vec::new(),
        }
    }

    /// The lines after a completed depth's report `info`: for the best line of a depth from
    /// [`MIN_DEPTH`] on, `REFRESH` and its move as `BEST` (always, as the depth is new).
    pub fn depth_lines(
        &mut self,
        info: &SearchInfo,
        spell: &dyn Fn(PackedMove) -> String,
    ) -> Vec<String> {
        match info.pv.first() {
            Some(&mv) if info.multipv == 1 && info.bound.is_none() && info.depth >= MIN_DEPTH => {
                self.last_best = Some(mv);
                vec![message("REALTIME REFRESH"), line("BEST", mv, spell)]
            }
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Bound, RootMoveEvent};

    fn spell(m: PackedMove) -> String {
        format!("{},7", m.0)
    }

    fn event(score: Score, bound: Option<Bound>, new_best: bool, multipv: usize) -> RootMoveEvent {
        RootMoveEvent {
            depth: 9,
            mv: PackedMove(3),
            number: 2,
            multipv,
            score,
            bound,
            new_best,
        }
    }

    fn event_lines(event: &LiveEvent, spell: &dyn Fn(PackedMove) -> String) -> Vec<String> {
        Realtime::default().event_lines(event, spell)
    }

    #[test]
    fn root_moves_as_yixin_board_reads_them() {
        let e = event(Score::DRAW, None, false, 1);
        assert_eq!(
            event_lines(&LiveEvent::Enter(e), &spell),
            ["MESSAGE REALTIME POS 3,7"]
        );
        let best = event(Score(40), None, true, 1);
        assert_eq!(
            event_lines(&LiveEvent::Leave(best), &spell),
            ["MESSAGE REALTIME DONE 3,7", "MESSAGE REALTIME BEST 3,7"]
        );
        let worse = event(Score(10), Some(Bound::Upper), false, 1);
        assert_eq!(
            event_lines(&LiveEvent::Leave(worse), &spell),
            ["MESSAGE REALTIME DONE 3,7"]
        );
        let lost = event(Score::mated_in(4), Some(Bound::Upper), false, 1);
        assert_eq!(
            event_lines(&LiveEvent::Leave(lost), &spell),
            ["MESSAGE REALTIME DONE 3,7", "MESSAGE REALTIME LOST 3,7"]
        );
        // Lines after the first (YXNBEST) and refreshes say nothing.
        let second = event(Score(40), None, true, 2);
        assert!(event_lines(&LiveEvent::Enter(second), &spell).is_empty());
        assert!(event_lines(&LiveEvent::Refresh(Vec::new()), &spell).is_empty());
    }

    fn depth(mv: PackedMove, depth: u32) -> SearchInfo {
        SearchInfo {
            depth,
            seldepth: depth,
            multipv: 1,
            score: Score(30),
            bound: None,
            nodes: 0,
            nps: 0,
            hashfull: 0,
            time_ms: 0,
            pv: vec![mv],
            root: Default::default(),
        }
    }

    #[test]
    fn best_is_repeated_only_when_a_depth_completes() {
        let mut rt = Realtime::default();
        let best = LiveEvent::Leave(event(Score(40), None, true, 1));
        let done_best = ["MESSAGE REALTIME DONE 3,7", "MESSAGE REALTIME BEST 3,7"];
        assert_eq!(rt.event_lines(&best, &spell), done_best);
        // An aspiration re-search finds the same move best again: no second BEST.
        assert_eq!(rt.event_lines(&best, &spell), ["MESSAGE REALTIME DONE 3,7"]);
        // A completed depth always says its best move; then a new best move is shown.
        assert_eq!(
            rt.depth_lines(&depth(PackedMove(3), 9), &spell),
            ["MESSAGE REALTIME REFRESH", "MESSAGE REALTIME BEST 3,7"]
        );
        let other = LiveEvent::Leave(RootMoveEvent {
            mv: PackedMove(5),
            ..event(Score(60), None, true, 1)
        });
        assert_eq!(
            rt.event_lines(&other, &spell),
            ["MESSAGE REALTIME DONE 5,7", "MESSAGE REALTIME BEST 5,7"]
        );
        assert_eq!(rt.event_lines(&best, &spell), done_best);
        assert!(rt.depth_lines(&depth(PackedMove(3), 7), &spell).is_empty());
    }

    #[test]
    fn show_detail_values() {
        assert_eq!(from_show_detail(0), Some(false));
        assert_eq!(from_show_detail(1), Some(true));
        assert_eq!(from_show_detail(2), Some(false));
        assert_eq!(from_show_detail(3), Some(true));
        assert_eq!(from_show_detail(4), None);
        assert_eq!(from_show_detail(-1), None);
        assert_eq!(LIVE.root_moves_after_ms, Some(200));
    }
}
