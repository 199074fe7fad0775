//! What the player has chosen about presentation: animation speed, computer delay,
//! sound, camera. Read by the scene, the UI, the audio and the AI driver.

use bevy::prelude::*;

/// Presentation preferences in force.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Prefs {
    /// Animation speed factor, 0.25..=4.0 (1.0 = normal); ignored when `instant`.
    pub animation_speed: f32,
    /// Skip animations: the scene jumps to the new state at once.
    pub instant: bool,
    /// Pause before a computer player's action is shown, in milliseconds (0..=3000).
    pub ai_delay_ms: u32,
    /// Master volume, 0.0..=1.0.
    pub volume: f32,
    /// All sound off.
    pub mute: bool,
    /// The camera framing.
    pub camera: CameraPreset,
    /// R2.4: show the played-cards tracker.
    pub tracker: bool,
    /// Allow undo against the computer.
    pub undo: bool,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            animation_speed: 1.0,
            instant: false,
            ai_delay_ms: 700,
            volume: 0.8,
            mute: false,
            camera: CameraPreset::Seat,
            tracker: false,
            undo: false,
        }
    }
}

impl Prefs {
    /// The factor animation time is divided by (very large when instant).
    pub fn speed(&self) -> f32 {
        if self.instant { 1000.0 } else { self.animation_speed.clamp(0.25, 4.0) }
    }
}

/// Where the camera looks from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum CameraPreset {
    /// The players' side-by-side seat at the long side of the piste.
    #[default]
    Seat,
    /// Higher and steeper, like looking down at the board.
    Overhead,
    /// Low, close to the piste, for the drama.
    Low,
}

impl CameraPreset {
    /// All presets, in menu order.
    pub const ALL: [CameraPreset; 3] = [CameraPreset::Seat, CameraPreset::Overhead, CameraPreset::Low];

    /// Menu label.
    pub fn label(self) -> &'static str {
        match self {
            CameraPreset::Seat => "Players' seat",
            CameraPreset::Overhead => "Overhead",
            CameraPreset::Low => "Low",
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Prefs>();
}
