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
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use egui_plot::{Corner, Legend, Line, Plot, PlotPoints, Points};

/// The colour a verdict is marked in.
fn verdict_colour(v: Verdict) -> Color32 {
    match v {
        Verdict::Ok => palette::TEXT,
        Verdict::Inaccuracy => Color32::from_rgb(230, 200, 90),
        Verdict::Mistake => Color32::from_rgb(240, 150, 60),
        Verdict::Blunder => Color32::from_rgb(235, 80, 70),
    }
}

/// The verdict in words, or nothing for a good decision.
fn verdict_word(v: Verdict) -> &'static str {
    match v {
        Verdict::Ok => "",
        Verdict::Inaccuracy => "inaccuracy",
        Verdict::Mistake => "mistake",
        Verdict::Blunder => "blunder",
    }
}

/// The chart: per side, the round-win chance (percent) after each of its decisions, with
/// the decisions that cost 10 points or more marked.
fn chart(ui: &mut egui::Ui, decisions: &[DecisionReview], names: &Names) {
    Plot::new("round analysis")
        .height(200.0)
        .include_y(0.0)
        .include_y(100.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .x_axis_label("decision")
        .y_axis_label("win %")
        .legend(Legend::default().position(Corner::RightBottom))
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
                    Points::new(format!("{}: best", names.get(side)), PlotPoints::from(best))
                        .color(side_colour(side).gamma_multiply(0.5))
                        .radius(2.5),
                );
                for verdict in [Verdict::Mistake, Verdict::Blunder] {
                    let marked: Vec<[f64; 2]> = mine.iter().filter(|(_, d)| d.verdict == verdict).map(at).collect();
                    if !marked.is_empty() {
                        plot.points(
                            Points::new(verdict_word(verdict), PlotPoints::from(marked))
                                .color(verdict_colour(verdict))
                                .radius(6.0),
                        );
                    }
                }
            }
        });
}

fn draw_analysis(
    mut contexts: EguiContexts,
    mut analysis: ResMut<RoundAnalysis>,
    seats: Res<Seats>,
    mut try_again: MessageWriter<TryFromDecision>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let names = Names::of(&seats.0);
    let mut close = false;
    let height = ctx.viewport_rect().height();
    let progress = analysis.progress();
    match &analysis.0 {
        AnalysisState::Closed => return Ok(()),
        AnalysisState::Running { round, .. } => {
            let (done, total) = progress.unwrap_or_default();
            centred_window("Analysis").show(ctx, |ui| {
                let what = if *round == 0 { "the match".to_string() } else { format!("round {round}") };
                ui.label(format!("Judging the decisions of {what} from each player's own view…"));
                let share = if total == 0 { 0.0 } else { done as f32 / total as f32 };
                ui.add(egui::ProgressBar::new(share).text(format!("{done} of {total}")).desired_width(360.0));
                close = ui.button("Cancel").clicked();
            });
        }
        AnalysisState::Failed(e) => {
            centred_window("Analysis").show(ctx, |ui| {
                ui.label(RichText::new(format!("The round could not be analysed: {e}")).color(palette::RED));
                close = ui.button("Close").clicked();
            });
        }
        AnalysisState::Ready { round, decisions } => {
            centred_window("Analysis").min_width(620.0).show(ctx, |ui| {
                let what = if *round == 0 { "The match".to_string() } else { format!("Round {round}") };
                ui.label(RichText::new(format!("{what}: the chance to win the round after each decision")).strong());
                ui.label(
                    RichText::new(
                        "Judged by the hard computer player from what the deciding player could see — never the \
                         hidden cards. The small dots are the best decision's chance; a decision that cost 10 \
                         points or more is a mistake, 25 or more a blunder. Between two of your decisions, \
                         the draws and the other player's play move the chance too: that is shown apart.",
                    )
                    .color(palette::WEAK),
                );
                chart(ui, decisions, &names);
                egui::ScrollArea::vertical().max_height(height * 0.3).show(ui, |ui| {
                    for (i, d) in decisions.iter().enumerate() {
                        let who = names.get(d.side);
                        // What changed between this player's decisions that was not theirs:
                        // the draws and the other player's play (luck is not a mistake).
                        if let Some(prev) = decisions[..i].iter().rev().find(|p| p.side == d.side) {
                            let swing = 100.0 * (d.chance_before - prev.chance_after);
                            if swing.abs() >= 5.0 {
                                let other = names.get(d.side.opponent());
                                ui.label(
                                    RichText::new(format!("   then the draws and {other}'s play: {swing:+.0} points"))
                                        .italics()
                                        .color(palette::WEAK),
                                );
                            }
                        }
                        let line = format!(
                            "{}. {who}: {} — {:.0}% before, {:.0}% after",
                            i + 1,
                            d.action,
                            100.0 * d.chance_before,
                            100.0 * d.chance_after
                        );
                        ui.horizontal_wrapped(|ui| {
                            if *round > 0 {
                                let again = ui.small_button("Try again").on_hover_text(
                                    "play on from here: the hidden cards are dealt anew from what was known then",
                                );
                                if again.clicked() {
                                    try_again.write(TryFromDecision { step: d.step, side: d.side });
                                }
                            } else {
                                ui.label(format!("round {}", d.round));
                            }
                            ui.label(RichText::new(line).color(side_colour(d.side)));
                            if d.verdict != Verdict::Ok {
                                ui.label(
                                    RichText::new(verdict_word(d.verdict)).strong().color(verdict_colour(d.verdict)),
                                );
                                ui.label(format!("best: {} ({:.0}%)", d.best_action, 100.0 * d.best_chance));
                            }
                        });
                    }
                    if decisions.is_empty() {
                        ui.label("No decision to judge in this round.");
                    }
                });
                close = ui.button("Close").clicked();
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
