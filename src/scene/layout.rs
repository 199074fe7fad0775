//! Where things are on the piste, in world units: the spaces along x (space 12 at x = 0)
//! and the height of the playing surface. Every part of the scene places itself by these.

use crate::rules::{CENTRE_SPACE, Side};

/// Width of one piste space along x, in metres.
pub const SPACE_WIDTH: f32 = 0.6;
/// Height of the piste's playing surface above the floor, in metres: the board on its
/// plinth, as the assembled scenery stands.
pub const PISTE_TOP: f32 = 0.3;
/// Depth of the painted spaces across the piste (z), in metres.
pub const SPACE_DEPTH: f32 = 1.2;
/// Height of the plinth's top above the floor, in metres: the ledge in front of the board
/// where the score tracks stand.
pub const PLINTH_TOP: f32 = 0.16;
/// z of the board's front edge (towards the players), in metres.
pub const BOARD_FRONT: f32 = 0.78;
/// z of the plinth's front edge at its top, in metres.
pub const PLINTH_FRONT: f32 = 1.85;

/// World x of the centre of a piste space (1..=23); space 12 is at x = 0.
pub fn space_x(space: u8) -> f32 {
    (f32::from(space) - f32::from(CENTRE_SPACE)) * SPACE_WIDTH
}

/// Direction a fencer faces along x: +1 for Left, -1 for Right (R1.3).
pub fn facing(side: Side) -> f32 {
    f32::from(side.forward_sign())
}
