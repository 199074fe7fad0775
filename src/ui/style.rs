//! The look of the panels: text sizes and spacing, the side colours, and the shapes every
//! screen shares (big buttons, centred windows).

use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

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

/// The panels' look: the game's fonts before each context's first pass, its style, and
/// the zoom that follows the window. Also the look of the measurement's panel yardstick
/// (`--bare-scene --bare-panels`), so that both draw the same text.
pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (set_style, scale_with_window).in_set(super::layers::ModalLayer::Style))
        .add_systems(
            PreUpdate,
            install_fonts
                .after(bevy_egui::EguiPreUpdateSet::InitContexts)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        );
}

/// The frame of the parts of the table the player handles — the hand and the defence:
/// walnut with a gold rim and rounded corners, like the tray the cards lie on.
pub fn table_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(palette::WINDOW)
        .stroke(egui::Stroke::new(2.0, palette::GOLD))
        .corner_radius(10)
        .inner_margin(egui::Margin::symmetric(16, 12))
        .shadow(egui::epaint::Shadow { offset: [0, 4], blur: 14, spread: 0, color: Color32::from_black_alpha(120) })
}

/// The hand's panel as the table's near edge: the [`table_frame`] with rounded top
/// corners, no shadow, across the bottom of the window.
pub fn hand_frame() -> egui::Frame {
    table_frame()
        .corner_radius(egui::CornerRadius { nw: 14, ne: 14, sw: 0, se: 0 })
        .shadow(egui::epaint::Shadow::NONE)
        .inner_margin(egui::Margin::symmetric(14, 6))
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

/// The panels' colours, taken from the scene: walnut panels like the board's wood,
/// cream text like the cards, gold accents like the card frames and the bell guards.
pub mod palette {
    use bevy_egui::egui::Color32;
    /// Panel background (dark walnut).
    pub const PANEL: Color32 = Color32::from_rgb(38, 27, 20);
    /// Window background (a little lighter).
    pub const WINDOW: Color32 = Color32::from_rgb(48, 35, 26);
    /// Text (cream).
    pub const TEXT: Color32 = Color32::from_rgb(243, 234, 216);
    /// Weak text.
    pub const WEAK: Color32 = Color32::from_rgb(196, 182, 160);
    /// Accent (gold).
    pub const GOLD: Color32 = Color32::from_rgb(214, 168, 64);
    /// A button at rest, hovered, pressed.
    pub const BUTTON: Color32 = Color32::from_rgb(86, 58, 38);
    pub const BUTTON_HOVER: Color32 = Color32::from_rgb(118, 80, 50);
    pub const BUTTON_ACTIVE: Color32 = Color32::from_rgb(150, 104, 56);
    /// The red of the centre space.
    pub const RED: Color32 = Color32::from_rgb(190, 40, 36);
}

/// The game's fonts (`assets/fonts/`, SIL Open Font License): Cabin for text, EB Garamond
/// for headings and card values; egui's own fonts stay behind them for symbols.
fn fonts() -> egui::FontDefinitions {
    use egui::{FontData, FontFamily};
    use std::sync::Arc;
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "cabin".into(),
        Arc::new(FontData::from_static(include_bytes!("../../assets/fonts/Cabin-Regular.otf"))),
    );
    fonts.font_data.insert(
        "garamond".into(),
        Arc::new(FontData::from_static(include_bytes!("../../assets/fonts/EBGaramond12-Regular.otf"))),
    );
    let fallback = fonts.families.get(&FontFamily::Proportional).cloned().unwrap_or_default();
    fonts
        .families
        .insert(FontFamily::Proportional, std::iter::once("cabin".to_string()).chain(fallback.clone()).collect());
    fonts.families.insert(
        FontFamily::Name(HEADING.into()),
        ["garamond".to_string(), "cabin".to_string()].into_iter().chain(fallback).collect(),
    );
    fonts
}

/// Gives each new egui context the game's fonts before its first pass (egui takes new
/// fonts at the start of a pass, and every panel may ask for the heading family).
pub fn install_fonts(mut contexts: Query<&mut bevy_egui::EguiContext, Added<bevy_egui::EguiContext>>) {
    for mut ctx in &mut contexts {
        ctx.get_mut().set_fonts(fonts());
    }
}

/// The font family of headings and card values.
pub const HEADING: &str = "heading";

/// A heading font of `size` points.
pub fn heading_font(size: f32) -> egui::FontId {
    egui::FontId::new(size, egui::FontFamily::Name(HEADING.into()))
}

/// Sets the game's look once: its fonts, larger text, comfortable spacing, the palette.
pub fn set_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily, FontId, Stroke, TextStyle};
        style.text_styles = [
            (TextStyle::Heading, FontId::new(30.0, FontFamily::Name(HEADING.into()))),
            (TextStyle::Body, FontId::new(17.0, FontFamily::Proportional)),
            (TextStyle::Button, FontId::new(17.0, FontFamily::Proportional)),
            (TextStyle::Small, FontId::new(13.0, FontFamily::Proportional)),
            (TextStyle::Monospace, FontId::new(15.0, FontFamily::Monospace)),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
        let v = &mut style.visuals;
        *v = egui::Visuals::dark();
        v.panel_fill = palette::PANEL;
        v.window_fill = palette::WINDOW;
        v.window_stroke = Stroke::new(1.5, palette::GOLD.gamma_multiply(0.6));
        v.window_corner_radius = egui::CornerRadius::same(10);
        v.extreme_bg_color = egui::Color32::from_rgb(26, 18, 13);
        v.faint_bg_color = egui::Color32::from_rgb(44, 32, 24);
        v.override_text_color = Some(palette::TEXT);
        v.hyperlink_color = palette::GOLD;
        v.selection.bg_fill = palette::GOLD.gamma_multiply(0.5);
        v.selection.stroke = Stroke::new(1.5, palette::GOLD);
        let w = &mut v.widgets;
        w.noninteractive.bg_stroke = Stroke::new(1.0, palette::GOLD.gamma_multiply(0.35));
        w.noninteractive.fg_stroke = Stroke::new(1.0, palette::TEXT);
        for (state, fill) in [
            (&mut w.inactive, palette::BUTTON),
            (&mut w.hovered, palette::BUTTON_HOVER),
            (&mut w.active, palette::BUTTON_ACTIVE),
            (&mut w.open, palette::BUTTON_HOVER),
        ] {
            state.bg_fill = fill;
            state.weak_bg_fill = fill;
            state.corner_radius = egui::CornerRadius::same(6);
        }
        w.inactive.bg_stroke = Stroke::new(1.0, palette::GOLD.gamma_multiply(0.45));
        w.hovered.bg_stroke = Stroke::new(1.5, palette::GOLD);
        w.active.bg_stroke = Stroke::new(2.0, palette::GOLD);
    });
    *done = true;
    Ok(())
}
