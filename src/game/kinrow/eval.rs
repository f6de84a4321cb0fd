//! The gomoku pattern evaluator (five-in-a-row boards): the weight of every line pattern on the
//! empty cells (kept incrementally by `Patterns`; under renju not on black's foul points, where
//! black may not play), own minus the opponent's, plus the side to move's initiative in open
//! twos and up and a tempo, scaled by a fixed factor against the search's margins
//! (`EVAL_SCALE_NUM`; renju's larger in the opening), overridden by the cell combinations that
//! decide the game with the move (`threat_verdict`). Every weight is an entry
//! of the parameter vector in `params.rs`, which `sente tune` fits and regenerates; the tables
//! here are built from it at compile time, so the evaluation costs what hand-written constants
//! would. `Tunable` for `Board` also lives here: the pattern evaluation's linear trace, or the
//! window-count baseline's (`window_eval.rs`) on boards without patterns.

use super::board::Board;
use super::cell_code::CELL_CODES;
use super::combo::{C_BLOCK4, C_FIVE, C_FLEX4, C_FOUR_THREE, C_THREE_THREE};
use super::params::{self, VALUES};
use super::pattern::{Patterns, CLASSES, FLEX2, FLEX4};
use super::window_eval;
use super::Rule;
use super::{params_caro, params_renju, params_standard};
use crate::game::tuning::{Trace, Tunable};

/// The index of parameter `name` in `names`; a missing name stops the build.
pub(super) const fn param_index(names: &[&str], name: &str) -> usize {
    let mut i = 0;
    while i < names.len() {
        let (a, b) = (names[i].as_bytes(), name.as_bytes());
        if a.len() == b.len() {
            let mut j = 0;
            while j < a.len() && a[j] == b[j] {
                j += 1;
            }
            if j == a.len() {
                return i;
            }
        }
        i += 1;
    }
    panic!("no parameter of that name");
}

/// The indices in `params.rs` of the parameters `names`.
const fn indices<const N: usize>(names: [&str; N]) -> [usize; N] {
    let mut out = [0; N];
    let mut i = 0;
    while i < N {
        out[i] = param_index(&params::NAMES, names[i]);
        i += 1;
    }
    out
}

/// The compiled-in values of the parameters at `index`.
const fn values<const N: usize>(index: [usize; N]) -> [i32; N] {
    let mut out = [0; N];
    let mut i = 0;
    while i < N {
        out[i] = VALUES[index[i]];
        i += 1;
    }
    out
}

/// Parameter index of each line class's weight (`pattern.rs`, `NONE` to `FIVE`).
const WEIGHT_INDEX: [usize; CLASSES] = indices([
    "weight_none",
    "weight_block1",
    "weight_flex1",
    "weight_block2",
    "weight_flex2",
    "weight_block3",
    "weight_flex3",
    "weight_block4",
    "weight_flex4",
    "weight_five",
]);

/// Evaluation weight of one line pattern on an empty cell, for either side (`Patterns` keeps the
/// sums of it per side).
pub const WEIGHT: [i32; CLASSES] = values(WEIGHT_INDEX);

/// Parameter index of the first cell-code value of the side to move (code 1; code 0, the
/// neutral cell, is worth nothing); the 209 values follow in code order, then the side waiting's.
const CELL_OWN_START: usize = param_index(&params::NAMES, "cell_own_1000");

/// Parameter index of the side waiting's first cell-code value.
const CELL_OPP_START: usize = param_index(&params::NAMES, "cell_opp_1000");

/// The value of each cell code (`cell_code.rs`) for the side to move (`[0]`) and for the side
/// waiting (`[1]`): what a stone of that side on an empty cell would make across its four lines,
/// on top of the lines' own weights. `Patterns` keeps the sums per colour.
pub const CELL_VALUE: [[i32; CELL_CODES]; 2] = cell_values(&VALUES, CELL_OWN_START);

/// Renju's cell-code values (`params_renju.rs`, the same names in the same order): black's
/// fouls change what a cell is worth, so renju has its own table (a black foul is code 0).
pub const CELL_VALUE_RENJU: [[i32; CELL_CODES]; 2] = cell_values(&params_renju::VALUES, 0);

/// Standard gomoku's cell-code values (`params_standard.rs`): an overline does not win, so a
/// cell that would make one is worth something else than in freestyle.
pub const CELL_VALUE_STANDARD: [[i32; CELL_CODES]; 2] = cell_values(&params_standard::VALUES, 0);

/// Caro's cell-code values (`params_caro.rs`): a five blocked at both ends does not win.
pub const CELL_VALUE_CARO: [[i32; CELL_CODES]; 2] = cell_values(&params_caro::VALUES, 0);

/// The cell-code values `rule` plays with: freestyle's from `params.rs`, every other rule's from
/// its own file.
pub fn cell_table(rule: Rule) -> &'static [[i32; CELL_CODES]; 2] {
    match rule {
        Rule::Freestyle => &CELL_VALUE,
        Rule::Standard => &CELL_VALUE_STANDARD,
        Rule::Renju => &CELL_VALUE_RENJU,
        Rule::Caro => &CELL_VALUE_CARO,
    }
}

/// The names and values of `rule`'s own cell-code file, which `sente tune` fits for that rule
/// (with the shared weights of `params.rs` held at their values); `None` for freestyle, which
/// tunes all of `params.rs`.
fn own_cell_params(rule: Rule) -> Option<(&'static [&'static str], &'static [i32])> {
    match rule {
        Rule::Freestyle => None,
        Rule::Standard => Some((&params_standard::NAMES, &params_standard::VALUES)),
        Rule::Renju => Some((&params_renju::NAMES, &params_renju::VALUES)),
        Rule::Caro => Some((&params_caro::NAMES, &params_caro::VALUES)),
    }
}

/// The side to move's and the side waiting's cell values from `values`, the side to move's 209
/// starting at `start` and the side waiting's right after.
const fn cell_values(values: &[i32], start: usize) -> [[i32; CELL_CODES]; 2] {
    let mut out = [[0; CELL_CODES]; 2];
    let mut code = 1;
    while code < CELL_CODES {
        out[0][code] = values[start + code - 1];
        out[1][code] = values[start + CELL_CODES - 1 + code - 1];
        code += 1;
    }
    out
}

const _: () = assert!(CELL_OPP_START == CELL_OWN_START + CELL_CODES - 1);
const _: () = assert!(params_renju::COUNT == 2 * (CELL_CODES - 1));
const _: () = assert!(params_standard::COUNT == 2 * (CELL_CODES - 1));
const _: () = assert!(params_caro::COUNT == 2 * (CELL_CODES - 1));

/// Number of classes that carry an initiative bonus: open two (`FLEX2`) up to open four. (The
/// side to move's fives never count: a five point of the side to move is a verdict.)
const INITIATIVE_CLASSES: usize = (FLEX4 - FLEX2 + 1) as usize;

/// Parameter index of the side to move's initiative per pattern, from `FLEX2` up to `FLEX4`.
const INITIATIVE_INDEX: [usize; INITIATIVE_CLASSES] = indices([
    "initiative_flex2",
    "initiative_block3",
    "initiative_flex3",
    "initiative_block4",
    "initiative_flex4",
]);

/// The side to move's extra weight per pattern from an open two up, in hundredths of a point
/// (`INITIATIVE_UNIT`): the side to move turns them into threes and fours first. Compiled in as
/// 40 % of `WEIGHT`, tuned together with the reduction of threes (`Board::is_reducible`) on
/// `examples/classroom_match`, 200 openings as the second player: 149 → 180 wins at 20,000
/// nodes, 187 → 192 (another seed: 181 → 184) at 100,000. Alone it gains at 20,000 nodes but not
/// at 100,000; at 100 % it lost badly (118). Separate per class (rather than one percentage of
/// `WEIGHT`) so that the score is linear in the parameters.
const INITIATIVE: [i32; INITIATIVE_CLASSES] = values(INITIATIVE_INDEX);

/// `INITIATIVE` is in hundredths of a point; the bonus is rounded toward zero once, summed.
const INITIATIVE_UNIT: i32 = 100;

/// Parameter index of the side to move's flat bonus.
const TEMPO: usize = param_index(&params::NAMES, "tempo");

/// Parameter index of an open four (or double four) against an opponent who has fours of his own
/// to interpose.
const VERDICT_FLEX4_CONTESTED: usize = param_index(&params::NAMES, "verdict_flex4_contested");

/// Parameter index of a double three against an opponent with no four to interpose.
const VERDICT_THREE_THREE: usize = param_index(&params::NAMES, "verdict_three_three");

/// Evaluation of a position a threat decides; below mate scores, since it is not proven. Not a
/// tuned weight: it and the two forced wins below it rank the verdicts by distance to five.
const THREAT_WIN: i32 = 10_000;

/// An open four (or double four) with no opposing four: five in three plies.
const FLEX4_WIN: i32 = THREAT_WIN - 100;

/// A four-three with no opposing four: five in five plies.
const FOUR_THREE_WIN: i32 = THREAT_WIN - 200;

/// The pattern evaluation (weights, cell codes, initiative and tempo; not the verdicts) is
/// multiplied by `EVAL_SCALE_NUM / EVAL_SCALE_DEN` before its bound, rounded toward zero. The
/// search's margins (futility, fail-high, null move, aspiration, singular) were set against the
/// evaluation's scale; a larger evaluation against them prunes more.
const EVAL_SCALE_NUM: i32 = 5;
/// See `EVAL_SCALE_NUM`.
const EVAL_SCALE_DEN: i32 = 4;

/// `EVAL_SCALE_NUM / EVAL_SCALE_DEN` in sixteenths.
const BASE_SCALE_X16: i32 = 16 * EVAL_SCALE_NUM / EVAL_SCALE_DEN;

/// Renju's scale in the opening, in sixteenths (the base, `BASE_SCALE_X16`, is 20): up to
/// `OPENING_STONES` stones renju's evaluation is scaled by this, then linearly less to the base
/// scale at `MIDGAME_STONES`. A larger evaluation against the same margins prunes more where
/// renju games are decided; freestyle and standard lost by it (README, stop 89).
const RENJU_OPENING_SCALE_X16: i32 = 24;
/// See `RENJU_OPENING_SCALE_X16`.
const OPENING_STONES: i32 = 10;
/// See `RENJU_OPENING_SCALE_X16`.
const MIDGAME_STONES: i32 = 24;

/// The pattern evaluation's scale under `rule` with `stones` on the board, in sixteenths.
#[inline]
fn scale_x16(rule: Rule, stones: usize) -> i32 {
    let base = BASE_SCALE_X16;
    if rule != Rule::Renju {
        return base;
    }
    let open = RENJU_OPENING_SCALE_X16;
    match stones.min(MIDGAME_STONES as usize) as i32 {
        s if s <= OPENING_STONES => open,
        s => open + (base - open) * (s - OPENING_STONES) / (MIDGAME_STONES - OPENING_STONES),
    }
}

/// The pattern evaluation stays within this bound, below every verdict that wins.
const PATTERN_BOUND: i32 = THREAT_WIN / 2;

/// How a deciding combination scores: a fixed win or loss, or a tuned parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Fixed(i32),
    Tuned(usize),
}

impl Verdict {
    #[inline]
    fn score(self) -> i32 {
        match self {
            Verdict::Fixed(v) => v,
            Verdict::Tuned(i) => VALUES[i],
        }
    }
}

/// The verdict of the cell combinations when they decide the game, for `me` to move:
/// a five point wins; two opposing five points lose; with no opposing five point, an open four
/// (or double four) wins, and so does a four-three or a double three when the opponent has no
/// four to interpose. A single opposing five point (a forced block) decides nothing here.
/// `playable(combo)` tells whether `me` may play a cell of that combination (renju's black:
/// the patterns do not see every foul, such as two fours on one line).
#[inline]
fn threat_verdict(
    p: &Patterns,
    me: usize,
    opp: usize,
    playable: impl Fn(u8) -> bool,
) -> Option<Verdict> {
    if p.combo_count(me, C_FIVE) > 0 {
        return Some(Verdict::Fixed(THREAT_WIN));
    }
    match p.combo_count(opp, C_FIVE) {
        0 => {}
        1 => return None,
        _ => return Some(Verdict::Fixed(-THREAT_WIN)),
    }
    let opp_fours = p.combo_count(opp, C_BLOCK4)
        + p.combo_count(opp, C_FOUR_THREE)
        + p.combo_count(opp, C_FLEX4);
    if p.combo_count(me, C_FLEX4) > 0 && playable(C_FLEX4) {
        return Some(if opp_fours == 0 {
            Verdict::Fixed(FLEX4_WIN)
        } else {
            Verdict::Tuned(VERDICT_FLEX4_CONTESTED)
        });
    }
    if opp_fours > 0 {
        return None;
    }
    if p.combo_count(me, C_FOUR_THREE) > 0 && playable(C_FOUR_THREE) {
        return Some(Verdict::Fixed(FOUR_THREE_WIN));
    }
    if p.combo_count(me, C_THREE_THREE) > 0 {
        return Some(Verdict::Tuned(VERDICT_THREE_THREE));
    }
    None
}

/// The side to move's initiative bonus: `INITIATIVE` per pattern from an open two up, in points.
#[inline]
fn initiative(p: &Patterns, me: usize) -> i32 {
    let weight: i32 = (FLEX2..=FLEX4)
        .zip(INITIATIVE)
        .map(|(c, v)| v * p.eval_count(me, c) as i32)
        .sum();
    weight / INITIATIVE_UNIT
}

/// The pattern evaluation before the bound: weights, initiative and tempo, scaled by
/// `scale_x16` sixteenths (`EVAL_SCALE_NUM`, `RENJU_OPENING_SCALE_X16`).
#[inline]
fn unbounded(p: &Patterns, me: usize, opp: usize, scale_x16: i32) -> i32 {
    let sum = p.eval_sum(me) - p.eval_sum(opp) + p.cell_sum(me, true) - p.cell_sum(opp, false)
        + initiative(p, me)
        + VALUES[TEMPO];
    sum * scale_x16 / 16
}

impl Board {
    /// May the side to move play a cell of its combination `combo` (one of its four points;
    /// `Board::playable_four_point`)?
    ///
    /// Under renju black's four-three must be a real one: its three may be false (every
    /// straight-four point a foul), which the patterns do not see.
    fn playable_combo(&self, p: &Patterns, combo: u8) -> bool {
        let me = self.side.index();
        if combo == C_FOUR_THREE && self.rule.has_fouls(self.side) {
            // The real four-three check includes the foul check.
            return p
                .fours(me)
                .iter()
                .any(|i| p.combo(i as usize, me) == combo && self.makes_real_four_three(i));
        }
        self.playable_four_point(p, self.side, |i| p.combo(i, me) == combo)
    }

    /// Pattern evaluation from the side to move's view: own pattern weight, raised by the
    /// initiative of moving first, minus the opponent's, overridden by the threats that decide
    /// the game with the move (`threat_verdict`).
    pub(super) fn pattern_eval(&self) -> i32 {
        let p = self
            .pat
            .as_deref()
            .expect("pattern evaluation needs patterns");
        let (me, opp) = (self.side.index(), 1 - self.side.index());
        if let Some(v) = threat_verdict(p, me, opp, |c| self.playable_combo(p, c)) {
            return v.score();
        }
        unbounded(p, me, opp, scale_x16(self.rule, self.stones))
            .clamp(-PATTERN_BOUND, PATTERN_BOUND)
    }

    /// `pattern_eval` as linear terms over `params.rs`. The initiative is rounded toward zero in
    /// the evaluation, not in the trace: the trace's score exceeds the evaluation by less than
    /// one point. A bounded evaluation and the fixed verdicts are constants.
    fn pattern_trace(&self, p: &Patterns, trace: &mut Trace) {
        let (me, opp) = (self.side.index(), 1 - self.side.index());
        if let Some(v) = threat_verdict(p, me, opp, |c| self.playable_combo(p, c)) {
            match v {
                Verdict::Fixed(s) => trace.constant = s as f64,
                Verdict::Tuned(i) => trace.add(i, 1.0),
            }
            return;
        }
        let scale = scale_x16(self.rule, self.stones);
        let raw = unbounded(p, me, opp, scale);
        if raw.abs() > PATTERN_BOUND {
            trace.constant = raw.clamp(-PATTERN_BOUND, PATTERN_BOUND) as f64;
            return;
        }
        for (c, &i) in WEIGHT_INDEX.iter().enumerate() {
            let n = p.eval_count(me, c as u8) as i64 - p.eval_count(opp, c as u8) as i64;
            trace.add(i, n as f32);
        }
        for (c, &i) in (FLEX2..=FLEX4).zip(&INITIATIVE_INDEX) {
            trace.add(i, p.eval_count(me, c) as f32 / INITIATIVE_UNIT as f32);
        }
        let mut codes = [[0u32; CELL_CODES]; 2];
        for (cell, _) in self.cells.iter().enumerate().filter(|(_, &s)| s == 0) {
            codes[0][p.cell_code(cell, me)] += 1;
            codes[1][p.cell_code(cell, opp)] += 1;
        }
        let [mine, theirs] = codes;
        for (code, (n, m)) in mine.into_iter().zip(theirs).enumerate().skip(1) {
            trace.add(CELL_OWN_START + code - 1, n as f32);
            trace.add(CELL_OPP_START + code - 1, -(m as f32));
        }
        trace.add(TEMPO, 1.0);
        let scale = scale as f32 / 16.0;
        for (_, coef) in trace.terms.iter_mut() {
            *coef *= scale;
        }
    }
}

/// A rule's trace over its own cell-code file (renju, standard, caro): the terms of the shared
/// parameters become constants at their compiled-in values, and the cell-code terms move to the
/// rule's own indices.
fn fold_shared_terms(trace: &mut Trace) {
    let mut constant = trace.constant;
    trace.terms.retain_mut(|(i, coef)| {
        let at = *i as usize;
        if at < CELL_OWN_START {
            constant += f64::from(*coef) * f64::from(VALUES[at]);
            false
        } else {
            *i = (at - CELL_OWN_START) as u32;
            true
        }
    });
    trace.constant = constant;
}

/// The tuner's view of the evaluation a board uses: the pattern evaluator on five-in-a-row
/// boards (`params.rs`), the window-count baseline on the others (`window_params.rs`).
impl Tunable for Board {
    /// Standard, renju and caro tune their own cell values only (`params_standard.rs`,
    /// `params_renju.rs`, `params_caro.rs`); freestyle tunes all of `params.rs`.
    fn params(&self) -> Vec<(&'static str, i32)> {
        match (self.pat.as_ref(), own_cell_params(self.rule)) {
            (Some(_), Some((names, values))) => {
                names.iter().copied().zip(values.iter().copied()).collect()
            }
            (Some(_), None) => params::NAMES.into_iter().zip(params::VALUES).collect(),
            (None, _) => window_eval::params(),
        }
    }

    fn trace(&self, trace: &mut Trace) {
        trace.clear();
        match self.pat.as_deref() {
            Some(p) => {
                self.pattern_trace(p, trace);
                if own_cell_params(self.rule).is_some() {
                    fold_shared_terms(trace);
                }
            }
            None => window_eval::trace(self, trace),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::kinrow::board::random_walk;
    use crate::game::kinrow::cell_code::{param_name, CODE_LEVELS};
    use crate::game::kinrow::Rule;
    use crate::game::Game;

    /// The compiled-in tables are read from the parameter file by name, and the fitted weights
    /// keep the order of the line classes that matter (a stronger line is worth more).
    #[test]
    fn tables_come_from_the_parameter_file() {
        for (c, &i) in WEIGHT_INDEX.iter().enumerate() {
            assert_eq!(WEIGHT[c], VALUES[i], "class {c}");
            assert!(params::NAMES[i].starts_with("weight_"), "class {c}");
        }
        for c in FLEX2 as usize..CLASSES - 1 {
            assert!(
                WEIGHT[c] < WEIGHT[c + 1],
                "class {c} outweighs class {}",
                c + 1
            );
        }
        for (v, &i) in INITIATIVE.iter().zip(&INITIATIVE_INDEX) {
            assert_eq!(*v, VALUES[i]);
            assert!(params::NAMES[i].starts_with("initiative_"));
        }
        assert_eq!(CELL_VALUE[0][0], 0);
        assert_eq!(CELL_VALUE[1][0], 0);
        for (own, start) in [(true, CELL_OWN_START), (false, CELL_OPP_START)] {
            let table = &CELL_VALUE[usize::from(!own)];
            for (code, &value) in table.iter().enumerate().skip(1) {
                let i = start + code - 1;
                assert_eq!(params::NAMES[i], param_name(code, own), "code {code}");
                assert_eq!(value, VALUES[i]);
            }
        }
        assert_eq!(CODE_LEVELS[0], [0; 4]);
        for rule in [Rule::Standard, Rule::Renju, Rule::Caro] {
            let (names, values) = own_cell_params(rule).unwrap();
            for (i, name) in names.iter().enumerate() {
                assert_eq!(*name, params::NAMES[CELL_OWN_START + i], "{rule:?}");
            }
            let table = cell_table(rule);
            for code in 1..CELL_CODES {
                assert_eq!(table[0][code], values[code - 1], "{rule:?}");
                assert_eq!(
                    table[1][code],
                    values[CELL_CODES - 1 + code - 1],
                    "{rule:?}"
                );
            }
        }
    }

    /// The parameter file is well formed: unique names, one value each.
    #[test]
    fn parameter_names_are_unique() {
        let mut names = params::NAMES.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), params::COUNT);
    }

    /// Black's only open-four point is two fours on one line (`X.XXX.X`): in freestyle it wins
    /// (the open-four verdict), in renju it is a foul and wins nothing.
    #[test]
    fn a_foul_open_four_point_is_no_winning_verdict_in_renju() {
        let eval = |rule| {
            let mut b = Board::new(15, 15, 5, rule).unwrap();
            // Black e6 h6 i6 k6, white l6 and three far stones; black to move.
            for (c, r) in [
                (4, 5),
                (11, 5),
                (7, 5),
                (0, 14),
                (8, 5),
                (14, 14),
                (10, 5),
                (14, 0),
            ] {
                b.make(b.cell_at(c, r).unwrap());
            }
            b.pattern_eval()
        };
        assert_eq!(eval(Rule::Freestyle), FLEX4_WIN);
        assert!(eval(Rule::Renju) < FLEX4_WIN - 100, "{}", eval(Rule::Renju));
    }

    /// Black's open twos meet at (8, 7): a stone there makes two open threes, a foul under
    /// renju. Its lines count for the other rules, not for renju's evaluation.
    #[test]
    fn a_black_foul_point_adds_no_line_weight_in_renju() {
        let board = |rule| {
            let mut b = Board::new(15, 15, 5, rule).unwrap();
            let black = [(6, 7), (7, 7), (8, 5), (8, 6)];
            let white = [(0, 0), (14, 0), (0, 14), (14, 14)];
            for (x, o) in black.into_iter().zip(white) {
                b.make(b.cell_at(x.0, x.1).unwrap());
                b.make(b.cell_at(o.0, o.1).unwrap());
            }
            b
        };
        let (free, renju) = (board(Rule::Freestyle), board(Rule::Renju));
        let point = renju.cell_at(8, 7).unwrap();
        assert!(renju.foul(point).is_some());
        let (p, q) = (free.pat.as_deref().unwrap(), renju.pat.as_deref().unwrap());
        assert_eq!(p.eval_sum(0), p.sum(0));
        assert_eq!(q.sum(0), p.sum(0));
        let lines: i32 = (0..4)
            .map(|d| WEIGHT[q.class(point as usize, d, 0) as usize])
            .sum();
        assert!(lines > 0);
        assert_eq!(q.eval_sum(0), q.sum(0) - lines);
        let flex3 = crate::game::kinrow::pattern::FLEX3;
        assert_eq!(q.eval_count(0, flex3), q.count(0, flex3) - 2);
        assert_eq!(q.eval_sum(1), q.sum(1));
    }

    /// Black's H8 makes a four (e8 f8 g8, d8 white) and, to the patterns, a three up column H
    /// (h9 h10). With black h5 and h13 each straight four there would be an overline, so under
    /// renju the three is false and the four-three wins nothing; in freestyle it wins.
    #[test]
    fn a_false_four_three_is_no_winning_verdict_in_renju() {
        let eval = |rule| {
            let mut b = Board::new(15, 15, 5, rule).unwrap();
            let black = [(4, 7), (5, 7), (6, 7), (7, 8), (7, 9), (7, 4), (7, 12)];
            let white = [(3, 7), (0, 0), (14, 0), (0, 14), (14, 14), (12, 2), (2, 12)];
            for (x, o) in black.into_iter().zip(white) {
                b.make(b.cell_at(x.0, x.1).unwrap());
                b.make(b.cell_at(o.0, o.1).unwrap());
            }
            b.pattern_eval()
        };
        assert_eq!(eval(Rule::Freestyle), FOUR_THREE_WIN);
        assert!(
            eval(Rule::Renju) < FOUR_THREE_WIN - 100,
            "{}",
            eval(Rule::Renju)
        );
    }

    /// Renju's evaluation is scaled up in the opening and falls back to the base scale by the
    /// middle game; the other rules keep the base scale throughout.
    #[test]
    fn renju_alone_scales_its_opening_evaluation() {
        let base = BASE_SCALE_X16;
        for rule in [Rule::Freestyle, Rule::Standard, Rule::Caro] {
            assert!((0..300).all(|n| scale_x16(rule, n) == base));
        }
        assert_eq!(scale_x16(Rule::Renju, 3), RENJU_OPENING_SCALE_X16);
        assert_eq!(scale_x16(Rule::Renju, MIDGAME_STONES as usize), base);
        assert_eq!(scale_x16(Rule::Renju, usize::MAX), base);
        let scales: Vec<i32> = (0..40).map(|n| scale_x16(Rule::Renju, n)).collect();
        assert!(scales.windows(2).all(|w| w[1] <= w[0]));
    }

    /// Seeded random games on the pattern boards of every rule: at every position the trace's
    /// score is the evaluation, up to the initiative's rounding toward zero (less than a point,
    /// then scaled) and the scaling's rounding toward zero (less than a point either way).
    /// Short games from many seeds, so that most positions are scored by the weights rather than
    /// by a verdict.
    #[test]
    fn trace_scores_the_evaluation() {
        let mut trace = Trace::default();
        let (mut positions, mut linear) = (0, 0);
        let scale = f64::from(RENJU_OPENING_SCALE_X16.max(BASE_SCALE_X16)) / 16.0;
        for (seed, rule) in [
            (1_100, Rule::Freestyle),
            (1_200, Rule::Standard),
            (1_300, Rule::Renju),
            (1_400, Rule::Caro),
        ] {
            let b = Board::new(15, 15, 5, rule).unwrap();
            let values: Vec<f64> = b.params().iter().map(|&(_, v)| v as f64).collect();
            let count = own_cell_params(rule).map_or(params::COUNT, |(names, _)| names.len());
            assert_eq!(values.len(), count);
            for game in 0..40 {
                let mut b = b.clone();
                random_walk(&mut b, seed + game, 120, |b, _| {
                    b.trace(&mut trace);
                    let (eval, score) = (b.evaluate() as f64, trace.score(&values));
                    assert!(
                        (-1.0 - 1e-3..scale + 1.0 + 1e-3).contains(&(score - eval)),
                        "{rule:?} {}: evaluation {eval}, trace {score}",
                        b.fen()
                    );
                    positions += 1;
                    linear += (trace.terms.len() > 1) as usize;
                });
            }
        }
        assert!(
            2 * linear > positions,
            "only {linear} of {positions} positions scored by the weights"
        );
    }
}
