//! The pause menu over a match: resume, back to the match (from a practice position), the
//! rules, the settings, quit to the title.

use super::layers::ModalLayer;
use super::style::{big_button, centred_window};
use crate::game::flow::FlowRequest;
use crate::game::screens::Menu;
use crate::lang::Lang;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_pause(
    mut contexts: EguiContexts,
    table: crate::game::MatchView,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let practice = table.kind().is_some_and(|k| k.practice().is_some());
    centred_window(ctx, &lang.get("paused"), 0.0).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            if super::style::window_focus(big_button(ui, &lang.get("resume"))).clicked() {
                flow.write(FlowRequest::TogglePause);
            }
            // A practice position leads back to its match from here too.
            if practice && big_button(ui, &lang.get("back-to-match")).clicked() {
                flow.write(FlowRequest::BackToMatch);
            }
            if big_button(ui, &lang.get("menu-rules")).clicked() {
                flow.write(FlowRequest::OpenMenu(Menu::Rules));
            }
            if big_button(ui, &lang.get("menu-settings")).clicked() {
                flow.write(FlowRequest::OpenMenu(Menu::Settings));
            }
            if big_button(ui, &lang.get("quit-to-title")).clicked() {
                flow.write(FlowRequest::ToTitle);
            }
        });
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_pause.in_set(ModalLayer::Menus).run_if(in_state(Menu::Pause)));
}
