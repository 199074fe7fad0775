//! R9.6, the hot-seat curtain: before each decision of the other player the screen is
//! handed over, so neither sees the other's hand. While it is up, the hand panel and the
//! tracker draw no card of either hand.

use crate::game::flow::FlowRequest;
use crate::game::screens::playing_unpaused;
use crate::game::{MatchView, Seats};
use crate::lang::{Lang, terms};
use crate::rules::Phase;
use crate::tr;
use crate::ui::layers::ModalLayer;
use crate::ui::style::side_colour;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_curtain(
    mut contexts: EguiContexts,
    table: MatchView,
    players: Res<Seats>,
    turn: Res<crate::game::Turn>,
    lang: Res<Lang>,
    device: Res<crate::ui::gamepad::InputDevice>,
    mut flow: MessageWriter<FlowRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let Some(side) = turn.curtain else { return Ok(()) };
    let name = terms::controller_name(&lang, players.get(side));
    let what = match view.match_state.phase {
        Phase::Defend(a) => tr!(
            lang,
            "curtain-answer",
            attacker = terms::controller_name(&lang, players.get(side.opponent())),
            attack = terms::attack(&lang, &a),
            who = name.as_str()
        ),
        _ => tr!(lang, "curtain-play", who = name.as_str()),
    };
    egui::Area::new("curtain".into()).order(egui::Order::Foreground).fixed_pos(egui::pos2(0.0, 0.0)).show(ctx, |ui| {
        let screen = ctx.viewport_rect();
        ui.painter().rect_filled(screen, 0.0, Color32::from_rgba_unmultiplied(10, 12, 18, 245));
        ui.scope_builder(egui::UiBuilder::new().max_rect(screen.shrink(80.0)), |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(screen.height() * 0.3);
                ui.label(
                    RichText::new(tr!(lang, "curtain-hand-over", who = name.as_str()))
                        .size(34.0)
                        .strong()
                        .color(side_colour(side)),
                );
                ui.label(RichText::new(what).size(20.0));
                ui.add_space(20.0);
                if ui.button(RichText::new(tr!(lang, "curtain-reveal", who = name.as_str())).size(22.0)).clicked() {
                    flow.write(FlowRequest::Reveal(side));
                }
                ui.label(lang.get(if device.gamepad { "curtain-or-enter-pad" } else { "curtain-or-enter" }));
            });
        });
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_curtain.in_set(ModalLayer::Menus).run_if(playing_unpaused));
}
