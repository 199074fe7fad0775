//! The presentation preferences in force: the player's [`Settings`] (saved in
//! `settings.ron`) with what the command line overrides for this run (`--autoplay` plays
//! at full speed without pauses, and must not change the saved settings).

use super::storage::UserSettings;
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
        }
    }

    /// The factor animation time is divided by (very large when instant).
    pub fn speed(&self) -> f32 {
        if self.instant { 1000.0 } else { self.animation_speed.clamp(0.25, 4.0) }
    }
}

/// Command-line overrides of the settings for this run only.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct Overrides {
    pub ai_delay_ms: Option<u32>,
    pub animation_speed: Option<f32>,
}

/// The settings come from saving ([`super::storage`]); an app without it (the game's
/// headless tests of the rules bridge) plays with the defaults and the overrides.
fn apply_settings(settings: Option<Res<UserSettings>>, overrides: Res<Overrides>, mut prefs: ResMut<Prefs>) {
    let from_settings = settings.as_ref().is_some_and(|s| s.is_changed());
    if !from_settings && !overrides.is_changed() {
        return;
    }
    let mut p = settings.map(|s| Prefs::from_settings(&s)).unwrap_or_else(|| prefs.clone());
    if let Some(d) = overrides.ai_delay_ms {
        p.ai_delay_ms = d;
    }
    if let Some(s) = overrides.animation_speed {
        p.animation_speed = s;
        p.instant = false;
    }
    prefs.set_if_neq(p);
}

/// The coach follows its setting, and its warnings are counted in the settings (shown
/// in Statistics).
fn apply_coach_setting(
    settings: Option<ResMut<UserSettings>>,
    mut coach: ResMut<super::coach::Coach>,
    mut counted: Local<u32>,
) {
    let Some(mut s) = settings else { return };
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
        .add_systems(PreUpdate, (apply_settings, apply_coach_setting));
}
