//! The engine side of strength limiting and opening variety: a `Listener` in front of the
//! caller's that remembers the last complete report of each principal variation and, when the
//! search ends, replaces the best move by the one [`Skill::pick`] (or, for variety,
//! [`variety::pick`]) chooses, with its reply and score. Reports pass through as they come, so a
//! GUI sees the candidates the choice is made from.

use crate::core::Rng;
use crate::search::skill::Skill;
use crate::search::variety;
use crate::search::{Listener, LiveEvent, SearchInfo, SearchResult};
use std::sync::{Arc, Mutex};

/// How the played move is chosen among the candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    /// A limited strength (`Skill Level`, `UCI_Elo`).
    Skill(Skill),
    /// Any near-equal move (`Random Seed`, in the first plies of a game).
    Variety,
}

/// Chooses the played move among the search's candidates.
pub struct SkillListener {
    inner: Arc<dyn Listener>,
    chooser: Chooser,
    state: Mutex<(Rng, Vec<SearchInfo>)>,
}

impl SkillListener {
    /// Wraps `inner`; `seed` fixes this search's draw.
    pub fn new(inner: Arc<dyn Listener>, chooser: Chooser, seed: u64) -> SkillListener {
        SkillListener {
            inner,
            chooser,
            state: Mutex::new((Rng::new(seed), Vec::new())),
        }
    }
}

impl Listener for SkillListener {
    fn info(&self, info: SearchInfo) {
        if info.bound.is_none() && !info.pv.is_empty() {
            if let Ok(mut state) = self.state.lock() {
                let lines = &mut state.1;
                lines.retain(|l| l.multipv != info.multipv);
                lines.push(info.clone());
            }
        }
        self.inner.info(info);
    }

    fn done(&self, mut result: SearchResult) {
        if let Ok(mut state) = self.state.lock() {
            let (rng, lines) = &mut *state;
            lines.sort_by_key(|l| l.multipv);
            if result.best.is_some() {
                let pick = match self.chooser {
                    Chooser::Skill(skill) => skill.pick(lines, rng),
                    Chooser::Variety => variety::pick(lines, rng),
                };
                if let Some(pick) = pick {
                    result.best = pick.pv.first().copied();
                    result.ponder = pick.pv.get(1).copied();
                    result.score = pick.score;
                }
            }
        }
        self.inner.done(result);
    }

    fn live(&self, event: LiveEvent) {
        self.inner.live(event);
    }
}
