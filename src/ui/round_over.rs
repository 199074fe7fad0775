//! The windows between rounds and at the end: who won the round and why (with both hands,
//! shown to both players once the round is over), and who won the match.

use super::layers::ModalLayer;
use super::style::{big_button, centred_window, side_colour};
use super::words::round_result;
use crate::game::flow::FlowRequest;
use crate::game::screens::{Menu, Stage};
use crate::game::{MatchView, Seats};
use crate::rules::{MatchPhase, Phase, Side};
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_round_over(
    mut contexts: EguiContexts,
    table: MatchView,
    players: Res<Seats>,
    mut flow: MessageWriter<FlowRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let Phase::Over(result) = view.bout.phase else { return Ok(()) };
    let round = view.bout.round_number;
    let heading = match result.winner() {
        Some(w) => format!("{} wins round {round}", players.get(w).display_name()),
        None => format!("Round {round} is drawn"),
    };
    let why = round_result(&view);
    centred_window("Round over").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            let colour = result.winner().map(side_colour).unwrap_or(egui::Color32::WHITE);
            ui.label(RichText::new(heading).size(30.0).strong().color(colour));
            ui.label(RichText::new(why).size(20.0));
            ui.label(RichText::new(format!("Score {} – {}", view.scores[0], view.scores[1])).size(22.0));
            ui.label(format!("Hands at the end: Left {} · Right {}", view.hand(Side::Left), view.hand(Side::Right)));
            ui.add_space(8.0);
            if big_button(ui, "Next round (Enter)").clicked() {
                flow.write(FlowRequest::NextRound);
            }
        });
    });
    Ok(())
}

fn draw_match_over(
    mut contexts: EguiContexts,
    table: MatchView,
    players: Res<Seats>,
    mut flow: MessageWriter<FlowRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let MatchPhase::Over { winner } = view.bout.match_phase else { return Ok(()) };
    let why = round_result(&view);
    let name = players.get(winner).display_name();
    centred_window("Match over").show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(RichText::new(format!("{name} wins the match")).size(34.0).strong().color(side_colour(winner)));
            ui.label(RichText::new(format!("{} – {}", view.scores[0], view.scores[1])).size(26.0));
            ui.label(format!("Last round: {why}"));
            ui.add_space(8.0);
            if big_button(ui, "Rematch").clicked() {
                flow.write(FlowRequest::Rematch);
            }
            if big_button(ui, "Title screen").clicked() {
                flow.write(FlowRequest::ToTitle);
            }
        });
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (draw_round_over.run_if(in_state(Stage::RoundOver)), draw_match_over.run_if(in_state(Stage::MatchOver)))
            .in_set(ModalLayer::Menus)
            .run_if(in_state(Menu::None)),
    );
}
