//! The short message at the top of the screen for a few seconds: why an action is not
//! allowed.

use super::layers::ModalLayer;
use super::log::Toast;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

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
    app.add_systems(EguiPrimaryContextPass, draw_toast.in_set(ModalLayer::Notices));
}
