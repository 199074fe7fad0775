//! The end of a match: who won it, the final score, how the last round ended, the match
//! in short (each round's winner, the best decision and the biggest swing, from the
//! analysis that runs as the match ends: [`crate::game::summary`]), and Rematch, the
//! analysis of the match or of its last round, or the title screen, in a band above the
//! piste (the winner's salute and the apparatus' final score stay in view below).

use super::hud::layout::{PanelLayout, PanelSet, result_band};
use super::round_over::hands_at_the_end;
use super::style::{band_button, side_colour};
use super::words::{Names, round_result};
use crate::game::flow::FlowRequest;
use crate::game::screens::{Menu, Stage};
use crate::game::summary::{MatchSummary, SummaryState};
use crate::game::{MatchView, Seats};
use crate::lang::Lang;
use crate::rules::MatchPhase;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_match_over(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: MatchView,
    players: Res<Seats>,
    mut flow: MessageWriter<FlowRequest>,
    mut analyse: MessageWriter<crate::game::analysis::AnalyseRound>,
    turn: Res<crate::game::Turn>,
    mut leave: MessageWriter<crate::net::online::OnlineRequest>,
    lang: Res<Lang>,
    summary: Res<MatchSummary>,
    rated: Res<crate::net::client::LastRated>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let MatchPhase::Over { winner } = view.match_state.match_phase else { return Ok(()) };
    let names = Names::of(&lang, &players.0);
    let why = view.match_state.ending.map(|e| round_result(&lang, &e, &names)).unwrap_or_default();
    result_band(ctx, "match over", &mut layout, super::style::compact(ctx), |ui| {
        // In a narrow window the buttons go in a row under the result.
        let narrow = ui.available_width() < super::round_over::NARROW_BAND;
        let (heading_size, size) = super::round_over::band_sizes(ui);
        let mut buttons = |ui: &mut egui::Ui| {
            // A network match is over on the server: a new one is hosted or joined again.
            if turn.online {
                if band_button(ui, &lang.get("title-screen")).clicked() {
                    leave.write(crate::net::online::OnlineRequest::Leave);
                }
                return;
            }
            if super::style::first_focus(band_button(ui, &lang.get("rematch"))).clicked() {
                flow.write(FlowRequest::Rematch);
            }
            // The whole match judged, or its last round (each decision can be tried again
            // from there: Back to the match returns here).
            if band_button(ui, &lang.get("analyse-match")).clicked() {
                analyse.write(crate::game::analysis::AnalyseRound { round: 0 });
            }
            if band_button(ui, &lang.get("analyse-last-round")).clicked() {
                analyse.write(crate::game::analysis::AnalyseRound { round: view.match_state.round_number });
            }
            if band_button(ui, &lang.get("title-screen")).clicked() {
                flow.write(FlowRequest::ToTitle);
            }
        };
        let compact = super::style::compact(ui.ctx());
        ui.vertical(|ui| {
            let heading = tr!(
                lang,
                "match-won",
                who = names.get(winner),
                person = names.person(winner),
                left = view.scores[0],
                right = view.scores[1]
            );
            let font = super::style::figures_heading_font(heading_size + 2.0);
            let heading = RichText::new(heading).font(font).color(side_colour(winner));
            if compact {
                // Three short rows, so that the piste stays in view below (as the round's
                // band does on a compact screen).
                ui.horizontal_wrapped(|ui| {
                    ui.label(heading);
                    ui.add_space(8.0);
                    buttons(ui);
                });
                ui.label(RichText::new(tr!(lang, "last-round", why = why)).size(size));
                ui.horizontal_wrapped(|ui| super::round_over::hands_in_a_row(ui, &lang, &view, &players));
                // The match in short below them, where the band scrolls to it when the
                // screen has no room (the piste keeps its share).
                in_short(ui, &lang, &names, &summary.0, size);
                return;
            }
            ui.label(heading);
            ui.label(RichText::new(tr!(lang, "last-round", why = why)).size(size));
            if turn.online
                && let Some(r) = rated.0
            {
                ui.label(RichText::new(ratings_line(&lang, &names, &r)).size(size));
            }
            hands_at_the_end(ui, &lang, &view, &players);
            in_short(ui, &lang, &names, &summary.0, size);
            if narrow {
                ui.horizontal_wrapped(|ui| buttons(ui));
            }
        });
        if !narrow && !compact {
            ui.add_space(18.0);
            ui.vertical(buttons);
        }
    });
    Ok(())
}

/// The ratings a network match changed, in a line: "Ratings (Advanced): You 1500 → 1662
/// (provisional) · Ann 1500 → 1338 (provisional)".
fn ratings_line(lang: &Lang, names: &Names, rated: &crate::net::protocol::Rated) -> String {
    let one = |side: crate::rules::Side| {
        let c = rated.players[side.index()];
        let id = if c.provisional { "rating-change-provisional" } else { "rating-change" };
        tr!(lang, id, who = names.get(side), before = c.before.round() as i64, after = c.after.round() as i64)
    };
    let changes = crate::rules::Side::BOTH.map(one).join(" · ");
    tr!(lang, "ratings-line", level = crate::lang::terms::level(lang, rated.level), changes = changes)
}

/// The match in short: a chip per round in its winner's colour (the ending in words under
/// the pointer), then the best decision and the biggest swing once the analysis is done.
fn in_short(ui: &mut egui::Ui, lang: &Lang, names: &Names, summary: &SummaryState, size: f32) {
    let small = size * 0.85;
    let percent = |p: f64| (100.0 * p).round() as i64;
    match summary {
        SummaryState::None => {}
        SummaryState::Running(_) => {
            ui.label(RichText::new(lang.get("summary-judging")).size(small).italics());
        }
        SummaryState::Failed(e) => {
            ui.label(RichText::new(tr!(lang, "analysis-failed", why = e.to_string())).size(small));
        }
        SummaryState::Ready(s) => {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(lang.get("summary-rounds")).size(small));
                for (i, ending) in s.rounds.iter().enumerate() {
                    let (who, colour) = match ending.result.winner() {
                        Some(side) => (names.get(side).to_string(), side_colour(side)),
                        None => (lang.get("summary-draw"), super::style::palette::WEAK),
                    };
                    let chip = tr!(lang, "summary-round-chip", round = i + 1, who = who);
                    ui.label(RichText::new(chip).size(small).color(colour))
                        .on_hover_text(round_result(lang, ending, names));
                }
            });
            if let Some(d) = &s.best {
                let line = tr!(
                    lang,
                    "summary-best",
                    round = d.round,
                    who = names.get(d.side),
                    action = crate::lang::terms::action(lang, &d.played),
                    chance = percent(d.chance_after)
                );
                ui.label(RichText::new(line).size(small));
            }
            if let Some(w) = &s.swing {
                let line = tr!(
                    lang,
                    "summary-swing",
                    round = w.after.round,
                    who = names.get(w.after.side),
                    action = crate::lang::terms::action(lang, &w.after.played),
                    from = percent(w.from),
                    to = percent(w.to)
                );
                ui.label(RichText::new(line).size(small));
            }
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    // Read by the band of a network match (the network client sets it); present always.
    app.init_resource::<crate::net::client::LastRated>();
    app.add_systems(
        EguiPrimaryContextPass,
        draw_match_over.in_set(PanelSet::Summary).run_if(
            in_state(Stage::MatchOver)
                .and_then(in_state(Menu::None))
                // A lesson's end is told by the lesson's band.
                .and_then(not(crate::game::tutorial::in_lesson))
                // Once the piste has shown the touch.
                .and_then(crate::game::ai_driver::round_end_shown),
        ),
    );
}
