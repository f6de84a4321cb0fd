//! `UCI_Elo` on the measured strength of the `Skill Level`s, per game. Each game's table holds the
//! Elo of levels 0, 2, …, 18 and of full strength (level 20) over level 0, as chained from
//! `sente match` pairings at 10,000 nodes a move (README, "Strength levels";
//! `scripts/calibrate-levels.sh`, `scripts/level-elo.py`); odd levels lie halfway between their
//! neighbours. `UCI_Elo` 800 is level 0 and every level sits at 800 plus its measured Elo; an Elo
//! picks the strongest level rated at most that. The gomoku table, measured on freestyle 15×15,
//! serves every five-in-a-row rule; the small-board table serves tic-tac-toe and other m,n,k games.

use crate::game::Variant;
use crate::search::skill::{MAX_LEVEL, MIN_ELO};

/// The measured Elo over level 0 of levels 0, 2, …, 20 (20: full strength) in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelElo {
    even: [u64; 11],
}

/// Xiangqi.
pub const XIANGQI: LevelElo = LevelElo {
    even: [0, 478, 595, 667, 745, 792, 817, 838, 878, 916, 1468],
};

/// Gomoku, renju, caro (measured on freestyle 15×15).
pub const FIVE_IN_A_ROW: LevelElo = LevelElo {
    even: [0, 240, 309, 347, 376, 390, 413, 425, 434, 425, 652],
};

/// Tic-tac-toe and the other small boards.
pub const SMALL_BOARD: LevelElo = LevelElo {
    even: [0, 220, 367, 367, 367, 367, 367, 367, 367, 367, 367],
};

impl LevelElo {
    /// The table of `variant`'s game.
    pub fn of(variant: Variant) -> &'static LevelElo {
        match variant {
            Variant::Xiangqi => &XIANGQI,
            Variant::Kinrow { k: 5.., .. } => &FIVE_IN_A_ROW,
            Variant::Kinrow { .. } => &SMALL_BOARD,
        }
    }

    /// The `UCI_Elo` of `level` (0–20): 800 plus its Elo over level 0, never below a weaker
    /// level's (a measured dip is noise, and the scale must rise with the level).
    pub fn uci_elo(&self, level: u32) -> u64 {
        let level = level.min(MAX_LEVEL) as usize;
        let at = |l: usize| {
            let lo = self.even[l / 2];
            let hi = self.even[l.div_ceil(2)];
            lo.min(hi) + lo.abs_diff(hi) / 2 * (l % 2) as u64
        };
        MIN_ELO + (0..=level).map(at).max().unwrap_or(0)
    }

    /// The strongest level whose `UCI_Elo` is at most `elo` (level 0 when none is).
    pub fn level_for_elo(&self, elo: u64) -> u32 {
        (0..=MAX_LEVEL)
            .rev()
            .find(|&l| self.uci_elo(l) <= elo)
            .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::skill::MAX_ELO;

    #[test]
    fn every_level_is_reached_by_its_own_elo() {
        for table in [XIANGQI, FIVE_IN_A_ROW, SMALL_BOARD] {
            assert_eq!(table.uci_elo(0), MIN_ELO);
            assert_eq!(table.level_for_elo(0), 0);
            assert_eq!(table.level_for_elo(MIN_ELO), 0);
            for level in 1..=MAX_LEVEL {
                let elo = table.uci_elo(level);
                assert!(elo >= table.uci_elo(level - 1), "{table:?} {level}");
                // Levels rated alike share an Elo, which picks the strongest of them.
                let picked = table.level_for_elo(elo);
                assert!(picked >= level, "{table:?} {elo}");
                assert_eq!(table.uci_elo(picked), elo, "{table:?} {elo}");
                if elo > table.uci_elo(level - 1) {
                    assert!(table.level_for_elo(elo - 1) < level, "{table:?} {elo}");
                }
            }
        }
    }

    #[test]
    fn uci_elo_lands_on_the_measured_level_of_the_game_played() {
        use crate::engine::options::{LIMIT_STRENGTH, UCI_ELO};
        use crate::engine::Engine;
        let level = |variant, elo| {
            let mut e = Engine::new(variant);
            e.set_option(LIMIT_STRENGTH.name, Some("true")).unwrap();
            e.set_spin(&UCI_ELO, elo).unwrap();
            e.skill().map_or(MAX_LEVEL, |s| s.level())
        };
        let gomoku = Variant::Kinrow {
            width: 15,
            height: 15,
            k: 5,
            rule: crate::game::kinrow::Rule::Freestyle,
        };
        // Gomoku: level 2 is 240 Elo over level 0, full strength 652; level 18 measured 9 Elo
        // below level 16, so levels 16–18 share level 16's 434 and 1234 picks level 18.
        assert_eq!(level(gomoku, 1039), 1);
        assert_eq!(level(gomoku, 1040), 2);
        assert_eq!(level(gomoku, 1233), 15);
        assert_eq!(level(gomoku, 1234), 18);
        assert_eq!(level(gomoku, 1451), 19);
        assert_eq!(level(gomoku, 1452), 20);
        assert_eq!(level(gomoku, MAX_ELO), 20);
        // Xiangqi: level 2 is 478 Elo over level 0, level 12 is 817, full strength 1468.
        assert_eq!(level(Variant::Xiangqi, 800), 0);
        assert_eq!(level(Variant::Xiangqi, 1038), 0);
        assert_eq!(level(Variant::Xiangqi, 1039), 1);
        assert_eq!(level(Variant::Xiangqi, 1278), 2);
        assert_eq!(level(Variant::Xiangqi, 1616), 11);
        assert_eq!(level(Variant::Xiangqi, 1617), 12);
        assert_eq!(level(Variant::Xiangqi, 2267), 19);
        assert_eq!(level(Variant::Xiangqi, 2268), 20);
        // Tic-tac-toe: from level 4 up every level plays perfectly (367 over level 0).
        assert_eq!(level(Variant::TICTACTOE, 1166), 3);
        assert_eq!(level(Variant::TICTACTOE, 1167), 20);
    }
}
