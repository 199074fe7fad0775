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
                // As wide as the line, up to 640 points, then wrapped: an anchored area
                // otherwise keeps the width of an earlier frame and wraps every word.
                let colour = Color32::from_rgb(255, 200, 120);
                let font = egui::FontId::proportional(18.0);
                let most = (ctx.content_rect().width() - 80.0).clamp(200.0, 640.0);
                let line = ui.painter().layout_no_wrap(toast.text.clone(), font, colour).size().x;
                ui.set_min_width(line.min(most));
                ui.set_max_width(most);
                ui.label(RichText::new(&toast.text).size(18.0).color(colour));
            });
        },
    );
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_toast.in_set(ModalLayer::Notices));
}
