//! Judging: every reply is read and checked with Sente's own rules before it is applied; illegal
//! or malformed moves (a renju foul by black among them, named as such), false "no move" claims,
//! crashes, silence and time forfeits lose the game with a recorded reason. Games end by the rules
//! as a referee applies them (`AnyGame::referee_outcome`: a xiangqi repetition only at the third
//! occurrence of the position), or by optional adjudication on the engines' reported scores
//! (`--draw`, `--resign`) or a ply limit, whose reasons say "adjudication".

use super::driver::{Driver, DriverError, MoveRequest, ReplyMove, Thinking};
use super::TimeControl;
use crate::core::{PackedMove, Side};
use crate::game::{AnyGame, MoveDialect, MoveError};
use std::time::{Duration, Instant};

/// Draw adjudication: after `movenumber` full moves, if both engines' scores stay within ±`score`
/// for `movecount` consecutive moves each, the game is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRule {
    /// Earliest full-move number.
    pub movenumber: u32,
    /// Consecutive moves per engine.
    pub movecount: u32,
    /// Absolute score bound (centipawn-like).
    pub score: i32,
}

/// Resign adjudication: an engine whose own score is at or below −`score` for `movecount`
/// consecutive moves loses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResignRule {
    /// Consecutive moves of that engine.
    pub movecount: u32,
    /// Score threshold.
    pub score: i32,
}

/// Everything about how one game is played and judged, apart from the engines.
#[derive(Clone, Debug)]
pub struct GameSetup {
    /// The position before any move.
    pub start: AnyGame,
    /// Its FEN when it is not the variant's initial position.
    pub start_fen: Option<String>,
    /// Opening moves played before the engines take over.
    pub opening: Vec<PackedMove>,
    /// The limit of each side (first player, second player).
    pub tc: [TimeControl; 2],
    /// Grace beyond the clock before a flag falls (ms).
    pub margin_ms: u64,
    /// How long to wait for a move under depth/nodes limits.
    pub move_timeout: Duration,
    /// Draw adjudication.
    pub draw: Option<DrawRule>,
    /// Resign adjudication.
    pub resign: Option<ResignRule>,
    /// Adjudicate a draw after this many plies.
    pub max_plies: Option<usize>,
}

/// The end of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended, in words.
    pub reason: String,
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// The start position.
    pub start: AnyGame,
    /// Its FEN when not the initial position.
    pub start_fen: Option<String>,
    /// Opening plies at the front of `moves`.
    pub opening_plies: usize,
    /// Every move from `start`.
    pub moves: Vec<PackedMove>,
    /// Thinking time per engine move (ms), aligned with `moves[opening_plies..]`.
    pub times_ms: Vec<u64>,
    /// What the engine reported for each of its moves, aligned with `times_ms`.
    pub thinking: Vec<Thinking>,
    /// Engine names, first player then second.
    pub names: [String; 2],
    /// The result.
    pub verdict: Verdict,
}

/// Reads a reply in the engine's dialect and checks it against the rules. `Err` is the reason
/// the engine loses.
pub fn judge_reply(
    game: &AnyGame,
    reply: &ReplyMove,
    dialect: MoveDialect,
) -> Result<PackedMove, String> {
    match reply {
        ReplyMove::Resign => Err("resigns".into()),
        ReplyMove::NoMove(t) => Err(format!(
            "claims to have no move ('{t}') while legal moves exist"
        )),
        ReplyMove::Move(text) => {
            let shown: String = text.chars().take(40).collect();
            game.parse_move(text, dialect).map_err(|e| match e {
                MoveError::Illegal(_) => match game.foul(text, dialect) {
                    Some(foul) => format!("renju foul ({foul}) '{shown}'"),
                    None => format!("illegal move '{shown}'"),
                },
                MoveError::GameOver => "moved after the game ended".into(),
                _ => format!("malformed move '{shown}'"),
            })
        }
    }
}

/// Tracks score streaks for adjudication.
#[derive(Clone, Debug, Default)]
pub struct Adjudicator {
    draw_streak: [u32; 2],
    resign_streak: [u32; 2],
}

impl Adjudicator {
    /// Records `side`'s score after its move at full-move `move_number`; returns a verdict when
    /// an adjudication rule fires.
    pub fn update(
        &mut self,
        setup_draw: Option<DrawRule>,
        setup_resign: Option<ResignRule>,
        side: Side,
        score: Option<i32>,
        move_number: u32,
    ) -> Option<Verdict> {
        let i = side.index();
        match score {
            None => {
                self.draw_streak[i] = 0;
                self.resign_streak[i] = 0;
                None
            }
            Some(s) => {
                if let Some(r) = setup_resign {
                    self.resign_streak[i] = if s <= -r.score {
                        self.resign_streak[i] + 1
                    } else {
                        0
                    };
                    if self.resign_streak[i] >= r.movecount.max(1) {
                        return Some(Verdict {
                            winner: Some(side.opponent()),
                            reason: format!(
                                "adjudication: score at or below -{} for {} moves",
                                r.score, r.movecount
                            ),
                        });
                    }
                }
                if let Some(d) = setup_draw {
                    self.draw_streak[i] = if s.abs() <= d.score {
                        self.draw_streak[i] + 1
                    } else {
                        0
                    };
                    let n = d.movecount.max(1);
                    if move_number >= d.movenumber && self.draw_streak.iter().all(|&c| c >= n) {
                        return Some(Verdict {
                            winner: None,
                            reason: format!(
                                "adjudication: both scores within ±{} for {} moves",
                                d.score, d.movecount
                            ),
                        });
                    }
                }
                None
            }
        }
    }
}

/// Plays one game between `drivers[0]` (first player) and `drivers[1]`. Returns the record and,
/// per engine, whether its process is still usable (false after a crash, hang or protocol error).
pub fn play_game(setup: &GameSetup, drivers: [&mut dyn Driver; 2]) -> (GameRecord, [bool; 2]) {
    let names = [drivers[0].name().to_string(), drivers[1].name().to_string()];
    let mut healthy = [true, true];
    let mut game = setup.start.clone();
    let mut moves = Vec::new();
    for &m in &setup.opening {
        if game.play(m).is_err() {
            break;
        }
        moves.push(m);
    }
    let opening_plies = moves.len();
    let mut times = Vec::new();
    let mut thinking = Vec::new();
    let [d0, d1] = drivers;
    let mut ds: [&mut dyn Driver; 2] = [d0, d1];
    let verdict = 'game: {
        for (i, d) in ds.iter_mut().enumerate() {
            if let Err(e) = d.new_game() {
                healthy[i] = false;
                let side = Side::BOTH[i];
                break 'game lost(&names, side, format!("failed to start a new game: {e}"));
            }
        }
        let clock = |tc: TimeControl| match tc {
            TimeControl::Clock { base_ms, inc_ms } => (base_ms as i64, inc_ms as i64),
            _ => (0, 0),
        };
        let mut remaining = [clock(setup.tc[0]).0, clock(setup.tc[1]).0];
        let mut adj = Adjudicator::default();
        loop {
            if let Some(o) = game.referee_outcome() {
                break 'game Verdict {
                    winner: o.winner,
                    reason: o.termination.to_string(),
                };
            }
            if setup.max_plies.is_some_and(|m| game.ply() >= m) {
                break 'game Verdict {
                    winner: None,
                    reason: "adjudication: move limit".into(),
                };
            }
            let side = game.side_to_move();
            let i = side.index();
            let margin = setup.margin_ms as i64;
            let tc = setup.tc[i];
            let inc = clock(tc).1;
            let allowed = match tc {
                TimeControl::Clock { .. } => {
                    Duration::from_millis((remaining[i] + margin).max(0) as u64)
                }
                TimeControl::MoveTime(ms) => {
                    Duration::from_millis(ds[i].granted_move_ms(ms) + setup.margin_ms)
                }
                _ => setup.move_timeout,
            };
            let req = MoveRequest {
                start: &setup.start,
                start_fen: setup.start_fen.as_deref(),
                moves: &moves,
                side,
                tc: &setup.tc[i],
                remaining_ms: remaining,
                deadline: Instant::now() + allowed,
            };
            let reply = match ds[i].think(&req) {
                Ok(r) => r,
                Err(e) => {
                    healthy[i] = false;
                    let reason = match e {
                        DriverError::Timeout => match tc {
                            TimeControl::Clock { .. } | TimeControl::MoveTime(_) => {
                                "loses on time (no reply)".to_string()
                            }
                            _ => format!("no reply within {} s", setup.move_timeout.as_secs_f64()),
                        },
                        DriverError::Exited => "disconnects (engine crashed or exited)".into(),
                        other => other.to_string(),
                    };
                    break 'game lost(&names, side, reason);
                }
            };
            let spent = reply.elapsed.as_millis() as i64;
            match tc {
                TimeControl::Clock { .. } => {
                    if spent > remaining[i] + margin {
                        break 'game lost(
                            &names,
                            side,
                            format!("loses on time ({spent} ms used, {} ms left)", remaining[i]),
                        );
                    }
                    remaining[i] = remaining[i] - spent + inc;
                }
                TimeControl::MoveTime(ms)
                    if spent > (ds[i].granted_move_ms(ms) + setup.margin_ms) as i64 =>
                {
                    break 'game lost(
                        &names,
                        side,
                        format!("loses on time ({spent} ms for a {ms} ms move)"),
                    );
                }
                _ => {}
            }
            let m = match judge_reply(&game, &reply.mv, ds[i].dialect()) {
                Ok(m) => m,
                Err(reason) => break 'game lost(&names, side, reason),
            };
            if game.play(m).is_err() {
                break 'game lost(&names, side, "illegal move".into());
            }
            moves.push(m);
            times.push(spent.max(0) as u64);
            thinking.push(reply.thinking);
            let move_number = (game.ply() as u32).div_ceil(2);
            if let Some(v) = adj.update(setup.draw, setup.resign, side, reply.score, move_number) {
                break 'game match v.winner {
                    Some(w) => lost(&names, w.opponent(), v.reason),
                    None => v,
                };
            }
        }
    };
    (
        GameRecord {
            start: setup.start.clone(),
            start_fen: setup.start_fen.clone(),
            opening_plies,
            moves,
            times_ms: times,
            thinking,
            names,
            verdict,
        },
        healthy,
    )
}

fn lost(names: &[String; 2], side: Side, reason: String) -> Verdict {
    Verdict {
        winner: Some(side.opponent()),
        reason: format!("{}: {reason}", names[side.index()]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Variant;

    const UCI: MoveDialect = MoveDialect::Uci {
        one_based_ranks: false,
    };

    #[test]
    fn replies_are_judged_by_the_rules() {
        let mut g = AnyGame::new(Variant::TICTACTOE);
        assert!(judge_reply(&g, &ReplyMove::Move("P@b2".into()), UCI).is_ok());
        let m = g.parse_move("b2", UCI).unwrap();
        g.play(m).unwrap();
        assert_eq!(
            judge_reply(&g, &ReplyMove::Move("P@b2".into()), UCI),
            Err("illegal move 'P@b2'".into())
        );
        assert_eq!(
            judge_reply(&g, &ReplyMove::Move("hello".into()), UCI),
            Err("malformed move 'hello'".into())
        );
        assert_eq!(
            judge_reply(&g, &ReplyMove::Move("z9".into()), UCI),
            Err("malformed move 'z9'".into())
        );
        assert_eq!(
            judge_reply(&g, &ReplyMove::Resign, UCI),
            Err("resigns".into())
        );
        assert!(judge_reply(&g, &ReplyMove::NoMove("(none)".into()), UCI)
            .unwrap_err()
            .contains("no move"));
        assert!(judge_reply(&g, &ReplyMove::Move("A1".into()), MoveDialect::Gtp).is_ok());
        assert!(judge_reply(&g, &ReplyMove::Move("0,0".into()), MoveDialect::Gomocup).is_ok());
        let x = AnyGame::new(Variant::Xiangqi);
        assert!(judge_reply(&x, &ReplyMove::Move("h2e2".into()), UCI).is_ok());
        assert!(judge_reply(
            &x,
            &ReplyMove::Move("h3e3".into()),
            MoveDialect::Uci {
                one_based_ranks: true
            }
        )
        .is_ok());
        assert!(judge_reply(&x, &ReplyMove::Move("h2e3".into()), UCI)
            .unwrap_err()
            .starts_with("illegal"));
    }

    #[test]
    fn adjudication_rules() {
        let draw = Some(DrawRule {
            movenumber: 10,
            movecount: 2,
            score: 10,
        });
        let resign = Some(ResignRule {
            movecount: 3,
            score: 500,
        });
        let mut a = Adjudicator::default();
        assert_eq!(a.update(draw, resign, Side::First, Some(0), 5), None);
        assert_eq!(a.update(draw, resign, Side::Second, Some(0), 5), None);
        assert_eq!(a.update(draw, resign, Side::First, Some(5), 10), None);
        let v = a.update(draw, resign, Side::Second, Some(-3), 10).unwrap();
        assert_eq!(v.winner, None);
        let mut a = Adjudicator::default();
        assert_eq!(a.update(draw, resign, Side::Second, Some(-600), 1), None);
        assert_eq!(a.update(draw, resign, Side::Second, Some(-700), 2), None);
        let v = a.update(draw, resign, Side::Second, Some(-900), 3).unwrap();
        assert_eq!(v.winner, Some(Side::First));
        let mut a = Adjudicator::default();
        a.update(draw, resign, Side::Second, Some(-600), 1);
        a.update(draw, resign, Side::Second, None, 2);
        assert_eq!(a.update(draw, resign, Side::Second, Some(-600), 3), None);
    }
}
