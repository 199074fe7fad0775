//! The defender's prompt: the attack, and Parry or (against an indirect attack) a retreat
//! with a chosen card, each enabled by the model of the person's choices. A defender
//! without any defence never sees it: the hit is shown.

use crate::game::flow::{HandOver, viewer};
use crate::game::screens::playing_unpaused;
use crate::game::{ActionRequested, Choices, MatchView, Seats};
use crate::rules::action::count_of;
use crate::rules::{Action, Phase};
use crate::ui::input::acting_person;
use crate::ui::layers::ModalLayer;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_parry_prompt(
    mut contexts: EguiContexts,
    table: MatchView,
    players: Res<Seats>,
    hand_over: Res<HandOver>,
    choices: Res<Choices>,
    mut actions: MessageWriter<ActionRequested>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let Phase::Defend(att) = view.bout.phase else { return Ok(()) };
    let Some(side) = acting_person(view.bout, &players, &hand_over, false) else { return Ok(()) };
    if viewer(&players, &hand_over) != Some(side) || choices.decision.is_none_or(|(s, _)| s != side) {
        return Ok(());
    }
    egui::Window::new("Defend!").anchor(Align2::CENTER_BOTTOM, [0.0, -190.0]).collapsible(false).resizable(false).show(
        ctx,
        |ui| {
            ui.label(RichText::new(format!("{}: {att}", side.opponent())).size(22.0).strong());
            ui.label(format!(
                "Value {} · {} card{} · {}",
                att.value,
                att.count,
                if att.count == 1 { "" } else { "s" },
                if att.indirect { "indirect" } else { "direct" }
            ));
            ui.horizontal(|ui| {
                let parry = choices.verdict(Action::Parry);
                let label = format!("Parry ({})", count_of(att.value, att.count));
                let b = ui.add_enabled(parry.is_ok(), egui::Button::new(RichText::new(label).size(19.0)));
                let b = match parry {
                    Ok(_) => b,
                    Err(e) => b.on_disabled_hover_text(e.to_string()),
                };
                if b.clicked() {
                    actions.write(ActionRequested { side, action: Action::Parry });
                }
                if att.indirect {
                    for v in view.hand(side).distinct() {
                        let action = Action::Retreat { card: v };
                        let verdict = choices.verdict(action);
                        let to = choices.all.iter().find(|c| c.action == action).and_then(|c| c.to);
                        let label = match to {
                            Some(to) => format!("Retreat {v} (to {to})"),
                            None => format!("Retreat {v}"),
                        };
                        let b = ui.add_enabled(verdict.is_ok(), egui::Button::new(label));
                        let b = match verdict {
                            Ok(_) => b,
                            Err(e) => b.on_disabled_hover_text(e.to_string()),
                        };
                        if b.clicked() {
                            actions.write(ActionRequested { side, action });
                        }
                    }
                }
            });
        },
    );
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_parry_prompt.in_set(ModalLayer::Menus).run_if(playing_unpaused));
}
