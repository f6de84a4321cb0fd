//! The match's results table, as cutechess-cli and fastchess print it: per pairing the games,
//! W/D/L, Elo ± error, LOS and draw ratio, the pentanomial pair counts, forfeits per engine and
//! the terminations; then the SPRT line.

use super::campaign::Campaign;
use super::scheduler::MatchSummary;
use super::stats::los;
use std::io::Write;

/// Writes the results table: per pairing the W/D/L line, Elo with its error, LOS and draw
/// ratio, the pentanomial counts with `--repeat`, forfeits and terminations; then the SPRT verdict.
pub(super) fn print_table(
    cfg: &Campaign,
    s: &MatchSummary,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    for p in &s.pairings {
        let [a, b] = p.engines;
        let t = &p.tri;
        writeln!(
            out,
            "Results of {} vs {} ({}, {}, {} games):",
            s.names[a],
            s.names[b],
            cfg.variant,
            cfg.tc,
            t.games()
        )?;
        writeln!(
            out,
            "  Games: {}, Wins: {}, Draws: {}, Losses: {}, Points: {:.1}, Score: {:.1}%",
            t.games(),
            t.wins,
            t.draws,
            t.losses,
            t.wins as f64 + 0.5 * t.draws as f64,
            100.0 * t.score()
        )?;
        if let Some(e) = t.elo() {
            writeln!(
                out,
                "  Elo: {} +/- {}, LOS: {:.2}%, DrawRatio: {:.2}%",
                fmt_elo(e.elo),
                fmt_elo(e.error),
                100.0 * los(t.wins, t.losses),
                100.0 * t.draw_ratio()
            )?;
        }
        if cfg.repeat {
            let q = p.penta.0;
            write!(
                out,
                "  Ptnml(0-2): [{}, {}, {}, {}, {}]",
                q[0], q[1], q[2], q[3], q[4]
            )?;
            match p.penta.elo() {
                Some(e) => writeln!(
                    out,
                    ", pair Elo: {} +/- {}",
                    fmt_elo(e.elo),
                    fmt_elo(e.error)
                )?,
                None => writeln!(out)?,
            }
        }
        if let (Some(sp), 1) = (cfg.sprt, s.pairings.len()) {
            let llr = if cfg.repeat {
                sp.llr_pentanomial(&p.penta)
            } else {
                sp.llr_trinomial(t)
            };
            let (lo, hi) = sp.bounds();
            let v = s.sprt.unwrap_or(sp.verdict(llr));
            writeln!(
                out,
                "  SPRT: elo0={} elo1={} alpha={} beta={}  LLR: {llr:.2} ({lo:.2}, {hi:.2})  {v}",
                sp.elo0, sp.elo1, sp.alpha, sp.beta
            )?;
        }
        writeln!(
            out,
            "  Forfeits: {}: {}; {}: {}",
            s.names[a], p.forfeits[0], s.names[b], p.forfeits[1]
        )?;
        let reasons: Vec<String> = p.reasons.iter().map(|(r, c)| format!("{r}: {c}")).collect();
        writeln!(out, "  Terminations: {}", reasons.join(", "))?;
    }
    if s.names.len() > 2 {
        let mut rows: Vec<(usize, f64, u64)> = (0..s.names.len())
            .map(|e| {
                let (mut pts, mut games) = (0.0, 0);
                for p in &s.pairings {
                    let t = &p.tri;
                    if p.engines[0] == e {
                        pts += t.wins as f64 + 0.5 * t.draws as f64;
                        games += t.games();
                    } else if p.engines[1] == e {
                        pts += t.losses as f64 + 0.5 * t.draws as f64;
                        games += t.games();
                    }
                }
                (e, pts, games)
            })
            .collect();
        rows.sort_by(|x, y| y.1.total_cmp(&x.1));
        writeln!(out, "Standings:")?;
        writeln!(out, "  Rank Name                      Games  Points  Score")?;
        for (r, (e, pts, games)) in rows.iter().enumerate() {
            let pct = if *games > 0 {
                100.0 * pts / *games as f64
            } else {
                0.0
            };
            writeln!(
                out,
                "  {:>4} {:<25} {:>5}  {:>6.1}  {:>5.1}%",
                r + 1,
                s.names[*e],
                games,
                pts,
                pct
            )?;
        }
    }
    Ok(())
}

/// An Elo figure with two decimals (`+inf`/`-inf` when unbounded, never `-0.00`).
pub(super) fn fmt_elo(x: f64) -> String {
    let x = if x == 0.0 { 0.0 } else { x };
    if x.is_finite() {
        format!("{x:.2}")
    } else if x > 0.0 {
        "+inf".into()
    } else {
        "-inf".into()
    }
}
