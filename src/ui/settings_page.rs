//! The settings menu: the settings form ([`super::widgets::settings_ui`]); every change is
//! saved at once by the game.

use super::layers::ModalLayer;
use super::style::centred_window;
use crate::game::flow::FlowRequest;
use crate::game::screens::Menu;
use crate::game::storage::UserSettings;
use crate::lang::Lang;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_settings(
    mut contexts: EguiContexts,
    mut settings: ResMut<UserSettings>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
    windows: Query<&bevy::window::Window, With<bevy::window::PrimaryWindow>>,
    overrides: Res<crate::game::prefs::Overrides>,
) -> Result {
    // How far the window lets the chosen scale go (`style::scaled_zoom`).
    let limit = windows.single().ok().and_then(|w| {
        let (zoom, limited) = super::style::scaled_zoom(w.width(), w.height(), settings.ui_scale);
        let base = super::style::zoom_for(w.width(), w.height());
        limited.then(|| (100.0 * zoom / base).round() as u16)
    });
    let ctx = contexts.ctx_mut()?;
    // The rows scroll where the window is too short for them; the Back button stays. The
    // window is never wider than the screen (long check-box texts wrap).
    let screen = ctx.content_rect();
    let room = super::style::scroll_room(ctx, 170.0, 1.0);
    let width = (screen.width() - 40.0).clamp(320.0, 760.0);
    centred_window(ctx, &lang.get("menu-settings"), 520.0).max_width(width).show(ctx, |ui| {
        // Written through only when something changed, so the settings are not marked
        // changed (and saved) every frame.
        let mut s = settings.0.clone();
        let area = egui::ScrollArea::vertical().max_height(room);
        let changed = crate::ui::scrolling::show_scrolling(area, ui, |ui| {
            super::widgets::settings_ui(ui, &lang, &mut s, limit, overrides.language)
        })
        .inner;
        if changed {
            settings.0 = s;
        }
        ui.separator();
        ui.label(RichText::new(lang.get("settings-saved-at-once")).small().italics());
        if ui.button(lang.get("back")).clicked() {
            flow.write(FlowRequest::CloseMenu);
        }
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_settings.in_set(ModalLayer::Menus).run_if(in_state(Menu::Settings)));
}
