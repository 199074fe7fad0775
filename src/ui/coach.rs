//! The coach's warning (`game::coach`): the blunder held back, why, the chance it leaves
//! against the best action's, and "Play it anyway" or "Choose again".

use super::layers::ModalLayer;
use super::style::{heading_font, palette, table_frame};
use super::words::capitalized;
use crate::game::ActionRequested;
use crate::game::coach::Coach;
use crate::game::screens::playing_unpaused;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_coach_warning(
    mut contexts: EguiContexts,
    mut coach: ResMut<Coach>,
    mut actions: MessageWriter<ActionRequested>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(w) = coach.warning.clone() else { return Ok(()) };
    let mut answer = None;
    egui::Area::new("coach".into()).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        table_frame().show(ui, |ui| {
            ui.label(RichText::new("Coach").font(heading_font(24.0)).color(palette::GOLD));
            let chosen = capitalized(&w.action.describe());
            let best = w.best.describe();
            let why = if w.reason.is_empty() { String::new() } else { format!("{}: ", capitalized(&w.reason)) };
            ui.label(format!(
                "{chosen}? {why}{:.0}% to win the round, against {:.0}% for {best}.",
                100.0 * w.chance,
                100.0 * w.best_chance
            ));
            ui.horizontal(|ui| {
                if ui.button("Play it anyway").clicked() {
                    answer = Some(true);
                }
                if ui.button("Choose again").clicked() {
                    answer = Some(false);
                }
            });
        });
    });
    if let Some(play) = answer {
        coach.warning = None;
        if play {
            coach.confirmed = Some((w.step, w.side, w.action));
            actions.write(ActionRequested { side: w.side, action: w.action });
        }
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_coach_warning.in_set(ModalLayer::Menus).run_if(playing_unpaused));
}
