//! egui drawing functions for what the player's files hold: the settings form, the
//! statistics table, the played-cards tracker and the rules text. Each draws into the `Ui`
//! it is given and touches nothing else; the data in and out is plain.

use crate::lang::{Lang, Language, terms};
use crate::persist::settings::{AI_DELAY_RANGE_MS, AnimationSpeed, CameraPreset, DisplayMode, Settings};
use crate::persist::stats::{HUMAN_OPPONENT, Statistics, Tally, WinCounts};
use crate::rules::{Observation, RuleSet, VALUES};
use crate::tr;
use bevy_egui::egui;

/// Draws the settings form; returns true when anything changed this frame (the game
/// saves the settings by itself when they change). `scale_limit` is the largest UI scale
/// the window allows, in percent, when it is below the one chosen (see
/// `style::scaled_zoom`); `this_run` the language `--lang` set for this run, if any. The
/// opponent, the computer's level and the rules are the set-up's, which keeps them: they
/// are chosen in one place.
pub fn settings_ui(
    ui: &mut egui::Ui,
    lang: &Lang,
    settings: &mut Settings,
    scale_limit: Option<u16>,
    this_run: Option<Language>,
) -> bool {
    let before = settings.clone();
    let s = settings;
    crate::ui::style::form_grid("en_garde_settings", [24.0, 8.0], ui).show(ui, |ui| {
        ui.label(lang.get("settings-language"));
        ui.vertical(|ui| {
            language_choice(ui, lang, &mut s.language);
            // The command line chose this run's language: the choice here is for the next
            // start, and the list must not seem to say this run is in another.
            if let Some(l) = this_run {
                let note = tr!(lang, "settings-language-this-run", language = l.native_name());
                ui.label(egui::RichText::new(note).small().italics());
            }
        });
        ui.end_row();

        ui.label(lang.get("settings-ui-scale"));
        ui.vertical(|ui| {
            // Steps, not a slider: the panels change size at once, under the pointer. In
            // rows of three on a compact screen (a wrapping row in a grid overlaps the next).
            let per_row = if crate::ui::style::compact(ui.ctx()) { 3 } else { 6 };
            for row in [75u16, 100, 125, 150, 175, 200].chunks(per_row) {
                ui.horizontal(|ui| {
                    for &percent in row {
                        let scale = f32::from(percent) / 100.0;
                        let text = tr!(lang, "settings-percent", percent = percent);
                        if ui.selectable_label((s.ui_scale - scale).abs() < 0.01, text).clicked() {
                            s.ui_scale = scale;
                        }
                    }
                });
            }
            if let Some(percent) = scale_limit {
                ui.label(
                    egui::RichText::new(tr!(lang, "settings-ui-scale-limited", percent = percent)).small().italics(),
                );
            }
        });
        ui.end_row();

        ui.label(lang.get("settings-reduced-motion"));
        ui.checkbox(&mut s.reduced_motion, lang.get("settings-reduced-motion-check"));
        ui.end_row();

        ui.label(lang.get("settings-colours"));
        ui.checkbox(&mut s.colour_blind, lang.get("settings-colours-check"));
        ui.end_row();

        ui.label(lang.get("settings-volume"));
        ui.horizontal(|ui| {
            ui.add_enabled(!s.muted, egui::Slider::new(&mut s.master_volume, 0.0..=1.0).show_value(false));
            ui.checkbox(&mut s.muted, lang.get("settings-mute"));
        });
        ui.end_row();

        ui.label(lang.get("settings-animation-speed"));
        crate::ui::style::choice_row(ui, |ui| {
            for speed in AnimationSpeed::ALL {
                ui.radio_value(&mut s.animation_speed, speed, animation_speed(lang, speed));
            }
        });
        ui.end_row();

        ui.label(lang.get("settings-computer-pause"));
        // The value as plain text beside the slider, not a box that looks typed into.
        ui.horizontal(|ui| {
            ui.add(
                egui::Slider::new(&mut s.ai_delay_ms, *AI_DELAY_RANGE_MS.start()..=*AI_DELAY_RANGE_MS.end())
                    .show_value(false)
                    .step_by(50.0),
            );
            ui.label(egui::RichText::new(format!("{} ms", s.ai_delay_ms)).strong());
        });
        ui.end_row();

        ui.label(lang.get("settings-camera"));
        egui::ComboBox::from_id_salt("en_garde_camera").selected_text(camera(lang, s.camera)).show_ui(ui, |ui| {
            for c in CameraPreset::ALL {
                ui.selectable_value(&mut s.camera, c, camera(lang, c));
            }
        });
        ui.end_row();

        ui.label(lang.get("settings-window"));
        crate::ui::style::choice_row(ui, |ui| {
            ui.radio_value(&mut s.window.mode, DisplayMode::Windowed, lang.get("settings-windowed"));
            ui.radio_value(&mut s.window.mode, DisplayMode::Fullscreen, lang.get("settings-full-screen"));
        });
        ui.end_row();

        ui.label(lang.get("settings-tracker"));
        ui.checkbox(&mut s.played_cards_tracker, lang.get("settings-tracker-check"));
        ui.end_row();

        ui.label(lang.get("undo"));
        ui.checkbox(&mut s.undo_vs_computer, lang.get("settings-undo-check"));
        ui.end_row();

        ui.label(lang.get("coach"));
        ui.checkbox(&mut s.coach, lang.get("settings-coach-check"));
        ui.end_row();
    });
    let changed = *s != before;
    if changed {
        *s = s.clone().sanitized();
    }
    changed
}

/// The language row: the system's language, or one of the six by its own name. `None`
/// follows the system.
fn language_choice(ui: &mut egui::Ui, lang: &Lang, chosen: &mut Option<String>) {
    let system = tr!(lang, "settings-language-system", language = Language::of_system().native_name());
    let shown = chosen.as_deref().and_then(Language::from_tag).map_or(system.clone(), |l| l.native_name().to_string());
    egui::ComboBox::from_id_salt("en_garde_language").selected_text(shown).show_ui(ui, |ui| {
        ui.selectable_value(chosen, None, system);
        for l in Language::ALL {
            ui.selectable_value(chosen, Some(l.code().to_string()), l.native_name());
        }
    });
}

/// An animation speed's name in the menus.
fn animation_speed(lang: &Lang, speed: AnimationSpeed) -> String {
    lang.get(match speed {
        AnimationSpeed::Slow => "speed-slow",
        AnimationSpeed::Normal => "speed-normal",
        AnimationSpeed::Fast => "speed-fast",
        AnimationSpeed::Instant => "speed-instant",
    })
}

/// A camera framing's name in the menus.
fn camera(lang: &Lang, camera: CameraPreset) -> String {
    lang.get(match camera {
        CameraPreset::Broadside => "camera-broadside",
        CameraPreset::Overhead => "camera-overhead",
        CameraPreset::BehindFencer => "camera-behind",
    })
}

/// Draws the statistics table: one row per opponent and rule level, then all together.
/// Whose results they are is said under the table (see [`crate::persist::stats`]).
pub fn statistics_ui(ui: &mut egui::Ui, lang: &Lang, stats: &Statistics) {
    if stats.rows.is_empty() {
        ui.label(lang.get("replays-none"));
        return;
    }
    let reasons = |w: &WinCounts| {
        tr!(
            lang,
            "stats-reasons",
            hit = w.hit,
            no_move = w.no_legal_action,
            deck_out = w.deck_out_cards + w.deck_out_position
        )
    };
    // Every column wraps within its share of the width: the whole table is in view, no
    // column behind a sideways scroll.
    let spacing = 12.0;
    let column = ((ui.available_width() - 7.0 * spacing) / 8.0).max(60.0);
    let cell = |ui: &mut egui::Ui, text: String| {
        ui.add(egui::Label::new(text).wrap());
    };
    let row = |ui: &mut egui::Ui, opponent: &str, level: &str, t: &Tally| {
        cell(ui, opponent.to_string());
        cell(ui, level.to_string());
        cell(ui, format!("{}–{}", t.matches_won, t.matches_lost));
        cell(ui, format!("{}–{}", t.rounds_won, t.rounds_lost));
        cell(ui, t.rounds_drawn.to_string());
        cell(ui, t.longest_streak.to_string());
        cell(ui, reasons(&t.won_by));
        cell(ui, reasons(&t.lost_by));
        ui.end_row();
    };
    {
        egui::Grid::new("en_garde_statistics")
            .striped(true)
            .num_columns(8)
            .spacing([spacing, 6.0])
            .max_col_width(column)
            .show(ui, |ui| {
                for h in [
                    "stats-opponent",
                    "stats-rules",
                    "stats-matches",
                    "stats-rounds",
                    "stats-drawn",
                    "stats-streak",
                    "stats-won-by",
                    "stats-lost-by",
                ] {
                    ui.add(egui::Label::new(egui::RichText::new(lang.get(h)).strong()).wrap());
                }
                ui.end_row();
                for r in &stats.rows {
                    let opponent = if r.opponent == HUMAN_OPPONENT {
                        lang.get("stats-hot-seat")
                    } else {
                        // A level this build does not know keeps its name from the file.
                        let level = r.opponent.parse().map_or(r.opponent.clone(), |l| terms::bot_level(lang, l));
                        tr!(lang, "computer-name", level = level)
                    };
                    row(ui, &opponent, &terms::level(lang, r.level), &r.tally);
                }
                row(ui, &lang.get("stats-all"), "", &stats.overall);
            });
    }
    ui.add_space(6.0);
    ui.weak(lang.get("stats-whose"));
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
pub fn tracker_ui(ui: &mut egui::Ui, lang: &crate::lang::Lang, obs: &Observation) {
    egui::Grid::new("en_garde_tracker").striped(true).num_columns(4).spacing([16.0, 4.0]).show(ui, |ui| {
        for h in ["tracker-card", "tracker-played", "tracker-in-hand", "tracker-unseen"] {
            ui.label(egui::RichText::new(lang.get(h)).strong());
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
    ui.weak(crate::tr!(lang, "draw-pile-count", count = obs.draw_pile_len));
}

/// Draws the rules of `rules` ([`crate::lang::rulebook::rules_text`]) as headings and
/// paragraphs.
pub fn rules_ui(ui: &mut egui::Ui, lang: &Lang, rules: &RuleSet) {
    for (heading, paragraphs) in crate::lang::rulebook::rules_text(lang, rules) {
        ui.heading(heading);
        for p in paragraphs {
            ui.label(p);
        }
        ui.add_space(8.0);
    }
}
