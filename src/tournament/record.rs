//! Game records: PGN (any game; xiangqi gets `[Variant "xiangqi"]` and moves with 0-based ranks as
//! ICCS/UCCI write them), SGF for the placement games (`GM[1]`, because GoGui refuses any other
//! game type, with the variant named in `GN`; coordinates `aa` = top left) and Gomocup's psq
//! (1-based `x,y,ms` lines). Results carry the termination reason. Every engine move in the PGN
//! carries a cutechess-style comment: score from the mover's view in pawns (or `+M5`/`-M4` plies to
//! mate) and depth when the engine reported them, then the time it took, as in `{+0.35/12 0.51s}`.

use super::driver::{EvalScore, Thinking};
use super::judge::GameRecord;
use crate::core::Side;
use crate::game::{kinrow, MoveDialect, Variant};

fn result_token(r: &GameRecord) -> &'static str {
    match r.verdict.winner {
        Some(Side::First) => "1-0",
        Some(Side::Second) => "0-1",
        None => "1/2-1/2",
    }
}

fn pgn_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The comment cutechess writes after an engine move: `score/depth time`, the score in pawns with
/// two decimals (`+` when positive) or `±M` and plies to mate, the time in seconds with fewer
/// decimals the longer it is; the time alone when the engine reported no score or depth.
pub fn move_comment(t: &Thinking, ms: u64) -> String {
    let mut s = String::new();
    if let (Some(score), Some(depth)) = (t.score, t.depth.filter(|&d| d > 0)) {
        match score {
            EvalScore::Cp(cp) if cp > 0 => s.push_str(&format!("+{:.2}", f64::from(cp) / 100.0)),
            EvalScore::Cp(cp) => s.push_str(&format!("{:.2}", f64::from(cp) / 100.0)),
            EvalScore::MatePlies(n) if n > 0 => s.push_str(&format!("+M{n}")),
            EvalScore::MatePlies(n) => s.push_str(&format!("-M{}", n.unsigned_abs())),
        }
        s.push_str(&format!("/{depth} "));
    }
    let decimals = match ms {
        0 => return s + "0s",
        1..=99 => 3,
        100..=999 => 2,
        1000..=9999 => 1,
        _ => 0,
    };
    s + &format!("{:.*}s", decimals, ms as f64 / 1000.0)
}

/// The game as PGN. `round` numbers the game in the match.
pub fn pgn(r: &GameRecord, round: usize, date: &str) -> String {
    let variant = r.start.variant();
    let mut s = String::new();
    let mut tag = |k: &str, v: &str| s.push_str(&format!("[{k} \"{}\"]\n", pgn_escape(v)));
    tag("Event", "sente match");
    tag("Site", "?");
    tag("Date", date);
    tag("Round", &round.to_string());
    tag("White", &r.names[0]);
    tag("Black", &r.names[1]);
    tag("Result", result_token(r));
    tag("Variant", &variant.name());
    if let Some(f) = &r.start_fen {
        tag("SetUp", "1");
        tag("FEN", f);
    }
    tag("PlyCount", &r.moves.len().to_string());
    tag("Termination", &r.verdict.reason);
    s.push('\n');
    let d = MoveDialect::Uci {
        one_based_ranks: false,
    };
    let mut body = Vec::new();
    let first = r.start.side_to_move();
    for (i, &m) in r.moves.iter().enumerate() {
        let side = if i % 2 == 0 { first } else { first.opponent() };
        if side == Side::First {
            body.push(format!("{}.", i / 2 + 1));
        } else if i == 0 {
            body.push("1...".into());
        }
        body.push(r.start.format_move(m, d));
        if let Some(j) = i.checked_sub(r.opening_plies) {
            let thinking = r.thinking.get(j).copied().unwrap_or_default();
            let ms = r.times_ms.get(j).copied().unwrap_or(0);
            body.push(format!("{{{}}}", move_comment(&thinking, ms)));
        }
        if i + 1 == r.opening_plies {
            body.push("{end of opening}".into());
        }
    }
    body.push(format!("{{{}}}", r.verdict.reason.replace(['{', '}'], "")));
    body.push(result_token(r).into());
    let mut line = String::new();
    for w in body {
        if line.len() + w.len() + 1 > 79 {
            s.push_str(line.trim_end());
            s.push('\n');
            line.clear();
        }
        line.push_str(&w);
        line.push(' ');
    }
    s.push_str(line.trim_end());
    s.push_str("\n\n");
    s
}

/// The game as SGF (placement games only; `None` for xiangqi), spelled by `kinrow::sgf`.
pub fn sgf(r: &GameRecord, date: &str) -> Option<String> {
    let Variant::Kinrow { width, height, .. } = r.start.variant() else {
        return None;
    };
    let re = match r.verdict.winner {
        Some(Side::First) => "B+R".to_string(),
        Some(Side::Second) => "W+R".to_string(),
        None => "0".to_string(),
    };
    let props = format!(
        "KM[0]GN[{}]DT[{date}]PB[{}]PW[{}]RE[{re}]C[{}]",
        r.start.variant().name(),
        kinrow::sgf::escape(&r.names[0]),
        kinrow::sgf::escape(&r.names[1]),
        kinrow::sgf::escape(&r.verdict.reason)
    );
    let first = r.start.side_to_move();
    let mut moves = Vec::new();
    for (i, &m) in r.moves.iter().enumerate() {
        let side = if i % 2 == 0 { first } else { first.opponent() };
        let g = r.start.format_move(m, MoveDialect::Gomocup);
        let (x, y) = g.split_once(',')?;
        moves.push((side, x.parse().ok()?, y.parse().ok()?));
    }
    kinrow::sgf::write((width, height), &props, &moves)
}

/// The game in Gomocup's psq format (placement games only).
pub fn psq(r: &GameRecord) -> Option<String> {
    let Variant::Kinrow { width, height, .. } = r.start.variant() else {
        return None;
    };
    let mut s = format!("Piskvorky {width}x{height}, 11:11, 0\n");
    for (i, &m) in r.moves.iter().enumerate() {
        let g = r.start.format_move(m, MoveDialect::Gomocup);
        let (x, y) = g.split_once(',')?;
        let (x, y): (usize, usize) = (x.parse().ok()?, y.parse().ok()?);
        let t = i
            .checked_sub(r.opening_plies)
            .and_then(|j| r.times_ms.get(j))
            .copied()
            .unwrap_or(0);
        s.push_str(&format!("{},{},{t}\n", x + 1, y + 1));
    }
    s.push_str(&format!("{}\n{}\n", r.names[0], r.names[1]));
    let code = match r.verdict.winner {
        Some(Side::First) => 1,
        Some(Side::Second) => 2,
        None => 0,
    };
    s.push_str(&format!("{code}\n# {}\n", r.verdict.reason));
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::AnyGame;
    use crate::tournament::judge::Verdict;

    fn record(variant: Variant, moves: &[&str], winner: Option<Side>) -> GameRecord {
        let start = AnyGame::new(variant);
        let mut g = start.clone();
        let d = MoveDialect::Uci {
            one_based_ranks: false,
        };
        let mut ms = Vec::new();
        for t in moves {
            let m = g.parse_move(t, d).unwrap();
            g.play(m).unwrap();
            ms.push(m);
        }
        GameRecord {
            start,
            start_fen: None,
            opening_plies: 1,
            times_ms: vec![10; ms.len() - 1],
            thinking: vec![Thinking::default(); ms.len() - 1],
            moves: ms,
            names: ["A".into(), "B \"x\"".into()],
            verdict: Verdict {
                winner,
                reason: "line completed".into(),
            },
        }
    }

    #[test]
    fn move_comments_as_cutechess_writes_them() {
        let t = |depth, score| Thinking {
            depth: Some(depth),
            score: Some(score),
        };
        assert_eq!(
            move_comment(&t(12, EvalScore::Cp(35)), 512),
            "+0.35/12 0.51s"
        );
        assert_eq!(
            move_comment(&t(9, EvalScore::Cp(-120)), 2345),
            "-1.20/9 2.3s"
        );
        assert_eq!(move_comment(&t(3, EvalScore::Cp(0)), 12_345), "0.00/3 12s");
        assert_eq!(
            move_comment(&t(20, EvalScore::MatePlies(5)), 40),
            "+M5/20 0.040s"
        );
        assert_eq!(
            move_comment(&t(20, EvalScore::MatePlies(-4)), 0),
            "-M4/20 0s"
        );
        // Without a score or a depth only the time is written.
        assert_eq!(move_comment(&Thinking::default(), 500), "0.50s");
        let no_score = Thinking {
            depth: Some(4),
            ..Thinking::default()
        };
        assert_eq!(move_comment(&no_score, 1500), "1.5s");
    }

    #[test]
    fn pgn_for_xiangqi() {
        let r = record(Variant::Xiangqi, &["h2e2", "h9g7", "h0g2"], None);
        let p = pgn(&r, 3, "2026.11.21");
        assert!(p.contains("[Variant \"xiangqi\"]"));
        assert!(p.contains("[Black \"B \\\"x\\\"\"]"));
        assert!(p.contains("[Result \"1/2-1/2\"]"));
        assert!(
            p.contains("1. h2e2 {end of opening} h9g7 {0.010s} 2. h0g2 {0.010s} {line completed}")
                && p.trim_end().ends_with("1/2-1/2"),
            "{p}"
        );
    }

    #[test]
    fn sgf_and_psq_for_gomoku() {
        let v: Variant = "gomoku".parse().unwrap();
        let r = record(v, &["h8", "i9", "a1"], Some(Side::First));
        let s = sgf(&r, "2026-11-21").unwrap();
        assert!(s.starts_with("(;FF[4]GM[1]"));
        assert!(s.contains("SZ[15]") && s.contains("RE[B+R]") && s.contains("GN[gomoku]"));
        // h8 is the centre (7,7); i9 is x=8, y=6 from the top; a1 is the bottom-left corner.
        assert!(s.contains(";B[hh]\n;W[ig]\n;B[ao])"), "{s}");
        let q = psq(&r).unwrap();
        assert_eq!(q.lines().next(), Some("Piskvorky 15x15, 11:11, 0"));
        assert!(q.contains("8,8,0\n9,7,10\n1,15,10\nA\n"), "{q}");
        assert!(q.contains("\n1\n# line completed"));
        assert!(sgf(&record(Variant::Xiangqi, &["h2e2", "h9g7"], None), "").is_none());
    }
}
