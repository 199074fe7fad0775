//! The one form for a match's set-up: the opponent and the computer's level, and the rule
//! set (the level and its options), drawn by the set-up screen, which keeps the choices in
//! the settings (the one place they are set).

use crate::ai::BotLevel;
use crate::lang::{Lang, terms};
use crate::persist::settings::OpponentKind;
use crate::rules::{Level, PRESETS, RuleSet, Side, StarterRule};
use crate::tr;
use bevy_egui::egui;

/// The rule set's preset ([`PRESETS`]), level and options.
pub fn rules_form(ui: &mut egui::Ui, lang: &Lang, rules: &mut RuleSet) {
    crate::ui::style::form_grid("en_garde_rules_form", [24.0, 8.0], ui).show(ui, |ui| {
        ui.label(lang.get("form-preset"));
        let current = rules.preset();
        let shown = current.map_or_else(|| lang.get("preset-own"), |p| lang.get(p.message));
        egui::ComboBox::from_id_salt("en_garde_rules_preset")
            .selected_text(shown)
            // Tall enough for every preset, so that none hides below a scroll.
            .height(400.0)
            .show_ui(ui, |ui| {
                for p in PRESETS {
                    if ui.selectable_label(current == Some(p), lang.get(p.message)).clicked() {
                        *rules = rules.with_preset(p);
                    }
                }
            });
        ui.end_row();

        ui.label(lang.get("form-level"));
        let mut level = rules.level;
        crate::ui::style::choice_row(ui, |ui| {
            for l in Level::ALL {
                ui.radio_value(&mut level, l, terms::level(lang, l));
            }
        });
        *rules = rules.with_level(level);
        ui.end_row();

        ui.label(lang.get("form-points-to-win"));
        number_slider(ui, &mut rules.target_score, RuleSet::TARGET_SCORES);
        ui.end_row();

        ui.label(lang.get("form-hand-size"));
        number_slider(ui, &mut rules.hand_size, RuleSet::HAND_SIZES);
        ui.end_row();

        ui.label(lang.get("form-who-starts"));
        crate::ui::style::choice_row(ui, |ui| {
            ui.radio_value(&mut rules.first_starter, Side::Left, terms::side(lang, Side::Left));
            ui.radio_value(&mut rules.first_starter, Side::Right, terms::side(lang, Side::Right));
            ui.separator();
            ui.radio_value(&mut rules.starter, StarterRule::Alternate, lang.get("form-then-alternate"));
            ui.radio_value(&mut rules.starter, StarterRule::Loser, lang.get("form-then-loser"));
        });
        ui.end_row();

        if rules.level.deck_out_counts_cards() {
            ui.label(lang.get("form-end-of-pile"));
            ui.checkbox(&mut rules.final_retreat_skips_card_count, lang.get("form-final-retreat"));
            ui.end_row();
        }
        if rules.level == Level::Duell {
            ui.label(lang.get("form-special-cards"));
            ui.checkbox(&mut rules.duell_special_cards, lang.get("form-special-cards-check"));
            ui.end_row();
        }
    });
}

/// A slider over `range` with its value as plain text beside it: the value is set with
/// the slider (drag, click, the arrow keys), and nothing beside it looks like a box to type
/// in that is not one.
pub fn number_slider(ui: &mut egui::Ui, value: &mut u8, range: std::ops::RangeInclusive<u8>) -> egui::Response {
    ui.horizontal(|ui| {
        let slider = ui.add(egui::Slider::new(value, range).show_value(false));
        ui.label(egui::RichText::new(value.to_string()).strong());
        slider
    })
    .inner
}

/// Two grid rows: the opponent (the computer or a second player here) and, against the
/// computer, its level among [`BotLevel::MENU`].
pub fn opponent_rows(ui: &mut egui::Ui, lang: &Lang, opponent: &mut OpponentKind, level: &mut BotLevel) {
    ui.label(lang.get("form-opponent"));
    crate::ui::style::choice_row(ui, |ui| {
        ui.radio_value(opponent, OpponentKind::Computer, lang.get("form-computer"));
        ui.radio_value(opponent, OpponentKind::HotSeat, lang.get("form-hot-seat"));
    });
    ui.end_row();
    ui.label(lang.get("form-computer-level"));
    ui.add_enabled_ui(*opponent == OpponentKind::Computer, |ui| {
        // The ladder's fencers, by their measured rating (`en-garde ladder`); the ladder
        // comes weakest first.
        let rungs: Vec<crate::ai::ladder::Rung> =
            crate::ai::ladder::ladder().into_iter().filter(|r| BotLevel::MENU.contains(&r.level)).collect();
        // `full`: with what the ladder says of it (in the list, not on the button).
        let label = |l: BotLevel, full: bool| {
            let Some(r) = rungs.iter().find(|r| r.level == l) else { return terms::bot_level(lang, l) };
            let (level, fencer, elo) = (terms::bot_level(lang, l), terms::fencer_name(lang, l), r.elo.round() as i64);
            match r.measured_against {
                // Not measurably stronger than the level below: said so.
                Some(b) if full && r.same_as_below => tr!(
                    lang,
                    "ladder-rung-same",
                    level = level,
                    fencer = fencer,
                    elo = elo,
                    below = terms::bot_level(lang, b)
                ),
                _ => tr!(lang, "ladder-rung", level = level, fencer = fencer, elo = elo),
            }
        };
        // The list stays inside the dialog (it ran over the portrait beside it): as wide
        // as the row's room, a long entry wrapping.
        let room = ui.available_width().max(200.0);
        egui::ComboBox::from_id_salt("en_garde_ai_level")
            .selected_text(label(*level, false))
            // Tall enough for every level (a long entry on two lines), so that none hides
            // below a scroll.
            .height(520.0)
            .show_ui(ui, |ui| {
                ui.set_max_width(room);
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                for r in &rungs {
                    ui.selectable_value(level, r.level, label(r.level, true))
                        .on_hover_text(terms::fencer_style(lang, r.level));
                }
            });
    });
    ui.end_row();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A click opens the computer-level list, and the list lies above its dialog (both
    /// are foreground layers of egui: the dialog must not cover the list it opened).
    #[test]
    fn a_click_opens_the_computer_level_list() {
        let lang = crate::lang::Lang::new(crate::lang::Language::English);
        let ctx = crate::ui::style::test_context();
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0));
        let (mut opponent, mut level) = (OpponentKind::Computer, BotLevel::Easy);
        let mut at = egui::Rect::NOTHING;
        let mut frame = |events: Vec<egui::Event>, at: &mut egui::Rect| {
            let input = egui::RawInput { screen_rect: Some(screen), events, ..Default::default() };
            let _ = ctx.run_ui(input, |ui| {
                let ctx = ui.ctx().clone();
                crate::ui::style::centred_window(&ctx, "New match", 520.0).show(&ctx, |ui| {
                    egui::Grid::new("g").num_columns(2).show(ui, |ui| {
                        opponent_rows(ui, &lang, &mut opponent, &mut level);
                    });
                    // Where the rows lie.
                    *at = ui.min_rect();
                });
            });
        };
        for _ in 0..10 {
            frame(vec![], &mut at);
        }
        assert!(!egui::Popup::is_any_open(&ctx));
        // The combo box: the right column of the second row.
        let pos = egui::pos2(at.center().x, at.min.y + 50.0);
        frame(vec![egui::Event::PointerMoved(pos)], &mut at);
        let press = |pressed| egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        frame(vec![press(true)], &mut at);
        frame(vec![press(false)], &mut at);
        for _ in 0..3 {
            frame(vec![], &mut at);
        }
        assert!(egui::Popup::is_any_open(&ctx), "the list opened");
        // And it is seen: below the button the pointer meets the list, not the window.
        let below = pos + egui::vec2(0.0, 40.0);
        let window = ctx.layer_id_at(egui::pos2(at.min.x + 5.0, at.min.y + 5.0));
        let top = ctx.layer_id_at(below);
        assert_ne!(top, window, "the list lies above the window");
    }

    /// Dialogs moved a frame after opening (re-centred once their grids had measured
    /// themselves), so that an early click landed on another widget. A dialog's widgets are
    /// where they stay from the first frame in which they can be clicked: each frame's
    /// last pass, unless it is egui's invisible sizing pass, puts them where the tenth does.
    #[test]
    fn a_dialog_stays_where_it_opened() {
        for (w, h) in [(1280.0, 720.0), (640.0, 375.0), (1920.0, 1080.0)] {
            let lang = crate::lang::Lang::new(crate::lang::Language::German);
            let ctx = crate::ui::style::test_context();
            let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
            let mut rules = crate::rules::RuleSet::default();
            // Per frame: whether it could be clicked, and where the form's last button was.
            let mut frames: Vec<(bool, egui::Rect)> = Vec::new();
            for _ in 0..10 {
                let input = egui::RawInput { screen_rect: Some(screen), ..Default::default() };
                let mut seen = (false, egui::Rect::NOTHING);
                let _ = ctx.run_ui(input, |ui| {
                    let ctx = ui.ctx().clone();
                    crate::ui::style::centred_window(&ctx, "Neues Match", 420.0).show(&ctx, |ui| {
                        rules_form(ui, &lang, &mut rules);
                        let start = ui.button("Starten");
                        seen = (!ui.is_sizing_pass() && ui.is_visible(), start.rect);
                    });
                });
                frames.push(seen);
            }
            let settled = frames.last().unwrap().1;
            assert!(frames.last().unwrap().0, "{w}x{h}: the dialog is shown");
            for (k, (clickable, at)) in frames.iter().enumerate() {
                if *clickable {
                    assert!(
                        (at.min - settled.min).length() < 0.5,
                        "{w}x{h}: in frame {k} Start was at {at:?}, then at {settled:?}: {frames:?}"
                    );
                }
            }
        }
    }
}
