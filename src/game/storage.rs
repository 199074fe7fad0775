//! Saving in the running game, on top of the file formats of [`crate::persist`]: loads
//! the settings and the autosave at start, saves the settings when they change, autosaves
//! the match after every resolved step (undo included), and when a match ends writes its
//! record and deletes the autosave. Works headless (`MinimalPlugins`); needs
//! [`crate::game::plugin`].

pub use super::notice::{Kept, Notice};
use super::table::Table;
use super::{MatchOver, MatchRequest, Seats};
use crate::persist::autosave::{self, SavedMatch};
use crate::persist::record::{self, MatchRecord, RecordError};
use crate::persist::{DataLock, DataPaths, Loaded, Settings, UtcTime};
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

/// Notices for the player about files (a bad settings file set aside, a save that
/// failed, …), oldest first. The UI shows them in the language in force
/// ([`Notice::text`]) and calls [`Notices::take`]; each is also logged, in English, when
/// pushed.
#[derive(Resource, Debug, Default)]
pub struct Notices {
    pub messages: Vec<Notice>,
}

impl Notices {
    /// Adds a notice and logs it as a warning.
    pub fn push(&mut self, notice: Notice) {
        warn!("{notice}");
        self.messages.push(notice);
    }

    /// Removes and returns every notice (once shown).
    pub fn take(&mut self) -> Vec<Notice> {
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
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct MatchClock {
    /// When the match began.
    pub started_at: Option<UtcTime>,
    /// Its identity (`persist::record::new_match_id`), carried by its autosave and record.
    pub match_id: Option<String>,
}

/// The lock of the data folder, held for as long as the game runs (`None` when another
/// process holds it, or in a run that keeps nothing: then nothing is written).
#[derive(Resource, Debug, Default)]
pub struct FolderLock(pub Option<DataLock>);

/// Whether an interrupted match's end was settled at start (`persist::autosave::settle`):
/// `Some(true)` when the match has its record now, `Some(false)` when it could not be
/// written, `None` when there was nothing to settle. What was done is a [`Notice`].
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Settled(pub Option<bool>);

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

/// Adds persistence. Takes the data folder's lock ([`FolderLock`]; one already inserted is
/// used); without it the app saves nothing. Uses the [`DataDir`] resource if the app has one (insert it first
/// for `--data-dir`: `DataPaths::resolve(args.data_dir.as_deref())`); otherwise
/// resolves it from `EN_GARDE_DATA_DIR` or the platform folders. Inserts [`UserSettings`]
/// (loaded), [`Notices`], [`SavedGame`], [`MatchClock`], [`LastRecord`].
pub fn plugin(app: &mut App) {
    let mut notices = Notices::default();
    let paths = match app.world().get_resource::<DataDir>() {
        Some(p) => p.0.clone(),
        None => DataPaths::resolve(None).unwrap_or_else(|e| {
            let fallback = DataPaths::in_dir("en-garde-data");
            notices.push(Notice::DataFolderFallback { error: e, fallback: fallback.data_dir.clone() });
            fallback
        }),
    };
    info!("settings in {}, saves and records in {}", paths.config_dir.display(), paths.data_dir.display());
    // One owner per data folder. A run that keeps nothing (`--autoplay`, `--screenshot`)
    // needs no lock; a second copy of the game plays but writes nothing.
    let keeps_nothing = app.world().get_resource::<Ephemeral>().is_some_and(|e| e.0);
    let taken = app.world_mut().remove_resource::<FolderLock>().and_then(|l| l.0);
    let lock = if keeps_nothing {
        None
    } else if taken.is_some() {
        // Taken already by whoever builds this app (`selfplay` refuses to run without it).
        taken
    } else {
        match DataLock::acquire(&paths) {
            Ok(lock) => Some(lock),
            Err(e) => {
                notices.push(Notice::NotLocked(e));
                app.insert_resource(Ephemeral(true));
                None
            }
        }
    };
    let settlement = lock.as_ref().and_then(|_| autosave::settle(&paths));
    let settled = settlement.as_ref().map(autosave::Settlement::recorded);
    if let Some(s) = settlement {
        notices.push(Notice::Settled(s));
    }
    let (loaded, notes) = Settings::load_with_notes(&paths);
    let settings = take_loaded(loaded, &mut notices).unwrap_or_default();
    for n in notes {
        notices.push(Notice::Settings(n));
    }
    // Another process's match is not ours to continue.
    let saved = if lock.is_some() { take_loaded(autosave::load(&paths), &mut notices) } else { None };
    app.insert_resource(DataDir(paths))
        .insert_resource(FolderLock(lock))
        .insert_resource(Settled(settled))
        .insert_resource(SavedSettings(settings.clone()))
        .insert_resource(UserSettings(settings))
        .insert_resource(notices)
        .insert_resource(SavedGame(saved))
        .init_resource::<Ephemeral>()
        .init_resource::<MatchClock>()
        .init_resource::<AutosaveExists>()
        .init_resource::<LastRecord>()
        .init_resource::<AutosaveState>()
        .init_resource::<Ephemeral>()
        .add_message::<ResumeMatch>()
        .add_systems(Update, (start_resume, note_new_match).chain().in_set(super::resolve::ResolveSteps::Prepare))
        .add_systems(PostUpdate, ((autosave_match, note_autosave).chain(), save_changed_settings))
        .add_observer(record_finished_match);
}

fn take_loaded<T>(loaded: Loaded<T>, notices: &mut Notices) -> Option<T> {
    match loaded {
        Loaded::Ok(v) => Some(v),
        Loaded::Missing => None,
        Loaded::SetAside { problem } | Loaded::Unusable { problem } => {
            notices.push(Notice::BadFile(problem));
            None
        }
    }
}

/// A new match starts its clock.
fn note_new_match(mut requests: MessageReader<MatchRequest>, mut clock: ResMut<MatchClock>) {
    for r in requests.read() {
        if let MatchRequest::New { seed, .. } = r {
            let now = UtcTime::now();
            *clock = MatchClock { started_at: Some(now), match_id: Some(record::new_match_id(now, *seed)) };
        }
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
            let match_id = saved.match_id.clone().or_else(|| Some(record::new_match_id(saved.started_at, saved.seed)));
            *clock = MatchClock { started_at: Some(saved.started_at), match_id };
            match_requests.write(MatchRequest::Resume(Box::new((history, game))));
        }
        Err(e) => notices.push(Notice::ResumeRefused(e)),
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
    let key = (history.rules, history.seed, history.steps().to_vec());
    if state.written.as_ref() == Some(&key) && !players.is_changed() {
        return;
    }
    if matches!(view.match_state.match_phase, MatchPhase::Over { .. }) {
        state.written = Some(key);
        return;
    }
    let started_at = *clock.started_at.get_or_insert_with(UtcTime::now);
    match autosave::save(&paths, history, &players, started_at, clock.match_id.clone()) {
        Ok(saved) => {
            state.written = Some(key);
            state.failing = false;
            saved_game.0 = Some(saved);
        }
        Err(e) => {
            if !state.failing {
                // Say what is true now: what the last good save holds, if anything.
                let kept = kept(&state, &paths, history.seed);
                notices.push(Notice::AutosaveFailed { error: e, kept, steps: history.steps().len() });
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
    mut state: ResMut<AutosaveState>,
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
    let started_at = clock.started_at.unwrap_or(now);
    // 1. The final step goes into the autosave first: killed after this, the next start
    //    finds a finished match there and writes its record (`autosave::settle`).
    let autosaved = autosave::save(&paths, history, &players, started_at, clock.match_id.clone());
    if autosaved.is_ok() {
        state.written = Some((history.rules, history.seed, history.steps().to_vec()));
    }
    // 2. The record, written new (never over another) and synced.
    let recorded = MatchRecord::from_history(history, &players, started_at, now, clock.match_id.clone())
        .map_err(RecordError::from)
        .and_then(|rec| record::save(&paths, &rec));
    let written = recorded.is_ok();
    match (recorded, autosaved) {
        (Ok(path), _) => {
            info!("match record written to {}", path.display());
            last.0 = Some(path);
        }
        (Err(error), Ok(_)) => notices.push(Notice::RecordFailed { error, autosave: paths.autosave_file() }),
        (Err(record), Err(autosave)) => {
            // Say what the autosave still holds, if anything.
            let kept = kept(&state, &paths, history.seed);
            notices.push(Notice::EndNotSaved { record, autosave, kept, steps: history.steps().len() });
        }
    }
    fault_point("after-record");
    // 3. Only then the autosave goes.
    saved_game.0 = None;
    if written && let Err(e) = autosave::remove(&paths) {
        notices.push(Notice::AutosaveNotDeleted(e));
    }
}

/// What the autosave holds of the match of `seed`, as last written, if anything.
fn kept(state: &AutosaveState, paths: &DataPaths, seed: u64) -> Option<Kept> {
    match &state.written {
        Some((_, s, steps)) if *s == seed => Some(Kept { file: paths.autosave_file(), steps: steps.len() }),
        _ => None,
    }
}

/// Fault injection for the kill test (`tests/it/fault.rs`): with `EN_GARDE_FAULT` set to
/// `point`, the process dies here at once, as if killed.
fn fault_point(point: &str) {
    if std::env::var_os("EN_GARDE_FAULT").is_some_and(|v| v == point) {
        std::process::abort();
    }
}

/// Saves the settings as soon as they differ from what was last written.
fn save_changed_settings(
    settings: Res<UserSettings>,
    paths: Res<DataDir>,
    mut saved: ResMut<SavedSettings>,
    mut notices: ResMut<Notices>,
    ephemeral: Res<Ephemeral>,
) {
    if !settings.is_changed() || **settings == saved.0 || ephemeral.0 {
        return;
    }
    // Remembered even when the write fails, so a failing disk gives one message per
    // change, not one per frame.
    saved.0 = settings.0.clone();
    if let Err(e) = settings.save(&paths) {
        notices.push(Notice::SettingsNotSaved(e));
    }
}
