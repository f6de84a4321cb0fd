//! Tabular Q-learning on a grid world: ε-greedy episodes from the start cell with sampled noisy
//! moves, Q ← (1 − α)·Q + α·(r + γ·max_a' Q(s', a')) with unseen Q = 0 and the terminal state worth
//! 0; α is constant or decays per state-action as α / (1 + decay·n(s, a)). A replay mode feeds
//! recorded `(state, action, next, reward)` transitions through the same update, for exact,
//! deterministic checks. The Q table is one flat `Vec<f64>` of `states × 5` slots.

use super::error::RlError;
use super::gridworld::{GridWorld, ACTION_NAMES, EXIT, NUM_ACTIONS, WALL};
use super::mdp::Mdp;
use crate::core::Rng;

/// Learning parameters.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct QOptions {
    /// Learning rate α in (0, 1].
    pub alpha: f64,
    /// Exploration rate ε in [0, 1].
    pub epsilon: f64,
    /// Number of episodes.
    pub episodes: usize,
    /// Random seed.
    pub seed: u64,
    /// α decay: the n-th update of (s, a) uses α / (1 + decay·n); 0 keeps α constant.
    pub decay: f64,
    /// Steps after which an episode is cut off.
    pub max_steps: usize,
}

impl Default for QOptions {
    /// Learning rate 0.5 and ε = 0.3 (the CS188 grid-world defaults), 1000 episodes, seed 1.
    fn default() -> QOptions {
        QOptions {
            alpha: 0.5,
            epsilon: 0.3,
            episodes: 1000,
            seed: 1,
            decay: 0.0,
            max_steps: 10_000,
        }
    }
}

impl QOptions {
    /// Checks the ranges of the parameters.
    pub fn validate(&self) -> Result<(), RlError> {
        if !(self.alpha > 0.0 && self.alpha <= 1.0) {
            return Err(RlError::Parameter {
                name: "alpha",
                value: self.alpha.to_string(),
                expected: "a learning rate in (0, 1]",
            });
        }
        if !(0.0..=1.0).contains(&self.epsilon) {
            return Err(RlError::Parameter {
                name: "epsilon",
                value: self.epsilon.to_string(),
                expected: "a probability from 0 to 1",
            });
        }
        if self.episodes > 100_000_000 {
            return Err(RlError::Parameter {
                name: "episodes",
                value: self.episodes.to_string(),
                expected: "at most 100,000,000",
            });
        }
        if !(self.decay >= 0.0 && self.decay.is_finite()) {
            return Err(RlError::Parameter {
                name: "decay",
                value: self.decay.to_string(),
                expected: "a finite number ≥ 0",
            });
        }
        if self.max_steps == 0 || self.max_steps > 100_000_000 {
            return Err(RlError::Parameter {
                name: "max-steps",
                value: self.max_steps.to_string(),
                expected: "from 1 to 100,000,000",
            });
        }
        Ok(())
    }
}

/// One observed transition: in `state` the agent took `action`, landed in `next` (`None` = the
/// terminal state) and received `reward`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    /// The state acted in.
    pub state: usize,
    /// The action slot taken.
    pub action: usize,
    /// The resulting state, `None` after `exit`.
    pub next: Option<usize>,
    /// The reward received.
    pub reward: f64,
}

/// A Q-learning agent on one grid world.
#[derive(Clone, Debug)]
pub struct QLearner<'g> {
    grid: &'g GridWorld,
    opts: QOptions,
    q: Vec<f64>,
    visits: Vec<u32>,
    rng: Rng,
    returns: Vec<f64>,
    updates: u64,
}

impl<'g> QLearner<'g> {
    /// A fresh agent with Q = 0; the options must have been validated.
    pub fn new(grid: &'g GridWorld, opts: QOptions) -> QLearner<'g> {
        let n = grid.num_states() * NUM_ACTIONS;
        QLearner {
            grid,
            opts,
            q: vec![0.0; n],
            visits: if opts.decay > 0.0 {
                vec![0; n]
            } else {
                Vec::new()
            },
            rng: Rng::new(opts.seed),
            returns: Vec::new(),
            updates: 0,
        }
    }

    /// The Q table (`states × 5`; unavailable slots stay 0).
    pub fn q(&self) -> &[f64] {
        &self.q
    }

    /// Q(s, a).
    pub fn q_value(&self, s: usize, a: usize) -> f64 {
        self.q[s * NUM_ACTIONS + a]
    }

    /// Discounted return of each episode run so far.
    pub fn returns(&self) -> &[f64] {
        &self.returns
    }

    /// Number of updates made.
    pub fn updates(&self) -> u64 {
        self.updates
    }

    /// max_a Q(s, a) over the actions available in `s` with the arg-max (ties to the lowest slot).
    pub fn best(&self, s: usize) -> Option<(usize, f64)> {
        let mask = self.grid.actions(s);
        let mut best: Option<(usize, f64)> = None;
        for a in 0..NUM_ACTIONS {
            if mask & (1 << a) != 0 {
                let q = self.q_value(s, a);
                if best.is_none_or(|(_, b)| q > b) {
                    best = Some((a, q));
                }
            }
        }
        best
    }

    /// Applies the Q-learning update for one transition.
    pub fn update(&mut self, step: Step) {
        let g = self.grid.params().discount;
        let future = step.next.and_then(|n| self.best(n)).map_or(0.0, |(_, q)| q);
        let i = step.state * NUM_ACTIONS + step.action;
        let mut alpha = self.opts.alpha;
        if self.opts.decay > 0.0 {
            alpha /= 1.0 + self.opts.decay * self.visits[i] as f64;
            self.visits[i] = self.visits[i].saturating_add(1);
        }
        self.q[i] = (1.0 - alpha) * self.q[i] + alpha * (step.reward + g * future);
        self.updates += 1;
    }

    /// Samples the environment: the result of taking `a` in `s`.
    fn sample(&mut self, s: usize, a: usize) -> Step {
        if a == EXIT {
            return Step {
                state: s,
                action: a,
                next: None,
                reward: self.grid.exit_reward(s).unwrap_or(0.0),
            };
        }
        let noise = self.grid.params().noise;
        let r = self.rng.next_f64();
        let dir = if r < 1.0 - noise {
            a
        } else if r < 1.0 - noise / 2.0 {
            (a + 1) % 4
        } else {
            (a + 3) % 4
        };
        Step {
            state: s,
            action: a,
            next: Some(self.grid.step(s, dir)),
            reward: self.grid.params().living_reward,
        }
    }

    /// ε-greedy choice in `s`.
    fn choose(&mut self, s: usize) -> usize {
        let mask = self.grid.actions(s);
        if self.rng.next_f64() < self.opts.epsilon {
            let k = self.rng.below(mask.count_ones() as usize);
            let mut m = mask;
            for _ in 0..k {
                m &= m - 1;
            }
            return m.trailing_zeros() as usize;
        }
        self.best(s).map_or(0, |(a, _)| a)
    }

    /// Runs one episode from the start cell; returns its discounted return.
    pub fn run_episode(&mut self) -> Result<f64, RlError> {
        let mut s = self.grid.start().ok_or_else(|| {
            RlError::Unsupported(format!(
                "layout {} has no start cell S, which Q-learning needs",
                self.grid.name()
            ))
        })?;
        let g = self.grid.params().discount;
        let (mut ret, mut scale) = (0.0, 1.0);
        for _ in 0..self.opts.max_steps {
            let a = self.choose(s);
            let step = self.sample(s, a);
            self.update(step);
            ret += scale * step.reward;
            scale *= g;
            match step.next {
                Some(n) => s = n,
                None => break,
            }
        }
        self.returns.push(ret);
        Ok(ret)
    }

    /// Runs all the episodes of the options.
    pub fn run(&mut self) -> Result<(), RlError> {
        for _ in 0..self.opts.episodes {
            if super::stop::requested() {
                break;
            }
            self.run_episode()?;
        }
        Ok(())
    }

    /// V(s) = max_a Q(s, a) for every state (0 for walls).
    pub fn values(&self) -> Vec<f64> {
        (0..self.grid.num_states())
            .map(|s| self.best(s).map_or(0.0, |(_, q)| q))
            .collect()
    }

    /// The greedy policy (ties to the lowest slot).
    pub fn policy(&self) -> Vec<u8> {
        (0..self.grid.num_states())
            .map(|s| self.best(s).map_or(super::mdp::NO_ACTION, |(a, _)| a as u8))
            .collect()
    }
}

/// Parses a replay file: one transition per line, `x,y ACTION x',y' REWARD` (parentheses around
/// coordinates allowed, `terminal` as the next state after `exit`); blank lines and lines starting
/// with `//` or `;` are skipped. Actions: N, W, S, E, exit (also north/west/south/east, any case).
pub fn parse_replay(name: &str, text: &str, grid: &GridWorld) -> Result<Vec<Step>, RlError> {
    let mut steps = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let err = |column: usize, message: String| RlError::Replay {
            source_name: name.to_string(),
            line: line_no,
            column,
            message,
        };
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with("//") || trimmed.starts_with(';') {
            continue;
        }
        let toks = tokens(line);
        if toks.len() != 4 {
            let col = toks.get(4).map_or(line.chars().count() + 1, |t| t.0);
            return Err(err(
                col,
                format!(
                    "expected 4 fields (state action next reward), found {}",
                    toks.len()
                ),
            ));
        }
        let cell = |(col, tok): (usize, &str)| -> Result<usize, RlError> {
            let inner = tok.trim_start_matches('(').trim_end_matches(')');
            let parsed = inner.split_once(',').and_then(|(x, y)| {
                Some((
                    x.trim().parse::<usize>().ok()?,
                    y.trim().parse::<usize>().ok()?,
                ))
            });
            let Some((x, y)) = parsed else {
                return Err(err(col, format!("expected a cell x,y, found {tok:?}")));
            };
            let s = grid.state_at(x, y).ok_or_else(|| {
                err(
                    col,
                    format!(
                        "cell ({x},{y}) is outside the {}x{} grid",
                        grid.width(),
                        grid.height()
                    ),
                )
            })?;
            if grid.cell(s) == WALL {
                return Err(err(col, format!("cell ({x},{y}) is a wall")));
            }
            Ok(s)
        };
        let state = cell(toks[0])?;
        let (acol, atok) = toks[1];
        let action = match atok.to_ascii_lowercase().as_str() {
            "n" | "north" => 0,
            "w" | "west" => 1,
            "s" | "south" => 2,
            "e" | "east" => 3,
            "exit" | "x" => EXIT,
            _ => {
                return Err(err(
                    acol,
                    format!("unknown action {atok:?} (N, W, S, E or exit)"),
                ))
            }
        };
        if grid.actions(state) & (1 << action) == 0 {
            let (x, y) = grid.coords(state);
            return Err(err(
                acol,
                format!(
                    "action {} is not available in cell ({x},{y})",
                    ACTION_NAMES[action]
                ),
            ));
        }
        let next = match toks[2].1.to_ascii_lowercase().as_str() {
            "terminal" | "done" | "-" => None,
            _ => Some(cell(toks[2])?),
        };
        if (action == EXIT) != next.is_none() {
            return Err(err(
                toks[2].0,
                "the exit action, and only it, leads to the terminal state".into(),
            ));
        }
        let (rcol, rtok) = toks[3];
        let reward = rtok
            .parse::<f64>()
            .ok()
            .filter(|r| r.is_finite())
            .ok_or_else(|| err(rcol, format!("the reward {rtok:?} is not a finite number")))?;
        steps.push(Step {
            state,
            action,
            next,
            reward,
        });
    }
    Ok(steps)
}

/// Whitespace-separated fields with 1-based columns; a cell written `(x, y)` with a space inside
/// parentheses is kept as one field.
fn tokens(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut begin: Option<(usize, usize)> = None;
    let mut depth = 0i32;
    for (col, (byte, ch)) in line.char_indices().enumerate() {
        match ch {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if ch.is_whitespace() && depth <= 0 {
            if let Some((b, c)) = begin.take() {
                out.push((c, &line[b..byte]));
            }
        } else if begin.is_none() {
            begin = Some((byte, col + 1));
        }
    }
    if let Some((b, c)) = begin {
        out.push((c, &line[b..]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rl::gridworld::Params;

    fn book() -> GridWorld {
        GridWorld::builtin("book").unwrap()
    }

    #[test]
    fn replay_updates_exactly() {
        let g = book()
            .with_params(Params {
                discount: 0.9,
                noise: 0.2,
                living_reward: 0.0,
            })
            .unwrap();
        let text = "// three steps towards the +1 exit\n(2,2) E (3,2) 0\n3,2 exit terminal 1\n2, 2 E 3,2 0\n";
        let steps = parse_replay("r", text, &g);
        // "2, 2" splits into two fields outside parentheses: a clear error.
        assert!(matches!(steps, Err(RlError::Replay { line: 4, .. })));
        let text = "(2,2) E (3,2) 0\n3,2 exit terminal 1\n(2, 2) E 3,2 0\n";
        let steps = parse_replay("r", text, &g).unwrap();
        let mut l = QLearner::new(
            &g,
            QOptions {
                alpha: 0.5,
                ..QOptions::default()
            },
        );
        for s in &steps {
            l.update(*s);
        }
        let s22 = g.state_at(2, 2).unwrap();
        let s32 = g.state_at(3, 2).unwrap();
        assert_eq!(l.q_value(s32, EXIT), 0.5);
        // first update: 0; second: 0.5·0 + 0.5·(0 + 0.9·0.5) = 0.225
        assert!((l.q_value(s22, 3) - 0.225).abs() < 1e-15);
    }

    #[test]
    fn replay_errors_have_positions() {
        let g = book();
        for (text, line, col) in [
            ("1,1 N 1,2 0", 1, 1),         // wall
            ("0,0 Q 0,1 0", 1, 5),         // action
            ("0,0 N 0,1", 1, 10),          // fields
            ("0,0 N 0,1 x", 1, 11),        // reward
            ("\n3,2 N 3,2 0", 2, 5),       // exit cell has only exit
            ("0,0 exit terminal 1", 1, 5), // open cell has no exit
            ("0,0 N terminal 0", 1, 7),    // move to terminal
            ("9,9 N 0,0 0", 1, 1),         // outside
        ] {
            match parse_replay("r", text, &g) {
                Err(RlError::Replay {
                    line: l, column: c, ..
                }) => {
                    assert_eq!((l, c), (line, col), "{text}")
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn learning_needs_a_start() {
        let g = GridWorld::parse("t", ". 1").unwrap();
        let mut l = QLearner::new(&g, QOptions::default());
        assert!(l.run_episode().is_err());
    }
}
