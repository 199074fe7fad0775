//! Between rounds: who won the round and why, the score, and both hands as cards (shown to
//! both players once the round is over), in a band above the piste so that the final
//! positions and the hit stay in view below it.

use super::hud::hand::small_card;
use super::hud::layout::{PanelLayout, PanelSet, result_band};
use super::style::{band_button, side_colour};
use super::words::{Names, round_result};
use crate::game::analysis::{AnalyseRound, TryFromDecision};
use crate::game::flow::FlowRequest;
use crate::game::screens::{Menu, Stage};
use crate::game::{MatchView, Seats};
use crate::lang::{Lang, terms};
use crate::rules::Side;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// `side`'s hand at the end of a round: its name, then its cards `h` points high.
fn one_hand(ui: &mut egui::Ui, lang: &Lang, view: &crate::game::TableView, players: &Seats, side: Side, h: f32) {
    ui.label(RichText::new(super::words::whose_hand(lang, players, side)).color(side_colour(side)));
    let cards = view.hand(side).to_vec();
    if cards.is_empty() {
        ui.label(RichText::new(lang.get("no-cards")).italics());
    }
    for c in cards {
        small_card(ui, c, h);
    }
}

/// Both hands at the end of a round, one row of small cards each, named.
pub fn hands_at_the_end(ui: &mut egui::Ui, lang: &Lang, view: &crate::game::TableView, players: &Seats) {
    for side in Side::BOTH {
        ui.horizontal(|ui| one_hand(ui, lang, view, players, side, 34.0));
    }
}

/// Both hands at the end of a round on one row (wrapping where it must), named: the
/// compact screen's form of [`hands_at_the_end`].
pub fn hands_in_a_row(ui: &mut egui::Ui, lang: &Lang, view: &crate::game::TableView, players: &Seats) {
    for side in Side::BOTH {
        one_hand(ui, lang, view, players, side, 22.0);
        ui.add_space(14.0);
    }
}

/// Below this width (in points) the band has no room for a third column.
pub(crate) const NARROW_BAND: f32 = 1150.0;

/// The sizes of a result band's heading and lines, in points: smaller on a compact screen.
pub(crate) fn band_sizes(ui: &egui::Ui) -> (f32, f32) {
    if super::style::compact(ui.ctx()) { (21.0, 15.0) } else { (28.0, 18.0) }
}

fn draw_round_over(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: MatchView,
    players: Res<Seats>,
    mut flow: MessageWriter<FlowRequest>,
    mut analyse: MessageWriter<AnalyseRound>,
    mut try_again: MessageWriter<TryFromDecision>,
    lang: Res<Lang>,
    device: Res<crate::ui::gamepad::InputDevice>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let Some(ending) = view.match_state.ending else { return Ok(()) };
    let result = ending.result;
    let round = view.match_state.round_number;
    // A practice's round is said to be one, with the score of the match it came from.
    let practice = view.kind.practice();
    let heading = match (result.winner(), practice) {
        (Some(w), None) => tr!(
            lang,
            "round-won",
            who = terms::shown_name(&lang, &players, w),
            person = terms::person(&players, w),
            round = round
        ),
        (Some(w), Some(_)) => {
            tr!(lang, "practice-won", who = terms::shown_name(&lang, &players, w), person = terms::person(&players, w))
        }
        (None, None) => tr!(lang, "round-drawn", round = round),
        (None, Some(_)) => lang.get("practice-drawn"),
    };
    let score = match practice {
        Some(p) => {
            let [left, right] = p.back_to.scores();
            tr!(lang, "practice-over", left = left, right = right)
        }
        None => tr!(lang, "score", left = view.scores[0], right = view.scores[1]),
    };
    let why = round_result(&lang, &ending, &Names::of(&lang, &players.0));
    result_band(ctx, "round over", &mut layout, super::style::compact(ctx), |ui| {
        // In a narrow window the button goes under the result instead of a third column
        // that would not fit.
        let narrow = ui.available_width() < NARROW_BAND;
        let (heading_size, size) = band_sizes(ui);
        let mut next = |ui: &mut egui::Ui| {
            if let Some(p) = practice {
                // A practice position is one round; the match it came from waits beside it.
                if super::style::first_focus(band_button(ui, &lang.get("back-to-match"))).clicked() {
                    flow.write(FlowRequest::BackToMatch);
                }
                // The same position again, its hidden cards dealt anew.
                let again = band_button(ui, &lang.get("try-again")).on_hover_text(lang.get("try-again-tip"));
                if again.clicked() {
                    try_again.write(TryFromDecision { step: 0, side: p.side });
                }
            } else {
                let next = band_button(ui, &lang.get(if device.gamepad { "next-round-pad" } else { "next-round" }));
                if super::style::first_focus_of_a_keyed_button(next).clicked() {
                    flow.write(FlowRequest::NextRound);
                }
            }
            if band_button(ui, &lang.get("analyse-round")).clicked() {
                analyse.write(AnalyseRound { round });
            }
        };
        let colour = result.winner().map(side_colour).unwrap_or(egui::Color32::WHITE);
        let heading = RichText::new(heading).font(super::style::figures_heading_font(heading_size)).color(colour);
        if super::style::compact(ui.ctx()) {
            // Three short rows, so that the piste stays in view below: the result with the
            // buttons, how the round ended, both hands on one row (the score bar says the
            // score; the hand panel is put away, `hud::hand`).
            ui.vertical(|ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(heading);
                    ui.add_space(8.0);
                    next(ui);
                });
                ui.label(RichText::new(why).size(size));
                if practice.is_some() {
                    ui.label(RichText::new(&score).size(size).color(super::style::palette::GOLD));
                }
                ui.horizontal_wrapped(|ui| hands_in_a_row(ui, &lang, &view, &players));
            });
            return;
        }
        ui.vertical(|ui| {
            ui.label(heading);
            ui.label(RichText::new(why).size(size));
            ui.label(RichText::new(&score).size(size + 2.0));
            if narrow {
                ui.horizontal_wrapped(|ui| next(ui));
            }
        });
        ui.add_space(18.0);
        ui.vertical(|ui| hands_at_the_end(ui, &lang, &view, &players));
        if !narrow {
            ui.add_space(18.0);
            ui.vertical(|ui| {
                ui.add_space(14.0);
                next(ui);
            });
        }
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_round_over.in_set(PanelSet::Summary).run_if(
            in_state(Stage::RoundOver)
                .and_then(in_state(Menu::None))
                // A lesson's end is told by the lesson's band.
                .and_then(not(crate::game::tutorial::in_lesson))
                // Once the piste has shown the touch.
                .and_then(crate::game::ai_driver::round_end_shown),
        ),
    );
}
