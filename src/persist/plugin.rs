//! The persist plugin: loads the settings and the autosave at start, saves the settings
//! when they change, autosaves the match after every resolved step (undo included),
//! and when a match ends writes its record and deletes the autosave. Works headless
//! (`MinimalPlugins`); needs [`crate::game::plugin`].

use super::autosave::{self, SavedMatch};
use super::paths::DataPaths;
use super::record::{self, MatchRecord};
use super::settings::Settings;
use super::store::Loaded;
use super::time::UtcTime;
use crate::AppSystems;
use crate::game::{Duel, MatchOver, MatchRequest, Players, resolve};
use crate::rules::{MatchStep, RuleSet};
use bevy::prelude::*;
use std::path::PathBuf;

/// Messages for the player about files (a bad settings file set aside, a save that
/// failed, …), oldest first. The UI shows them and calls [`Notices::take`]; each is also
/// logged when pushed.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Notices {
    pub messages: Vec<String>,
}

impl Notices {
    /// Adds a message and logs it as a warning.
    pub fn push(&mut self, message: impl Into<String>) {
        let message = message.into();
        warn!("{message}");
        self.messages.push(message);
    }

    /// Removes and returns every message (once shown).
    pub fn take(&mut self) -> Vec<String> {
        std::mem::take(&mut self.messages)
    }
}

/// The match that Continue on the title screen resumes: the autosave as loaded at start,
/// kept up to date with every autosave, `None` once the match ended or when there is
/// none. Resume it by writing [`ResumeMatch`].
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct SavedGame(pub Option<SavedMatch>);

/// "Continue this saved match": replaces any match in progress by the saved one, with its
/// players, exactly where it was saved. Handled in [`AppSystems::Resolve`]; the match
/// entities are set up as for a new match and [`Resumed`] is triggered once the `Duel`
/// holds the saved position. A save the rules refuse gives a [`Notices`] message.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct ResumeMatch(pub SavedMatch);

/// A saved match was resumed: the `Duel` now holds its position (the scene and UI should
/// show it at once, without animating from the first deal).
#[derive(Event, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Resumed {
    /// The round the match is in.
    pub round_number: u32,
    /// Steps already played.
    pub steps: usize,
}

/// When the current match began (for its autosave and record).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MatchClock {
    pub started_at: Option<UtcTime>,
}

/// The path of the last record written (the match-over screen may offer "export").
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct LastRecord(pub Option<PathBuf>);

/// What the autosave holds now, to write only when the match changed.
#[derive(Resource, Debug, Default)]
struct AutosaveState {
    written: Option<(RuleSet, u64, Vec<MatchStep>)>,
    /// A write failed and the player was told; not repeated for every step.
    failing: bool,
}

/// The settings as last written, so that a `ResMut<Settings>` touched without a change
/// writes nothing.
#[derive(Resource, Debug)]
struct SavedSettings(Settings);

/// Set while the replay screen shows a stored match through the `Duel`: nothing is saved
/// or recorded then.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ReplayActive(pub bool);

/// Set for runs that must leave the player's files alone (`--autoplay`, `--screenshot`):
/// no autosave, no record.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Ephemeral(pub bool);

/// The match being resumed: inserted by `start_resume`, put in place by `finish_resume`.
#[derive(Resource, Debug, Default)]
struct PendingResume(Option<(Duel, Players, UtcTime)>);

/// Adds persistence. Uses the [`DataPaths`] resource if the app has one (insert it first
/// for `--data-dir`: `DataPaths::resolve(args.data_dir.as_deref())`); otherwise
/// resolves it from `EN_GARDE_DATA_DIR` or the platform folders. Inserts [`Settings`]
/// (loaded), [`Notices`], [`SavedGame`], [`MatchClock`], [`LastRecord`].
pub fn plugin(app: &mut App) {
    let mut notices = Notices::default();
    let paths = match app.world().get_resource::<DataPaths>() {
        Some(p) => p.clone(),
        None => DataPaths::resolve(None).unwrap_or_else(|e| {
            let fallback = DataPaths::in_dir("en-garde-data");
            notices.push(format!("{e}; files are kept in {} instead.", fallback.data_dir.display()));
            fallback
        }),
    };
    info!("settings in {}, saves and records in {}", paths.config_dir.display(), paths.data_dir.display());
    let settings = take_loaded(Settings::load(&paths), &mut notices).unwrap_or_default();
    let saved = take_loaded(autosave::load(&paths), &mut notices);
    app.insert_resource(paths)
        .insert_resource(SavedSettings(settings.clone()))
        .insert_resource(settings)
        .insert_resource(notices)
        .insert_resource(SavedGame(saved))
        .init_resource::<MatchClock>()
        .init_resource::<LastRecord>()
        .init_resource::<AutosaveState>()
        .init_resource::<PendingResume>()
        .init_resource::<ReplayActive>()
        .init_resource::<Ephemeral>()
        .add_message::<ResumeMatch>()
        .add_systems(
            Update,
            (
                // The resume's own `New` request must be seen in the same frame, before
                // `finish_resume` puts the saved start time back.
                (start_resume, note_new_match).chain().before(resolve::handle_match_requests),
                finish_resume.after(resolve::handle_match_requests).before(resolve::resolve_action_requests),
            )
                .in_set(AppSystems::Resolve),
        )
        .add_systems(PostUpdate, (autosave_match, save_changed_settings))
        .add_observer(record_finished_match);
}

fn take_loaded<T>(loaded: Loaded<T>, notices: &mut Notices) -> Option<T> {
    if let Some(msg) = loaded.notice() {
        // Already logged by the loader.
        notices.messages.push(msg.to_string());
    }
    loaded.ok()
}

/// A new match starts its clock.
fn note_new_match(mut requests: MessageReader<MatchRequest>, mut clock: ResMut<MatchClock>) {
    if requests.read().any(|r| matches!(r, MatchRequest::New { .. })) {
        clock.started_at = Some(UtcTime::now());
    }
}

/// Checks a [`ResumeMatch`] and starts a new match with its rules and seed (which sets up
/// the match entities); `finish_resume` then puts the saved position in place.
fn start_resume(
    mut requests: MessageReader<ResumeMatch>,
    mut new_match: MessageWriter<MatchRequest>,
    mut pending: ResMut<PendingResume>,
    mut notices: ResMut<Notices>,
) {
    let Some(ResumeMatch(saved)) = requests.read().last() else { return };
    match saved.to_duel() {
        Ok(duel) => {
            new_match.write(MatchRequest::New { rules: saved.rules, seed: saved.seed });
            pending.0 = Some((duel, saved.players.clone(), saved.started_at));
        }
        Err(e) => notices.push(format!("The saved match cannot be continued: {e}.")),
    }
}

fn finish_resume(
    mut pending: ResMut<PendingResume>,
    duel: Option<ResMut<Duel>>,
    mut clock: ResMut<MatchClock>,
    mut commands: Commands,
) {
    let Some(mut duel) = duel else { return };
    let Some((saved, players, started_at)) = pending.0.take() else { return };
    *duel = saved;
    clock.started_at = Some(started_at);
    commands.insert_resource(players);
    commands.trigger(Resumed { round_number: duel.game.round_number(), steps: duel.steps.len() });
}

/// Writes the autosave whenever the match's steps changed (a step resolved, an undo, a
/// new or resumed match). A finished match is not saved: its record is written instead.
fn autosave_match(
    duel: Option<Res<Duel>>,
    players: Res<Players>,
    paths: Res<DataPaths>,
    mut clock: ResMut<MatchClock>,
    mut state: ResMut<AutosaveState>,
    mut saved_game: ResMut<SavedGame>,
    mut notices: ResMut<Notices>,
    replay: Res<ReplayActive>,
    ephemeral: Res<Ephemeral>,
) {
    let Some(duel) = duel else { return };
    if !duel.is_changed() && !players.is_changed() {
        return;
    }
    // Not saved: a replay, a run that keeps nothing (`--autoplay`, `--screenshot`), or a
    // match from a scenario position (its steps do not replay from the seed).
    if replay.0 || ephemeral.0 || duel.start.is_some() {
        return;
    }
    let key = (*duel.game.rules(), duel.game.seed(), duel.steps.clone());
    if state.written.as_ref() == Some(&key) && !players.is_changed() {
        return;
    }
    if duel.game.is_over() {
        state.written = Some(key);
        return;
    }
    let started_at = *clock.started_at.get_or_insert_with(UtcTime::now);
    match autosave::save(&paths, &duel, &players, started_at) {
        Ok(saved) => {
            state.written = Some(key);
            state.failing = false;
            saved_game.0 = Some(saved);
        }
        Err(e) => {
            if !state.failing {
                notices.push(format!(
                    "The match could not be saved: {e}. Play goes on; it is tried again after every move."
                ));
            }
            state.failing = true;
        }
    }
}

/// Writes the finished match's record and deletes the autosave (in that order: killed in
/// between, the game finds an autosave of a finished match, which it refuses and sets
/// aside, but the record is safe). When the record cannot be written the autosave stays.
#[allow(clippy::too_many_arguments)] // a Bevy observer: one parameter per resource
fn record_finished_match(
    _over: On<MatchOver>,
    duel: Option<Res<Duel>>,
    players: Res<Players>,
    paths: Res<DataPaths>,
    clock: Res<MatchClock>,
    mut saved_game: ResMut<SavedGame>,
    mut last: ResMut<LastRecord>,
    mut notices: ResMut<Notices>,
    ephemeral: Res<Ephemeral>,
) {
    let Some(duel) = duel else { return };
    if duel.start.is_some() || ephemeral.0 {
        // A match from a scenario position replays only from that position: no record.
        return;
    }
    let now = UtcTime::now();
    // Whether the autosave may go: not when it is all that is left of the match.
    let done_with_autosave = match MatchRecord::from_duel(&duel, &players, clock.started_at.unwrap_or(now), now) {
        Ok(rec) => match record::save(&paths, &rec) {
            Ok(path) => {
                info!("match record written to {}", path.display());
                last.0 = Some(path);
                true
            }
            Err(e) => {
                notices.push(format!(
                    "The record of this match could not be written: {e}. The match up to its last move \
                     stays in {}.",
                    paths.autosave_file().display()
                ));
                false
            }
        },
        Err(e) => {
            notices.push(format!("The record of this match could not be made: {e}."));
            true
        }
    };
    saved_game.0 = None;
    if done_with_autosave && let Err(e) = autosave::remove(&paths) {
        notices.push(format!("The finished match's autosave could not be deleted: {e}."));
    }
}

/// Saves the settings as soon as they differ from what was last written.
fn save_changed_settings(
    settings: Res<Settings>,
    paths: Res<DataPaths>,
    mut saved: ResMut<SavedSettings>,
    mut notices: ResMut<Notices>,
) {
    if !settings.is_changed() || *settings == saved.0 {
        return;
    }
    // Remembered even when the write fails, so a failing disk gives one message per
    // change, not one per frame.
    saved.0 = settings.clone();
    if let Err(e) = settings.save(&paths) {
        notices.push(format!("The settings could not be saved: {e}."));
    }
}
