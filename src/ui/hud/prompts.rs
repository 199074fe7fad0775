//! The defender's prompt — the attack, and Parry or (against an indirect attack) a retreat
//! with a chosen card — and the Duell D3 choice of the round's special card. A defender
//! without any defence never sees the prompt: the hit is shown.

use crate::game::flow::{HandOver, viewer};
use crate::game::screens::playing_unpaused;
use crate::game::{ActionRequested, Choices, MatchRequest, MatchView, Seats};
use crate::rules::action::count_of;
use crate::rules::{Action, DuellCard, MatchPhase, Phase};
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

/// Duell D3: the starter picks the round's special card among D4–D7 (R8).
fn draw_duell_choice(
    mut contexts: EguiContexts,
    table: MatchView,
    players: Res<Seats>,
    hand_over: Res<HandOver>,
    mut requests: MessageWriter<MatchRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let MatchPhase::ChooseDuellCard { chooser } = view.bout.match_phase else { return Ok(()) };
    if acting_person(view.bout, &players, &hand_over, false) != Some(chooser) {
        return Ok(());
    }
    egui::Window::new("Special card D3").anchor(Align2::CENTER_CENTER, [0.0, 0.0]).collapsible(false).show(ctx, |ui| {
        ui.label(format!("{chooser}, choose this round's special card:"));
        for c in DuellCard::D3_CHOICES {
            if ui.button(format!("{c:?}: {}", c.describe())).clicked() {
                requests.write(MatchRequest::ChooseDuellCard { side: chooser, card: c });
            }
        }
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (draw_parry_prompt, draw_duell_choice).in_set(ModalLayer::Menus).run_if(playing_unpaused),
    );
}
