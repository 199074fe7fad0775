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

/// A fixed window in the middle of the screen.
pub fn centred_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).collapsible(false).resizable(false)
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
