//! The replay screen: pick a stored match record, step through it forward and back on
//! the 3D piste with both hands shown; import and export records as files. The live
//! match (if any) is put aside while replaying and comes back on leaving.

use crate::game::resolve::spawn_match_entities;
use crate::game::{Duel, Fencer, Players};
use crate::persist::record::{self, RecordEntry, describe_step};
use crate::persist::{DataPaths, ReplayCursor};
use crate::rules::Side;
use crate::screens::Screen;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use std::path::PathBuf;

/// The replay screen's state.
#[derive(Resource, Default)]
pub struct ReplayView {
    pub entries: Vec<RecordEntry>,
    pub cursor: Option<ReplayCursor>,
    pub selected: Option<String>,
    pub import_path: String,
    pub export_path: String,
    pub message: String,
    /// The live match and its players, put aside while replaying.
    stashed: Option<(Option<Duel>, Players)>,
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

fn enter_replay(
    mut view: ResMut<ReplayView>,
    paths: Res<DataPaths>,
    duel: Option<Res<Duel>>,
    players: Res<Players>,
    mut active: ResMut<crate::persist::plugin::ReplayActive>,
) {
    view.stashed = Some((duel.map(|d| d.clone()), players.clone()));
    view.cursor = None;
    view.selected = None;
    view.shown = None;
    view.message.clear();
    view.refresh(&paths);
    active.0 = true;
}

fn leave_replay(
    mut view: ResMut<ReplayView>,
    mut commands: Commands,
    mut active: ResMut<crate::persist::plugin::ReplayActive>,
) {
    if let Some((duel, players)) = view.stashed.take() {
        match duel {
            Some(d) => commands.insert_resource(d),
            None => commands.remove_resource::<Duel>(),
        }
        commands.insert_resource(players);
    }
    view.cursor = None;
    active.0 = false;
}

/// Puts the cursor's position on the piste: the `Duel` mirrors it (the components and the
/// scene follow), with the fencer entities spawned if no match had any.
fn show_cursor(mut view: ResMut<ReplayView>, fencers: Query<(), With<Fencer>>, mut commands: Commands) {
    let Some(cursor) = view.cursor.as_ref() else { return };
    let key = (view.selected.clone().unwrap_or_default(), cursor.position());
    if view.shown.as_ref() == Some(&key) {
        return;
    }
    let game = cursor.game().clone();
    let steps = cursor.steps()[..cursor.position()].to_vec();
    if fencers.is_empty() {
        spawn_match_entities(&mut commands, &game);
    }
    commands.insert_resource(Duel { game, steps, start: None });
    view.shown = Some(key);
}

/// Draws the replay screen.
pub fn replay_ui(
    ctx: &egui::Context,
    view: &mut ReplayView,
    paths: &DataPaths,
    players: &mut Players,
    back: &mut bool,
) {
    egui::Window::new("Replays")
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
                    if ui.selectable_label(sel, e.record.summary()).clicked() {
                        pick = Some(e.clone());
                    }
                }
                if let Some(e) = pick {
                    match ReplayCursor::from_record(&e.record) {
                        Ok(c) => {
                            *players = e.record.players.clone();
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
                ui.label(format!("Left's hand: {}", r.hand(Side::Left)));
                ui.label(format!("Right's hand: {}", r.hand(Side::Right)));
                ui.label(format!("Draw pile: {} cards", r.draw_pile().len()));
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
}

/// The replay screen's systems (no drawing: `replay_ui` draws).
pub fn plugin(app: &mut App) {
    app.init_resource::<ReplayView>()
        .add_systems(OnEnter(Screen::Replay), enter_replay)
        .add_systems(OnExit(Screen::Replay), leave_replay)
        .add_systems(Update, show_cursor.run_if(in_state(Screen::Replay)));
}
