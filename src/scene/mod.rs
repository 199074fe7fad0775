//! The 3D scene: the fencing hall, the 23-space piste, the two metal fencers, the score
//! tracks, the camera and the animation that follows the game's events. It only reads
//! the game state; the game is already updated when an animation starts.

pub mod anim;
pub mod camera;
pub mod fencer;
pub mod hall;
pub mod piste;
pub mod track;

use crate::rules::{CENTRE_SPACE, Side};
use bevy::prelude::*;

/// Width of one piste space along x, in metres.
pub const SPACE_WIDTH: f32 = 0.6;
/// Height of the piste's playing surface above the floor, in metres.
pub const PISTE_TOP: f32 = 0.14;

/// World x of the centre of a piste space (1..=23); space 12 is at x = 0.
pub fn space_x(space: u8) -> f32 {
    (f32::from(space) - f32::from(CENTRE_SPACE)) * SPACE_WIDTH
}

/// Direction a fencer faces along x: +1 for Left, -1 for Right (R1.3).
pub fn facing(side: Side) -> f32 {
    f32::from(side.forward_sign())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((hall::plugin, piste::plugin, fencer::plugin, anim::plugin, camera::plugin, track::plugin));
}
