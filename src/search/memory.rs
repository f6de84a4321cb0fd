//! What search threads keep from one search to the next: each thread's move-ordering history
//! (Stockfish keeps its history tables across moves of a game and clears them on `ucinewgame`).
//!
//! A search takes thread `i`'s heuristics out at its start and puts them back at its end; the
//! killer moves, which belong to plies of one search tree, are cleared in between.

use super::ordering::Heuristics;
use std::sync::Mutex;

/// The heuristics of each search thread, kept between searches.
#[derive(Default)]
pub struct SearchMemory {
    threads: Mutex<Vec<Option<Heuristics>>>,
}

impl SearchMemory {
    /// Empty memory: every thread starts from fresh heuristics.
    pub fn new() -> SearchMemory {
        SearchMemory::default()
    }

    /// Thread `id`'s heuristics for a new search over `classes` move classes: those it kept
    /// (killers cleared), or fresh ones when it kept none or kept them for another game.
    pub fn take(&self, id: usize, classes: usize) -> Heuristics {
        let kept = self
            .threads
            .lock()
            .ok()
            .and_then(|mut t| t.get_mut(id).and_then(Option::take));
        match kept {
            Some(mut h) if h.cont.classes() == classes => {
                h.clear_killers();
                h
            }
            _ => Heuristics::with_classes(classes),
        }
    }

    /// Keeps thread `id`'s heuristics for the next search.
    pub fn put(&self, id: usize, h: Heuristics) {
        if let Ok(mut t) = self.threads.lock() {
            if t.len() <= id {
                t.resize_with(id + 1, || None);
            }
            t[id] = Some(h);
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&self) {
        if let Ok(mut t) = self.threads.lock() {
            t.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::PackedMove;

    #[test]
    fn history_survives_killers_do_not() {
        let m = SearchMemory::new();
        let mut h = m.take(0, 0);
        h.reward(0, PackedMove(7), 0, [u32::MAX; 2], 3, 25);
        assert!(h.history(0, PackedMove(7)) > 0);
        m.put(0, h);
        let h = m.take(0, 0);
        assert!(h.history(0, PackedMove(7)) > 0);
        assert_eq!(h.killers[3][0], PackedMove::NONE);
        m.put(0, h);
        m.clear();
        assert_eq!(m.take(0, 0).history(0, PackedMove(7)), 0);
    }

    #[test]
    fn another_game_gets_fresh_tables() {
        let m = SearchMemory::new();
        let mut h = m.take(1, 0);
        h.reward(0, PackedMove(7), 0, [u32::MAX; 2], 3, 25);
        m.put(1, h);
        assert_eq!(m.take(1, 1260).history(0, PackedMove(7)), 0);
    }
}
