//! Saving in the running game, on top of the file formats of [`crate::persist`]: loads
//! the settings and the autosave at start, saves the settings when they change, autosaves
//! the match after every resolved step (undo included), and when a match ends writes its
//! record and deletes the autosave. Works headless (`MinimalPlugins`); needs
//! [`crate::game::plugin`].

use super::resolve;
use super::table::Table;
use super::{MatchOver, MatchRequest, Seats};
use crate::AppSystems;
use crate::persist::autosave::{self, SavedMatch};
use crate::persist::record::{self, MatchRecord};
use crate::persist::{DataPaths, Loaded, Settings, UtcTime};
use crate::rules::{MatchPhase, MatchStep, RuleSet};
use bevy::prelude::*;
use std::path::PathBuf;

/// Where this run keeps its files ([`DataPaths`]: `--data-dir`, `EN_GARDE_DATA_DIR` or
/// the platform's folders).
#[derive(Resource, Clone, Debug, PartialEq, Eq, Deref)]
pub struct DataDir(pub DataPaths);

/// The player's settings as loaded from `settings.ron` and changed on the Settings screen;
/// saved whenever they change. Reads as [`Settings`] through `Deref`.
#[derive(Resource, Clone, Debug, PartialEq, Default, Deref, DerefMut)]
pub struct UserSettings(pub Settings);

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

/// Whether there is a saved match to continue: what the title screen offers, without the
/// save itself (its seed fixes the draw pile, which no view may read, R7.2).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AutosaveExists(pub bool);

fn note_autosave(saved: Res<SavedGame>, mut exists: ResMut<AutosaveExists>) {
    exists.set_if_neq(AutosaveExists(saved.0.is_some()));
}

/// "Continue this saved match": replaces any match in progress by the saved one, with its
/// players, exactly where it was saved. Handled in [`AppSystems::Resolve`]: checked here,
/// then put on the table by the resolve systems ([`MatchRequest::Resume`]), which trigger
/// `Resumed`. A save the rules refuse gives a [`Notices`] message.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct ResumeMatch(pub SavedMatch);

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

/// Set for runs that must leave the player's files alone (`--autoplay`, `--screenshot`):
/// no autosave, no record.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Ephemeral(pub bool);

/// Adds persistence. Uses the [`DataDir`] resource if the app has one (insert it first
/// for `--data-dir`: `DataPaths::resolve(args.data_dir.as_deref())`); otherwise
/// resolves it from `EN_GARDE_DATA_DIR` or the platform folders. Inserts [`UserSettings`]
/// (loaded), [`Notices`], [`SavedGame`], [`MatchClock`], [`LastRecord`].
pub fn plugin(app: &mut App) {
    let mut notices = Notices::default();
    let paths = match app.world().get_resource::<DataDir>() {
        Some(p) => p.0.clone(),
        None => DataPaths::resolve(None).unwrap_or_else(|e| {
            let fallback = DataPaths::in_dir("en-garde-data");
            notices.push(format!("{e}; files are kept in {} instead.", fallback.data_dir.display()));
            fallback
        }),
    };
    info!("settings in {}, saves and records in {}", paths.config_dir.display(), paths.data_dir.display());
    let settings = take_loaded(Settings::load(&paths), &mut notices).unwrap_or_default();
    let saved = take_loaded(autosave::load(&paths), &mut notices);
    app.insert_resource(DataDir(paths))
        .insert_resource(SavedSettings(settings.clone()))
        .insert_resource(UserSettings(settings))
        .insert_resource(notices)
        .insert_resource(SavedGame(saved))
        .init_resource::<MatchClock>()
        .init_resource::<AutosaveExists>()
        .init_resource::<LastRecord>()
        .init_resource::<AutosaveState>()
        .init_resource::<Ephemeral>()
        .add_message::<ResumeMatch>()
        .add_systems(
            Update,
            (start_resume, note_new_match).chain().before(resolve::handle_match_requests).in_set(AppSystems::Resolve),
        )
        .add_systems(PostUpdate, ((autosave_match, note_autosave).chain(), save_changed_settings))
        .add_observer(record_finished_match);
}

fn take_loaded<T>(loaded: Loaded<T>, notices: &mut Notices) -> Option<T> {
    if let Some(msg) = loaded.notice() {
        notices.push(msg);
    }
    loaded.ok()
}

/// A new match starts its clock.
fn note_new_match(mut requests: MessageReader<MatchRequest>, mut clock: ResMut<MatchClock>) {
    if requests.read().any(|r| matches!(r, MatchRequest::New { .. })) {
        clock.started_at = Some(UtcTime::now());
    }
}

/// Checks a [`ResumeMatch`] and asks for the saved match to be put on the table, with its
/// players and its start time.
fn start_resume(
    mut requests: MessageReader<ResumeMatch>,
    mut match_requests: MessageWriter<MatchRequest>,
    mut seats: ResMut<Seats>,
    mut clock: ResMut<MatchClock>,
    mut notices: ResMut<Notices>,
) {
    let Some(ResumeMatch(saved)) = requests.read().last() else { return };
    match saved.resume() {
        Ok((history, game)) => {
            seats.0 = saved.players.clone();
            clock.started_at = Some(saved.started_at);
            match_requests.write(MatchRequest::Resume(Box::new((history, game))));
        }
        Err(e) => notices.push(format!("The saved match cannot be continued: {e}.")),
    }
}

/// Writes the autosave whenever the match's steps changed (a step resolved, an undo, a
/// new or resumed match). A finished match is not saved: its record is written instead.
fn autosave_match(
    table: Table,
    players: Res<Seats>,
    paths: Res<DataDir>,
    mut clock: ResMut<MatchClock>,
    mut state: ResMut<AutosaveState>,
    mut saved_game: ResMut<SavedGame>,
    mut notices: ResMut<Notices>,
    ephemeral: Res<Ephemeral>,
) {
    let (Some(referee), Some(view)) = (table.referee(), table.view()) else { return };
    if !table.changed() && !players.is_changed() {
        return;
    }
    let history = referee.history();
    // Not saved: a run that keeps nothing (`--autoplay`, `--screenshot`), or a match from
    // a scenario position (its steps do not replay from the seed).
    if ephemeral.0 || history.start.is_some() {
        return;
    }
    let key = (history.rules, history.seed, history.steps.clone());
    if state.written.as_ref() == Some(&key) && !players.is_changed() {
        return;
    }
    if matches!(view.bout.match_phase, MatchPhase::Over { .. }) {
        state.written = Some(key);
        return;
    }
    let started_at = *clock.started_at.get_or_insert_with(UtcTime::now);
    match autosave::save(&paths, history, &players, started_at) {
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
fn record_finished_match(
    _over: On<MatchOver>,
    table: Table,
    players: Res<Seats>,
    paths: Res<DataDir>,
    clock: Res<MatchClock>,
    mut saved_game: ResMut<SavedGame>,
    mut last: ResMut<LastRecord>,
    mut notices: ResMut<Notices>,
    ephemeral: Res<Ephemeral>,
) {
    let Some(history) = table.referee().map(|r| r.history()) else { return };
    if history.start.is_some() || ephemeral.0 {
        // A match from a scenario position replays only from that position: no record.
        return;
    }
    let now = UtcTime::now();
    // Whether the autosave may go: not when it is all that is left of the match.
    let done_with_autosave = match MatchRecord::from_history(history, &players, clock.started_at.unwrap_or(now), now) {
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
    settings: Res<UserSettings>,
    paths: Res<DataDir>,
    mut saved: ResMut<SavedSettings>,
    mut notices: ResMut<Notices>,
) {
    if !settings.is_changed() || **settings == saved.0 {
        return;
    }
    // Remembered even when the write fails, so a failing disk gives one message per
    // change, not one per frame.
    saved.0 = settings.0.clone();
    if let Err(e) = settings.save(&paths) {
        notices.push(format!("The settings could not be saved: {e}."));
    }
}
