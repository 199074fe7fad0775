//! The round's analysis on screen (asked for from the round-over band): a progress bar
//! while the search judges, then a chart of the round-win chance through the round — the
//! chance after each decision, mistakes and blunders marked — and every decision in words
//! with the best alternative, and "Try again" from any of them (a practice position dealt
//! anew from what was known then).

use super::layers::ModalLayer;
use super::style::{centred_window, palette, side_colour};
use super::words::Names;
use crate::ai::analysis::{DecisionReview, Verdict};
use crate::game::analysis::{AnalysisState, RoundAnalysis, TryFromDecision};
use crate::game::screens::Menu;
use crate::lang::{Lang, file_problems, terms};
use crate::rules::Side;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use egui_plot::{Line, Plot, PlotPoints, Points};

/// The colour a verdict is marked in (Okabe–Ito's sky blue, orange and vermillion in the
/// colour-blind-safe palette of `ctx`); its word and its marker's shape tell it too.
fn verdict_colour(ctx: &egui::Context, v: Verdict) -> Color32 {
    let safe = super::style::colour_blind(ctx);
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
/// the decisions that cost 10 points or more marked, and its legend below it. Returns the
/// plot's rectangle, in points.
fn chart(ui: &mut egui::Ui, lang: &Lang, decisions: &[DecisionReview], names: &Names) -> egui::Rect {
    let ctx = ui.ctx().clone();
    let plot = Plot::new("round analysis")
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
                                .color(verdict_colour(&ctx, verdict))
                                .shape(verdict_marker(verdict))
                                .filled(true)
                                .radius(6.0),
                        );
                    }
                }
            }
        });
    // The legend below the chart, never over its last decisions; each entry whole, or on
    // the next line.
    ui.horizontal_wrapped(|ui| {
        let entry = |ui: &mut egui::Ui, text: String, colour: Color32| {
            ui.add(egui::Label::new(RichText::new(text).color(colour)).wrap_mode(egui::TextWrapMode::Extend));
        };
        for side in Side::BOTH {
            if decisions.iter().any(|d| d.side == side) {
                entry(ui, format!("— {}", names.get(side)), side_colour(side));
                let best = format!("· {}", tr!(lang, "chart-best", who = names.get(side)));
                entry(ui, best, side_colour(side).gamma_multiply(0.6));
            }
        }
        for (verdict, mark) in [(Verdict::Mistake, "◆"), (Verdict::Blunder, "■")] {
            if decisions.iter().any(|d| d.verdict == verdict) {
                entry(ui, format!("{mark} {}", verdict_word(lang, verdict)), verdict_colour(&ctx, verdict));
            }
        }
    });
    plot.response.rect
}

/// The review of a round's (`round` ≥ 1) or of the whole match's (`round` 0) `decisions`,
/// the chart first, then each decision in words with the best one where it cost points;
/// with a Try again per decision while the match is `live`. The first Try again takes
/// the keys' focus (and `first` is then false). Returns the Try again pressed.
fn review_ui(
    ui: &mut egui::Ui,
    lang: &Lang,
    (round, live): (u32, bool),
    decisions: &[DecisionReview],
    names: &Names,
    first: &mut bool,
) -> Option<TryFromDecision> {
    let mut asked = None;
    ui.label(RichText::new(tr!(lang, "analysis-heading", round = round)).strong());
    ui.label(RichText::new(lang.get("analysis-explained")).color(palette::WEAK));
    chart(ui, lang, decisions, names);
    for (i, d) in decisions.iter().enumerate() {
        let who = names.get(d.side);
        // What changed between this player's decisions that was not theirs: the draws and
        // the other player's play (luck is not a mistake).
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
            action = terms::action(lang, &d.played),
            before = (100.0 * d.chance_before).round() as i64,
            after = (100.0 * d.chance_after).round() as i64
        );
        ui.horizontal_wrapped(|ui| {
            if round == 0 {
                ui.label(tr!(lang, "analysis-round", round = d.round));
            }
            if live {
                let again = ui.small_button(lang.get("try-again")).on_hover_text(lang.get("try-again-tip"));
                // The keys' focus comes into the window at its first Try again.
                let again = if *first { super::style::window_focus(again) } else { again };
                *first = false;
                if again.clicked() {
                    asked = Some(TryFromDecision { step: d.step, side: d.side });
                }
            }
            ui.label(RichText::new(line).color(side_colour(d.side)));
            if d.verdict != Verdict::Ok {
                let word = verdict_word(lang, d.verdict);
                ui.label(RichText::new(word).strong().color(verdict_colour(ui.ctx(), d.verdict)));
                // The chance first, with its word: never "(52 %)" alone on a line.
                let best = tr!(
                    lang,
                    "analysis-best",
                    action = terms::action(lang, &d.best),
                    percent = (100.0 * d.best_chance).round() as i64
                );
                ui.label(super::words::parenthesis_kept_with_its_word(&best));
            }
        });
    }
    if decisions.is_empty() {
        ui.label(lang.get("analysis-nothing"));
    }
    asked
}

fn draw_analysis(
    mut contexts: EguiContexts,
    mut analysis: ResMut<RoundAnalysis>,
    mut try_again: MessageWriter<TryFromDecision>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Named as they played the analysed match (a stored one's players, not the live seats').
    let names = |players: &crate::ai::Players| Names::of(&lang, players);
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
                let text = tr!(lang, "analysis-failed", why = file_problems::replay_error(&lang, e));
                ui.label(RichText::new(text).color(palette::RED));
                close = ui.button(lang.get("close")).clicked();
            });
        }
        AnalysisState::Ready { round, live, decisions, players } => {
            let names = names(players);
            // Everything but Close scrolls, so that Close is always on screen.
            let room = super::style::scroll_room(ctx, 150.0, 0.8);
            // The first button of the window takes the keys' focus (a Try again, else Close).
            let mut first = true;
            centred_window(ctx, &title, 620.0).show(ctx, |ui| {
                crate::ui::scrolling::show_scrolling(egui::ScrollArea::vertical().max_height(room), ui, |ui| {
                    if let Some(ask) = review_ui(ui, &lang, (*round, *live), decisions, &names, &mut first) {
                        try_again.write(ask);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;
    use crate::rules::{Action, Dir};

    /// Eight decisions of a round, alternating, every other one a mistake or a blunder.
    fn decisions() -> Vec<DecisionReview> {
        (0..8)
            .map(|i| {
                let side = if i % 2 == 0 { Side::Left } else { Side::Right };
                let verdict = [Verdict::Ok, Verdict::Mistake, Verdict::Ok, Verdict::Blunder][i % 4];
                let played = Action::Move { dir: Dir::Forward, card: 2 };
                let best = Action::AdvanceAttack { advance: 3, value: 5, count: 2 };
                DecisionReview {
                    round: 1,
                    step: i,
                    side,
                    action: String::new(),
                    played,
                    chance_before: 0.52,
                    chance_after: if verdict == Verdict::Ok { 0.5 } else { 0.2 },
                    best_action: String::new(),
                    best,
                    best_chance: 0.52,
                    verdict,
                }
            })
            .collect()
    }

    /// The texts of an AccessKit update, each with its rectangle in points.
    fn texts(out: &egui::FullOutput) -> Vec<(String, egui::Rect)> {
        let update = out.platform_output.accesskit_update.as_ref().expect("AccessKit is on");
        let mut all: Vec<(String, egui::Rect)> = update
            .nodes
            .iter()
            .filter_map(|(_, n)| {
                let text = n.label().or(n.value())?;
                let b = n.bounds()?;
                let rect = egui::Rect::from_min_max(
                    egui::pos2(b.x0 as f32, b.y0 as f32),
                    egui::pos2(b.x1 as f32, b.y1 as f32),
                );
                Some((text.to_string(), rect))
            })
            .collect();
        // Each once (a frame laid out again lists its nodes again, under other ids).
        all.sort_by(|a, b| (&a.0, a.1.min.y, a.1.min.x).partial_cmp(&(&b.0, b.1.min.y, b.1.min.x)).unwrap());
        all.dedup();
        all
    }

    /// The chart alone (`whole` false) or the whole review drawn `width` points wide in
    /// `language` (three frames: a plot settles in its second): what it shows, and the
    /// chart's rectangle (only of the chart alone).
    fn drawn(language: Language, width: f32, whole: bool) -> (Vec<(String, egui::Rect)>, egui::Rect, Lang) {
        let lang = Lang::new(language);
        let names = Names::new(["Ann".into(), "Master Hugo".into()], Some(Side::Left));
        let decisions = decisions();
        let ctx = crate::ui::style::test_context();
        ctx.enable_accesskit();
        let (mut out, mut plot) = (None, egui::Rect::NOTHING);
        for _ in 0..3 {
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width + 20.0, 2000.0))),
                ..Default::default()
            };
            out = Some(ctx.run_ui(input, |ui| {
                ui.set_max_width(width);
                if whole {
                    review_ui(ui, &lang, (1, true), &decisions, &names, &mut true);
                } else {
                    plot = chart(ui, &lang, &decisions, &names);
                }
            }));
        }
        (texts(&out.unwrap()), plot, lang)
    }

    /// The chart's legend covered its last decisions (it lay in the plot's corner). The
    /// legend now lies below the chart, each entry whole, and a better move's words stay
    /// inside the review, in every language and at the compact form's widths.
    #[test]
    fn the_legend_lies_below_the_chart_each_entry_whole() {
        for (language, width) in [
            (Language::English, 620.0),
            (Language::German, 420.0),
            (Language::Japanese, 330.0),
            (Language::French, 360.0),
        ] {
            let (shown, plot, _) = drawn(language, width, false);
            assert!(plot.height() > 50.0, "{language:?}: the chart {plot:?}");
            let legend: Vec<&(String, egui::Rect)> = shown
                .iter()
                .filter(|(t, _)| {
                    t.starts_with("— ") || t.starts_with("· ") || t.starts_with("◆ ") || t.starts_with("■ ")
                })
                .collect();
            // Each side's line and best moves, and the mistake's and the blunder's marks.
            assert_eq!(legend.len(), 6, "{language:?}: {shown:#?}");
            for (text, rect) in legend {
                assert!(
                    rect.top() >= plot.bottom() - 0.5,
                    "{language:?}: {text:?} at {rect:?} is over the chart {plot:?}"
                );
            }
            let (shown, _, lang) = drawn(language, width, true);
            let line = shown
                .iter()
                .find(|(t, _)| *t == verdict_word(&lang, Verdict::Mistake))
                .map(|(_, r)| r.height())
                .expect("a mistake is named");
            for d in decisions().iter().filter(|d| d.verdict != Verdict::Ok) {
                let best = tr!(
                    lang,
                    "analysis-best",
                    action = terms::action(&lang, &d.best),
                    percent = (100.0 * d.best_chance).round() as i64
                );
                let shown_best = super::super::words::parenthesis_kept_with_its_word(&best);
                let (_, rect) = shown.iter().find(|(t, _)| *t == shown_best).expect("the better move is named");
                assert!(rect.right() <= width + 0.5, "{language:?}: {best:?} runs out of its {width} points: {rect:?}");
                assert!(rect.height() < 4.0 * line, "{language:?}: {best:?} at {rect:?}");
            }
        }
    }

    /// A better move's chance wrapped onto a line of its own ("(52 %)"). At every width,
    /// in every language, it now wraps with the word before it.
    #[test]
    fn a_better_moves_chance_never_wraps_alone() {
        for language in Language::ALL {
            let lang = Lang::new(language);
            let action = terms::action(&lang, &Action::AdvanceAttack { advance: 3, value: 5, count: 2 });
            let best = tr!(lang, "analysis-best", action = action, percent = 52);
            let best = crate::ui::words::parenthesis_kept_with_its_word(&best);
            let ctx = crate::ui::style::test_context();
            let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
                // From the narrowest the review is (320 points, in the compact form) down to
                // where the word and the chance no longer fit on one line.
                for width in (150..=520).step_by(5) {
                    let font = egui::FontId::proportional(17.0);
                    let galley = ui.painter().layout(best.clone(), font, Color32::WHITE, width as f32);
                    let rows: Vec<String> =
                        galley.rows.iter().map(|r| r.glyphs.iter().map(|g| g.chr).collect()).collect();
                    // The chance with its word before it or the move after it: never alone
                    // on a row.
                    let row = rows.iter().find(|r| r.contains(['(', '（'])).expect("the chance is shown");
                    let (before, after) = row.split_once(['(', '（']).unwrap_or_default();
                    let after = after.split_once([')', '）']).map(|(_, a)| a).unwrap_or_default();
                    assert!(
                        before.chars().any(char::is_alphanumeric) || after.chars().any(char::is_alphanumeric),
                        "{language:?} at {width} points: the chance alone: {rows:?}"
                    );
                }
            });
        }
    }
}
