//! The 3D scene: the fencing hall, the 23-space piste, the two metal fencers, the score
//! tracks, the camera and the animation that follows the game's events. It only reads
//! the game state; the game is already updated when an animation starts.

pub mod anim;
pub mod camera;
pub mod clearance;
pub mod contact;
pub mod cues;
pub mod fencer;
pub mod flat;
pub mod hall;
pub mod layout;
pub mod model;
pub mod piles;
pub mod piste;
pub mod portrait;
pub mod shapes;
pub mod textures;
pub mod track;

use bevy::prelude::*;

pub use layout::{FIGURE_SCALE, PISTE_TOP, SPACE_WIDTH, facing, space_x};

pub(crate) fn plugin(app: &mut App) {
    // The name plates speak the language in force (the game's own plugins insert the
    // same, whichever comes first).
    app.init_resource::<crate::lang::Lang>();
    app.add_plugins((
        model::plugin,
        contact::plugin,
        hall::plugin,
        piste::plugin,
        fencer::plugin,
        anim::plugin,
        camera::plugin,
        cues::plugin,
        track::plugin,
        piles::plugin,
        flat::plugin,
        portrait::plugin,
    ));
}
