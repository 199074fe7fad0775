//! The coach's warning (`game::coach`): the blunder held back, why, the chance it leaves
//! against the best action's, and "Play it anyway" or "Choose again".

use super::layers::ModalLayer;
use super::style::{heading_font, palette, table_frame};
use super::words::capitalized;
use crate::game::ActionRequested;
use crate::game::coach::Coach;
use crate::game::screens::playing_unpaused;
use crate::lang::{Lang, terms};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_coach_warning(
    mut contexts: EguiContexts,
    mut coach: ResMut<Coach>,
    mut actions: MessageWriter<ActionRequested>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(w) = coach.warning.clone() else { return Ok(()) };
    let mut answer = None;
    egui::Area::new("coach".into()).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        table_frame().show(ui, |ui| {
            ui.label(RichText::new(lang.get("coach")).font(heading_font(24.0)).color(palette::GOLD));
            let why = capitalized(&w.reason.text(&lang));
            ui.label(tr!(
                lang,
                if why.is_empty() { "coach-warning-plain" } else { "coach-warning" },
                action = capitalized(&terms::action(&lang, &w.action)),
                why = why,
                percent = (100.0 * w.chance).round() as i64,
                best_percent = (100.0 * w.best_chance).round() as i64,
                best = terms::action(&lang, &w.best)
            ));
            // And why the better action is better, where the rules say something of it.
            let best_why = w.best_reason.text(&lang);
            if !best_why.is_empty() && w.best_reason != w.reason {
                ui.label(tr!(
                    lang,
                    "coach-best-because",
                    best = capitalized(&terms::action(&lang, &w.best)),
                    why = best_why
                ));
            }
            ui.horizontal(|ui| {
                if ui.button(lang.get("coach-play-anyway")).clicked() {
                    answer = Some(true);
                }
                if ui.button(lang.get("coach-choose-again")).clicked() {
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
