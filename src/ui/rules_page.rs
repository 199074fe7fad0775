//! The rules menu: the rules of the level set up for the next match, with tabs to read the
//! other levels' rules. Reading changes nothing: the next match keeps its rules.

use super::layers::ModalLayer;
use super::rules_form::with_level;
use super::style::centred_window;
use crate::game::flow::{FlowRequest, MatchSetup};
use crate::game::screens::Menu;
use crate::rules::Level;
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The level whose rules are shown; set to the next match's level when the menu opens.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RulesPage(pub Level);

fn open_page(setup: Res<MatchSetup>, mut page: ResMut<RulesPage>) {
    page.0 = setup.rules.level;
}

fn draw_rules(
    mut contexts: EguiContexts,
    setup: Res<MatchSetup>,
    mut page: ResMut<RulesPage>,
    mut flow: MessageWriter<FlowRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.viewport_rect().height();
    centred_window("Rules").min_width(720.0).show(ctx, |ui| {
        ui.horizontal(|ui| {
            ui.label("Level:");
            for l in Level::ALL {
                ui.selectable_value(&mut page.0, l, l.name());
            }
        });
        let shown = with_level(setup.rules, page.0);
        ui.separator();
        egui::ScrollArea::vertical().max_height(height * 0.65).show(ui, |ui| {
            super::files::rules_ui(ui, &shown);
        });
        if ui.button("Back").clicked() {
            flow.write(FlowRequest::CloseMenu);
        }
    });
    Ok(())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<RulesPage>()
        .add_systems(OnEnter(Menu::Rules), open_page)
        .add_systems(EguiPrimaryContextPass, draw_rules.in_set(ModalLayer::Menus).run_if(in_state(Menu::Rules)));
}
