//! The side panel: the round's log, the played-cards tracker (R2.4, when the match's rules
//! have it on), the Hint button and its answer, the menu button and Undo.

use super::layout::{PanelLayout, PanelSet};
use crate::game::flow::FlowRequest;
use crate::game::hint::{HintRequested, HintState};
use crate::game::storage::UserSettings;
use crate::game::{MatchRequest, MatchView, Seats};
use crate::lang::{Lang, terms};
use crate::rules::MatchPhase;
use crate::tr;
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

/// The side panel's share of the view's height on a roomy screen (its frame included):
/// the fencers stand below it at a round's start.
pub const CORNER_SHARE: f32 = 0.3;

/// The side panel's width on a roomy screen, in points (at most 40% of the view).
pub const SIDE_WIDTH: f32 = 250.0;

/// Whether the round's log is unfolded on a [`compact`](crate::ui::style::compact) screen,
/// where it starts folded away: the side panel's buttons are then at the end of the score
/// bar, which says the newest move, and the unfolded log lies over the view of the piste.
/// A roomy screen always shows the log in the side panel.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct LogUnfolded(pub bool);

fn draw_side_panel(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: MatchView,
    players: Res<Seats>,
    turn: Res<crate::game::Turn>,
    log: Res<ActionLog>,
    hint: Res<HintState>,
    settings: Res<UserSettings>,
    lang: Res<Lang>,
    device: Res<crate::ui::gamepad::InputDevice>,
    mut unfolded: ResMut<LogUnfolded>,
    mut out: SidePanelRequests,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let match_state = view.match_state;
    let compact = crate::ui::style::compact(ctx);
    let folded = compact && !unfolded.0;
    let mut fold = None;
    // In a lesson the lesson's band says what to find, and in a puzzle the hint would give
    // the answer away: the search's hint is not asked.
    let hint_for = turn.acting_now().filter(|_| {
        match_state.match_phase == MatchPhase::Playing && view.kind.lesson().is_none() && view.kind.puzzle().is_none()
    });
    let answers = hint.for_step(match_state.steps);
    let hint_tip = tr!(lang, "hint-tip", level = terms::bot_level(&lang, crate::ai::BotLevel::Hard));
    // The hint's answer, or that the search is thinking.
    let hint_answer = |ui: &mut egui::Ui| match answers {
        Some(entries) => {
            let heading = tr!(lang, "hint-heading", level = terms::bot_level(&lang, crate::ai::BotLevel::Hard));
            ui.label(RichText::new(heading).strong());
            for (i, e) in entries.iter().take(3).enumerate() {
                // How sure the estimate is, where it is not (5 points or more either way).
                let margin = (100.0 * e.margin()).round() as i64;
                let text = tr!(
                    lang,
                    if margin >= 5 { "hint-entry-margin" } else { "hint-entry" },
                    action = terms::action(&lang, &e.action),
                    percent = (100.0 * e.win_chance).round() as i64,
                    margin = margin
                );
                ui.label(if i == 0 { RichText::new(text).strong() } else { RichText::new(text) });
            }
        }
        None if hint.thinking() => {
            ui.label(RichText::new(lang.get("thinking")).italics());
        }
        None => {}
    };
    let hint_asked = answers.is_some() || hint.thinking();
    // The buttons first, so that no amount of log or tracker pushes them off screen; the
    // Hint button among them on a compact screen, below them otherwise.
    let mut buttons = |ui: &mut egui::Ui| {
        // One row on a compact screen (short words; a wrapped row would grow over the
        // score), wrapped in the side panel.
        let row = |ui: &mut egui::Ui, add: &mut dyn FnMut(&mut egui::Ui)| {
            if compact { ui.horizontal(|ui| add(ui)) } else { ui.horizontal_wrapped(|ui| add(ui)) }
        };
        row(ui, &mut |ui: &mut egui::Ui| {
            // Compact, the key is said on hover only.
            let keys = lang.get(if device.gamepad { "menu-button-pad" } else { "menu-button" });
            let menu =
                if compact { ui.button(lang.get("menu-button-short")).on_hover_text(keys) } else { ui.button(keys) };
            if menu.clicked() {
                out.flow.write(FlowRequest::TogglePause);
            }
            let human = turn.role.has_player().then(|| turn.role.home_side());
            if settings.undo_allowed(&players)
                && let Some(side) = human
            {
                // Only what can be taken back without showing a card one would not know.
                let can = match_state.takeback[side.index()] && match_state.match_phase == MatchPhase::Playing;
                let why = lang.get("undo-nothing");
                if ui.add_enabled(can, egui::Button::new(lang.get("undo"))).on_disabled_hover_text(why).clicked() {
                    out.match_requests.write(MatchRequest::Undo { side });
                }
            }
            // A toggle: lit while the log is open over the piste.
            if compact && ui.add(egui::Button::new(lang.get("log-toggle")).selected(!folded)).clicked() {
                fold = Some(folded);
            }
            if let Some(side) = hint_for
                && !hint_asked
                && ui.button(lang.get("hint")).on_hover_text(&hint_tip).clicked()
            {
                out.hints.write(HintRequested { side });
            }
        });
    };
    // The tracker, the round and the level, and the log, scrolling together in what the
    // panel leaves (the newest line in view).
    let log_contents = |ui: &mut egui::Ui| {
        egui::ScrollArea::vertical().auto_shrink([false, false]).stick_to_bottom(true).show(ui, |ui| {
            // R2.4: a memory aid of the cards played, from the viewer's own view; nothing
            // under the hot-seat curtain. It unfolds on a click (and is open in a puzzle,
            // whose round the solver did not see played).
            if match_state.rules.played_cards_tracker
                && let Some(side) = turn.shown
            {
                let open = view.kind.puzzle().is_some();
                egui::CollapsingHeader::new(lang.get("cards-played")).default_open(open).show(ui, |ui| {
                    crate::ui::widgets::tracker_ui(ui, &lang, &view.observation(side));
                });
                ui.separator();
            }
            // The round and the level live here, so that the score bar keeps to the score
            // and whose turn it is in a narrow window: on one line where they fit.
            let round = tr!(lang, "round-number", round = match_state.round_number);
            let rules = tr!(lang, "level-rules", level = terms::level(&lang, match_state.rules.level));
            ui.horizontal_wrapped(|ui| {
                let size = if compact { 18.0 } else { 21.0 };
                ui.label(RichText::new(round).font(crate::ui::style::figures_heading_font(size)));
                ui.label(RichText::new(rules).color(crate::ui::style::palette::WEAK));
            });
            log_ui(ui, &log.lines, log.newest());
        });
    };
    if compact {
        // The buttons at the right end of the score bar's second row (which leaves their
        // width of last frame for them, `PanelLayout::side_buttons`, and says the newest
        // move); the log itself a click away, over the view of the piste as the panels
        // left it last frame.
        let at = layout.free.right_top() + egui::vec2(-6.0, -3.0);
        let shown =
            egui::Area::new("side buttons".into()).pivot(egui::Align2::RIGHT_BOTTOM).fixed_pos(at).show(ctx, |ui| {
                ui.set_max_width(layout.free.width() * 0.6);
                buttons(ui);
            });
        layout.side_buttons = shown.response.rect.width();
        let piste = if layout.piste.is_positive() { layout.piste } else { layout.free };
        if !folded {
            // Unfolded, the log lies over the right of the view of the piste: the hand and
            // the score keep their room.
            let at = piste.right_top() + egui::vec2(-6.0, 6.0);
            egui::Area::new("log over the piste".into()).pivot(egui::Align2::RIGHT_TOP).fixed_pos(at).show(ctx, |ui| {
                egui::Frame::window(ui.style()).inner_margin(8.0).show(ui, |ui| {
                    ui.set_width(260.0f32.min(piste.width() - 24.0));
                    ui.set_max_height((piste.height() - 40.0).max(60.0));
                    log_contents(ui);
                });
            });
        }
    } else {
        // A card over the top-right corner of the view of the piste (below the score bar
        // and any band, as the panels left it last frame), as tall as its contents up to
        // half the view, the log scrolling inside: the hall shows around it, the piste
        // and the fencers have the window's whole width, and the camera keeps the
        // fencers out from under it (`PanelLayout::corner`).
        let piste = if layout.piste.is_positive() { layout.piste } else { layout.free };
        let at = piste.right_top() + egui::vec2(-8.0, 8.0);
        // Of one height, whatever the log holds, so that the camera's framing stays put.
        let tall = piste.height() * CORNER_SHARE - 20.0;
        let shown = egui::Area::new("side panel".into())
            .pivot(egui::Align2::RIGHT_TOP)
            .fixed_pos(at)
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                let fill = ui.style().visuals.window_fill.gamma_multiply(0.92);
                egui::Frame::window(ui.style()).fill(fill).inner_margin(10.0).show(ui, |ui| {
                    ui.set_width(SIDE_WIDTH.min(piste.width() * 0.4));
                    ui.set_height(tall);
                    ui.set_max_height(tall);
                    buttons(ui);
                    ui.separator();
                    log_contents(ui);
                });
            });
        layout.corner = shown.response.rect;
        layout.side_buttons = 0.0;
    }
    // The hint's answer in the top left corner of the view of the piste, on every screen.
    if hint_for.is_some() && hint_asked && match_state.match_phase == MatchPhase::Playing {
        let piste = if layout.piste.is_positive() { layout.piste } else { layout.free };
        let at = piste.left_top() + egui::vec2(6.0, 6.0);
        egui::Area::new("hint answer".into()).fixed_pos(at).interactable(false).show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_black_alpha(150))
                .corner_radius(4)
                .inner_margin(egui::Margin::symmetric(6, 3))
                .show(ui, |ui| {
                    ui.set_max_width((piste.width() * 0.45).max(160.0));
                    if compact {
                        ui.style_mut().override_text_style = Some(egui::TextStyle::Small);
                    }
                    hint_answer(ui);
                });
        });
    }
    if let Some(was_folded) = fold {
        unfolded.0 = was_folded;
    }
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
    app.init_resource::<LogUnfolded>().add_systems(EguiPrimaryContextPass, draw_side_panel.in_set(PanelSet::Side));
}
