//! The match panels: score markers and table facts on top, the action log at the side,
//! the person's hand with the action buttons at the bottom, the parry prompt, the
//! hot-seat curtain, and the numbers of the piste spaces.

use super::UiState;
use super::input::{Intent, intent_action};
use crate::flow::{FlowRequest, needs_hand_over, viewer};
use crate::game::{ActionRequested, Duel, MatchRequest};
use crate::rules::{Action, ActionList, Cards, MatchPhase, Phase, Round, Side};
use crate::scene::{PISTE_TOP, space_x};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, FontId, RichText, Sense, Stroke, StrokeKind, vec2};

const CARD_W: f32 = 62.0;
const CARD_H: f32 = 90.0;
const GOLD: Color32 = Color32::from_rgb(232, 180, 40);
const BLUE: Color32 = Color32::from_rgb(60, 140, 255);

/// Side colours: the silver left fencer and the bronze right one.
pub fn side_colour(side: Side) -> Color32 {
    match side {
        Side::Left => Color32::from_rgb(220, 225, 235),
        Side::Right => Color32::from_rgb(214, 150, 80),
    }
}

/// Draws the whole match screen.
pub fn match_hud(ctx: &egui::Context, root: &mut egui::Ui, st: &mut UiState) {
    let Some(duel) = st.duel.as_ref().map(|d| (**d).clone()) else { return };
    top_bar(root, st, &duel);
    let curtain = needs_hand_over(&duel, &st.players, &st.hand_over);
    bottom_panel(root, st, &duel, curtain.is_some());
    side_panel(root, st, &duel);
    // What the panels leave free is where the camera frames the piste.
    let full = ctx.viewport_rect();
    let free = root.available_rect_before_wrap();
    st.insets.set_if_neq(crate::scene::camera::PanelInsets {
        left: free.left() - full.left(),
        top: free.top() - full.top(),
        right: full.right() - free.right(),
        bottom: full.bottom() - free.bottom(),
    });
    space_numbers(ctx, st, &duel);
    if let Some(side) = curtain
        && !st.paused.0
    {
        hand_over_curtain(ctx, st, &duel, side);
    } else if !st.paused.0 {
        parry_prompt(ctx, st, &duel);
        duell_choice(ctx, st, &duel);
    }
}

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

fn top_bar(root: &mut egui::Ui, st: &mut UiState, duel: &Duel) {
    let game = &duel.game;
    let round = game.round();
    egui::Panel::top("score bar").show(root, |ui| {
        ui.horizontal(|ui| {
            let target = game.rules().target_score;
            ui.label(RichText::new(st.players.get(Side::Left).display_name()).strong().color(side_colour(Side::Left)));
            ui.label(RichText::new(format!("{}", game.score(Side::Left))).size(22.0).strong());
            pips(ui, game.score(Side::Left), target, side_colour(Side::Left));
            ui.separator();
            let turn = match game.phase() {
                MatchPhase::Playing => match (round.to_act(), round.phase()) {
                    (Some(s), Phase::Defend(a)) => format!("{s} must answer the {a}"),
                    (Some(s), _) => format!("{s} to play"),
                    _ => String::new(),
                },
                MatchPhase::ChooseDuellCard { chooser } => format!("{chooser} chooses the special card"),
                MatchPhase::RoundOver(_) => "Round over".into(),
                MatchPhase::Over { winner } => format!("{winner} wins the match"),
            };
            ui.label(RichText::new(turn).strong());
            ui.separator();
            ui.label(format!("Round {}", game.round_number()));
            ui.label(format!("Distance {}", round.distance()));
            ui.label(format!("Draw pile {}", round.draw_pile().len()));
            ui.label(match round.discard_top() {
                Some(v) => format!("Discard {v}"),
                None => "Discard —".into(),
            });
            ui.label(format!("{}", game.rules().level));
            if let Some(c) = game.duell_card() {
                ui.label(RichText::new(format!("{c:?}: {}", c.describe())).italics());
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(
                    RichText::new(st.players.get(Side::Right).display_name()).strong().color(side_colour(Side::Right)),
                );
                pips(ui, game.score(Side::Right), target, side_colour(Side::Right));
                ui.label(RichText::new(format!("{}", game.score(Side::Right))).size(22.0).strong());
            });
        });
    });
}

fn side_panel(root: &mut egui::Ui, st: &mut UiState, duel: &Duel) {
    egui::Panel::right("log").default_size(280.0).resizable(false).show(root, |ui| {
        ui.heading("This round");
        egui::ScrollArea::vertical().max_height(ui.available_height() * 0.62).stick_to_bottom(true).show(ui, |ui| {
            for line in &st.log.lines {
                ui.label(line);
            }
        });
        if st.prefs.tracker {
            ui.separator();
            tracker(ui, st, duel);
        }
        hint_box(ui, st, duel);
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            if ui.button("Menu (Esc)").clicked() {
                st.flow.write(FlowRequest::TogglePause);
            }
            let human = Side::BOTH.into_iter().find(|s| st.players.get(*s).is_human());
            if st.settings.undo_allowed(&st.players)
                && let Some(side) = human
            {
                let can = duel.steps.iter().any(|s| match s {
                    crate::rules::MatchStep::Act { who, .. } | crate::rules::MatchStep::ChooseDuellCard { who, .. } => {
                        *who == side
                    }
                    _ => false,
                }) && matches!(duel.game.phase(), MatchPhase::Playing | MatchPhase::ChooseDuellCard { .. });
                if ui
                    .add_enabled(can, egui::Button::new("Undo"))
                    .on_disabled_hover_text("nothing to take back")
                    .clicked()
                {
                    st.match_requests.write(MatchRequest::Undo { side });
                }
            }
        });
    });
}

/// The Hint button and its answer: the search's ranking of the person's actions.
fn hint_box(ui: &mut egui::Ui, st: &mut UiState, duel: &Duel) {
    let Some(side) = crate::ui::input::acting_person(duel, &st.players, &st.hand_over, &st.paused) else { return };
    if duel.game.phase() != MatchPhase::Playing {
        return;
    }
    ui.separator();
    let step = duel.steps.len();
    match st.hint.for_step(step) {
        Some(entries) => {
            ui.label(RichText::new("Hint (hard's view of your position)").strong());
            for (i, e) in entries.iter().take(3).enumerate() {
                let text = format!("{} — {:.0}% to win the round", e.action.describe(), 100.0 * e.win_chance);
                ui.label(if i == 0 { RichText::new(text).strong() } else { RichText::new(text) });
            }
        }
        None if st.hint.thinking() => {
            ui.label(RichText::new("Thinking…").italics());
        }
        None => {
            if ui.button("Hint").on_hover_text("ask the hard computer player what it would do").clicked() {
                st.hint_requests.write(super::hint::HintRequested { side });
            }
        }
    }
}

/// R2.4: the cards played this round per value, and how many are still unseen by the
/// viewer.
fn tracker(ui: &mut egui::Ui, st: &UiState, duel: &Duel) {
    let Some(side) = viewer(&st.players, &st.hand_over) else { return };
    crate::persist::tracker_ui(ui, &duel.game.observation(side));
}

/// Paints one card face; returns its response.
fn card_face(ui: &mut egui::Ui, value: u8, selected: bool, usable: bool) -> egui::Response {
    let (rect, resp) = ui.allocate_exact_size(vec2(CARD_W, CARD_H), Sense::click());
    let rect = if selected { rect.translate(vec2(0.0, -10.0)) } else { rect };
    let p = ui.painter();
    let fill = if usable { Color32::from_rgb(250, 247, 238) } else { Color32::from_rgb(170, 168, 160) };
    p.rect_filled(rect, 7.0, fill);
    let stroke = if selected {
        Stroke::new(4.0, BLUE)
    } else if usable {
        Stroke::new(2.5, GOLD)
    } else {
        Stroke::new(1.0, Color32::from_gray(90))
    };
    p.rect_stroke(rect, 7.0, stroke, StrokeKind::Inside);
    let ink = Color32::from_rgb(25, 25, 30);
    p.text(rect.center(), Align2::CENTER_CENTER, format!("{value}"), FontId::proportional(46.0), ink);
    p.text(rect.left_top() + vec2(8.0, 5.0), Align2::LEFT_TOP, format!("{value}"), FontId::proportional(14.0), ink);
    p.text(
        rect.right_bottom() - vec2(8.0, 5.0),
        Align2::RIGHT_BOTTOM,
        format!("{value}"),
        FontId::proportional(14.0),
        ink,
    );
    if resp.hovered() {
        p.rect_stroke(rect.expand(2.0), 8.0, Stroke::new(1.5, Color32::WHITE), StrokeKind::Outside);
    }
    resp
}

/// Values that take part in some legal action of `round` for its player to act.
fn usable_values(round: &Round) -> Cards {
    let mut list = ActionList::new();
    round.legal_actions(&mut list);
    let mut c = Cards::EMPTY;
    let parry = match round.phase() {
        Phase::Defend(a) => Some(a.value),
        _ => None,
    };
    for a in list.iter() {
        let vals: &[u8] = &match *a {
            Action::Move { card, .. } | Action::Retreat { card } => [card, 0],
            Action::Attack { value, .. } => [value, 0],
            Action::AdvanceAttack { advance, value, .. } => [advance, value],
            Action::Parry => [parry.unwrap_or(0), 0],
        };
        for &v in vals {
            if v != 0 && c.count(v) == 0 {
                c.add(v);
            }
        }
    }
    c
}

fn bottom_panel(root: &mut egui::Ui, st: &mut UiState, duel: &Duel, curtain: bool) {
    let Some(side) = viewer(&st.players, &st.hand_over) else {
        if !st.players.0.iter().any(|c| c.is_human()) {
            egui::Panel::bottom("hand").show(root, |ui| {
                ui.label("Computer against computer.");
            });
        }
        return;
    };
    let round = duel.game.round();
    let acting = !curtain
        && !st.paused.0
        && duel.game.phase() == MatchPhase::Playing
        && round.to_act() == Some(side)
        && st.players.get(side).is_human();
    let hand = *round.hand(side);
    let usable = if acting { usable_values(round) } else { Cards::EMPTY };
    egui::Panel::bottom("hand").min_size(150.0).show(root, |ui| {
        ui.add_space(14.0);
        ui.horizontal(|ui| {
            ui.vertical(|ui| {
                ui.label(RichText::new(format!("{}'s hand", st.players.get(side).display_name())).strong());
                ui.label(RichText::new("keys 1-5 pick cards").small());
                ui.label(RichText::new("Left/Right arrows move").small());
                ui.label(RichText::new("Enter attacks or parries").small());
            });
            ui.add_space(10.0);
            let mut shown = Cards::EMPTY;
            for v in hand.to_vec() {
                shown.add(v);
                let selected = st.selection.cards.count(v) >= shown.count(v);
                let r = card_face(ui, v, selected, usable.count(v) > 0);
                if acting && r.clicked() {
                    if selected {
                        st.selection.cards.remove(v, 1);
                    } else {
                        st.selection.cards.add(v);
                    }
                }
            }
            ui.add_space(16.0);
            ui.vertical(|ui| {
                if !acting {
                    let who = round.to_act().map(|s| st.players.get(s).display_name()).unwrap_or_default();
                    if st.driver.busy() {
                        ui.label(RichText::new(format!("{who} is thinking…")).italics());
                    } else if !who.is_empty() && duel.game.phase() == MatchPhase::Playing {
                        ui.label(RichText::new(format!("Waiting for {who}")).italics());
                    }
                    return;
                }
                let intents: &[Intent] = match round.phase() {
                    Phase::Defend(_) => &[],
                    _ => &[Intent::Advance, Intent::Retreat, Intent::Attack, Intent::AdvanceAttack],
                };
                ui.horizontal(|ui| {
                    for &i in intents {
                        let res = intent_action(i, &st.selection.cards, round, side);
                        let b = ui.add_enabled(res.is_ok(), egui::Button::new(RichText::new(i.label()).size(19.0)));
                        let b = match &res {
                            Ok(a) => b.on_hover_text(a.describe()),
                            Err(why) => b.on_disabled_hover_text(why),
                        };
                        if b.clicked()
                            && let Ok(action) = res
                        {
                            st.actions.write(ActionRequested { side, action });
                            st.selection.cards = Cards::EMPTY;
                        }
                    }
                });
                if st.selection.cards.is_empty() {
                    ui.label("Pick cards, then an action — or click a blue space to move there.");
                } else {
                    ui.label(format!("Selected: {}", st.selection.cards));
                }
            });
        });
    });
}

/// The defender's prompt: the attack, and Parry or (against an indirect attack) a retreat
/// with a chosen card. A defender without any defence never sees it: the hit is shown.
fn parry_prompt(ctx: &egui::Context, st: &mut UiState, duel: &Duel) {
    let round = duel.game.round();
    let (Phase::Defend(att), Some(side)) = (round.phase(), round.to_act()) else { return };
    if !st.players.get(side).is_human() || viewer(&st.players, &st.hand_over) != Some(side) {
        return;
    }
    egui::Window::new("Defend!").anchor(Align2::CENTER_BOTTOM, [0.0, -190.0]).collapsible(false).resizable(false).show(
        ctx,
        |ui| {
            let attacker = side.opponent();
            ui.label(RichText::new(format!("{attacker}: {att}")).size(22.0).strong());
            ui.label(format!(
                "Value {} · {} card{} · {}",
                att.value,
                att.count,
                if att.count == 1 { "" } else { "s" },
                if att.indirect { "indirect" } else { "direct" }
            ));
            ui.horizontal(|ui| {
                let parry = round.check(side, Action::Parry);
                let b = ui.add_enabled(
                    parry.is_ok(),
                    egui::Button::new(
                        RichText::new(format!("Parry ({})", crate::rules::action::count_of(att.value, att.count)))
                            .size(19.0),
                    ),
                );
                let b = match parry {
                    Ok(()) => b,
                    Err(e) => b.on_disabled_hover_text(e.to_string()),
                };
                if b.clicked() {
                    st.actions.write(ActionRequested { side, action: Action::Parry });
                }
                if att.indirect {
                    for v in round.hand(side).distinct() {
                        let a = Action::Retreat { card: v };
                        let ok = round.check(side, a);
                        let to = match side {
                            Side::Left => round.pos(side).saturating_sub(v),
                            Side::Right => round.pos(side) + v,
                        };
                        let b = ui.add_enabled(ok.is_ok(), egui::Button::new(format!("Retreat {v} (to {to})")));
                        let b = match ok {
                            Ok(()) => b,
                            Err(e) => b.on_disabled_hover_text(e.to_string()),
                        };
                        if b.clicked() {
                            st.actions.write(ActionRequested { side, action: a });
                        }
                    }
                }
            });
        },
    );
}

/// Duell D3: the starter picks the round's special card.
fn duell_choice(ctx: &egui::Context, st: &mut UiState, duel: &Duel) {
    let MatchPhase::ChooseDuellCard { chooser } = duel.game.phase() else { return };
    if !st.players.get(chooser).is_human() {
        return;
    }
    egui::Window::new("Special card D3").anchor(Align2::CENTER_CENTER, [0.0, 0.0]).collapsible(false).show(ctx, |ui| {
        ui.label(format!("{chooser}, choose this round's special card:"));
        for c in crate::rules::DuellCard::D3_CHOICES {
            if ui.button(format!("{c:?}: {}", c.describe())).clicked() {
                st.match_requests.write(MatchRequest::ChooseDuellCard { side: chooser, card: c });
            }
        }
    });
}

/// R9.6: before each decision of the other player the screen is handed over, so neither
/// sees the other's hand.
fn hand_over_curtain(ctx: &egui::Context, st: &mut UiState, duel: &Duel, side: Side) {
    let name = st.players.get(side).display_name();
    let what = match duel.game.round().phase() {
        Phase::Defend(a) => format!("{} attacks: {a}. {name} must answer.", side.opponent()),
        _ => format!("{name} to play."),
    };
    egui::Area::new("curtain".into()).order(egui::Order::Foreground).fixed_pos(egui::pos2(0.0, 0.0)).show(ctx, |ui| {
        let screen = ctx.viewport_rect();
        ui.painter().rect_filled(screen, 0.0, Color32::from_rgba_unmultiplied(10, 12, 18, 245));
        ui.scope_builder(egui::UiBuilder::new().max_rect(screen.shrink(80.0)), |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(screen.height() * 0.3);
                ui.label(
                    RichText::new(format!("Hand the computer to {name}")).size(34.0).strong().color(side_colour(side)),
                );
                ui.label(RichText::new(what).size(20.0));
                ui.add_space(20.0);
                if ui.button(RichText::new(format!("I am {name} — show my cards")).size(22.0)).clicked() {
                    st.flow.write(FlowRequest::Reveal(side));
                }
                ui.label("(or press Enter)");
            });
        });
    });
}

/// The number of each piste space, painted at its front edge.
fn space_numbers(ctx: &egui::Context, st: &UiState, duel: &Duel) {
    let Ok((cam, gt)) = st.camera.single() else { return };
    let painter = ctx.layer_painter(egui::LayerId::background());
    let round = duel.game.round();
    for s in 1..=crate::rules::PISTE_LEN {
        let p = Vec3::new(space_x(s), PISTE_TOP, 0.68);
        if let Ok(v) = cam.world_to_viewport(gt, p) {
            let occupied = s == round.pos(Side::Left) || s == round.pos(Side::Right);
            let colour = if s == crate::rules::CENTRE_SPACE {
                Color32::from_rgb(255, 90, 80)
            } else if occupied {
                Color32::WHITE
            } else {
                Color32::from_gray(215)
            };
            painter.text(
                egui::pos2(v.x, v.y + 12.0),
                Align2::CENTER_CENTER,
                format!("{s}"),
                FontId::proportional(16.0),
                colour,
            );
        }
    }
}

/// A short message (a refused action, a file problem) at the top centre.
pub fn toast(ctx: &egui::Context, st: &UiState) {
    if st.toast.text.is_empty() || st.time.elapsed_secs_f64() > st.toast.until {
        return;
    }
    egui::Area::new("toast".into()).anchor(Align2::CENTER_TOP, [0.0, 60.0]).order(egui::Order::Tooltip).show(
        ctx,
        |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(RichText::new(&st.toast.text).size(18.0).color(Color32::from_rgb(255, 200, 120)));
            });
        },
    );
}
