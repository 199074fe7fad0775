//! The round's analysis on screen (asked for from the round-over band): a progress bar
//! while the search judges, then a chart of the round-win chance through the round — the
//! chance after each decision, mistakes and blunders marked — and every decision in words
//! with the best alternative, and "Try again" from any of them (a practice position dealt
//! anew from what was known then).

use super::layers::ModalLayer;
use super::style::{centred_window, palette, side_colour};
use super::words::Names;
use crate::ai::analysis::{DecisionReview, Verdict};
use crate::game::Seats;
use crate::game::analysis::{AnalysisState, RoundAnalysis, TryFromDecision};
use crate::game::screens::Menu;
use crate::lang::{Lang, files, terms};
use crate::rules::Side;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use egui_plot::{Line, Plot, PlotPoints, Points};

/// The colour a verdict is marked in (Okabe–Ito's sky blue, orange and vermillion in the
/// colour-blind-safe palette); its word and its marker's shape tell it too.
fn verdict_colour(v: Verdict) -> Color32 {
    let safe = super::style::colour_blind();
    match v {
        Verdict::Ok => palette::TEXT,
        Verdict::Inaccuracy if safe => Color32::from_rgb(86, 180, 233),
        Verdict::Inaccuracy => Color32::from_rgb(230, 200, 90),
        Verdict::Mistake if safe => Color32::from_rgb(230, 159, 0),
        Verdict::Mistake => Color32::from_rgb(240, 150, 60),
        Verdict::Blunder if safe => Color32::from_rgb(213, 94, 0),
        Verdict::Blunder => Color32::from_rgb(235, 80, 70),
    }
}

/// The chart's marker of a verdict: a diamond for a mistake, a square for a blunder.
fn verdict_marker(v: Verdict) -> egui_plot::MarkerShape {
    match v {
        Verdict::Blunder => egui_plot::MarkerShape::Square,
        _ => egui_plot::MarkerShape::Diamond,
    }
}

/// The verdict in words, or nothing for a good decision.
fn verdict_word(lang: &Lang, v: Verdict) -> String {
    match v {
        Verdict::Ok => String::new(),
        Verdict::Inaccuracy => lang.get("verdict-inaccuracy"),
        Verdict::Mistake => lang.get("verdict-mistake"),
        Verdict::Blunder => lang.get("verdict-blunder"),
    }
}

/// The chart: per side, the round-win chance (percent) after each of its decisions, with
/// the decisions that cost 10 points or more marked.
fn chart(ui: &mut egui::Ui, lang: &Lang, decisions: &[DecisionReview], names: &Names) {
    Plot::new("round analysis")
        .height(if super::style::compact(ui.ctx()) { 120.0 } else { 200.0 })
        .include_y(0.0)
        .include_y(100.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .x_axis_label(lang.get("chart-decision"))
        .y_axis_label(lang.get("chart-win-percent"))
        .show(ui, |plot| {
            for side in Side::BOTH {
                let mine: Vec<(usize, &DecisionReview)> =
                    decisions.iter().enumerate().filter(|(_, d)| d.side == side).collect();
                if mine.is_empty() {
                    continue;
                }
                let at = |(i, d): &(usize, &DecisionReview)| [(*i + 1) as f64, 100.0 * d.chance_after];
                let line: Vec<[f64; 2]> = mine.iter().map(at).collect();
                plot.line(Line::new(names.get(side), PlotPoints::from(line)).color(side_colour(side)).width(2.0));
                let best: Vec<[f64; 2]> = mine.iter().map(|(i, d)| [(*i + 1) as f64, 100.0 * d.best_chance]).collect();
                plot.points(
                    Points::new(tr!(lang, "chart-best", who = names.get(side)), PlotPoints::from(best))
                        .color(side_colour(side).gamma_multiply(0.5))
                        .radius(2.5),
                );
                for verdict in [Verdict::Mistake, Verdict::Blunder] {
                    let marked: Vec<[f64; 2]> = mine.iter().filter(|(_, d)| d.verdict == verdict).map(at).collect();
                    if !marked.is_empty() {
                        plot.points(
                            Points::new(verdict_word(lang, verdict), PlotPoints::from(marked))
                                .color(verdict_colour(verdict))
                                .shape(verdict_marker(verdict))
                                .filled(true)
                                .radius(6.0),
                        );
                    }
                }
            }
        });
    // The legend below the chart, never over its last decisions.
    ui.horizontal_wrapped(|ui| {
        for side in Side::BOTH {
            if decisions.iter().any(|d| d.side == side) {
                ui.label(RichText::new(format!("— {}", names.get(side))).color(side_colour(side)));
                let best = format!("· {}", tr!(lang, "chart-best", who = names.get(side)));
                ui.label(RichText::new(best).color(side_colour(side).gamma_multiply(0.6)));
            }
        }
        for (verdict, mark) in [(Verdict::Mistake, "◆"), (Verdict::Blunder, "■")] {
            if decisions.iter().any(|d| d.verdict == verdict) {
                let text = format!("{mark} {}", verdict_word(lang, verdict));
                ui.label(RichText::new(text).color(verdict_colour(verdict)));
            }
        }
    });
}

fn draw_analysis(
    mut contexts: EguiContexts,
    mut analysis: ResMut<RoundAnalysis>,
    seats: Res<Seats>,
    mut try_again: MessageWriter<TryFromDecision>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = Names::of(&lang, &seats.0);
    let title = lang.get("analysis");
    let mut close = false;
    let progress = analysis.progress();
    match &analysis.0 {
        AnalysisState::Closed => return Ok(()),
        AnalysisState::Running { round, .. } => {
            let (done, total) = progress.unwrap_or_default();
            centred_window(ctx, &title, 0.0).show(ctx, |ui| {
                ui.label(tr!(lang, "analysis-judging", round = *round));
                let share = if total == 0 { 0.0 } else { done as f32 / total as f32 };
                let text = tr!(lang, "analysis-progress", done = done, total = total);
                ui.add(egui::ProgressBar::new(share).text(text).desired_width(360.0));
                close = ui.button(lang.get("cancel")).clicked();
            });
        }
        AnalysisState::Failed(e) => {
            centred_window(ctx, &title, 0.0).show(ctx, |ui| {
                let text = tr!(lang, "analysis-failed", why = files::replay_error(&lang, e));
                ui.label(RichText::new(text).color(palette::RED));
                close = ui.button(lang.get("close")).clicked();
            });
        }
        AnalysisState::Ready { round, live, decisions } => {
            // Everything but Close scrolls, so that Close is always on screen.
            let room = super::style::scroll_room(ctx, 150.0, 0.8);
            // The first button of the window takes the keys' focus (a Try again, else Close).
            let mut first = true;
            centred_window(ctx, &title, 620.0).show(ctx, |ui| {
                egui::ScrollArea::vertical().max_height(room).show(ui, |ui| {
                    ui.label(RichText::new(tr!(lang, "analysis-heading", round = *round)).strong());
                    ui.label(RichText::new(lang.get("analysis-explained")).color(palette::WEAK));
                    chart(ui, &lang, decisions, &names);
                    for (i, d) in decisions.iter().enumerate() {
                        let who = names.get(d.side);
                        // What changed between this player's decisions that was not theirs:
                        // the draws and the other player's play (luck is not a mistake).
                        if let Some(prev) = decisions[..i].iter().rev().find(|p| p.side == d.side) {
                            let swing = 100.0 * (d.chance_before - prev.chance_after);
                            if swing.abs() >= 5.0 {
                                let other = names.get(d.side.opponent());
                                let swing = swing.round() as i64;
                                let text = tr!(
                                    lang,
                                    "analysis-swing",
                                    other = other,
                                    other_person = names.person(d.side.opponent()),
                                    sign = if swing > 0 { "+" } else { "" },
                                    points = swing
                                );
                                ui.label(RichText::new(text).italics().color(palette::WEAK));
                            }
                        }
                        let line = tr!(
                            lang,
                            "analysis-decision",
                            n = i + 1,
                            who = who,
                            action = terms::action(&lang, &d.played),
                            before = (100.0 * d.chance_before).round() as i64,
                            after = (100.0 * d.chance_after).round() as i64
                        );
                        ui.horizontal_wrapped(|ui| {
                            if *round == 0 {
                                ui.label(tr!(lang, "analysis-round", round = d.round));
                            }
                            if *live {
                                let again =
                                    ui.small_button(lang.get("try-again")).on_hover_text(lang.get("try-again-tip"));
                                // The keys' focus comes into the window at its first Try again.
                                let again = if first { super::style::window_focus(again) } else { again };
                                first = false;
                                if again.clicked() {
                                    try_again.write(TryFromDecision { step: d.step, side: d.side });
                                }
                            }
                            ui.label(RichText::new(line).color(side_colour(d.side)));
                            if d.verdict != Verdict::Ok {
                                let word = verdict_word(&lang, d.verdict);
                                ui.label(RichText::new(word).strong().color(verdict_colour(d.verdict)));
                                // Whole, or on the next line: never "(52 %)" alone.
                                let best = tr!(
                                    lang,
                                    "analysis-best",
                                    action = terms::action(&lang, &d.best),
                                    percent = (100.0 * d.best_chance).round() as i64
                                );
                                ui.add(egui::Label::new(best).wrap_mode(egui::TextWrapMode::Extend));
                            }
                        });
                    }
                    if decisions.is_empty() {
                        ui.label(lang.get("analysis-nothing"));
                    }
                });
                ui.separator();
                let button = ui.button(lang.get("close"));
                close = if first { super::style::window_focus(button) } else { super::style::first_focus(button) }
                    .clicked();
            });
        }
    }
    if close {
        analysis.close();
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_analysis.in_set(ModalLayer::Menus).run_if(in_state(Menu::None)));
}
