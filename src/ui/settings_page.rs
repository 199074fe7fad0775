//! The settings menu: the settings form ([`super::files::settings_ui`]); every change is
//! saved at once by the game.

use super::layers::ModalLayer;
use super::style::centred_window;
use crate::game::flow::FlowRequest;
use crate::game::screens::Menu;
use crate::game::storage::UserSettings;
use crate::lang::Lang;
use bevy::prelude::*;
use bevy_egui::egui::RichText;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_settings(
    mut contexts: EguiContexts,
    mut settings: ResMut<UserSettings>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
    windows: Query<&bevy::window::Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    // How far the window lets the chosen scale go (`style::scaled_zoom`).
    let limit = windows.single().ok().and_then(|w| {
        let (zoom, limited) = super::style::scaled_zoom(w.width(), w.height(), settings.ui_scale);
        let base = super::style::zoom_for(w.width(), w.height());
        limited.then(|| (100.0 * zoom / base).round() as u16)
    });
    let ctx = contexts.ctx_mut()?;
    centred_window(&lang.get("menu-settings")).min_width(520.0).show(ctx, |ui| {
        // Written through only when something changed, so the settings are not marked
        // changed (and saved) every frame.
        let mut s = settings.0.clone();
        if super::files::settings_ui(ui, &lang, &mut s, limit) {
            settings.0 = s;
        }
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
