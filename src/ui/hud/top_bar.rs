//! The score bar: each fencer's name, score and score markers (pips) and hand (as card
//! backs), whose turn it is, the distance and the Duell special card (the round and the
//! level head the side panel's log).
//! The draw and discard piles are on the table, named beside them (`pile_labels`).

use super::layout::{PanelLayout, PanelSet, panel_root};
use crate::game::{MatchView, Seats};
use crate::lang::{Lang, terms};
use crate::rules::{MatchPhase, Phase, Side};
use crate::tr;
use crate::ui::style::side_colour;
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
fn backs(ui: &mut egui::Ui, lang: &Lang, view: &crate::game::TableView, players: &Seats, side: Side) {
    let n = view.hand_size(side);
    let text = tr!(
        lang,
        "hand-holds",
        who = terms::shown_name(lang, players, side),
        person = terms::person(players, side),
        count = n
    );
    let backs = super::hand::hand_of_backs(ui, side, n, 22.0);
    backs.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &text));
    backs.on_hover_text(text);
}

fn draw_top_bar(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: MatchView,
    players: Res<Seats>,
    log: Res<crate::ui::log::ActionLog>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let mut root = panel_root(ctx, "top bar", &layout);
    // The newest move, said on a compact screen.
    let newest = log.lines.get(log.newest().start).map(String::as_str);
    score_bar(&mut root, &lang, &view, &players, layout.side_buttons, newest);
    layout.free = root.available_rect_before_wrap();
    Ok(())
}

/// Draws the score bar into `ui` (a top panel): what both players see, and what a
/// screen reader announces of the position — the names, scores, hand sizes, whose turn
/// it is and where both fencers stand.
/// On a compact screen the second row leaves `reserve` points at its right end (for the
/// folded side panel's buttons) and says the `newest` move, when there is one, instead of
/// whose turn it is (the hand panel, the parry prompt and the bands say that): a polite
/// live region, so a screen reader announces each move.
pub fn score_bar(
    ui: &mut egui::Ui,
    lang: &Lang,
    view: &crate::game::TableView,
    players: &Seats,
    reserve: f32,
    newest: Option<&str>,
) {
    let match_state = view.match_state;
    // A practice position shows the score of the match it came from: its own round counts
    // for nothing.
    let (scores, target) = match view.kind.practice() {
        Some(p) => (p.back_to.scores(), p.back_to.history.rules.target_score),
        None => (view.scores, match_state.rules.target_score),
    };
    let score = |side: Side| scores[side.index()];
    let left = |ui: &mut egui::Ui| {
        ui.label(RichText::new(terms::shown_name(lang, players, Side::Left)).strong().color(side_colour(Side::Left)));
        ui.label(RichText::new(format!("{}", score(Side::Left))).size(22.0).strong());
        pips(ui, score(Side::Left), target, side_colour(Side::Left));
        backs(ui, lang, view, players, Side::Left);
    };
    // Right to left.
    let right = |ui: &mut egui::Ui| {
        ui.label(RichText::new(terms::shown_name(lang, players, Side::Right)).strong().color(side_colour(Side::Right)));
        backs(ui, lang, view, players, Side::Right);
        pips(ui, score(Side::Right), target, side_colour(Side::Right));
        ui.label(RichText::new(format!("{}", score(Side::Right))).size(22.0).strong());
    };
    let compact = crate::ui::style::compact(ui.ctx());
    let middle = |ui: &mut egui::Ui| {
        let name = |s: Side| terms::shown_name(lang, players, s);
        let person = |s: Side| terms::person(players, s);
        let to_act = match_state.to_act;
        let turn = match match_state.match_phase {
            MatchPhase::Playing => match match_state.phase {
                Phase::Defend(a) => tr!(
                    lang,
                    "turn-answer",
                    who = name(to_act),
                    person = person(to_act),
                    attack = terms::attack(lang, &a)
                ),
                Phase::Turn => tr!(lang, "turn-play", who = name(to_act), person = person(to_act)),
                Phase::Over(_) => String::new(),
            },
            MatchPhase::ChooseDuellCard { chooser } => {
                tr!(lang, "turn-choose-duell-card", who = name(chooser), person = person(chooser))
            }
            MatchPhase::RoundOver(_) => lang.get("turn-round-over"),
            MatchPhase::Over { winner } => {
                tr!(lang, "turn-match-won", who = name(winner), person = person(winner))
            }
        };
        // On a compact screen the distance comes first and the line after it is cut to
        // the row (a screen reader still hears all of it), so that the bar keeps its height.
        let distance = if compact {
            let distance = ui.label(tr!(lang, "distance", distance = view.distance()));
            ui.separator();
            if let Some(c) = match_state.duell_card {
                ui.label(RichText::new(terms::duell_card(lang, c)).italics());
                ui.separator();
            }
            match newest {
                Some(line) => {
                    let r = ui.add(egui::Label::new(line).truncate());
                    ui.ctx().accesskit_node_builder(r.id, |node| node.set_live(egui::accesskit::Live::Polite));
                }
                None => {
                    ui.add(egui::Label::new(RichText::new(turn).strong()).truncate());
                }
            }
            distance
        } else {
            ui.label(RichText::new(turn).strong());
            ui.separator();
            ui.label(tr!(lang, "distance", distance = view.distance()))
        };
        // Spoken: where both fencers stand, not only how far apart.
        let position = tr!(
            lang,
            "position",
            left = terms::shown_name(lang, players, Side::Left),
            left_space = view.space(Side::Left),
            right = terms::shown_name(lang, players, Side::Right),
            right_space = view.space(Side::Right),
            distance = view.distance()
        );
        distance.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, &position));
        if let Some(c) = match_state.duell_card.filter(|_| !compact) {
            ui.label(RichText::new(terms::duell_card(lang, c)).italics());
        }
    };
    egui::Panel::top("score bar").show(ui, |ui| {
        if compact {
            // Two rows on a small screen: the two fencers' scores, then whose turn it is.
            ui.horizontal(|ui| {
                left(ui);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), right);
            });
            // The folded side panel's buttons take the right end of this row, which is as
            // high as they are.
            ui.horizontal(|ui| {
                ui.set_min_height(26.0);
                ui.set_max_width(ui.available_width() - reserve - 12.0);
                middle(ui);
            });
        } else {
            ui.horizontal(|ui| {
                left(ui);
                ui.separator();
                middle(ui);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    right(ui);
                    // Where the two groups meet in a narrow window: a rule, so that the
                    // distance never runs into the right-hand score ("Distance 3 0").
                    ui.separator();
                });
            });
        }
    });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_top_bar.in_set(PanelSet::Top));
}
