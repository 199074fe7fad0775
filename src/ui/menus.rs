//! The menu screens: title, match set-up, pause, round over, match over, rules, settings,
//! statistics.

use super::UiState;
use super::hud::side_colour;
use super::words::round_result;
use crate::flow::{FlowRequest, Opponent};
use crate::rules::{Level, MatchPhase, Side, StarterRule};
use crate::screens::Screen;
use bevy_egui::egui::{self, Align2, RichText};

/// The AI levels offered at set-up and in the settings, weakest first.
pub fn ai_levels() -> Vec<String> {
    crate::cli::bot_levels()
}

fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized([260.0, 44.0], egui::Button::new(RichText::new(text).size(21.0)))
}

fn centred_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).collapsible(false).resizable(false)
}

/// Messages about the player's files (a damaged save set aside, …), until dismissed.
pub fn notices(ctx: &egui::Context, st: &mut UiState) {
    if st.notices.messages.is_empty() {
        return;
    }
    egui::Window::new("Please note").anchor(Align2::CENTER_TOP, [0.0, 40.0]).collapsible(false).resizable(false).show(
        ctx,
        |ui| {
            for m in &st.notices.messages {
                ui.label(m);
            }
            if ui.button("OK").clicked() {
                st.notices.take();
            }
        },
    );
}

pub fn title(ctx: &egui::Context, st: &mut UiState) {
    egui::Area::new("title".into()).anchor(Align2::CENTER_CENTER, [0.0, -20.0]).show(ctx, |ui| {
        egui::Frame::window(ui.style()).inner_margin(28.0).show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(RichText::new("En Garde").size(56.0).strong());
                ui.label(RichText::new("the fencing card game by Reiner Knizia").size(18.0).italics());
                ui.add_space(18.0);
                let live = st.duel.as_ref().is_some_and(|d| !d.game.is_over());
                if (live || st.saved.0.is_some()) && big_button(ui, "Continue").clicked() {
                    st.flow.write(FlowRequest::Continue);
                }
                if big_button(ui, "New match").clicked() {
                    st.flow.write(FlowRequest::OpenSetup);
                }
                for (label, screen) in [
                    ("Rules", Screen::Rules),
                    ("Settings", Screen::Settings),
                    ("Statistics", Screen::Statistics),
                    ("Replays", Screen::Replay),
                ] {
                    if big_button(ui, label).clicked() {
                        st.flow.write(FlowRequest::Open(screen));
                    }
                }
                if big_button(ui, "Quit").clicked() {
                    st.exit.write(bevy::app::AppExit::Success);
                }
            });
        });
    });
}

pub fn setup(ctx: &egui::Context, st: &mut UiState) {
    centred_window("New match").min_width(520.0).show(ctx, |ui| {
        let s = &mut st.setup;
        egui::Grid::new("setup").num_columns(2).spacing([18.0, 10.0]).show(ui, |ui| {
            ui.label("Opponent");
            ui.horizontal(|ui| {
                ui.radio_value(&mut s.opponent, Opponent::Computer, "Computer");
                ui.radio_value(&mut s.opponent, Opponent::Human, "Second player (hot-seat)");
            });
            ui.end_row();
            ui.label("Rule level");
            ui.horizontal(|ui| {
                for l in Level::ALL {
                    if ui.radio(s.rules.level == l, l.name()).clicked() && s.rules.level != l {
                        let target = s.rules.target_score;
                        let first = s.rules.first_starter;
                        s.rules = crate::rules::RuleSet::for_level(l);
                        s.rules.target_score = target;
                        s.rules.first_starter = first;
                    }
                }
            });
            ui.end_row();
            if s.rules.level == Level::Duell {
                ui.label("Special cards");
                ui.checkbox(&mut s.rules.duell_special_cards, "draw a special card D1–D7 each round");
                ui.end_row();
            }
            ui.label("Target score");
            ui.add(egui::Slider::new(&mut s.rules.target_score, 1..=15));
            ui.end_row();
            if s.opponent == Opponent::Computer {
                ui.label("Computer level");
                egui::ComboBox::from_id_salt("ai level").selected_text(s.ai_level.clone()).show_ui(ui, |ui| {
                    for l in ai_levels() {
                        ui.selectable_value(&mut s.ai_level, l.clone(), l);
                    }
                });
                ui.end_row();
                ui.label("You fence");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut s.human_side, Side::Left, "Left (silver, left-handed)");
                    ui.radio_value(&mut s.human_side, Side::Right, "Right (bronze, right-handed)");
                });
                ui.end_row();
            } else {
                ui.label("Names");
                ui.horizontal(|ui| {
                    ui.add(egui::TextEdit::singleline(&mut s.left_name).desired_width(120.0));
                    ui.add(egui::TextEdit::singleline(&mut s.right_name).desired_width(120.0));
                });
                ui.end_row();
            }
            ui.label("Who starts round 1");
            ui.horizontal(|ui| {
                ui.radio_value(&mut s.rules.first_starter, Side::Left, "Left");
                ui.radio_value(&mut s.rules.first_starter, Side::Right, "Right");
            });
            ui.end_row();
            ui.label("Later rounds");
            ui.horizontal(|ui| {
                ui.radio_value(&mut s.rules.starter, StarterRule::Alternate, "alternate");
                ui.radio_value(&mut s.rules.starter, StarterRule::Loser, "the loser starts");
            });
            ui.end_row();
            if s.rules.level == Level::Advanced {
                ui.label("Option");
                ui.checkbox(
                    &mut s.rules.final_retreat_skips_card_count,
                    "after a retreat from the final attack, only advancement counts",
                );
                ui.end_row();
            }
            ui.label("Seed (optional)");
            let mut text = s.seed.map(|v| v.to_string()).unwrap_or_default();
            if ui.add(egui::TextEdit::singleline(&mut text).hint_text("random").desired_width(180.0)).changed() {
                s.seed = text.trim().parse().ok();
            }
            ui.end_row();
        });
        ui.separator();
        ui.horizontal(|ui| {
            if ui.button(RichText::new("Start").size(20.0)).clicked() {
                st.flow.write(FlowRequest::StartMatch);
            }
            if ui.button("Rules of this level").clicked() {
                st.flow.write(FlowRequest::Open(Screen::Rules));
            }
            if ui.button("Back").clicked() {
                st.flow.write(FlowRequest::ToTitle);
            }
        });
    });
}

pub fn pause(ctx: &egui::Context, st: &mut UiState) {
    centred_window("Paused").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            if big_button(ui, "Resume").clicked() {
                st.flow.write(FlowRequest::TogglePause);
            }
            if big_button(ui, "Rules").clicked() {
                st.flow.write(FlowRequest::Open(Screen::Rules));
            }
            if big_button(ui, "Settings").clicked() {
                st.flow.write(FlowRequest::Open(Screen::Settings));
            }
            if big_button(ui, "Quit to title").clicked() {
                st.flow.write(FlowRequest::ToTitle);
            }
        });
    });
}

pub fn round_over(ctx: &egui::Context, st: &mut UiState) {
    let Some(duel) = st.duel.as_ref() else { return };
    let round = duel.game.round();
    let Some(result) = round.result() else { return };
    let heading = match result.winner() {
        Some(w) => format!("{} wins round {}", st.players.get(w).display_name(), duel.game.round_number()),
        None => format!("Round {} is drawn", duel.game.round_number()),
    };
    let why = round_result(round);
    let scores = duel.game.scores();
    let hands = [*round.hand(Side::Left), *round.hand(Side::Right)];
    centred_window("Round over").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            let colour = result.winner().map(side_colour).unwrap_or(egui::Color32::WHITE);
            ui.label(RichText::new(heading).size(30.0).strong().color(colour));
            ui.label(RichText::new(why).size(20.0));
            ui.label(RichText::new(format!("Score {} – {}", scores[0], scores[1])).size(22.0));
            ui.label(format!("Hands at the end: Left {} · Right {}", hands[0], hands[1]));
            ui.add_space(8.0);
            if big_button(ui, "Next round (Enter)").clicked() {
                st.flow.write(FlowRequest::NextRound);
            }
        });
    });
}

pub fn match_over(ctx: &egui::Context, st: &mut UiState) {
    let Some(duel) = st.duel.as_ref() else { return };
    let MatchPhase::Over { winner } = duel.game.phase() else { return };
    let scores = duel.game.scores();
    let why = round_result(duel.game.round());
    let name = st.players.get(winner).display_name();
    centred_window("Match over").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(RichText::new(format!("{name} wins the match")).size(34.0).strong().color(side_colour(winner)));
            ui.label(RichText::new(format!("{} – {}", scores[0], scores[1])).size(26.0));
            ui.label(format!("Last round: {why}"));
            ui.add_space(8.0);
            if big_button(ui, "Rematch").clicked() {
                st.flow.write(FlowRequest::Rematch);
            }
            if big_button(ui, "Title screen").clicked() {
                st.flow.write(FlowRequest::ToTitle);
            }
        });
    });
}

fn back_button(ui: &mut egui::Ui, st: &mut UiState) {
    if ui.button("Back").clicked() {
        let back = st.back.0;
        st.flow.write(match back {
            Screen::Title | Screen::Setup | Screen::Match => FlowRequest::Open(back),
            _ => FlowRequest::ToTitle,
        });
    }
}

/// The rules of the level chosen at set-up, with its options, in the game's words.
pub fn rules(ctx: &egui::Context, st: &mut UiState) {
    centred_window("Rules").min_width(720.0).show(ctx, |ui| {
        ui.horizontal(|ui| {
            ui.label("Level:");
            for l in Level::ALL {
                if ui.selectable_label(st.setup.rules.level == l, l.name()).clicked() && st.setup.rules.level != l {
                    let target = st.setup.rules.target_score;
                    st.setup.rules = crate::rules::RuleSet::for_level(l);
                    st.setup.rules.target_score = target;
                }
            }
        });
        ui.separator();
        egui::ScrollArea::vertical().max_height(ctx.viewport_rect().height() * 0.65).show(ui, |ui| {
            crate::persist::rules_ui(ui, &st.setup.rules);
        });
        back_button(ui, st);
    });
}

pub fn settings(ctx: &egui::Context, st: &mut UiState) {
    centred_window("Settings").min_width(520.0).show(ctx, |ui| {
        let levels = ai_levels();
        let levels: Vec<&str> = levels.iter().map(String::as_str).collect();
        crate::persist::ui::settings_ui_with_levels(ui, &mut st.settings, &levels);
        ui.label(RichText::new("Changes are saved at once.").small().italics());
        back_button(ui, st);
    });
}

pub fn statistics(ctx: &egui::Context, st: &mut UiState) {
    centred_window("Statistics").min_width(640.0).show(ctx, |ui| {
        egui::ScrollArea::vertical().max_height(ctx.viewport_rect().height() * 0.7).show(ui, |ui| {
            crate::persist::statistics_ui(ui, &st.stats.0);
        });
        back_button(ui, st);
    });
}
