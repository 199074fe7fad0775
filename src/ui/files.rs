//! egui drawing functions for what the player's files hold: the settings form, the
//! statistics table, the played-cards tracker and the rules text. Each draws into the `Ui`
//! it is given and touches nothing else; the data in and out is plain.

use super::rules_form::rules_form;
use crate::persist::rules_text::rules_text;
use crate::persist::settings::{AI_DELAY_RANGE_MS, AnimationSpeed, CameraPreset, DisplayMode, Settings};
use crate::persist::stats::{HUMAN_OPPONENT, Statistics, Tally, WinCounts};
use crate::rules::{Observation, RuleSet, VALUES};
use bevy_egui::egui;

/// Draws the settings form; returns true when anything changed this frame (the game
/// saves the settings by itself when they change). The computer levels offered are
/// `BotLevel::MENU`.
pub fn settings_ui(ui: &mut egui::Ui, settings: &mut Settings) -> bool {
    let before = settings.clone();
    let s = settings;
    egui::Grid::new("en_garde_settings").num_columns(2).spacing([24.0, 8.0]).show(ui, |ui| {
        ui.label("Volume");
        ui.horizontal(|ui| {
            ui.add_enabled(!s.muted, egui::Slider::new(&mut s.master_volume, 0.0..=1.0).show_value(false));
            ui.checkbox(&mut s.muted, "Mute");
        });
        ui.end_row();

        ui.label("Animation speed");
        ui.horizontal(|ui| {
            for speed in AnimationSpeed::ALL {
                ui.radio_value(&mut s.animation_speed, speed, speed.label());
            }
        });
        ui.end_row();

        ui.label("Computer's pause");
        ui.add(
            egui::Slider::new(&mut s.ai_delay_ms, *AI_DELAY_RANGE_MS.start()..=*AI_DELAY_RANGE_MS.end())
                .suffix(" ms")
                .step_by(50.0),
        );
        ui.end_row();

        ui.label("Camera");
        egui::ComboBox::from_id_salt("en_garde_camera").selected_text(s.camera.label()).show_ui(ui, |ui| {
            for c in CameraPreset::ALL {
                ui.selectable_value(&mut s.camera, c, c.label());
            }
        });
        ui.end_row();

        ui.label("Window");
        ui.horizontal(|ui| {
            ui.radio_value(&mut s.window.mode, DisplayMode::Windowed, "Windowed");
            ui.radio_value(&mut s.window.mode, DisplayMode::Fullscreen, "Full screen");
        });
        ui.end_row();

        super::rules_form::opponent_rows(ui, &mut s.opponent, &mut s.ai_level);

        ui.label("Played-cards tracker");
        ui.checkbox(&mut s.played_cards_tracker, "Show the cards played this round (from the next match on)");
        ui.end_row();

        ui.label("Undo");
        ui.checkbox(&mut s.undo_vs_computer, "Allow taking back a move against the computer");
        ui.end_row();

        ui.label("Coach");
        ui.checkbox(&mut s.coach, "Warn me before a blunder (an action that costs 25 points of round-win chance)");
        ui.end_row();
    });
    ui.separator();
    ui.label(egui::RichText::new("Rules of a new match").strong());
    rules_form(ui, &mut s.rules);
    let changed = *s != before;
    if changed {
        *s = s.clone().sanitized();
    }
    changed
}

/// Draws the statistics table: one row per opponent and rule level, then all together.
/// Whose results they are is said under the table (see [`crate::persist::stats`]).
pub fn statistics_ui(ui: &mut egui::Ui, stats: &Statistics) {
    if stats.rows.is_empty() {
        ui.label("No finished matches yet.");
        return;
    }
    let reasons = |w: &WinCounts| {
        format!("{} hit · {} no move · {} deck-out", w.hit, w.no_legal_action, w.deck_out_cards + w.deck_out_position)
    };
    let row = |ui: &mut egui::Ui, opponent: &str, level: &str, t: &Tally| {
        ui.label(opponent);
        ui.label(level);
        ui.label(format!("{}–{}", t.matches_won, t.matches_lost));
        ui.label(format!("{}–{}", t.rounds_won, t.rounds_lost));
        ui.label(t.rounds_drawn.to_string());
        ui.label(t.longest_streak.to_string());
        ui.label(reasons(&t.won_by));
        ui.label(reasons(&t.lost_by));
        ui.end_row();
    };
    egui::ScrollArea::both().show(ui, |ui| {
        egui::Grid::new("en_garde_statistics").striped(true).num_columns(8).spacing([16.0, 6.0]).show(ui, |ui| {
            for h in [
                "Opponent",
                "Rules",
                "Matches won–lost",
                "Rounds won–lost",
                "Drawn",
                "Best streak",
                "Rounds won by",
                "Rounds lost by",
            ] {
                ui.label(egui::RichText::new(h).strong());
            }
            ui.end_row();
            for r in &stats.rows {
                let opponent = if r.opponent == HUMAN_OPPONENT {
                    "Hot-seat".to_string()
                } else {
                    format!("Computer ({})", r.opponent)
                };
                row(ui, &opponent, r.level.name(), &r.tally);
            }
            row(ui, "All", "", &stats.overall);
        });
    });
    ui.add_space(6.0);
    ui.weak("Your results against the computer; in hot-seat matches, the Left player's.");
}

/// One line of the played-cards tracker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrackerRow {
    /// The card value, 1..=5.
    pub value: u8,
    /// Cards of this value played this round (the discard pile), 0..=5.
    pub played: u8,
    /// In the viewer's hand, 0..=5.
    pub in_hand: u8,
    /// Not seen by the viewer: in the opponent's hidden hand, the draw pile or set aside,
    /// 0..=5. `played + in_hand + unseen` is 5, less any opponent cards that are open.
    pub unseen: u8,
}

/// The tracker's rows for values 1..=5 from one player's view (R2.4): everything comes
/// from the [`Observation`], so nothing hidden is shown.
pub fn tracker_rows(obs: &Observation) -> [TrackerRow; 5] {
    let unseen = obs.unseen();
    VALUES.map(|value| TrackerRow {
        value,
        played: obs.discard.count(value),
        in_hand: obs.hand.count(value),
        unseen: unseen.count(value),
    })
}

/// Draws the played-cards tracker (R2.4) for the viewer of `obs`: per value, how many
/// were played this round and how many the viewer has not seen.
pub fn tracker_ui(ui: &mut egui::Ui, obs: &Observation) {
    egui::Grid::new("en_garde_tracker").striped(true).num_columns(4).spacing([16.0, 4.0]).show(ui, |ui| {
        for h in ["Card", "Played", "In your hand", "Unseen"] {
            ui.label(egui::RichText::new(h).strong());
        }
        ui.end_row();
        for r in tracker_rows(obs) {
            ui.label(r.value.to_string());
            ui.label(r.played.to_string());
            ui.label(r.in_hand.to_string());
            ui.label(r.unseen.to_string());
            ui.end_row();
        }
    });
    ui.weak(format!("Draw pile: {}", crate::ui::words::count(obs.draw_pile_len, "card", "cards")));
}

/// Draws the rules of `rules` ([`rules_text`]) as headings and paragraphs.
pub fn rules_ui(ui: &mut egui::Ui, rules: &RuleSet) {
    for (heading, text) in rules_text(rules) {
        ui.heading(heading);
        ui.label(text);
        ui.add_space(8.0);
    }
}
