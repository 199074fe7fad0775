//! The two fencers never meet: at every distance, in every pose the game can show them in
//! together, their bodies and arms stay apart (the blades may cross). The figures are the
//! game's own models (`assets/models/*.glb`), posed from their own clips, stood where the
//! game stands them (`scene::layout`: the figures' size, the lines across the piste, the
//! stand-off at distance 1, the blade lifted at close quarters or beaten by a parry, the
//! lunge's travel), each bone's body a box (`scene::clearance`).
//!
//! Which poses meet ([`together`]): a fencer on guard against the other in any pose; an
//! attack (a thrust at distance 1 or 2, a lunge or a riposte with its travel further)
//! against the parry, the hit or a retreat that answers it; a hit against the winner's
//! salute; two salutes.

use bevy::math::{Mat4, Quat, Vec3};
use en_garde::rules::{MAX_VALUE, PISTE_LEN, Side};
use en_garde::scene::anim::{ease, lunge_envelope};
use en_garde::scene::clearance::{Body, Obb, clearance};
use en_garde::scene::layout::{
    FIGURE_SCALE, PARRIED_BEAT, PARRIED_RECOIL, PISTE_TOP, SALUTE_FROM, SPACE_WIDTH, THRUST_UP_TO, beat_lift,
    beat_recoil, blade_lift, facing, line_z, lunge_travel, stand_off,
};

/// The least room between the two bodies that counts as apart, in metres.
const MARGIN: f32 = 0.02;

fn models() -> [Body; 2] {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/models");
    Side::BOTH.map(|side| {
        let file = dir.join(format!("fencer-{}.glb", if side == Side::Left { "left" } else { "right" }));
        let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        Body::from_glb(&bytes).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
    })
}

/// A figure's world transform with its fencer at `x` (the figure's centre, after the
/// stand-off), as `fencer::dress_fencer` and `anim::place_fencers` stand it.
fn place(side: Side, x: f32) -> Mat4 {
    let turn = if facing(side) > 0.0 { Quat::IDENTITY } else { Quat::from_rotation_y(std::f32::consts::PI) };
    Mat4::from_scale_rotation_translation(Vec3::splat(FIGURE_SCALE), turn, Vec3::new(x, PISTE_TOP, line_z(side)))
}

/// One pose of one fencer: what it is (for the failure message) and its boxes.
struct Pose {
    what: String,
    boxes: Vec<Obb>,
}

/// What kind of motion a pose belongs to (which may play together).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Guard,
    Parry,
    Hit,
    Salute,
    Attack,
    /// A step in (an advance) or out (a retreat).
    StepIn,
    StepOut,
}

/// Samples of a clip: `n` + 1 times from its start to its end (seconds).
fn times(body: &Body, clip: &str, n: usize) -> Vec<f32> {
    let len = body.clip_length(clip).unwrap_or_else(|| panic!("the model has no clip {clip:?}"));
    (0..=n).map(|k| len * k as f32 / n as f32).collect()
}

/// Every pose `side`'s fencer may be in at `distance` (spaces), by kind, each with the
/// centre-to-centre gap of the two figures (metres) it was posed for. `x_of(gap)` is where
/// this figure stands when the two spaces' centres are `gap` apart.
fn poses(body: &Body, side: Side, distance: u8) -> Vec<(Kind, f32, Pose)> {
    let mut out = Vec::new();
    let space_gap = f32::from(distance) * SPACE_WIDTH;
    // This fencer on the left of the origin, facing the other at +gap (mirrored for the
    // right fencer): `own` is where its figure stands for a given gap between spaces.
    let own = |gap: f32, travel: f32| -> f32 {
        let back = stand_off(gap);
        let x = -facing(side) * gap / 2.0 + facing(side) * travel;
        x - facing(side) * back
    };
    let standing =
        [("guard", 30, Kind::Guard), ("parry", 15, Kind::Parry), ("hit", 21, Kind::Hit), ("salute", 24, Kind::Salute)];
    for (clip, n, kind) in standing {
        // A salute is made from distance `SALUTE_FROM` on (`anim::on_round_over`).
        if kind == Kind::Salute && distance < SALUTE_FROM {
            continue;
        }
        for t in times(body, clip, n) {
            // The blade at rest and fully lifted (the game eases between them).
            for lift in [0.0, blade_lift(space_gap + 2.0 * stand_off(space_gap))] {
                let boxes = body.posed(clip, t, place(side, own(space_gap, 0.0)), lift);
                out.push((kind, space_gap, Pose { what: format!("{clip} at {t:.2} s, lift {lift:.2}"), boxes }));
            }
        }
    }
    // The attack made at this distance (R4.2: a card's value is the distance, 5 at most).
    let attacks: Vec<(&str, f32)> = if distance > MAX_VALUE {
        vec![]
    } else if distance <= THRUST_UP_TO {
        vec![("thrust", 0.0)]
    } else {
        vec![("lunge", lunge_travel(space_gap, false)), ("riposte", lunge_travel(space_gap, true))]
    };
    for (clip, travel) in attacks {
        let ts = times(body, clip, 21);
        let len = ts.last().copied().unwrap_or(1.0);
        for t in ts {
            let moved = travel * lunge_envelope(t / len);
            // The blade down on the target, and knocked up by a parry's beat.
            for beat in [0.0, PARRIED_BEAT] {
                let boxes = body.posed(clip, t, place(side, own(space_gap, moved)), beat);
                let what = format!("{clip} at {t:.2} s, travel {moved:.2}, beaten {beat:.2}");
                out.push((Kind::Attack, space_gap, Pose { what, boxes }));
            }
        }
    }
    // A step in to this distance (from one space further) and out of it (to one further),
    // the figure moving along with the step as `anim::play_motions` eases it.
    if distance < PISTE_LEN - 1 {
        for (clip, kind) in [("advance", Kind::StepIn), ("retreat", Kind::StepOut)] {
            let ts = times(body, clip, 12);
            let len = ts.last().copied().unwrap_or(1.0);
            for t in ts {
                let eased = ease(t / len);
                let gap = if kind == Kind::StepIn {
                    space_gap + SPACE_WIDTH * (1.0 - eased)
                } else {
                    space_gap + SPACE_WIDTH * eased
                };
                for lift in [0.0, blade_lift(gap + 2.0 * stand_off(gap))] {
                    // The other's figure is posed for `space_gap` (at +gap/2 + its stand-off);
                    // this one stands where the two figures are `gap` and both stand-offs apart.
                    let x = -facing(side) * (gap - space_gap / 2.0 + 2.0 * stand_off(gap) - stand_off(space_gap));
                    let boxes = body.posed(clip, t, place(side, x), lift);
                    out.push((kind, gap, Pose { what: format!("{clip} at {t:.2} s, lift {lift:.2}"), boxes }));
                }
            }
        }
    }
    out
}

/// Whether two kinds of motion can play at the same time (`anim` keeps the two fencers'
/// queues in step: one moves while the other waits on guard; an attack is answered by a
/// parry, a retreat or the hit; a salute comes at a match's start and after a round).
fn together(a: Kind, b: Kind) -> bool {
    use Kind::*;
    let one_way = |a: Kind, b: Kind| match a {
        Guard => true,
        Parry => matches!(b, Attack),
        Hit => matches!(b, Attack | Salute),
        Salute => matches!(b, Salute),
        Attack => matches!(b, StepOut),
        StepIn | StepOut => false,
    };
    one_way(a, b) || one_way(b, a)
}

/// The least room between the two bodies at `distance`, and the two poses that have it.
fn least_room(bodies: &[Body; 2], distance: u8) -> (f32, String) {
    let left = poses(&bodies[0], Side::Left, distance);
    let right = poses(&bodies[1], Side::Right, distance);
    let mut least = (f32::INFINITY, String::new());
    for (ka, _, a) in &left {
        for (kb, _, b) in &right {
            if !together(*ka, *kb) {
                continue;
            }
            // The step's other fencer stands; a standing pair is posed at the same gap.
            let room = clearance(&a.boxes, &b.boxes, 0.2);
            if room < least.0 {
                least = (room, format!("left {} against right {}", a.what, b.what));
            }
        }
    }
    least
}

#[test]
fn the_fencers_never_meet() {
    let bodies = models();
    for distance in 1..PISTE_LEN {
        let (room, poses) = least_room(&bodies, distance);
        println!("distance {distance}: {room:.3} m ({poses})");
        assert!(room >= MARGIN, "at distance {distance} the fencers' bodies meet ({room:.3} m): {poses}");
    }
}

/// The check can fail: two figures on guard on neighbouring spaces, stood as they were
/// before (life size, on one line, no stand-off), meet.
/// A parry's beat and recoil (issue 25, point 1): the attacker's blade is knocked up and
/// its whole body gives back at the clash, away from the defender (so never nearer than
/// the clearance above), and both settle smoothly: nothing before the beat, the full
/// recoil within a tenth of a second, nothing left after a second, no jump between frames.
#[test]
fn a_parried_attacker_gives_back_and_recovers() {
    assert_eq!((beat_recoil(-0.01), beat_lift(-0.01)), (0.0, 0.0), "nothing before the beat");
    let frames: Vec<f32> = (0..=90).map(|i| i as f32 / 60.0).collect();
    let back: Vec<f32> = frames.iter().map(|&t| beat_recoil(t)).collect();
    let most = back.iter().copied().fold(0.0, f32::max);
    assert!((most - PARRIED_RECOIL).abs() < 0.01 && most > 0.05, "pushed back {most} m at most");
    let peak = frames[back.iter().position(|&b| b == most).unwrap()];
    assert!(peak <= 0.1, "the recoil is at its fullest {peak} s after the beat");
    assert!(back.iter().all(|&b| (0.0..=PARRIED_RECOIL + 1e-6).contains(&b)), "always backwards");
    for w in back.windows(2) {
        assert!((w[1] - w[0]).abs() <= PARRIED_RECOIL * 0.5, "no jump between frames: {w:?}");
    }
    assert_eq!(beat_recoil(1.0), 0.0, "settled after a second");
    assert!(beat_lift(0.06) >= PARRIED_BEAT * 0.99 && beat_lift(1.2) == 0.0, "the blade beaten and recovered");
}

#[test]
fn figures_stood_as_before_would_meet() {
    let bodies = models();
    let at = |side: Side, x: f32| {
        let turn = if facing(side) > 0.0 { Quat::IDENTITY } else { Quat::from_rotation_y(std::f32::consts::PI) };
        Mat4::from_scale_rotation_translation(Vec3::ONE, turn, Vec3::new(x, PISTE_TOP, 0.0))
    };
    let a = bodies[0].posed("guard", 0.0, at(Side::Left, 0.0), 0.0);
    let b = bodies[1].posed("guard", 0.0, at(Side::Right, SPACE_WIDTH), 0.0);
    assert!(clearance(&a, &b, 0.2) < 0.0, "life-size figures on neighbouring spaces should meet");
    let b = bodies[1].posed("guard", 0.0, at(Side::Right, 3.0), 0.0);
    assert!(clearance(&a, &b, 0.2) > 1.0, "figures 3 m apart should not");
}
