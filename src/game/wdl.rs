//! Win/draw/loss figures for a search score, per game (UCI's `UCI_ShowWDL`, `sente analyze`).
//!
//! The expected score of the side to move is the evaluation tuner's logistic model,
//! `E = 1 / (1 + e^(-K · score / 400))`, with `K` the scaling `sente tune` fitted on self-play
//! results (xiangqi: `K = 0.7038` on 507,514 positions, scores in engine units where 100 is one
//! soldier). The draw share is an assumption, not a fit: `D = D0 · 4E(1 − E)`, largest (`D0`) at an
//! equal score and vanishing as one side wins; then `W = E − D/2` and `L = 1 − E − D/2`, so that
//! `W + D/2` is exactly the tuner's expectation. A proven win or loss is 1000/0/0 or 0/0/1000.

use super::Variant;
use crate::core::Score;

/// The logistic model of one game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WdlModel {
    /// The tuner's scaling constant `K` (score units: `K · score / 400`).
    pub k: f64,
    /// The draw share at an equal score (assumed).
    pub draw_at_zero: f64,
}

/// Win, draw and loss in per mille for the side to move; they add up to 1000.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wdl {
    /// Wins per mille.
    pub win: u32,
    /// Draws per mille.
    pub draw: u32,
    /// Losses per mille.
    pub loss: u32,
}

/// Xiangqi: `K` from `sente tune` on the self-play data the current weights were fitted to;
/// engine games between equal sides are drawn often (assumed 40 % at an equal score).
pub const XIANGQI: WdlModel = WdlModel {
    k: 0.7038,
    draw_at_zero: 0.40,
};

/// Five in a row (gomoku, renju, caro): the gomoku weights were fitted by the same tuner but its `K`
/// was not recorded, so the xiangqi `K` is assumed; draws are rare on 15×15 (assumed 2 %).
pub const FIVE_IN_A_ROW: WdlModel = WdlModel {
    k: 0.7038,
    draw_at_zero: 0.02,
};

/// Tic-tac-toe and other small boards: perfect play draws; the evaluation's scale is the
/// gomoku one (assumed 90 % draws at an equal score).
pub const SMALL_BOARD: WdlModel = WdlModel {
    k: 0.7038,
    draw_at_zero: 0.90,
};

impl WdlModel {
    /// The model of `variant`'s game.
    pub fn of(variant: Variant) -> WdlModel {
        match variant {
            Variant::Xiangqi => XIANGQI,
            Variant::Kinrow { k: 5.., .. } => FIVE_IN_A_ROW,
            Variant::Kinrow { .. } => SMALL_BOARD,
        }
    }

    /// The expected score (win = 1, draw = ½) of the side to move at `score` engine units.
    pub fn expectation(&self, score: f64) -> f64 {
        1.0 / (1.0 + (-self.k * score / 400.0).exp())
    }

    /// Win/draw/loss per mille for `score` (side to move's view).
    pub fn wdl(&self, score: Score) -> Wdl {
        match score.mate_plies() {
            Some(p) if p > 0 => {
                return Wdl {
                    win: 1000,
                    draw: 0,
                    loss: 0,
                }
            }
            Some(_) => {
                return Wdl {
                    win: 0,
                    draw: 0,
                    loss: 1000,
                }
            }
            None => {}
        }
        let e = self.expectation(f64::from(score.0));
        let d = self.draw_at_zero * 4.0 * e * (1.0 - e);
        let win = ((e - d / 2.0) * 1000.0).round().clamp(0.0, 1000.0) as u32;
        let loss = (((1.0 - e - d / 2.0) * 1000.0).round() as u32).min(1000 - win);
        Wdl {
            win,
            draw: 1000 - win - loss,
            loss,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_add_up_and_are_symmetric() {
        for m in [XIANGQI, FIVE_IN_A_ROW, SMALL_BOARD] {
            let mut last_win = 0;
            for cp in (-3000..=3000).step_by(37) {
                let w = m.wdl(Score(cp));
                assert_eq!(w.win + w.draw + w.loss, 1000, "{cp}");
                assert!(w.win >= last_win, "{cp}: wins grow with the score");
                last_win = w.win;
                let back = m.wdl(Score(-cp));
                assert!(w.win.abs_diff(back.loss) <= 1 && w.loss.abs_diff(back.win) <= 1);
            }
        }
    }

    #[test]
    fn what_the_numbers_mean() {
        // 100 units (a soldier) in xiangqi: 54.4 % expected, 345/397/258.
        assert!((XIANGQI.expectation(100.0) - 0.5439).abs() < 1e-4);
        assert_eq!(
            XIANGQI.wdl(Score(100)),
            Wdl {
                win: 345,
                draw: 397,
                loss: 258
            }
        );
        assert_eq!(
            XIANGQI.wdl(Score(0)),
            Wdl {
                win: 300,
                draw: 400,
                loss: 300
            }
        );
        assert_eq!(
            XIANGQI.wdl(Score::mate_in(3)),
            Wdl {
                win: 1000,
                draw: 0,
                loss: 0
            }
        );
        assert_eq!(
            XIANGQI.wdl(Score::mated_in(2)),
            Wdl {
                win: 0,
                draw: 0,
                loss: 1000
            }
        );
        assert_eq!(WdlModel::of(Variant::TICTACTOE), SMALL_BOARD);
        assert_eq!(WdlModel::of("renju".parse().unwrap()), FIVE_IN_A_ROW);
    }
}
