//! Puzzles on screen: the Puzzles menu over the title (the daily puzzle, the trainer with
//! the player's puzzle rating and streak, statistics) and, during a puzzle, a band above
//! the piste: what to find, then the verdict — solved or not, the rating's move — with
//! Show why, Try again, the next puzzle and the way back.

use super::hud::layout::{PanelLayout, PanelSet, lesson_band, never_shrinking};
use super::layers::ModalLayer;
use super::style::{band_button, centred_window, heading_font, palette};
use crate::game::flow::FlowRequest;
use crate::game::puzzles::{
    ActivePuzzle, PuzzleMode, Puzzles, ShowWhy, StartPuzzle, daily_index, in_puzzle, today, trainer_index,
};
use crate::game::screens::{Menu, Screen};
use crate::game::storage::UserSettings;
use crate::lang::{Lang, terms};
use crate::persist::settings::PuzzleProgress;
use crate::puzzles::Puzzle;
use crate::rules::Observation;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_puzzle_menu(
    mut contexts: EguiContexts,
    puzzles: Res<Puzzles>,
    settings: Res<UserSettings>,
    mut start: MessageWriter<StartPuzzle>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred_window(ctx, &lang.get("puzzles"), 520.0).show(ctx, |ui| {
        match &puzzles.0 {
            Err(e) => {
                ui.label(RichText::new(tr!(lang, "puzzles-unreadable", why = e.clone())).color(palette::RED));
            }
            Ok(set) => {
                let progress = &settings.puzzles;
                ui.label(tr!(lang, "puzzles-about", count = set.puzzles.len()));
                ui.add_space(8.0);
                // The daily puzzle.
                let day = today();
                ui.label(RichText::new(lang.get("puzzles-daily")).font(heading_font(22.0)));
                let done_today = progress.daily.filter(|(d, _)| *d == day);
                let status = match done_today {
                    Some((_, true)) => lang.get("puzzles-daily-solved"),
                    Some((_, false)) => lang.get("puzzles-daily-missed"),
                    None => lang.get("puzzles-daily-new"),
                };
                ui.horizontal(|ui| {
                    let b = super::style::window_focus(ui.button(lang.get("puzzles-play-daily")));
                    if b.clicked()
                        && let Some(index) = daily_index(set, day)
                    {
                        start.write(StartPuzzle { index, mode: PuzzleMode::Daily });
                    }
                    ui.label(status);
                });
                ui.add_space(8.0);
                // The trainer.
                ui.label(RichText::new(lang.get("puzzles-trainer")).font(heading_font(22.0)));
                ui.label(tr!(
                    lang,
                    "puzzles-your-rating",
                    rating = progress.rating.round() as i64,
                    margin = (2.0 * progress.deviation).round() as i64,
                    streak = progress.streak,
                    best = progress.best_streak
                ));
                if ui.button(lang.get("puzzles-play-trainer")).clicked()
                    && let Some(index) = trainer_index(set, progress)
                {
                    start.write(StartPuzzle { index, mode: PuzzleMode::Trainer });
                }
                ui.add_space(8.0);
                ui.label(RichText::new(lang.get("puzzles-statistics")).font(heading_font(22.0)));
                ui.label(tr!(
                    lang,
                    "puzzles-counts",
                    tried = progress.tried,
                    solved = progress.solved,
                    percent = if progress.tried == 0 {
                        0
                    } else {
                        (100.0 * f64::from(progress.solved) / f64::from(progress.tried)).round() as i64
                    }
                ));
            }
        }
        ui.add_space(6.0);
        if ui.button(lang.get("back")).clicked() {
            flow.write(FlowRequest::CloseMenu);
        }
    });
    Ok(())
}

/// What a button of the puzzle band asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BandPress {
    ShowWhy,
    TryAgain,
    Next,
    All,
}

/// The puzzle band's contents: the heading, the cards out of `obs`'s view (the solver's),
/// what to find or the verdict with the rating's move, the buttons, and why once shown.
/// Returns the button pressed. Drawn by [`draw_puzzle_band`] and, with AccessKit on, by
/// the screen-reader test.
pub fn puzzle_band_ui(
    ui: &mut egui::Ui,
    lang: &Lang,
    p: &Puzzle,
    puzzle: &ActivePuzzle,
    progress: &PuzzleProgress,
    obs: &Observation,
) -> Option<BandPress> {
    let mut pressed = None;
    let size = if super::style::compact(ui.ctx()) { 15.0 } else { 18.0 };
    let heading = tr!(
        lang,
        if puzzle.mode == PuzzleMode::Daily { "puzzle-heading-daily" } else { "puzzle-heading" },
        level = terms::level(lang, p.rules.level),
        rating = puzzle.rating.round() as i64
    );
    let font = super::style::figures_heading_font(22.0);
    ui.label(RichText::new(heading).font(font).color(palette::GOLD));
    // What a player who saw the round played would know (R2.4, R7.1): the cards out of
    // view, value by value; under Duell D4 the other fencer's hand is open, so only the
    // pile's.
    let rows = super::widgets::tracker_rows(obs);
    let cards: Vec<String> = rows.iter().map(|r| format!("{}: {}", r.value, r.unseen)).collect();
    let id = if obs.opponent_hand.is_some() { "puzzle-unseen-open" } else { "puzzle-unseen" };
    let text = tr!(lang, id, cards = cards.join(" · "), pile = obs.draw_pile_len);
    ui.label(RichText::new(text).color(palette::WEAK));
    let Some(attempt) = puzzle.attempt else {
        ui.label(RichText::new(tr!(lang, "puzzle-find", side = terms::side(lang, p.side))).size(size));
        return None;
    };
    let verdict = if attempt.solved {
        tr!(lang, "puzzle-solved", action = terms::action(lang, &attempt.chosen))
    } else {
        tr!(lang, "puzzle-missed", action = terms::action(lang, &attempt.chosen))
    };
    let colour = if attempt.solved { palette::GOLD } else { MISSED };
    // The verdict and the rating's move on one line, the buttons right under it, why
    // below them: on a small screen the band keeps its buttons in view.
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(verdict).size(size).strong().color(colour));
        if attempt.counted {
            ui.label(tr!(
                lang,
                "puzzle-rating-moved",
                before = attempt.rating_before.round() as i64,
                after = attempt.rating_after.round() as i64,
                streak = progress.streak
            ));
        } else {
            ui.label(RichText::new(lang.get("puzzle-not-counted")).color(palette::WEAK));
        }
    });
    ui.horizontal_wrapped(|ui| {
        if !puzzle.why_shown {
            let b = band_button(ui, &lang.get("puzzle-show-why"));
            // The keys' focus comes to Show why a pass after the answer: the key that
            // answered (an arrow moves a card) would otherwise move it on.
            let pass = ui.ctx().cumulative_pass_nr();
            let answered_at = egui::Id::new(("puzzle answered at", puzzle.index, puzzle.opening));
            let first = ui.ctx().data_mut(|d| *d.get_temp_mut_or(answered_at, pass));
            let b = if pass > first { super::style::first_focus_of_a_keyed_button(b) } else { b };
            if b.clicked() {
                pressed = Some(BandPress::ShowWhy);
            }
        }
        for (id, press) in [
            ("puzzle-try-again", BandPress::TryAgain),
            ("puzzle-next", BandPress::Next),
            ("puzzle-all", BandPress::All),
        ] {
            if band_button(ui, &lang.get(id)).clicked() {
                pressed = Some(press);
            }
        }
    });
    if puzzle.why_shown {
        ui.label(RichText::new(crate::lang::puzzles::why(lang, &p.why, p.rules.level)).strong().color(colour));
        ui.label(crate::lang::puzzles::solution(lang, p));
    }
    pressed
}

fn draw_puzzle_band(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: crate::game::MatchView,
    puzzles: Res<Puzzles>,
    settings: Res<UserSettings>,
    mut start: MessageWriter<StartPuzzle>,
    mut why: MessageWriter<ShowWhy>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let Some(puzzle) = view.kind.puzzle() else { return Ok(()) };
    let Ok(set) = &puzzles.0 else { return Ok(()) };
    let Some(p) = set.puzzles.get(puzzle.index) else { return Ok(()) };
    let obs = view.observation(p.side);
    let tallest = egui::Id::new(("puzzle band height", puzzle.index));
    let mut pressed = None;
    lesson_band(ctx, "puzzle", &mut layout, |ui| {
        never_shrinking(ui, tallest, |ui| {
            pressed = puzzle_band_ui(ui, &lang, p, puzzle, &settings.puzzles, &obs);
        });
    });
    match pressed {
        Some(BandPress::ShowWhy) => {
            why.write(ShowWhy);
        }
        Some(BandPress::TryAgain) => {
            start.write(StartPuzzle { index: puzzle.index, mode: puzzle.mode });
        }
        Some(BandPress::Next) => {
            if let Some(index) = trainer_index(set, &settings.puzzles) {
                start.write(StartPuzzle { index, mode: PuzzleMode::Trainer });
            }
        }
        Some(BandPress::All) => {
            flow.write(FlowRequest::ToTitle);
            flow.write(FlowRequest::OpenMenu(Menu::Puzzles));
        }
        None => {}
    }
    Ok(())
}

/// The colour of a missed puzzle's verdict.
const MISSED: egui::Color32 = egui::Color32::from_rgb(240, 120, 100);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            draw_puzzle_menu.in_set(ModalLayer::Menus).run_if(in_state(Menu::Puzzles)),
            draw_puzzle_band.in_set(PanelSet::Summary).run_if(in_state(Screen::Match).and_then(in_puzzle)),
        ),
    );
}
