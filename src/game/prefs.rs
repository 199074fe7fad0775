//! The presentation preferences in force: the player's [`Settings`] (saved in
//! `settings.ron`) with what the command line overrides for this run (`--autoplay` plays
//! at full speed without pauses, and must not change the saved settings).

use super::storage::UserSettings;
use crate::lang::{Lang, Language};
use crate::persist::Settings;
pub use crate::persist::settings::CameraPreset;
use bevy::prelude::*;

/// What the scene, the UI, the audio and the AI driver read.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Prefs {
    /// Animation speed factor, 0.25..=4.0 (1.0 = normal); ignored when `instant`.
    pub animation_speed: f32,
    /// Skip animations: the scene jumps to the new state at once.
    pub instant: bool,
    /// Pause before a computer player's action is shown, in milliseconds (0..=5000).
    pub ai_delay_ms: u32,
    /// Master volume, 0.0..=1.0 (0 when muted).
    pub volume: f32,
    /// The camera framing.
    pub camera: CameraPreset,
    /// The panels' scale, 0.75..=2.0, on top of the window's (`Settings::ui_scale`).
    pub ui_scale: f32,
    /// Nothing moves by itself: animations are skipped, the camera keeps the whole piste,
    /// no sparks (`Settings::reduced_motion`).
    pub reduced_motion: bool,
    /// The colour-blind-safe palette (`Settings::colour_blind`).
    pub colour_blind: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs::from_settings(&Settings::default())
    }
}

impl Prefs {
    /// The preferences a player's settings give.
    pub fn from_settings(s: &Settings) -> Prefs {
        Prefs {
            animation_speed: s.animation_speed.factor().unwrap_or(1.0),
            instant: s.animation_speed.factor().is_none(),
            ai_delay_ms: s.ai_delay_ms,
            volume: s.effective_volume(),
            camera: s.camera,
            ui_scale: s.ui_scale,
            reduced_motion: s.reduced_motion,
            colour_blind: s.colour_blind,
        }
    }

    /// The factor animation time is divided by (very large when instant or with reduced
    /// motion).
    pub fn speed(&self) -> f32 {
        if self.instant || self.reduced_motion { 1000.0 } else { self.animation_speed.clamp(0.25, 4.0) }
    }
}

/// Command-line overrides of the settings for this run only.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct Overrides {
    pub ai_delay_ms: Option<u32>,
    pub animation_speed: Option<f32>,
    /// `--lang`: the language of this run, whatever the settings say.
    pub language: Option<Language>,
}

/// The language to speak: `--lang`, else the one chosen in Settings, else the system's.
/// Without settings (the headless tests) and without `--lang`: English.
pub fn language_of(settings: Option<&Settings>, overrides: &Overrides) -> Language {
    overrides.language.unwrap_or_else(|| match settings {
        Some(s) => s.language.as_deref().and_then(Language::from_tag).unwrap_or_else(Language::of_system),
        None => Language::English,
    })
}

/// The messages follow [`language_of`]; they are rebuilt only when the language changes.
/// With settings ([`super::storage`]).
fn apply_language(settings: Res<UserSettings>, overrides: Res<Overrides>, lang: ResMut<Lang>) {
    if overrides.is_changed() || settings.is_changed() {
        speak(language_of(Some(&settings), &overrides), lang);
    }
}

/// The messages follow [`language_of`] in an app without settings (the headless tests):
/// `--lang`, else English.
fn apply_language_without_settings(overrides: Res<Overrides>, lang: ResMut<Lang>) {
    if overrides.is_changed() {
        speak(language_of(None, &overrides), lang);
    }
}

/// The messages of `language`, rebuilt only if it is not the one in force.
fn speak(language: crate::lang::Language, mut lang: ResMut<Lang>) {
    if lang.language() != language {
        *lang = Lang::new(language);
    }
}

/// The preferences follow the settings, which come from saving ([`super::storage`]), and
/// the command line's overrides.
fn apply_settings(settings: Res<UserSettings>, overrides: Res<Overrides>, mut prefs: ResMut<Prefs>) {
    if settings.is_changed() || overrides.is_changed() {
        prefs.set_if_neq(overridden(Prefs::from_settings(&settings), &overrides));
    }
}

/// An app without settings (the game's headless tests of the rules bridge) plays with the
/// defaults and the overrides.
fn apply_overrides(overrides: Res<Overrides>, mut prefs: ResMut<Prefs>) {
    if overrides.is_changed() {
        let p = overridden(prefs.clone(), &overrides);
        prefs.set_if_neq(p);
    }
}

/// `p` with the command line's overrides (`--ai-delay`, `--speed`) in force.
fn overridden(mut p: Prefs, overrides: &Overrides) -> Prefs {
    if let Some(d) = overrides.ai_delay_ms {
        p.ai_delay_ms = d;
    }
    if let Some(s) = overrides.animation_speed {
        p.animation_speed = s;
        p.instant = false;
    }
    p
}

/// The coach follows its setting, and its warnings are counted in the settings (shown
/// in Statistics).
fn apply_coach_setting(mut s: ResMut<UserSettings>, mut coach: ResMut<super::coach::Coach>, mut counted: Local<u32>) {
    if coach.enabled != s.coach {
        coach.enabled = s.coach;
    }
    if coach.warnings_given > *counted {
        s.coach_warnings = s.coach_warnings.saturating_add(coach.warnings_given - *counted);
        *counted = coach.warnings_given;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Prefs>()
        .init_resource::<Overrides>()
        .init_resource::<super::coach::Coach>()
        .init_resource::<Lang>()
        .add_systems(
            PreUpdate,
            (
                (apply_settings, apply_coach_setting, apply_language).run_if(resource_exists::<UserSettings>),
                (apply_overrides, apply_language_without_settings).run_if(not(resource_exists::<UserSettings>)),
            ),
        );
}
