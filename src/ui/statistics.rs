//! The statistics menu: matches and rounds won and lost, read from the records each time
//! the menu opens.

use super::layers::ModalLayer;
use super::style::centred_window;
use crate::game::flow::FlowRequest;
use crate::game::screens::Menu;
use crate::game::storage::{DataDir, Notice, Notices};
use crate::lang::{Lang, terms};
use crate::persist::Statistics;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The statistics shown, read from the records on opening the menu.
#[derive(Resource, Debug, Default)]
pub struct StatsView(pub Statistics);

fn load_statistics(paths: Res<DataDir>, mut view: ResMut<StatsView>, mut notices: ResMut<Notices>) {
    let (stats, problems) = Statistics::load(&paths);
    view.0 = stats;
    for p in problems {
        notices.push(Notice::Records(p));
    }
}

fn draw_statistics(
    mut contexts: EguiContexts,
    stats: Res<StatsView>,
    settings: Res<crate::game::storage::UserSettings>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = super::style::scroll_room(ctx, 150.0, 0.7);
    // As wide as the screen lets it be: the table's eight columns wrap inside it.
    let width = (ctx.content_rect().width() - 40.0).clamp(320.0, 1100.0);
    centred_window(ctx, &lang.get("menu-statistics"), width).show(ctx, |ui| {
        crate::ui::scrolling::show_scrolling(egui::ScrollArea::vertical().max_height(height), ui, |ui| {
            super::widgets::statistics_ui(ui, &lang, &stats.0);
            ui.separator();
            // Your rating, from your matches against the computer's rated levels.
            let results: Vec<(crate::ai::BotLevel, u32, u32)> = stats
                .0
                .rows
                .iter()
                .filter_map(|r| r.opponent.parse().ok().map(|l| (l, r.tally.matches_won, r.tally.matches_lost)))
                .collect();
            match crate::ai::ladder::performance(&results) {
                Some(elo) => match crate::ai::ladder::next_opponent(elo) {
                    Some(next) => {
                        ui.label(tr!(
                            lang,
                            "stats-rating",
                            elo = elo.round() as i64,
                            fencer = terms::fencer_name(&lang, next),
                            level = terms::bot_level(&lang, next)
                        ));
                    }
                    None => {
                        ui.label(tr!(lang, "stats-rating-top", elo = elo.round() as i64));
                    }
                },
                None => {
                    ui.label(lang.get("stats-no-rating"));
                }
            }
            ui.label(tr!(lang, "stats-hints", hints = settings.hints_asked, warnings = settings.coach_warnings));
        });
        if ui.button(lang.get("back")).clicked() {
            flow.write(FlowRequest::CloseMenu);
        }
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<StatsView>().add_systems(OnEnter(Menu::Statistics), load_statistics).add_systems(
        EguiPrimaryContextPass,
        draw_statistics.in_set(ModalLayer::Menus).run_if(in_state(Menu::Statistics)),
    );
}
