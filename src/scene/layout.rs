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

/// Height of the hall's walls and its ceiling, metres: a camera above it shows the
/// ceiling's top.
pub const HALL_HEIGHT: f32 = 9.0;

/// The fencer figures' size on the piste, as a factor of the model's (1.6 m to the top of
/// the mask): 0.8, about two spaces tall, so that two figures fit side by side at
/// distance 1 (see [`stand_off`]). The metal miniatures on the score tracks have their own.
pub const FIGURE_SCALE: f32 = 0.8;

/// How far, in metres across the piste (z), each fencer stands from the piste's middle
/// line: the left fencer towards the players, the right one away. Both weapon arms are on
/// the far side (R1.3: a left-hander against a right-hander), so at close quarters the
/// arms pass beside each other instead of meeting.
pub const LINE_OFFSET: f32 = 0.12;

/// The z of a side's fencer (see [`LINE_OFFSET`]), in metres.
pub fn line_z(side: Side) -> f32 {
    match side {
        Side::Left => LINE_OFFSET,
        Side::Right => -LINE_OFFSET,
    }
}

/// The distance, in metres between the figures' centres, below which they no longer fit
/// on guard, in a parry, a thrust or a hit: measured from the models by the test
/// `figures::the_fencers_never_meet` (with a margin), which fails if a model or a clip
/// changes so that they would.
pub const CLOSE_ROOM: f32 = 0.9;

/// The most a fencer stands back from its space's centre, in metres: it stays on its
/// space (less than half of [`SPACE_WIDTH`]).
pub const MAX_STAND_OFF: f32 = 0.4 * SPACE_WIDTH;

/// How far each fencer stands back from its space's centre when the two spaces' centres
/// are `gap` metres apart (≥ 0): none at distance 2 or more, at distance 1 just enough
/// that the two figures have [`CLOSE_ROOM`] between their centres, at most
/// [`MAX_STAND_OFF`]. Continuous in `gap`, so a step in or out eases it.
pub fn stand_off(gap: f32) -> f32 {
    ((CLOSE_ROOM - gap) / 2.0).clamp(0.0, MAX_STAND_OFF)
}

/// The distance, in spaces, up to which an attack is a thrust rather than a lunge: there
/// is no room to lunge (R4.2: a direct attack at distance 1 or 2 is still an attack).
pub const THRUST_UP_TO: u8 = 2;

/// How far a lunge carries the blade's tip beyond the attacker's centre with the figure
/// standing still, in metres (the model's arm, blade and lunge, at [`FIGURE_SCALE`]).
pub const LUNGE_TIP: f32 = 2.35 * FIGURE_SCALE;
/// The same for the riposte's half-lunge.
pub const RIPOSTE_TIP: f32 = 2.0 * FIGURE_SCALE;

/// How far, in metres, an attacker's figure travels forward at a lunge's (or a
/// riposte's) full extension, so that the tip ends at the opponent's chest, when the
/// two figures' centres are `gap` metres apart: negative (stepping back a little, at
/// most 0.3 m) when the lunge alone would reach past.
pub fn lunge_travel(gap: f32, riposte: bool) -> f32 {
    let tip = if riposte { RIPOSTE_TIP } else { LUNGE_TIP };
    (gap - 0.15 - tip).max(-0.3)
}

/// How far, in radians, a fencer on guard lifts its blade (the weapon hand turns up about
/// the wrist) when the figures' centres are `gap` metres apart, so that the tip stops
/// short of the opponent instead of running through it: none from about distance 3 on,
/// at most 1.37 (78°).
pub fn blade_lift(gap: f32) -> f32 {
    /// The wrist's reach forward of the figure's centre, and the hand and blade beyond it.
    const WRIST: f32 = 0.5 * FIGURE_SCALE;
    const HAND_AND_BLADE: f32 = 0.95 * FIGURE_SCALE;
    let room = (gap - WRIST - 0.12) / HAND_AND_BLADE;
    if room >= 1.0 { 0.0 } else { room.clamp(0.2, 1.0).acos() }
}

/// How far, in radians, a parry's beat knocks the attacker's blade up (the weapon hand
/// turns about the wrist, as [`blade_lift`]) at its strongest; see [`beat_lift`].
pub const PARRIED_BEAT: f32 = 0.5;

/// How far the attacker's blade is knocked up `t` seconds after the parry's blade met it
/// (radians, 0..=[`PARRIED_BEAT`]): a sharp rise over 0.06 s, then the hand recovers over
/// about half a second. 0 before the beat and once recovered.
pub fn beat_lift(t: f32) -> f32 {
    const RISE: f32 = 0.06;
    const RECOVER: f32 = 0.14;
    if !(0.0..1.2).contains(&t) {
        0.0
    } else if t < RISE {
        PARRIED_BEAT * (t / RISE)
    } else {
        PARRIED_BEAT * (-(t - RISE) / RECOVER).exp()
    }
}

/// How far, in metres along the piste, a parry's beat pushes the attacker back at its
/// strongest (its whole figure, away from the defender); see [`beat_recoil`].
pub const PARRIED_RECOIL: f32 = 0.09;

/// How far the attacker is pushed back `t` seconds after the parry's blade met its own
/// (metres, 0..=[`PARRIED_RECOIL`]): the body gives as the blade is knocked up ([`beat_lift`])
/// — a rise over 0.08 s — and settles forward again over about half a second, eased. 0
/// before the beat and once settled.
pub fn beat_recoil(t: f32) -> f32 {
    const RISE: f32 = 0.08;
    const SETTLE: f32 = 0.5;
    if !(0.0..RISE + SETTLE).contains(&t) {
        0.0
    } else if t < RISE {
        let k = t / RISE;
        PARRIED_RECOIL * k * (2.0 - k)
    } else {
        let k = (t - RISE) / SETTLE;
        PARRIED_RECOIL * (1.0 - k * k * (3.0 - 2.0 * k))
    }
}

/// The least distance, in spaces, at which a round's winner salutes where it stands: the
/// salute's sweep needs room; closer, the salute waits for the walk back to the lines.
pub const SALUTE_FROM: u8 = 3;
