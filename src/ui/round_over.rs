//! The window between rounds: who won the round and why, the score, and both hands (shown
//! to both players once the round is over).

use super::layers::ModalLayer;
use super::style::{big_button, centred_window, side_colour};
use super::words::round_result;
use crate::game::flow::FlowRequest;
use crate::game::screens::{Menu, Stage};
use crate::game::{MatchView, Seats};
use crate::rules::Side;
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
    let Some(ending) = view.bout.ending else { return Ok(()) };
    let result = ending.result;
    let round = view.bout.round_number;
    let heading = match result.winner() {
        Some(w) => format!("{} wins round {round}", players.get(w).display_name()),
        None => format!("Round {round} is drawn"),
    };
    let why = round_result(&ending);
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

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_round_over.in_set(ModalLayer::Menus).run_if(in_state(Stage::RoundOver).and_then(in_state(Menu::None))),
    );
}
