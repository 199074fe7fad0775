//! The replay screen: pick a stored match and step through it on the piste, both hands
//! shown. The replay has its own resource ([`ReplayView`]) and its own fencer and table
//! entities ([`ReplayEntity`], gone when the screen closes); the live match is only
//! hidden meanwhile, never touched.

use super::layers::ModalLayer;
use crate::game::analysis::AnalyseMatch;
use crate::game::screens::Screen;
use crate::game::storage::DataDir;
use crate::game::table::{facts_of, spawn_table, write_parts};
use crate::game::{Bout, Deck, Fencer, Hand, Score};
use crate::persist::record::{self, RecordEntry, describe_step};
use crate::persist::{DataPaths, ReplayCursor};
use crate::rules::Side;
use crate::scene::camera::PanelInsets;
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
    pub message: String,
    /// The cursor position last shown on the piste.
    shown: Option<(String, usize)>,
}

impl ReplayView {
    /// Re-reads the records folder.
    pub fn refresh(&mut self, paths: &DataPaths) {
        let (entries, problems) = record::list(paths);
        self.entries = entries;
        if !problems.is_empty() {
            self.message = problems.join(" ");
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

/// Puts the cursor's position on the piste: the replay's own entities (spawned on first
/// use) take the replayed match's state.
fn show_cursor(
    mut view: ResMut<ReplayView>,
    mut fencers: Query<(&mut Fencer, &mut Hand, &mut Score), With<ReplayEntity>>,
    mut table: Query<(&mut Deck, &mut Bout), With<ReplayEntity>>,
    mut commands: Commands,
) {
    let Some(cursor) = view.cursor.as_ref() else { return };
    let key = (view.selected.clone().unwrap_or_default(), cursor.position());
    if view.shown.as_ref() == Some(&key) {
        return;
    }
    let game = cursor.game();
    let facts = facts_of(game, &cursor.steps()[..cursor.position()]);
    let parts = game.to_parts();
    if fencers.is_empty() {
        spawn_table(&mut commands, &parts, facts, (ReplayEntity, DespawnOnExit(Screen::Replay)));
    } else {
        write_parts(&parts, facts, fencers.iter_mut(), table.iter_mut());
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
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut back = false;
    let mut asked = None;
    if let Some(right) = replay_window(ctx, &mut view, &paths, &mut back, &mut asked) {
        // The camera frames the replay beside the window, in logical pixels.
        insets.set_if_neq(PanelInsets { left: (right + 12.0) * ctx.zoom_factor(), ..default() });
    }
    if back {
        flow.write(crate::game::flow::FlowRequest::ToTitle);
    }
    if let Some(a) = asked {
        analyse.write(a);
    }
    Ok(())
}

/// The replay window; returns its right edge in egui points.
fn replay_window(
    ctx: &egui::Context,
    view: &mut ReplayView,
    paths: &DataPaths,
    back: &mut bool,
    analyse: &mut Option<AnalyseMatch>,
) -> Option<f32> {
    let shown = egui::Window::new("Replays")
        .anchor(egui::Align2::LEFT_TOP, [12.0, 12.0])
        .default_width(380.0)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
                if view.entries.is_empty() {
                    ui.label("No finished matches yet.");
                }
                let mut pick = None;
                for e in &view.entries {
                    let sel = view.selected.as_deref() == Some(e.name.as_str());
                    if ui
                        .selectable_label(
                            sel,
                            super::words::record_line(
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
                        Err(err) => view.message = format!("{}: {err}", e.name),
                    }
                }
            });
            ui.separator();
            if let Some(c) = view.cursor.as_mut() {
                ui.horizontal(|ui| {
                    if ui.button("|<").on_hover_text("to the start").clicked() {
                        c.to_start();
                    }
                    if ui.button("< Back").clicked() {
                        c.back();
                    }
                    if ui.button("Forward >").clicked() {
                        c.forward();
                    }
                    if ui.button(">|").on_hover_text("to the end").clicked() {
                        c.to_end();
                    }
                });
                ui.label(format!("Step {} of {}", c.position(), c.len()));
                if let Some(s) = c.last_step() {
                    ui.label(RichText::new(describe_step(s)).strong());
                }
                let r = c.game().round();
                ui.label(format!(
                    "Round {} · score {} – {}",
                    c.game().round_number(),
                    c.game().score(Side::Left),
                    c.game().score(Side::Right)
                ));
                for side in [Side::Left, Side::Right] {
                    ui.horizontal(|ui| {
                        ui.label(format!("{side}'s hand:"));
                        let hand = r.hand(side).to_vec();
                        if hand.is_empty() {
                            ui.label(RichText::new("no cards").italics());
                        }
                        for v in hand {
                            crate::ui::hud::hand::small_card(ui, v, 26.0);
                        }
                    });
                }
                ui.label(format!(
                    "Draw pile: {}",
                    crate::ui::words::count(r.draw_pile().len() as u64, "card", "cards")
                ));
                // The whole match judged, the decisions of whoever played it at this computer.
                let picked = view.selected.as_ref().and_then(|n| view.entries.iter().find(|e| &e.name == n));
                if let Some(e) = picked
                    && ui.button("Analyse this match").clicked()
                {
                    let r = &e.record;
                    *analyse = Some(AnalyseMatch {
                        rules: r.rules,
                        seed: r.seed,
                        steps: r.steps.clone(),
                        sides: Side::BOTH.into_iter().filter(|s| r.players.get(*s).is_human()).collect(),
                    });
                }
                ui.separator();
                ui.horizontal(|ui| {
                    ui.add(egui::TextEdit::singleline(&mut view.export_path).desired_width(240.0));
                    if ui.button("Export").clicked()
                        && let Some(name) = view.selected.clone()
                    {
                        view.message = match record::export(paths, &name, &PathBuf::from(&view.export_path)) {
                            Ok(p) => format!("Exported to {}", p.display()),
                            Err(e) => format!("Not exported: {e}"),
                        };
                    }
                });
            }
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut view.import_path)
                        .hint_text("record file to import")
                        .desired_width(240.0),
                );
                if ui.button("Import").clicked() {
                    view.message = match record::import(paths, &PathBuf::from(view.import_path.trim())) {
                        Ok(p) => format!("Imported as {}", p.display()),
                        Err(e) => format!("Not imported: {e}"),
                    };
                    view.refresh(paths);
                }
            });
            if !view.message.is_empty() {
                ui.label(RichText::new(&view.message).italics());
            }
            if ui.button("Back").clicked() {
                *back = true;
            }
        });
    shown.map(|r| r.response.rect.right())
}

/// The replay screen: its resource, its entities and its window.
pub fn plugin(app: &mut App) {
    app.init_resource::<ReplayView>()
        .add_systems(OnEnter(Screen::Replay), enter_replay)
        .add_systems(OnExit(Screen::Replay), leave_replay)
        .add_systems(Update, show_cursor.run_if(in_state(Screen::Replay)))
        .add_systems(EguiPrimaryContextPass, draw_replay.in_set(ModalLayer::Screens).run_if(in_state(Screen::Replay)));
}
