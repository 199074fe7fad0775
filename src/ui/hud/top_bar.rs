//! The score bar: each fencer's name, score and score markers (pips) and hand (as card
//! backs), whose turn it is, the distance and the Duell special card (the round and the
//! level head the side panel's log).
//! The draw and discard piles are on the table, named beside them (`pile_labels`).

use super::layout::{PanelLayout, PanelSet, panel_root};
use crate::game::{MatchView, Seats};
use crate::rules::{MatchPhase, Phase, Side};
use crate::ui::style::side_colour;
use crate::ui::words::{count, verb};
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText, Sense, Stroke, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn pips(ui: &mut egui::Ui, score: u8, target: u8, colour: Color32) {
    let (rect, _) = ui.allocate_exact_size(vec2(f32::from(target) * 18.0, 18.0), Sense::hover());
    for i in 0..target {
        let c = rect.left_center() + vec2(9.0 + f32::from(i) * 18.0, 0.0);
        if i < score {
            ui.painter().circle_filled(c, 7.0, colour);
        } else {
            ui.painter().circle_stroke(c, 7.0, Stroke::new(1.5, Color32::from_gray(150)));
        }
    }
}

/// `side`'s hand as card backs in its colours (how many cards a hand holds is open to
/// both players, R7), with the count in words on hover.
fn backs(ui: &mut egui::Ui, view: &crate::game::TableView, players: &Seats, side: Side) {
    let n = view.hand_size(side);
    let who = players.shown_name(side);
    let holds = verb(&who, "holds", "hold");
    super::hand::hand_of_backs(ui, side, n, 22.0).on_hover_text(format!("{who} {holds} {}", count(n, "card", "cards")));
}

fn draw_top_bar(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: MatchView,
    players: Res<Seats>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let bout = view.bout;
    let mut root = panel_root(ctx, "top bar", &layout);
    egui::Panel::top("score bar").show(&mut root, |ui| {
        ui.horizontal(|ui| {
            let target = bout.rules.target_score;
            ui.label(RichText::new(players.shown_name(Side::Left)).strong().color(side_colour(Side::Left)));
            ui.label(RichText::new(format!("{}", view.score(Side::Left))).size(22.0).strong());
            pips(ui, view.score(Side::Left), target, side_colour(Side::Left));
            backs(ui, &view, &players, Side::Left);
            ui.separator();
            let name = |s: Side| players.shown_name(s);
            let turn = match bout.match_phase {
                MatchPhase::Playing => match bout.phase {
                    Phase::Defend(a) if name(bout.to_act) == "You" => format!("Answer the {a}"),
                    Phase::Defend(a) => {
                        let n = name(bout.to_act);
                        format!("{n} must answer the {a}")
                    }
                    Phase::Turn if name(bout.to_act) == "You" => "Your turn".into(),
                    Phase::Turn => format!("{} to play", name(bout.to_act)),
                    Phase::Over(_) => String::new(),
                },
                MatchPhase::ChooseDuellCard { chooser } => {
                    let n = name(chooser);
                    format!("{n} {} the special card", verb(&n, "chooses", "choose"))
                }
                MatchPhase::RoundOver(_) => "Round over".into(),
                MatchPhase::Over { winner } => {
                    let n = name(winner);
                    format!("{n} {} the match", verb(&n, "wins", "win"))
                }
            };
            ui.label(RichText::new(turn).strong());
            ui.separator();
            ui.label(format!("Distance {}", view.distance()));
            if let Some(c) = bout.duell_card {
                ui.label(RichText::new(format!("{c:?}: {}", c.describe())).italics());
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(RichText::new(players.shown_name(Side::Right)).strong().color(side_colour(Side::Right)));
                backs(ui, &view, &players, Side::Right);
                pips(ui, view.score(Side::Right), target, side_colour(Side::Right));
                ui.label(RichText::new(format!("{}", view.score(Side::Right))).size(22.0).strong());
            });
        });
    });
    layout.free = root.available_rect_before_wrap();
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_top_bar.in_set(PanelSet::Top));
}
