//! Notices about the player's files on every screen (a damaged save set aside, a failed
//! write), until dismissed.

use super::layers::ModalLayer;
use crate::game::storage::Notices;
use crate::lang::Lang;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_notices(mut contexts: EguiContexts, mut notices: ResMut<Notices>, lang: Res<Lang>) -> Result {
    if notices.messages.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(lang.get("please-note"))
        .order(egui::Order::Foreground)
        .anchor(Align2::CENTER_TOP, [0.0, 40.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            // Put into words now, so that a change of language changes them too.
            for n in &notices.messages {
                ui.label(n.text(&lang));
            }
            if ui.button(lang.get("ok")).clicked() {
                notices.take();
            }
        });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_notices.in_set(ModalLayer::Notices));
}
