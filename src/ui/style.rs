//! The look of the panels: text sizes and spacing, the side colours, and the shapes every
//! screen shares (big buttons, centred windows).

use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, Align2, Color32, RichText};

/// Side colours: the silver left fencer and the bronze right one.
pub fn side_colour(side: Side) -> Color32 {
    match side {
        Side::Left => Color32::from_rgb(220, 225, 235),
        Side::Right => Color32::from_rgb(214, 150, 80),
    }
}

/// A wide button of the title and pause menus.
pub fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized([260.0, 44.0], egui::Button::new(RichText::new(text).size(21.0)))
}

/// A button of the result bands above the piste (narrower than [`big_button`]).
pub fn band_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized([200.0, 40.0], egui::Button::new(RichText::new(text).size(19.0)))
}

/// A fixed window in the middle of the screen.
pub fn centred_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).collapsible(false).resizable(false)
}

/// The panels' zoom for a window of `w` × `h` logical pixels: 1.0 up to 1280 × 720, then
/// growing with the window (1.5 at 1920 × 1080) up to 2.0, so that the panels keep their
/// share of a large window.
pub fn zoom_for(w: f32, h: f32) -> f32 {
    (w / 1280.0).min(h / 720.0).clamp(1.0, 2.0)
}

/// The panels follow the window's size ([`zoom_for`]).
pub fn scale_with_window(
    mut contexts: EguiContexts,
    windows: Query<&bevy::window::Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    let Ok(w) = windows.single() else { return Ok(()) };
    let want = zoom_for(w.width(), w.height());
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - want).abs() > 0.01 {
        ctx.set_zoom_factor(want);
    }
    Ok(())
}

/// Sets a readable style once: larger text, comfortable spacing.
pub fn set_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily, FontId, TextStyle};
        style.text_styles = [
            (TextStyle::Heading, FontId::new(26.0, FontFamily::Proportional)),
            (TextStyle::Body, FontId::new(17.0, FontFamily::Proportional)),
            (TextStyle::Button, FontId::new(17.0, FontFamily::Proportional)),
            (TextStyle::Small, FontId::new(13.0, FontFamily::Proportional)),
            (TextStyle::Monospace, FontId::new(15.0, FontFamily::Monospace)),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
    });
    *done = true;
    Ok(())
}
