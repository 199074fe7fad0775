//! The rules menu: the rules of the match being played (or, off the match screen, of the
//! level set up for the next match), with tabs to read the other levels' rules. Reading
//! changes nothing: every match keeps its rules.

use super::layers::ModalLayer;
use super::style::centred_window;
use crate::game::MatchView;
use crate::game::flow::{FlowRequest, MatchSetup};
use crate::game::screens::{Menu, Screen};
use crate::lang::{Lang, terms};
use crate::rules::{Level, RuleSet};
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The level whose rules are shown; set to the match's (or the set-up's) level when the
/// menu opens.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RulesPage(pub Level);

/// The rules the menu starts from: the live match's on the match screen, else the set-up's.
fn rules_in_view(screen: &Screen, table: &MatchView, setup: &MatchSetup) -> RuleSet {
    match (screen, table.get()) {
        (Screen::Match, Some(t)) => t.match_state.rules,
        _ => setup.rules,
    }
}

fn open_page(screen: Res<State<Screen>>, table: MatchView, setup: Res<MatchSetup>, mut page: ResMut<RulesPage>) {
    page.0 = rules_in_view(screen.get(), &table, &setup).level;
}

fn draw_rules(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    table: MatchView,
    setup: Res<MatchSetup>,
    mut page: ResMut<RulesPage>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = super::style::scroll_room(ctx, 170.0, 0.65);
    centred_window(ctx, &lang.get("menu-rules"), 720.0).show(ctx, |ui| {
        ui.horizontal(|ui| {
            ui.label(lang.get("rules-level"));
            for l in Level::ALL {
                ui.selectable_value(&mut page.0, l, terms::level(&lang, l));
            }
        });
        let shown = rules_in_view(screen.get(), &table, &setup).with_level(page.0);
        ui.separator();
        crate::ui::scrolling::show_scrolling(egui::ScrollArea::vertical().max_height(height), ui, |ui| {
            super::widgets::rules_ui(ui, &lang, &shown);
        });
        if ui.button(lang.get("back")).clicked() {
            flow.write(FlowRequest::CloseMenu);
        }
    });
    Ok(())
}

/// The rules menu and the page it shows.
pub fn plugin(app: &mut App) {
    app.init_resource::<RulesPage>()
        .add_systems(OnEnter(Menu::Rules), open_page)
        .add_systems(EguiPrimaryContextPass, draw_rules.in_set(ModalLayer::Menus).run_if(in_state(Menu::Rules)));
}
