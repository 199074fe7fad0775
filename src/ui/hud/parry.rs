//! The defender's prompt, a plaque at the top of the view of the piste: the attack's cards face
//! up, and Parry or (against an indirect attack) a retreat with a chosen card, each
//! enabled by the model of the person's choices. A defender
//! without any defence never sees it: the hit is shown.

use crate::game::screens::playing_unpaused;
use crate::game::{ActionRequested, Choices, MatchView, Seats};
use crate::lang::{Lang, terms};
use crate::rules::{Action, Phase};
use crate::tr;
use crate::ui::hud::hand::small_card;
use crate::ui::hud::layout::PanelLayout;
use crate::ui::layers::ModalLayer;
use crate::ui::style::{heading_font, palette, table_frame};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_parry_prompt(
    mut contexts: EguiContexts,
    table: MatchView,
    players: Res<Seats>,
    turn: Res<crate::game::Turn>,
    choices: Res<Choices>,
    layout: Res<PanelLayout>,
    lang: Res<Lang>,
    device: Res<crate::ui::gamepad::InputDevice>,
    mut actions: MessageWriter<ActionRequested>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let Phase::Defend(att) = view.match_state.phase else { return Ok(()) };
    let Some(side) = turn.acting() else { return Ok(()) };
    if turn.viewer != Some(side) || choices.decision.is_none_or(|(s, _)| s != side) {
        return Ok(());
    }
    // A plaque at the top of the free view, over the hall's back wall: the fencers below
    // it stay in view, and so do the piles on the table and their names. The attack's
    // cards face up, and the answers as buttons; smaller on a compact screen.
    let compact = crate::ui::style::compact(ctx);
    let k = if compact { 0.8 } else { 1.0 };
    // On a compact screen, where the view of the piste is small, it lies over the hand
    // panel's right part instead, where the action buttons are when not defending.
    let screen = ctx.content_rect();
    let (at, pivot) = if compact {
        (screen.right_bottom() - egui::vec2(8.0, 8.0), Align2::RIGHT_BOTTOM)
    } else {
        (layout.free.center_top() + egui::vec2(0.0, 8.0), Align2::CENTER_TOP)
    };
    // On one row where it can: over the buttons and, for a long attack's words, some of
    // the cards (the answers need no card picked).
    let most = screen.width() - 16.0;
    egui::Area::new("parry prompt".into()).pivot(pivot).fixed_pos(at).show(ctx, |ui| {
        ui.set_max_width(most);
        table_frame().show(ui, |ui| {
            // Two rows, so that the fencers stay in view below it in a small window.
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(lang.get("parry-defend")).font(heading_font(26.0 * k)).color(palette::GOLD));
                ui.add_space(6.0);
                let attacker = side.opponent();
                let text = tr!(
                    lang,
                    if att.indirect { "parry-attacked-indirect" } else { "parry-attacked-direct" },
                    who = terms::shown_name(&lang, &players, attacker),
                    person = terms::person(&players, attacker)
                );
                ui.label(RichText::new(text).strong());
                for _ in 0..att.count {
                    small_card(ui, att.value, 34.0 * k);
                }
            });
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                let parry = choices.verdict(Action::Parry);
                let label = tr!(lang, "parry-with", cards = terms::cards_of(&lang, att.value, att.count));
                let b = ui.add_enabled(
                    parry.is_ok(),
                    egui::Button::new(RichText::new(label).size(19.0 * k)).min_size(egui::vec2(150.0, 34.0) * k),
                );
                let b = match parry {
                    Ok(_) => b.on_hover_text(lang.get(if device.gamepad { "key-enter-pad" } else { "key-enter" })),
                    Err(e) => b.on_disabled_hover_text(crate::ui::words::capitalized(&terms::rule_error(&lang, &e))),
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
                            Some(to) => tr!(lang, "parry-retreat-to", card = v, to = to),
                            None => tr!(lang, "parry-retreat", card = v),
                        };
                        let b = ui.add_enabled(
                            verdict.is_ok(),
                            egui::Button::new(RichText::new(label).size(17.0 * k)).min_size(egui::vec2(0.0, 34.0 * k)),
                        );
                        let b = match verdict {
                            Ok(_) => b,
                            Err(e) => {
                                b.on_disabled_hover_text(crate::ui::words::capitalized(&terms::rule_error(&lang, &e)))
                            }
                        };
                        if b.clicked() {
                            actions.write(ActionRequested { side, action });
                        }
                    }
                }
            });
        });
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_parry_prompt.in_set(ModalLayer::Menus).run_if(playing_unpaused));
}
