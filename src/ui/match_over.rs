//! The window at the end of a match: who won it, the final score, how the last round
//! ended, and Rematch or the title screen.

use super::layers::ModalLayer;
use super::style::{big_button, centred_window, side_colour};
use super::words::round_result;
use crate::game::flow::FlowRequest;
use crate::game::screens::{Menu, Stage};
use crate::game::{MatchView, Seats};
use crate::rules::MatchPhase;
use bevy::prelude::*;
use bevy_egui::egui::RichText;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_match_over(
    mut contexts: EguiContexts,
    table: MatchView,
    players: Res<Seats>,
    mut flow: MessageWriter<FlowRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let MatchPhase::Over { winner } = view.bout.match_phase else { return Ok(()) };
    let why = view.bout.ending.map(|e| round_result(&e)).unwrap_or_default();
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
        draw_match_over.in_set(ModalLayer::Menus).run_if(in_state(Stage::MatchOver).and_then(in_state(Menu::None))),
    );
}
