//! Messages for the player on every screen: notices about the player's files (a damaged
//! save set aside, a failed write) until dismissed, and the short toast (a refused
//! action) at the top.

use super::layers::ModalLayer;
use super::log::Toast;
use crate::game::storage::Notices;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_notices(mut contexts: EguiContexts, mut notices: ResMut<Notices>) -> Result {
    if notices.messages.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Please note").anchor(Align2::CENTER_TOP, [0.0, 40.0]).collapsible(false).resizable(false).show(
        ctx,
        |ui| {
            for m in &notices.messages {
                ui.label(m);
            }
            if ui.button("OK").clicked() {
                notices.take();
            }
        },
    );
    Ok(())
}

fn draw_toast(mut contexts: EguiContexts, toast: Res<Toast>, time: Res<Time<Real>>) -> Result {
    if toast.text.is_empty() || time.elapsed_secs_f64() > toast.until {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new("toast".into()).anchor(Align2::CENTER_TOP, [0.0, 60.0]).order(egui::Order::Tooltip).show(
        ctx,
        |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(RichText::new(&toast.text).size(18.0).color(Color32::from_rgb(255, 200, 120)));
            });
        },
    );
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (draw_toast, draw_notices).in_set(ModalLayer::Notices));
}
