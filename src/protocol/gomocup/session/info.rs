//! `INFO key value`: clocks, memory, rule, search bounds, threads, Yixin-Board's `show_detail`
//! (realtime messages) and Sente's own keys (`sente_level`, `sente_show_wdl`). Unknown keys are
//! ignored, as the protocol asks; a bad value is reported as `ERROR` at the next other command
//! and changes nothing.

use super::{rule_from_mask, GomocupSession};
use crate::engine::options;
use crate::game::kinrow::Rule;
use crate::protocol::session_core::Core;

impl GomocupSession {
    /// `INFO key value`: a bad value is kept as an error for the next other command.
    pub(super) fn set_info(&mut self, core: &mut Core, key: &str, value: &str) {
        let num = || crate::protocol::numbers::clamped_int(value);
        let bad = |errors: &mut Vec<String>| {
            errors.push(format!(
                "bad value '{}' for INFO {key}",
                value.chars().take(20).collect::<String>()
            ))
        };
        match key {
            "timeout_turn" => match num() {
                Some(n) => self.timeout_turn = n.max(0) as u64,
                None => bad(&mut self.errors),
            },
            "timeout_match" => match num() {
                Some(n) => self.timeout_match = n.max(0) as u64,
                None => bad(&mut self.errors),
            },
            "time_left" => match num() {
                Some(n) => self.time_left = Some(n),
                None => bad(&mut self.errors),
            },
            "max_memory" => match num() {
                // Give the hash table 40% of the allowance; 0 means no limit (keep the default).
                Some(n) if n > 0 => {
                    let mb = ((n as u64) * 2 / 5) >> 20;
                    if let Err(e) = core.engine.set_spin(&options::HASH, mb) {
                        log::warn!("max_memory: {e}");
                    }
                }
                Some(_) => {}
                None => bad(&mut self.errors),
            },
            "rule" => match num() {
                Some(n) if n >= 0 => match rule_from_mask(n as u64) {
                    Some(r) => self.set_rule(core, r),
                    None => {
                        self.errors
                            .push(format!("rule {n} is not supported; playing freestyle"));
                        self.set_rule(core, Rule::Freestyle);
                    }
                },
                _ => bad(&mut self.errors),
            },
            "max_depth" => self.max_depth = num().filter(|&n| n > 0).map(|n| n.min(250) as u32),
            "max_node" => self.max_node = num().filter(|&n| n > 0).map(|n| n as u64),
            "thread_num" => match num() {
                Some(n) if n > 0 => {
                    if let Err(e) = core.engine.set_spin(&options::THREADS, n as u64) {
                        log::warn!("thread_num: {e}");
                    }
                }
                _ => bad(&mut self.errors),
            },
            // Yixin-Board's realtime messages: 1 or 3 on, 0 or 2 off.
            "show_detail" => match num().and_then(super::super::realtime::from_show_detail) {
                Some(on) => self.realtime = on,
                None => bad(&mut self.errors),
            },
            // Win/draw/loss in the `MESSAGE` lines (the engine's `UCI_ShowWDL` option).
            "sente_show_wdl" => match value.trim() {
                "0" | "1" => {
                    let on = if value.trim() == "1" { "true" } else { "false" };
                    if let Err(e) = core.engine.set_option("UCI_ShowWDL", Some(on)) {
                        log::warn!("sente_show_wdl: {e}");
                    }
                }
                _ => bad(&mut self.errors),
            },
            // The guard sets the level; only a refused value reaches this arm.
            "sente_level" if crate::protocol::level::set(&mut core.engine, value).is_err() => {
                bad(&mut self.errors)
            }
            // game_type, evaluate, folder and anything unknown: nothing to do.
            _ => {}
        }
    }

    fn set_rule(&mut self, core: &mut Core, rule: Rule) {
        if rule != self.rule {
            self.rule = rule;
            if let Some((w, h)) = self.size {
                let _ = self.new_game(core, w, h);
            }
        }
    }
}
