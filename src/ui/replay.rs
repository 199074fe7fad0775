//! The replay screen: pick a stored match and step through it on the piste, both hands
//! shown. The replay has its own resource ([`ReplayView`]) and its own fencer and table
//! entities ([`ReplayEntity`], gone when the screen closes); the live match is only
//! hidden meanwhile, never touched.

use super::layers::ModalLayer;
use crate::game::analysis::AnalyseMatch;
use crate::game::screens::Screen;
use crate::game::storage::DataDir;
use crate::game::table::{Tables, facts_of, spawn_table};
use crate::game::{MatchState, TableView, TableViewOf};
use crate::lang::{Lang, file_problems, terms};
use crate::persist::VerifyError;
use crate::persist::record::{self, ListProblem, RecordEntry, RecordError};
use crate::persist::{DataPaths, ReplayCursor};
use crate::rules::Side;
use crate::scene::camera::PanelInsets;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use std::path::PathBuf;

/// Marks the fencer and table entities that show the replayed match.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct ReplayEntity;

/// The replay screen's state.
#[derive(Resource, Default)]
pub struct ReplayView {
    pub entries: Vec<RecordEntry>,
    pub cursor: Option<ReplayCursor>,
    pub selected: Option<String>,
    pub import_path: String,
    pub export_path: String,
    /// What the window says under its buttons, put into words when drawn.
    pub message: Option<ReplayNote>,
    /// The cursor position last shown on the piste.
    shown: Option<(String, usize)>,
}

/// What the replay window says about the records: what listing them found, a record that
/// does not re-play, how an export or import went.
#[derive(Debug)]
pub enum ReplayNote {
    /// Problems with the records folder or its files (bad files are set aside).
    Problems(Vec<ListProblem>),
    /// The record `name` does not re-play.
    Unplayable {
        name: String,
        error: VerifyError,
    },
    Exported(PathBuf),
    NotExported(RecordError),
    Imported(PathBuf),
    NotImported(RecordError),
    /// Import was pressed with no path typed.
    ImportWhat,
}

impl ReplayNote {
    /// Imports the record file at the path `typed` (as typed in the Replays screen, spaces
    /// around it ignored) into the records of `paths`: how it went. Nothing typed is
    /// [`ReplayNote::ImportWhat`], never an error about an empty path.
    pub fn import(paths: &DataPaths, typed: &str) -> ReplayNote {
        let typed = typed.trim();
        if typed.is_empty() {
            return ReplayNote::ImportWhat;
        }
        match record::import(paths, &PathBuf::from(typed)) {
            Ok(p) => ReplayNote::Imported(p),
            Err(e) => ReplayNote::NotImported(e),
        }
    }

    /// The note in the player's words.
    pub fn text(&self, lang: &Lang) -> String {
        match self {
            ReplayNote::Problems(problems) => {
                problems.iter().map(|p| file_problems::list_problem(lang, p)).collect::<Vec<_>>().join(" ")
            }
            ReplayNote::Unplayable { name, error } => {
                tr!(lang, "replay-unplayable", name = name.as_str(), why = file_problems::verify_error(lang, error))
            }
            ReplayNote::Exported(p) => tr!(lang, "exported-to", path = p.display().to_string()),
            ReplayNote::NotExported(e) => tr!(lang, "not-exported", why = file_problems::record_error(lang, e)),
            ReplayNote::Imported(p) => tr!(lang, "imported-as", path = p.display().to_string()),
            ReplayNote::NotImported(e) => tr!(lang, "not-imported", why = file_problems::record_error(lang, e)),
            ReplayNote::ImportWhat => lang.get("import-what"),
        }
    }
}

impl ReplayView {
    /// Re-reads the records folder.
    pub fn refresh(&mut self, paths: &DataPaths) {
        let (entries, problems) = record::list(paths);
        self.entries = entries;
        if !problems.is_empty() {
            self.message = Some(ReplayNote::Problems(problems));
        }
    }
}

/// Opening the screen: the records are read (the scene hides the live match meanwhile).
fn enter_replay(mut view: ResMut<ReplayView>, paths: Res<DataDir>, mut insets: ResMut<PanelInsets>) {
    *view = ReplayView::default();
    view.refresh(&paths);
    // The replay window covers the left of the screen.
    insets.set_if_neq(PanelInsets { left: 400.0, ..default() });
}

/// Leaving it: the cursor goes (the replay's entities go by `DespawnOnExit`).
fn leave_replay(mut view: ResMut<ReplayView>) {
    view.cursor = None;
}

/// Puts the cursor's position on the piste: the replay's own table (spawned on first use)
/// takes the replayed match's state, written as every table is ([`Tables::write`]).
fn show_cursor(
    mut view: ResMut<ReplayView>,
    table: Query<Entity, (With<ReplayEntity>, With<MatchState>)>,
    mut tables: Tables,
    mut commands: Commands,
) {
    let Some(cursor) = view.cursor.as_ref() else { return };
    let key = (view.selected.clone().unwrap_or_default(), cursor.position());
    if view.shown.as_ref() == Some(&key) {
        return;
    }
    let game = cursor.game();
    let facts = facts_of(game, &cursor.steps()[..cursor.position()]);
    match table.single() {
        Ok(table) => tables.write(table, game, facts),
        Err(_) => {
            spawn_table(&mut commands, game, facts, (ReplayEntity, DespawnOnExit(Screen::Replay)));
        }
    }
    view.shown = Some(key);
}

/// Draws the replay screen.
fn draw_replay(
    mut contexts: EguiContexts,
    mut view: ResMut<ReplayView>,
    paths: Res<DataDir>,
    mut flow: MessageWriter<crate::game::flow::FlowRequest>,
    mut analyse: MessageWriter<AnalyseMatch>,
    mut insets: ResMut<PanelInsets>,
    table: TableViewOf<ReplayEntity>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut back = false;
    let mut asked = None;
    let shown = table.get();
    if let Some((rect, below)) = replay_window(ctx, &lang, &mut view, shown, &paths, &mut back, &mut asked) {
        insets.set_if_neq(replay_insets(rect, below, ctx.content_rect(), ctx.zoom_factor()));
    }
    if back {
        flow.write(crate::game::flow::FlowRequest::ToTitle);
    }
    if let Some(a) = asked {
        analyse.write(a);
    }
    Ok(())
}

/// What the replay window at `rect` (egui points) covers of a `screen` (points) for the
/// camera, in logical pixels (`zoom` of them to a point): the camera frames the replayed
/// match above the window where it lies along the bottom (`below`), else beside it.
pub fn replay_insets(rect: egui::Rect, below: bool, screen: egui::Rect, zoom: f32) -> PanelInsets {
    if below {
        PanelInsets { bottom: (screen.bottom() - rect.top() + 12.0) * zoom, ..default() }
    } else {
        PanelInsets { left: (rect.right() + 12.0) * zoom, ..default() }
    }
}

/// The replay window over `ctx`: the records in `view`, the one picked stepped through
/// (its position as the replay's table shows it, `table`); `back` is set when the way back to the title is pressed, `analyse` when the analysis
/// of the picked match is asked for. Returns where it is, in egui points, and whether it
/// lies along the bottom (on a compact screen) rather than on the left; `None` when egui
/// did not show it.
pub fn replay_window(
    ctx: &egui::Context,
    lang: &Lang,
    view: &mut ReplayView,
    table: Option<TableView<'_>>,
    paths: &DataPaths,
    back: &mut bool,
    analyse: &mut Option<AnalyseMatch>,
) -> Option<(egui::Rect, bool)> {
    // On a compact screen (1024 × 600 at 160%) the window lies along the bottom in two
    // columns, below half the height, and the camera frames the piste in the wide strip above
    // it (beside a window of 68% of the width it framed the hall's wall from behind); its
    // contents scroll, so that none is below the screen's edge (the way back to the title
    // was).
    let screen = ctx.content_rect();
    let compact = crate::ui::style::compact(ctx);
    let window = egui::Window::new(lang.get("replays")).resizable(false).collapsible(false);
    let shown = if compact {
        let width = screen.width() - 24.0;
        window.anchor(egui::Align2::LEFT_BOTTOM, [12.0, -12.0]).default_width(width).max_width(width).show(ctx, |ui| {
            let area = egui::ScrollArea::vertical().id_salt("replay window").max_height(screen.height() * 0.5 - 40.0);
            crate::ui::scrolling::show_scrolling(area, ui, |ui| {
                ui.columns(2, |columns| {
                    records_and_steps(&mut columns[0], lang, view, table, 84.0);
                    position_and_files(&mut columns[1], lang, view, table, paths, back, analyse);
                });
            });
        })
    } else {
        window.anchor(egui::Align2::LEFT_TOP, [12.0, 12.0]).default_width(380.0).show(ctx, |ui| {
            records_and_steps(ui, lang, view, table, 220.0);
            position_and_files(ui, lang, view, table, paths, back, analyse);
        })
    };
    shown.map(|r| (r.response.rect, compact))
}

/// The first part of the replay window: the records (a list `list_height` points high at
/// most), the step buttons of the one picked, its step, and its round and score as the
/// replay's `table` shows them.
fn records_and_steps(
    ui: &mut egui::Ui,
    lang: &Lang,
    view: &mut ReplayView,
    table: Option<TableView<'_>>,
    list_height: f32,
) {
    let list = egui::ScrollArea::vertical().id_salt("records").max_height(list_height);
    crate::ui::scrolling::show_scrolling(list, ui, |ui| {
        if view.entries.is_empty() {
            ui.label(lang.get("replays-none"));
        }
        let mut pick = None;
        for e in &view.entries {
            let sel = view.selected.as_deref() == Some(e.name.as_str());
            if ui
                .selectable_label(
                    sel,
                    super::words::record_line(
                        lang,
                        &e.record.players,
                        e.record.result.winner,
                        e.record.result.scores,
                        e.record.rules.level,
                        e.record.result.rounds.len(),
                        e.record.finished_at,
                    ),
                )
                .clicked()
            {
                pick = Some(e.clone());
            }
        }
        if let Some(e) = pick {
            match ReplayCursor::from_record(&e.record) {
                Ok(c) => {
                    view.cursor = Some(c);
                    view.selected = Some(e.name.clone());
                    view.export_path = format!("{}", std::env::temp_dir().join(&e.name).display());
                }
                Err(error) => view.message = Some(ReplayNote::Unplayable { name: e.name.clone(), error }),
            }
        }
    });
    ui.separator();
    if let Some(c) = view.cursor.as_mut() {
        ui.horizontal_wrapped(|ui| {
            if ui.button("|<").on_hover_text(lang.get("replay-to-start")).clicked() {
                c.to_start();
            }
            if ui.button(lang.get("replay-back")).clicked() {
                c.back();
            }
            if ui.button(lang.get("replay-forward")).clicked() {
                c.forward();
            }
            if ui.button(">|").on_hover_text(lang.get("replay-to-end")).clicked() {
                c.to_end();
            }
        });
        ui.label(tr!(lang, "replay-step", step = c.position(), steps = c.len()));
        if let Some(s) = c.last_step() {
            ui.label(RichText::new(terms::step(lang, s)).strong());
        }
        if let Some(t) = table {
            ui.label(tr!(
                lang,
                "replay-round",
                round = t.match_state.round_number,
                left = t.score(Side::Left),
                right = t.score(Side::Right)
            ));
        }
    }
}

/// The second part of the replay window: both hands at the step and the draw pile (as the
/// replay's `table` shows them), the analysis of the match, export and import, and the way
/// back to the title.
fn position_and_files(
    ui: &mut egui::Ui,
    lang: &Lang,
    view: &mut ReplayView,
    table: Option<TableView<'_>>,
    paths: &DataPaths,
    back: &mut bool,
    analyse: &mut Option<AnalyseMatch>,
) {
    if let (Some(_), Some(t)) = (view.cursor.as_ref(), table) {
        for side in [Side::Left, Side::Right] {
            ui.horizontal(|ui| {
                ui.label(tr!(lang, "replay-hand", who = terms::side(lang, side)));
                let hand = t.hand(side).to_vec();
                if hand.is_empty() {
                    ui.label(RichText::new(lang.get("no-cards")).italics());
                }
                for v in hand {
                    crate::ui::hud::hand::small_card(ui, v, 26.0);
                }
            });
        }
        ui.label(tr!(lang, "draw-pile-count", count = t.deck.draw_pile));
        // The whole match judged, the decisions of whoever played it at this computer.
        let picked = view.selected.as_ref().and_then(|n| view.entries.iter().find(|e| &e.name == n));
        if let Some(e) = picked
            && ui.button(lang.get("analyse-match")).clicked()
        {
            let r = &e.record;
            *analyse = Some(AnalyseMatch {
                rules: r.rules,
                seed: r.seed,
                steps: r.steps.clone(),
                players: r.players.clone(),
                // The record's people: the sides a person played (the seat model's answer).
                sides: {
                    let role = crate::game::LocalRole::of(&r.players);
                    Side::BOTH.into_iter().filter(|s| role.plays(*s)).collect()
                },
            });
        }
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            let width = (ui.available_width() - 110.0).clamp(120.0, 240.0);
            ui.add(egui::TextEdit::singleline(&mut view.export_path).desired_width(width));
            if ui.button(lang.get("export")).clicked()
                && let Some(name) = view.selected.clone()
            {
                view.message = Some(match record::export(paths, &name, &PathBuf::from(&view.export_path)) {
                    Ok(p) => ReplayNote::Exported(p),
                    Err(e) => ReplayNote::NotExported(e),
                });
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        let hint = lang.get("import-hint");
        let width = crate::ui::style::hinted_width(ui, &hint, 240.0).min(ui.available_width());
        ui.add(egui::TextEdit::singleline(&mut view.import_path).hint_text(hint).desired_width(width));
        if ui.button(lang.get("import")).clicked() {
            view.message = Some(ReplayNote::import(paths, &view.import_path));
            view.refresh(paths);
        }
    });
    if let Some(note) = &view.message {
        ui.label(RichText::new(note.text(lang)).italics());
    }
    // Not "Back": the step buttons above go back and forth in the match.
    if ui.button(lang.get("title-screen")).clicked() {
        *back = true;
    }
}

/// The replay screen: its resource, its entities and its window.
pub fn plugin(app: &mut App) {
    app.init_resource::<ReplayView>()
        .add_systems(OnEnter(Screen::Replay), enter_replay)
        .add_systems(OnExit(Screen::Replay), leave_replay)
        .add_systems(Update, show_cursor.run_if(in_state(Screen::Replay)))
        .add_systems(EguiPrimaryContextPass, draw_replay.in_set(ModalLayer::Screens).run_if(in_state(Screen::Replay)));
}
