//! Screen moments: what the camera does when something happens at the table, as data
//! ([`Cue`]) beside the scene. A moment is a `Cue` constant and one observer that plays
//! it on the camera's lens ([`MainCamera`], the child of the framing rig in
//! [`super::camera`]): the lens moves off and comes back while the framing is left alone.
//! With reduced motion or instant moves no cue plays (README, "Settings").
//!
//! Today: a hit jolts the camera ([`Cue::HIT`]).

use super::camera::MainCamera;
use crate::game::prefs::Prefs;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// A screen moment played on the lens: a shake that fades out.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cue {
    /// How far the lens moves off at the start, in metres in the view plane (0.0..=0.1).
    pub shake_m: f32,
    /// How long it lasts, in seconds (> 0); it fades out linearly.
    pub seconds: f32,
}

impl Cue {
    /// A hit (R4.2, R5.4): a short jolt, 2.5 cm, 0.3 s.
    pub const HIT: Cue = Cue { shake_m: 0.025, seconds: 0.3 };

    /// The lens's offset `elapsed_s` seconds into the cue: a wobble in the view plane
    /// (x, y) that fades to nothing, the same every time (no randomness); zero from
    /// [`Cue::seconds`] on.
    pub fn offset(self, elapsed_s: f32) -> Vec3 {
        if !(0.0..self.seconds).contains(&elapsed_s) {
            return Vec3::ZERO;
        }
        let fade = 1.0 - elapsed_s / self.seconds;
        let turn = elapsed_s * std::f32::consts::TAU;
        Vec3::new((turn * 23.0).sin(), (turn * 31.0).sin() * 0.6, 0.0) * self.shake_m * fade
    }
}

/// A cue playing on the lens: which, and the seconds since it began.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Playing {
    pub cue: Cue,
    pub elapsed_s: f32,
}

/// Starts `cue` on the lens (a cue playing already gives way to it), unless the player
/// asked for reduced motion or instant moves.
pub fn play(cue: Cue, prefs: &Prefs, lens: &Query<Entity, With<MainCamera>>, commands: &mut Commands) {
    if prefs.reduced_motion || prefs.instant {
        return;
    }
    for e in lens {
        commands.entity(e).insert(Playing { cue, elapsed_s: 0.0 });
    }
}

/// A hit jolts the camera.
fn on_hit(_ev: On<crate::game::Hit>, prefs: Res<Prefs>, lens: Query<Entity, With<MainCamera>>, mut commands: Commands) {
    play(Cue::HIT, &prefs, &lens, &mut commands);
}

/// Moves the lens through the cue playing on it, and back to rest when it is over.
fn play_cues(
    time: Res<Time<Real>>,
    mut lens: Query<(Entity, &mut Transform, &mut Playing), With<MainCamera>>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut commands: Commands,
) {
    for (e, mut t, mut playing) in &mut lens {
        playing.elapsed_s += time.delta_secs();
        let offset = playing.cue.offset(playing.elapsed_s);
        t.translation = offset;
        if offset == Vec3::ZERO {
            commands.entity(e).remove::<Playing>();
        }
        redraw.write(RequestRedraw);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(on_hit)
        .add_systems(Update, play_cues.in_set(crate::AppSystems::View).after(super::camera::frame_fencing));
}

#[cfg(test)]
mod tests {
    use super::Cue;
    use bevy::math::Vec3;

    /// A cue moves the lens off during its time, by no more than its size, and not at all
    /// before it or from its end on.
    #[test]
    fn a_cue_moves_the_lens_within_its_size_and_time() {
        let cue = Cue::HIT;
        let moved = (1..30).map(|k| cue.offset(k as f32 * 0.01)).filter(|o| o.length() > 1e-3).count();
        assert!(moved > 10, "the lens moves during the cue ({moved} of 29 samples)");
        for k in 0..400 {
            let o = cue.offset(k as f32 * 0.001);
            assert!(o.length() <= cue.shake_m * 1.2 && o.z == 0.0, "{k} ms: {o}");
        }
        for s in [-0.1, cue.seconds, cue.seconds + 0.01, 10.0] {
            assert_eq!(cue.offset(s), Vec3::ZERO, "{s} s");
        }
    }
}
