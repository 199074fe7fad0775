//! Animation that reads like fencing: a step per space when advancing or retreating, a
//! lunge for an attack, a blade clash for a parry, a visible hit, a walk back to the
//! start lines between rounds. The game state is updated at once; each fencer keeps a
//! queue of motions and the scene catches up. The speed comes from the preferences
//! ("instant" snaps to the end); a long queue plays faster so input never waits.

use super::fencer::{FencerBody, FencerLook, FrontLeg, WeaponArm};
use super::layout::{PISTE_TOP, space_x};
use crate::game::ai_driver::SceneBusy;
use crate::game::prefs::Prefs;
use crate::game::{Attacked, Fencer, Hit, Moved, Parried, Retreated, RoundStarted, Undone};
use crate::rules::Side;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::collections::VecDeque;

/// One motion of a fencer. Durations are in seconds at speed 1.0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Motion {
    /// Hop from one x to the next (one space).
    Step { from: f32, to: f32 },
    /// Slide back to the start line between rounds.
    Walk { from: f32, to: f32 },
    /// Lunge: body forward, front leg reaching, arm extended; then recover.
    Lunge,
    /// Parry: the blade sweeps up and meets the attacking blade.
    Parry,
    /// Hit: the fencer glows red and staggers.
    Hit,
    /// Stand still (keeps two fencers' motions in order).
    Wait(f32),
}

impl Motion {
    /// Duration at speed 1.0, in seconds.
    pub fn duration(&self) -> f32 {
        match self {
            Motion::Step { .. } => 0.2,
            Motion::Walk { .. } => 0.7,
            Motion::Lunge => 0.6,
            Motion::Parry => 0.45,
            Motion::Hit => 0.8,
            Motion::Wait(d) => *d,
        }
    }
}

/// A fencer's motion queue.
#[derive(Component, Debug, Default)]
pub struct FencerAnim {
    pub queue: VecDeque<Motion>,
    current: Option<(Motion, f32)>,
}

impl FencerAnim {
    /// True while a motion plays or waits.
    pub fn busy(&self) -> bool {
        self.current.is_some() || !self.queue.is_empty()
    }
}

/// A blade-clash spark that fades out.
#[derive(Component, Debug)]
struct Spark {
    age: f32,
}

/// Sound cues raised by the animation at the moment they happen on screen.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    Step,
    Lunge,
    Clash,
    Hit,
}

fn queue_of<'a>(q: &'a mut Query<(&Fencer, &mut FencerAnim)>, side: Side) -> Option<Mut<'a, FencerAnim>> {
    q.iter_mut().find(|(f, _)| f.side == side).map(|(_, a)| a)
}

fn push_steps(anim: &mut FencerAnim, from: u8, to: u8) {
    let dir: i16 = if to > from { 1 } else { -1 };
    let mut s = i16::from(from);
    while s != i16::from(to) {
        let next = s + dir;
        anim.queue.push_back(Motion::Step { from: space_x(s as u8), to: space_x(next as u8) });
        s = next;
    }
}

/// Keeps the two fencers' queues in step, so the defender answers after the lunge.
fn sync_queues(q: &mut Query<(&Fencer, &mut FencerAnim)>) {
    let total = |a: &FencerAnim| {
        a.queue.iter().map(Motion::duration).sum::<f32>() + a.current.map_or(0.0, |(m, t)| (m.duration() - t).max(0.0))
    };
    let mut lens: Vec<(Side, f32)> = q.iter().map(|(f, a)| (f.side, total(a))).collect();
    lens.sort_by(|a, b| a.1.total_cmp(&b.1));
    if let [(short, a), (_, b)] = lens[..]
        && b - a > 0.01
        && let Some(mut anim) = queue_of(q, short)
    {
        anim.queue.push_back(Motion::Wait(b - a));
    }
}

fn on_moved(ev: On<Moved>, mut q: Query<(&Fencer, &mut FencerAnim)>) {
    sync_queues(&mut q);
    if let Some(mut a) = queue_of(&mut q, ev.side) {
        push_steps(&mut a, ev.from, ev.to);
    }
}

fn on_attacked(ev: On<Attacked>, mut q: Query<(&Fencer, &mut FencerAnim)>) {
    sync_queues(&mut q);
    if let Some(mut a) = queue_of(&mut q, ev.side) {
        push_steps(&mut a, ev.from, ev.to);
        a.queue.push_back(Motion::Lunge);
    }
}

fn on_parried(ev: On<Parried>, mut q: Query<(&Fencer, &mut FencerAnim)>) {
    if let Some(mut a) = queue_of(&mut q, ev.side) {
        // Meet the blade at the lunge's extension.
        a.queue.push_back(Motion::Wait(0.15));
        a.queue.push_back(Motion::Parry);
    }
    sync_queues(&mut q);
}

fn on_retreated(ev: On<Retreated>, mut q: Query<(&Fencer, &mut FencerAnim)>) {
    if let Some(mut a) = queue_of(&mut q, ev.side) {
        a.queue.push_back(Motion::Wait(0.2));
        push_steps(&mut a, ev.from, ev.to);
    }
    sync_queues(&mut q);
}

fn on_hit(ev: On<Hit>, mut q: Query<(&Fencer, &mut FencerAnim)>) {
    if let Some(mut a) = queue_of(&mut q, ev.attacker.opponent()) {
        a.queue.push_back(Motion::Wait(0.25));
        a.queue.push_back(Motion::Hit);
    }
    sync_queues(&mut q);
}

/// Between rounds both fencers walk back to spaces 1 and 23 (R2.2).
fn on_round_started(ev: On<RoundStarted>, mut q: Query<(&Fencer, &mut FencerAnim, &Transform)>) {
    for (f, mut a, t) in &mut q {
        a.queue.push_back(Motion::Wait(0.3));
        // From the event: it says where the round starts, the fencers walk there.
        a.queue.push_back(Motion::Walk { from: t.translation.x, to: space_x(ev.positions[f.side.index()]) });
    }
}

/// After an undo the scene jumps to the restored state.
fn on_undone(_ev: On<Undone>, q: Query<&mut FencerAnim>) {
    snap(q);
}

/// A resumed match is shown where it was, without walking from the first deal.
fn on_resumed(_ev: On<crate::game::Resumed>, q: Query<&mut FencerAnim>) {
    snap(q);
}

/// Every fencer entity gets its animation queue when it appears (its figure is built by
/// `fencer::dress_fencer`).
fn give_anim_queue(ev: On<Add, Fencer>, mut commands: Commands) {
    commands.entity(ev.entity).insert(FencerAnim::default());
}

fn snap(mut q: Query<&mut FencerAnim>) {
    for mut a in &mut q {
        a.queue.clear();
        a.current = None;
    }
}

fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Plays the queues: root x (steps), body offset and arm angle (lunge, parry), glow (hit).
#[allow(clippy::type_complexity)]
fn play_motions(
    time: Res<Time<Real>>,
    prefs: Res<Prefs>,
    mut fencers: Query<(&Fencer, &mut FencerAnim, &mut Transform, &Children, &FencerLook)>,
    mut bodies: Query<(&mut Transform, &Children), (With<FencerBody>, Without<Fencer>)>,
    mut arms: Query<&mut Transform, (With<WeaponArm>, Without<FencerBody>, Without<Fencer>, Without<FrontLeg>)>,
    mut legs: Query<&mut Transform, (With<FrontLeg>, Without<FencerBody>, Without<Fencer>, Without<WeaponArm>)>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut cues: MessageWriter<Cue>,
    mut busy: ResMut<SceneBusy>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let dt = time.delta_secs().min(0.1);
    let mut any = false;
    for (fencer, mut anim, mut root, children, look) in &mut fencers {
        // A long queue plays faster, so the scene never lags far behind the game.
        let backlog = 1.0 + anim.queue.len() as f32 / 6.0;
        let mut budget = dt * prefs.speed() * backlog;
        let (mut lean, mut arm_angle, mut leg_reach, mut glow, mut hop) = (0.0f32, 0.2f32, 0.0f32, 0.0f32, 0.0f32);
        loop {
            if anim.current.is_none() {
                match anim.queue.pop_front() {
                    Some(m) => {
                        cues.write_batch(match m {
                            Motion::Step { .. } => Some(Cue::Step),
                            Motion::Lunge => Some(Cue::Lunge),
                            Motion::Parry => Some(Cue::Clash),
                            Motion::Hit => Some(Cue::Hit),
                            _ => None,
                        });
                        anim.current = Some((m, 0.0));
                    }
                    None => break,
                }
            }
            let Some((m, t)) = anim.current.as_mut() else { break };
            let d = m.duration();
            let used = budget.min(d - *t);
            *t += used;
            budget -= used;
            let p = if d > 0.0 { *t / d } else { 1.0 };
            match *m {
                Motion::Step { from, to } | Motion::Walk { from, to } => {
                    root.translation.x = from + (to - from) * ease(p);
                    if matches!(m, Motion::Step { .. }) {
                        hop = (p * std::f32::consts::PI).sin() * 0.06;
                    }
                }
                Motion::Lunge => {
                    // 0..0.35 extend, 0.35..0.55 hold, 0.55..1 recover.
                    let k = if p < 0.35 {
                        ease(p / 0.35)
                    } else if p < 0.55 {
                        1.0
                    } else {
                        1.0 - ease((p - 0.55) / 0.45)
                    };
                    lean = 0.32 * k;
                    leg_reach = k;
                    arm_angle = 0.2 - 0.2 * k;
                }
                Motion::Parry => {
                    let k = (p * std::f32::consts::PI).sin();
                    arm_angle = 0.2 + 0.8 * k;
                }
                Motion::Hit => {
                    glow = (1.0 - p).max(0.0);
                    lean = -0.12 * (p * std::f32::consts::PI).sin();
                }
                Motion::Wait(_) => {}
            }
            if *t >= d - 1e-6 {
                anim.current = None;
                if budget <= 0.0 {
                    break;
                }
            } else {
                break;
            }
        }
        if !anim.busy() {
            // At rest the figure stands exactly on its space (also after undo or a jump).
            root.translation.x = space_x(fencer.space);
        }
        root.translation.y = PISTE_TOP + hop;
        any |= anim.busy();
        for child in children.iter() {
            if let Ok((mut body, body_children)) = bodies.get_mut(child) {
                body.translation.x = lean * super::fencer::FIGURE_SCALE;
                for c in body_children.iter() {
                    if let Ok(mut arm) = arms.get_mut(c) {
                        arm.rotation = Quat::from_rotation_z(arm_angle);
                    }
                    if let Ok(mut leg) = legs.get_mut(c) {
                        leg.translation.x = 0.12 + 0.18 * leg_reach;
                        leg.rotation = Quat::from_rotation_z(0.3 + 0.5 * leg_reach);
                    }
                }
            }
        }
        if let Some(mut mat) = materials.get_mut(&look.metal) {
            let want = look.base_emissive + LinearRgba::rgb(3.0, 0.2, 0.1) * glow;
            if mat.emissive != want {
                mat.emissive = want;
            }
        }
    }
    busy.set_if_neq(SceneBusy(any));
    if any {
        redraw.write(RequestRedraw);
    }
}

/// A spark where the blades meet, when a parry clashes.
fn spawn_spark(
    mut cues: MessageReader<Cue>,
    fencers: Query<&Transform, With<Fencer>>,
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    for cue in cues.read() {
        if *cue != Cue::Clash {
            continue;
        }
        let xs: Vec<f32> = fencers.iter().map(|t| t.translation.x).collect();
        let x = if xs.len() == 2 { (xs[0] + xs[1]) / 2.0 } else { 0.0 };
        commands.spawn((
            Name::new("Spark"),
            Spark { age: 0.0 },
            Mesh3d(meshes.add(Sphere::new(0.05).mesh().uv(12, 8))),
            MeshMaterial3d(materials.add(StandardMaterial {
                base_color: Color::WHITE,
                emissive: LinearRgba::rgb(30.0, 25.0, 10.0),
                unlit: true,
                ..default()
            })),
            PointLight { intensity: 60_000.0, color: Color::srgb(1.0, 0.9, 0.6), range: 4.0, ..default() },
            Transform::from_xyz(x, PISTE_TOP + 1.05 * super::fencer::FIGURE_SCALE, 0.0),
        ));
    }
}

fn fade_sparks(
    time: Res<Time<Real>>,
    prefs: Res<Prefs>,
    mut sparks: Query<(Entity, &mut Spark, &mut Transform, &mut PointLight)>,
    mut commands: Commands,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for (e, mut s, mut t, mut light) in &mut sparks {
        s.age += time.delta_secs() * prefs.speed();
        let k = (1.0 - s.age / 0.35).max(0.0);
        t.scale = Vec3::splat(0.3 + k);
        light.intensity = 60_000.0 * k;
        if k <= 0.0 {
            commands.entity(e).despawn();
        } else {
            redraw.write(RequestRedraw);
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Cue>()
        .add_observer(give_anim_queue)
        .add_observer(on_moved)
        .add_observer(on_attacked)
        .add_observer(on_parried)
        .add_observer(on_retreated)
        .add_observer(on_hit)
        .add_observer(on_round_started)
        .add_observer(on_undone)
        .add_observer(on_resumed)
        .add_systems(Update, (play_motions, spawn_spark, fade_sparks).chain().in_set(crate::AppSystems::View));
}
