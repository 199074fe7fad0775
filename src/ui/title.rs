//! The title screen: Continue (the match in progress, or the autosave after a restart),
//! New match, Learn to play (the tutorial), the menus, Replays and Quit.

use super::layers::ModalLayer;
use super::style::big_button;
use crate::game::MatchView;
use crate::game::flow::{FlowRequest, LessonMatch};
use crate::game::screens::{Menu, Screen};
use crate::game::storage::AutosaveExists;
use crate::lang::Lang;
use crate::rules::MatchPhase;
use crate::scene::camera::PanelInsets;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_title(
    mut contexts: EguiContexts,
    table: MatchView,
    saved: Res<AutosaveExists>,
    lesson_match: Res<LessonMatch>,
    mut flow: MessageWriter<FlowRequest>,
    mut exit: MessageWriter<AppExit>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A lesson's match is not one to continue.
    let live = !lesson_match.0 && table.get().is_some_and(|t| !matches!(t.bout.match_phase, MatchPhase::Over { .. }));
    egui::Area::new("title".into()).anchor(Align2::CENTER_CENTER, [0.0, -20.0]).show(ctx, |ui| {
        egui::Frame::window(ui.style()).inner_margin(28.0).show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(RichText::new("En Garde").size(56.0).strong());
                ui.label(RichText::new(lang.get("title-subtitle")).size(18.0).italics());
                ui.add_space(18.0);
                if (live || saved.0) && super::style::first_focus(big_button(ui, &lang.get("continue"))).clicked() {
                    flow.write(FlowRequest::Continue);
                }
                if super::style::first_focus(big_button(ui, &lang.get("new-match"))).clicked() {
                    flow.write(FlowRequest::OpenSetup);
                }
                if big_button(ui, &lang.get("learn-to-play")).clicked() {
                    flow.write(FlowRequest::OpenMenu(Menu::Lessons));
                }
                for (label, menu) in [
                    ("menu-rules", Menu::Rules),
                    ("menu-settings", Menu::Settings),
                    ("menu-statistics", Menu::Statistics),
                ] {
                    if big_button(ui, &lang.get(label)).clicked() {
                        flow.write(FlowRequest::OpenMenu(menu));
                    }
                }
                if big_button(ui, &lang.get("replays")).clicked() {
                    flow.write(FlowRequest::OpenReplays);
                }
                if big_button(ui, &lang.get("quit")).clicked() {
                    exit.write(AppExit::Success);
                }
            });
        });
    });
    Ok(())
}

/// Off the match screen no panel covers the piste: the camera frames the whole window.
fn clear_insets(mut insets: ResMut<PanelInsets>) {
    insets.set_if_neq(PanelInsets::default());
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), clear_insets)
        .add_systems(OnEnter(Screen::Setup), clear_insets)
        .add_systems(
            EguiPrimaryContextPass,
            draw_title.in_set(ModalLayer::Screens).run_if(in_state(Screen::Title).and_then(in_state(Menu::None))),
        );
}
