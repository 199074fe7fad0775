//! The side panel: the round's log, the played-cards tracker (R2.4, when the match's rules
//! have it on), the Hint button and its answer, the menu button and Undo.

use super::layout::{PanelLayout, PanelSet, panel_root};
use crate::game::flow::{FlowRequest, HandOver, shown_hand};
use crate::game::hint::{HintRequested, HintState};
use crate::game::screens::Menu;
use crate::game::storage::UserSettings;
use crate::game::{MatchRequest, MatchView, Seats};
use crate::lang::{Lang, terms};
use crate::rules::{MatchPhase, Side};
use crate::tr;
use crate::ui::input::acting_person;
use crate::ui::log::ActionLog;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// What the side panel writes.
#[derive(SystemParam)]
pub struct SidePanelRequests<'w> {
    flow: MessageWriter<'w, FlowRequest>,
    match_requests: MessageWriter<'w, MatchRequest>,
    hints: MessageWriter<'w, HintRequested>,
}

fn draw_side_panel(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: MatchView,
    players: Res<Seats>,
    hand_over: Res<HandOver>,
    menu: Res<State<Menu>>,
    log: Res<ActionLog>,
    hint: Res<HintState>,
    settings: Res<UserSettings>,
    lesson: Option<Res<crate::game::tutorial::ActiveLesson>>,
    lang: Res<Lang>,
    device: Res<crate::ui::gamepad::InputDevice>,
    mut out: SidePanelRequests,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let bout = view.bout;
    let mut root = panel_root(ctx, "side panel", &layout);
    egui::Panel::right("log").default_size(280.0).resizable(false).show(&mut root, |ui| {
        // The buttons first, so that no amount of log or tracker pushes them off screen.
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            if ui.button(lang.get(if device.gamepad { "menu-button-pad" } else { "menu-button" })).clicked() {
                out.flow.write(FlowRequest::TogglePause);
            }
            let human = Side::BOTH.into_iter().find(|s| players.get(*s).is_human());
            if settings.undo_allowed(&players)
                && let Some(side) = human
            {
                // Only what can be taken back without showing a card one would not know.
                let can = bout.takeback[side.index()] && bout.match_phase == MatchPhase::Playing;
                let why = lang.get("undo-nothing");
                if ui.add_enabled(can, egui::Button::new(lang.get("undo"))).on_disabled_hover_text(why).clicked() {
                    out.match_requests.write(MatchRequest::Undo { side });
                }
            }
        });
        // In a lesson the lesson's band says what to find; the search's hint is not asked.
        if let Some(side) = acting_person(bout, &players, &hand_over, *menu.get() != Menu::None)
            && bout.match_phase == MatchPhase::Playing
            && lesson.is_none()
        {
            ui.separator();
            match hint.for_step(bout.steps) {
                Some(entries) => {
                    let heading = tr!(lang, "hint-heading", level = terms::bot_level(&lang, crate::ai::BotLevel::Hard));
                    ui.label(RichText::new(heading).strong());
                    for (i, e) in entries.iter().take(3).enumerate() {
                        let text = tr!(
                            lang,
                            "hint-entry",
                            action = terms::action(&lang, &e.action),
                            percent = (100.0 * e.win_chance).round() as i64
                        );
                        ui.label(if i == 0 { RichText::new(text).strong() } else { RichText::new(text) });
                    }
                }
                None if hint.thinking() => {
                    ui.label(RichText::new(lang.get("thinking")).italics());
                }
                None => {
                    let tip = tr!(lang, "hint-tip", level = terms::bot_level(&lang, crate::ai::BotLevel::Hard));
                    if ui.button(lang.get("hint")).on_hover_text(tip).clicked() {
                        out.hints.write(HintRequested { side });
                    }
                }
            }
        }
        // R2.4: a memory aid of the cards played, from the viewer's own view; nothing
        // under the hot-seat curtain. It folds away.
        if bout.rules.played_cards_tracker
            && let Some(side) = shown_hand(bout, &players, &hand_over)
        {
            ui.separator();
            egui::CollapsingHeader::new(lang.get("cards-played")).default_open(true).show(ui, |ui| {
                crate::ui::files::tracker_ui(ui, &lang, &view.observation(side));
            });
        }
        ui.separator();
        // The round and the level live here, so that the score bar keeps to the score and
        // whose turn it is in a narrow window.
        let round = tr!(lang, "round-number", round = bout.round_number);
        ui.label(RichText::new(round).font(crate::ui::style::figures_heading_font(24.0)));
        let rules = tr!(lang, "level-rules", level = terms::level(&lang, bout.rules.level));
        ui.label(RichText::new(rules).color(crate::ui::style::palette::WEAK));
        // The log takes what is left and scrolls.
        egui::ScrollArea::vertical().auto_shrink([false, false]).stick_to_bottom(true).show(ui, |ui| {
            log_ui(ui, &log.lines, log.newest());
        });
    });
    layout.free = root.available_rect_before_wrap();
    Ok(())
}

/// The round's log, one label per line. The `newest` lines (the newest action and what
/// followed it) are polite live regions, so a screen reader announces each move as it is
/// made (and nothing older).
pub fn log_ui(ui: &mut egui::Ui, lines: &[String], newest: std::ops::Range<usize>) {
    for (i, line) in lines.iter().enumerate() {
        let r = ui.label(line);
        if newest.contains(&i) {
            ui.ctx().accesskit_node_builder(r.id, |node| node.set_live(egui::accesskit::Live::Polite));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_side_panel.in_set(PanelSet::Side));
}
