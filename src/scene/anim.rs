//! Animation that reads like fencing: a step per space when advancing or retreating, a
//! lunge for an attack (a thrust at distance 1 or 2, where a lunge has no room), a parry
//! whose blades meet, a riposte, a visible hit, a salute at the match's start and the
//! winner's after each round, a walk back to the start lines between rounds. The game state is updated at
//! once; each fencer keeps a queue of motions and the scene catches up. Each motion plays
//! one of the model's clips ([`Clip`]), crossfaded from the one before; the scene moves
//! the figure along the piste. The speed comes from the preferences ("instant" snaps to
//! the end); a long queue plays faster so input never waits.
//!
//! Where a figure stands is its fencer's place on the piste ([`FencerAnim::x`]) moved back
//! by [`stand_off`] at distance 1 and aside by [`line_z`]: with the figures' size
//! ([`FIGURE_SCALE`]) and the blades lifted at close quarters ([`blade_lift`]), the two
//! bodies never meet (the test `figures::the_fencers_never_meet` poses them).

use super::layout::{
    PISTE_TOP, SALUTE_FROM, SPACE_WIDTH, THRUST_UP_TO, beat_lift, beat_recoil, blade_lift, facing, line_z,
    lunge_travel, space_x, stand_off,
};
use super::model::{Clip, FencerModels, Figure, LUNGE_CONTACT, PARRY_CONTACT, Rig};
use crate::game::ai_driver::SceneBusy;
use crate::game::prefs::Prefs;
use crate::game::{Attacked, Fencer, Hit, Moved, Parried, Retreated, RoundOver, RoundStarted, Undone};
use crate::rules::{PISTE_LEN, Side};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::collections::VecDeque;
use std::time::Duration;

/// One motion of a fencer. Durations are in seconds at speed 1.0; x in metres.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Motion {
    /// One step from one space's x to the next, forward or back.
    Step { from: f32, to: f32 },
    /// Back to the start line between rounds, stepping.
    Walk { from: f32, to: f32 },
    /// A lunge; the figure also travels `reach` metres forward at full extension (and
    /// back), so that the blade reaches the opponent at any distance.
    Lunge { reach: f32 },
    /// A riposte after a parry: a quick attack, travelling `reach` like a lunge.
    Riposte { reach: f32 },
    /// An attack at close quarters (distance 1 or 2): the arm extends, the body leans in,
    /// the figure stays where it stands.
    Thrust,
    /// A parry: the blade meets the attacking blade.
    Parry,
    /// Hit: the fencer recoils and staggers (the scoring apparatus lights the
    /// attacker's lamp, `hall::light_lamps`).
    Hit,
    /// A salute: both fencers at the match's start, the round's winner after it.
    Salute,
    /// Stand on guard (keeps two fencers' motions in order).
    Wait(f32),
}

impl Motion {
    /// Duration at speed 1.0, in seconds.
    pub fn duration(&self) -> f32 {
        match self {
            Motion::Step { .. } => 0.34,
            Motion::Walk { from, to } => (0.3 * (to - from).abs() / SPACE_WIDTH).clamp(0.4, 2.4),
            Motion::Lunge { .. } => 0.7,
            Motion::Riposte { .. } => 0.5,
            Motion::Thrust => 0.5,
            Motion::Parry => 0.5,
            Motion::Hit => 0.7,
            Motion::Salute => 1.6,
            Motion::Wait(d) => *d,
        }
    }

    /// The clip this motion plays for a fencer of `side`, and how many times over.
    pub fn clip(&self, side: Side) -> (Clip, f32) {
        let step = |from: f32, to: f32| if (to - from) * facing(side) > 0.0 { Clip::Advance } else { Clip::Retreat };
        match *self {
            Motion::Step { from, to } => (step(from, to), 1.0),
            Motion::Walk { from, to } => (step(from, to), ((to - from).abs() / SPACE_WIDTH).round().max(1.0)),
            Motion::Lunge { .. } => (Clip::Lunge, 1.0),
            Motion::Riposte { .. } => (Clip::Riposte, 1.0),
            Motion::Thrust => (Clip::Thrust, 1.0),
            Motion::Parry => (Clip::Parry, 1.0),
            Motion::Hit => (Clip::Hit, 1.0),
            Motion::Salute => (Clip::Salute, 1.0),
            Motion::Wait(_) => (Clip::Guard, 1.0),
        }
    }

    /// The sound of this motion and the fraction of it (0..=1) at which it is heard: a
    /// foot landing, the blades meeting, the touch.
    pub fn cue(&self) -> Option<(Cue, f32)> {
        match self {
            Motion::Step { .. } => Some((Cue::Step, 0.6)),
            Motion::Lunge { .. } => Some((Cue::Lunge, 0.3)),
            Motion::Riposte { .. } | Motion::Thrust => Some((Cue::Lunge, 0.25)),
            Motion::Parry => Some((Cue::Clash, PARRY_CONTACT)),
            Motion::Hit => Some((Cue::Hit, 0.0)),
            Motion::Walk { .. } | Motion::Salute | Motion::Wait(_) => None,
        }
    }
}

/// A motion in progress: what, for how long so far (seconds at speed 1.0), where the
/// figure started it, and whether its sound was heard.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Playing {
    motion: Motion,
    t: f32,
    x0: f32,
    cued: bool,
}

impl Motion {
    /// True for the attacks: a lunge, a riposte, a thrust.
    pub fn is_attack(&self) -> bool {
        matches!(self, Motion::Lunge { .. } | Motion::Riposte { .. } | Motion::Thrust)
    }
}

/// A fencer's motion queue.
#[derive(Component, Debug, Default)]
pub struct FencerAnim {
    pub queue: VecDeque<Motion>,
    /// Where the fencer is along the piste now, in metres (x): its space's centre at rest,
    /// between two during a step, forward during a lunge. The figure stands there, moved
    /// back at close quarters ([`stand_off`]).
    pub x: f32,
    /// Where the fencer stands at rest instead of its space's centre, in metres (x): a
    /// round's winner that stepped back to salute, until the next round.
    rest_at: Option<f32>,
    current: Option<Playing>,
    /// Seconds on guard since the last motion (the breathing plays a while, then the
    /// window may rest).
    idle: f32,
    /// The clip playing now.
    clip: Option<Clip>,
    /// The attack's lunge stops at full extension until the defence is known.
    hold: Option<Hold>,
    /// The lunge is stopped at full extension now (the clip is paused).
    held: bool,
    /// The breathing is over: the guard's clip is paused, so that the figure stands still
    /// in whatever frames the window draws until the next motion (a pointer move must not
    /// move it).
    resting: bool,
}

/// How long an attacker's lunge stays at full extension (R5: the defender answers at
/// once, before anything else — on the piste the blade stays out until the answer).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Hold {
    /// Until the defender's answer (a parry, a retreat) or the hit is known.
    UntilAnswer,
    /// So many seconds more (at speed 1.0): a parry's blade on its way to the contact.
    For(f32),
}

/// Where in a lunge or riposte (fraction of the motion) the blade stays out while held:
/// inside the envelope's plateau at full extension.
const HOLD_AT: f32 = LUNGE_CONTACT + 0.07;

impl FencerAnim {
    /// True while a motion plays or waits; a lunge held at full extension for the
    /// defender's answer is not busy (the answer is what it waits for).
    pub fn busy(&self) -> bool {
        self.current.is_some() && !self.held || !self.queue.is_empty()
    }

    /// Lets a held lunge go on after `after` seconds (0: at once); true if it was held or
    /// about to be.
    fn release(&mut self, after: f32) -> bool {
        let was = self.hold.is_some();
        self.hold = if after > 0.0 && self.held { Some(Hold::For(after)) } else { None };
        was
    }

    /// Seconds (at speed 1.0) until the queue is played out.
    fn remaining(&self) -> f32 {
        self.queue.iter().map(Motion::duration).sum::<f32>()
            + self.current.map_or(0.0, |p| (p.motion.duration() - p.t).max(0.0))
    }
}

/// Seconds the on-guard breathing keeps the window redrawing after the last motion.
const BREATHE_FOR: f32 = 3.0;

/// The side that parried last, for the next attack to be its riposte.
#[derive(Resource, Debug, Default)]
struct LastParry(Option<Side>);

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

fn remaining_of(q: &Query<(&Fencer, &mut FencerAnim)>, side: Side) -> f32 {
    q.iter().find(|(f, _)| f.side == side).map_or(0.0, |(_, a)| a.remaining())
}

fn space_of(q: &Query<(&Fencer, &mut FencerAnim)>, side: Side) -> Option<u8> {
    q.iter().find(|(f, _)| f.side == side).map(|(f, _)| f.space)
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
    let mut lens: Vec<(Side, f32)> = q.iter().map(|(f, a)| (f.side, a.remaining())).collect();
    lens.sort_by(|a, b| a.1.total_cmp(&b.1));
    if let [(short, a), (_, b)] = lens[..]
        && b - a > 0.01
        && let Some(mut anim) = queue_of(q, short)
    {
        anim.queue.push_back(Motion::Wait(b - a));
    }
}

/// The defender waits on guard until `at` seconds before the end of the attacker's queue.
fn wait_for_attack(q: &mut Query<(&Fencer, &mut FencerAnim)>, defender: Side, before_end: f32) {
    let until = remaining_of(q, defender.opponent()) - before_end;
    let own = remaining_of(q, defender);
    if let Some(mut a) = queue_of(q, defender)
        && until - own > 0.01
    {
        a.queue.push_back(Motion::Wait(until - own));
    }
}

fn on_moved(ev: On<Moved>, mut q: Query<(&Fencer, &mut FencerAnim)>, mut last: ResMut<LastParry>) {
    last.0 = None;
    sync_queues(&mut q);
    if let Some(mut a) = queue_of(&mut q, ev.side) {
        push_steps(&mut a, ev.from, ev.to);
    }
}

fn on_attacked(ev: On<Attacked>, mut q: Query<(&Fencer, &mut FencerAnim)>, mut last: ResMut<LastParry>) {
    let riposte = last.0.take() == Some(ev.side);
    sync_queues(&mut q);
    // The blade's tip should end at the opponent's chest, wherever the attack is made from;
    // close up there is no room to lunge.
    let other = space_of(&q, ev.side.opponent());
    let distance = other.map_or(u8::MAX, |s| s.abs_diff(ev.to));
    let gap = other.map_or(0.0, |s| (space_x(s) - space_x(ev.to)).abs());
    if let Some(mut a) = queue_of(&mut q, ev.side) {
        push_steps(&mut a, ev.from, ev.to);
        a.hold = Some(Hold::UntilAnswer);
        a.queue.push_back(if distance <= THRUST_UP_TO {
            Motion::Thrust
        } else if riposte {
            Motion::Riposte { reach: lunge_travel(gap, true) }
        } else {
            Motion::Lunge { reach: lunge_travel(gap, false) }
        });
    }
}

fn on_parried(ev: On<Parried>, mut q: Query<(&Fencer, &mut FencerAnim)>, mut last: ResMut<LastParry>) {
    last.0 = Some(ev.side);
    // The blades meet when the attacker's arm is extended: a held lunge stays out until
    // the parry's blade arrives; one still on its way is waited for.
    let lead = Motion::Parry.duration() * PARRY_CONTACT;
    let held = queue_of(&mut q, ev.side.opponent()).is_some_and(|mut a| a.held && a.release(lead));
    if !held {
        let lunge = Motion::Lunge { reach: 0.0 }.duration();
        wait_for_attack(&mut q, ev.side, lunge * (1.0 - LUNGE_CONTACT) + lead);
    }
    if let Some(mut a) = queue_of(&mut q, ev.side) {
        a.queue.push_back(Motion::Parry);
    }
    sync_queues(&mut q);
}

fn on_retreated(ev: On<Retreated>, mut q: Query<(&Fencer, &mut FencerAnim)>, mut last: ResMut<LastParry>) {
    last.0 = None;
    // The defender steps back as the lunge arrives (at once if it is out already).
    let held = queue_of(&mut q, ev.side.opponent()).is_some_and(|mut a| a.held && a.release(0.0));
    if !held {
        wait_for_attack(&mut q, ev.side, Motion::Lunge { reach: 0.0 }.duration() * (1.0 - LUNGE_CONTACT) + 0.1);
    }
    if let Some(mut a) = queue_of(&mut q, ev.side) {
        push_steps(&mut a, ev.from, ev.to);
    }
    sync_queues(&mut q);
}

fn on_hit(ev: On<Hit>, mut q: Query<(&Fencer, &mut FencerAnim)>, mut last: ResMut<LastParry>) {
    last.0 = None;
    // The touch lands at the attack's full extension.
    if let Some(mut a) = queue_of(&mut q, ev.attacker) {
        a.release(0.0);
    }
    wait_for_attack(&mut q, ev.attacker.opponent(), Motion::Lunge { reach: 0.0 }.duration() * (1.0 - LUNGE_CONTACT));
    if let Some(mut a) = queue_of(&mut q, ev.attacker.opponent()) {
        a.queue.push_back(Motion::Hit);
    }
    sync_queues(&mut q);
}

/// The round's winner salutes once the last motion is played. The salute's sweep needs
/// room ([`SALUTE_FROM`]): closer, the winner first steps back (on the piste) to that
/// distance, and stays there until the next round; where the piste's end leaves no room,
/// there is no salute.
fn on_round_over(ev: On<RoundOver>, mut q: Query<(&Fencer, &mut FencerAnim)>) {
    let Some(winner) = ev.result.winner() else { return };
    let (Some(own), Some(other)) = (space_of(&q, winner), space_of(&q, winner.opponent())) else { return };
    let distance = own.abs_diff(other);
    // Where the winner salutes from: its space, or far enough back.
    let back = i16::from(SALUTE_FROM.saturating_sub(distance)) * i16::from(-facing(winner) as i8);
    let at = i16::from(own) + back;
    if !(1..=i16::from(PISTE_LEN)).contains(&at) {
        return;
    }
    sync_queues(&mut q);
    if let Some(mut a) = queue_of(&mut q, winner) {
        a.queue.push_back(Motion::Wait(0.2));
        if back != 0 {
            let (from, to) = (space_x(own), space_x(at as u8));
            a.queue.push_back(Motion::Walk { from, to });
            a.rest_at = Some(to);
        }
        a.queue.push_back(Motion::Salute);
    }
}

/// Between rounds both fencers walk back to spaces 1 and 23 (R2.2).
fn on_round_started(ev: On<RoundStarted>, mut q: Query<(&Fencer, &mut FencerAnim)>, mut last: ResMut<LastParry>) {
    last.0 = None;
    let remaining = q.iter().map(|(_, a)| a.remaining()).fold(0.0, f32::max);
    for (f, mut a) in &mut q {
        a.release(0.0);
        a.rest_at = None;
        // Both start walking together, after the winner's salute.
        let wait = remaining - a.remaining() + 0.3;
        a.queue.push_back(Motion::Wait(wait));
        // From the event: it says where the round starts, the fencers walk there.
        let to = space_x(ev.positions[f.side.index()]);
        let from = a.queue.iter().rev().find_map(|m| match m {
            Motion::Step { to, .. } | Motion::Walk { to, .. } => Some(*to),
            _ => None,
        });
        let from = from.or(a.current.and_then(|p| match p.motion {
            Motion::Step { to, .. } | Motion::Walk { to, .. } => Some(to),
            _ => None,
        }));
        let from = from.unwrap_or(a.x);
        if (to - from).abs() > 0.01 {
            a.queue.push_back(Motion::Walk { from, to });
        }
        // At the match's start both fencers salute each other from their lines.
        if ev.round_number == 1 {
            a.queue.push_back(Motion::Salute);
        }
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
fn give_anim_queue(ev: On<Add, Fencer>, fencers: Query<&Fencer>, mut commands: Commands) {
    let x = fencers.get(ev.entity).map_or(0.0, |f| space_x(f.space));
    commands.entity(ev.entity).insert((FencerAnim { x, ..default() }, CloseGuard::default()));
}

fn snap(mut q: Query<&mut FencerAnim>) {
    for mut a in &mut q {
        a.queue.clear();
        a.current = None;
        a.clip = None;
        a.hold = None;
        a.rest_at = None;
        a.held = false;
    }
}

/// Smoothstep easing of a fraction `t` (clamped to 0..=1): slow out, slow in; 0 → 0, 1 → 1.
/// Footwork and the blade's lift ease by it.
pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// How far into its travel a lunge or riposte is at fraction `p` of the motion (0..=1):
/// out to the full extension, a short hold, back. Returns 0..=1 of the travel.
pub fn lunge_envelope(p: f32) -> f32 {
    if p < LUNGE_CONTACT {
        ease(p / LUNGE_CONTACT)
    } else if p < LUNGE_CONTACT + 0.15 {
        1.0
    } else {
        1.0 - ease((p - LUNGE_CONTACT - 0.15) / (0.85 - LUNGE_CONTACT))
    }
}

/// Starts `motion`'s clip on a fencer's animation player, crossfading from the one
/// before, at the speed that makes it last as long as the motion.
fn start_clip(
    motion: Motion,
    side: Side,
    speed: f32,
    rig: Option<&Rig>,
    models: &FencerModels,
    players: &mut Query<(&mut AnimationPlayer, &mut AnimationTransitions)>,
) {
    let (Some(rig), Some(rigging)) = (rig, &models.rigging[side.index()]) else { return };
    let Ok((mut player, mut transitions)) = players.get_mut(rig.player) else { return };
    // A lunge held at full extension paused its clip.
    player.resume_all();
    let (clip, times) = motion.clip(side);
    let length = rigging.lengths[clip.index()].max(0.01);
    let fade = Duration::from_secs_f32(if speed > 50.0 { 0.0 } else { 0.12 / speed });
    let active = transitions.play(&mut player, rigging.nodes[clip.index()], fade);
    match motion {
        Motion::Wait(_) => {
            active.repeat().set_speed(1.0);
        }
        Motion::Walk { .. } => {
            active.repeat().set_speed(length * times * speed / motion.duration());
        }
        _ => {
            active.set_speed(length * speed / motion.duration());
        }
    }
}

/// Plays the queues: the clips, the fencer's travel along the piste ([`FencerAnim::x`]),
/// the sounds at their moments.
pub(crate) fn play_motions(
    time: Res<Time<Real>>,
    prefs: Res<Prefs>,
    models: Res<FencerModels>,
    mut fencers: Query<(&Fencer, &mut FencerAnim, Option<&Rig>)>,
    mut players: Query<(&mut AnimationPlayer, &mut AnimationTransitions)>,
    mut cues: MessageWriter<Cue>,
    mut busy: ResMut<SceneBusy>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let dt = time.delta_secs().min(0.1);
    let mut any = false;
    let mut breathing = false;
    for (fencer, mut anim, rig) in &mut fencers {
        // A long queue plays faster, so the scene never lags far behind the game.
        let speed = prefs.speed() * (1.0 + anim.queue.len() as f32 / 6.0);
        let mut budget = dt * speed;
        let forward = facing(fencer.side);
        loop {
            if anim.current.is_none() {
                let Some(m) = anim.queue.pop_front() else { break };
                if anim.resting {
                    anim.resting = false;
                    if let Some(Ok((mut player, _))) = rig.map(|r| players.get_mut(r.player)) {
                        player.resume_all();
                    }
                }
                // On guard already, a wait keeps the guard playing; anything else starts its clip.
                let clip = m.clip(fencer.side).0;
                if !(clip == Clip::Guard && anim.clip == Some(Clip::Guard)) {
                    start_clip(m, fencer.side, speed, rig, &models, &mut players);
                    anim.clip = Some(clip);
                }
                anim.idle = 0.0;
                let x0 = anim.x;
                anim.current = Some(Playing { motion: m, t: 0.0, x0, cued: false });
            }
            let hold = anim.hold;
            let Some(mut p) = anim.current else { break };
            let d = p.motion.duration();
            let attack = p.motion.is_attack();
            // A held attack plays only to full extension.
            let stop = if attack && hold.is_some() && p.t <= d * HOLD_AT + 1e-6 { d * HOLD_AT } else { d };
            let used = budget.min(stop - p.t).max(0.0);
            p.t += used;
            budget -= used;
            let f = if d > 0.0 { p.t / d } else { 1.0 };
            if let Some((cue, at)) = p.motion.cue()
                && !p.cued
                && f >= at
            {
                p.cued = true;
                cues.write(cue);
            }
            match p.motion {
                Motion::Step { from, to } | Motion::Walk { from, to } => {
                    anim.x = from + (to - from) * ease(f);
                }
                Motion::Lunge { reach } | Motion::Riposte { reach } => {
                    anim.x = p.x0 + forward * reach * lunge_envelope(f);
                }
                Motion::Thrust | Motion::Hit | Motion::Parry | Motion::Salute | Motion::Wait(_) => {}
            }
            anim.current = Some(p);
            let (finished, at_stop) = (p.t >= d - 1e-6, stop < d && p.t >= stop - 1e-6);
            if at_stop {
                // Out at full extension: wait there (the clip paused) for the answer. A wait
                // that ends within this frame goes on with the frame's time left, so that
                // at a high speed (instant, reduced motion) the blade comes back in the
                // answer's own frame, not in the frame after it.
                let (next, rest) = match hold {
                    Some(Hold::For(s)) if s > budget => (Some(Hold::For(s - budget)), 0.0),
                    Some(Hold::For(s)) => (None, budget - s),
                    other => (other, 0.0),
                };
                anim.hold = next;
                let holding = anim.hold.is_some();
                if holding != anim.held
                    && let Some(Ok((mut player, _))) = rig.map(|r| players.get_mut(r.player))
                {
                    if holding {
                        player.pause_all();
                    } else {
                        player.resume_all();
                    }
                }
                anim.held = holding;
                if rest > 0.0 {
                    budget = rest;
                    continue;
                }
                break;
            }
            if anim.held {
                anim.held = false;
                if let Some(Ok((mut player, _))) = rig.map(|r| players.get_mut(r.player)) {
                    player.resume_all();
                }
            }
            if finished {
                anim.current = None;
                if budget <= 0.0 {
                    break;
                }
            } else {
                break;
            }
        }
        if !anim.busy() && !anim.held {
            // At rest the fencer stands exactly on its space (also after undo or a jump),
            // or where it stepped back to salute.
            anim.x = anim.rest_at.unwrap_or_else(|| space_x(fencer.space));
            if anim.clip != Some(Clip::Guard) && rig.is_some() {
                // Back on guard.
                start_clip(Motion::Wait(0.0), fencer.side, prefs.speed(), rig, &models, &mut players);
                anim.clip = Some(Clip::Guard);
            }
            anim.idle += dt;
            breathing |= anim.idle < BREATHE_FOR;
            if anim.idle >= BREATHE_FOR
                && !anim.resting
                && let Some(Ok((mut player, _))) = rig.map(|r| players.get_mut(r.player))
            {
                player.pause_all();
                anim.resting = true;
            }
        }
        any |= anim.busy();
    }
    busy.set_if_neq(SceneBusy(any));
    if any || breathing {
        redraw.write(RequestRedraw);
    }
}

/// Stands each figure where its fencer is ([`FencerAnim::x`]): on the piste's surface, on
/// its side's line across the piste ([`line_z`]), moved back at close quarters
/// ([`stand_off`]) and, a parried attacker, while the beat pushes it back
/// ([`beat_recoil`]).
fn place_fencers(mut fencers: Query<(&Fencer, &FencerAnim, Option<&CloseGuard>, &mut Transform)>) {
    let xs: Vec<(Side, f32)> = fencers.iter().map(|(f, a, ..)| (f.side, a.x)).collect();
    for (fencer, anim, guard, mut root) in &mut fencers {
        let other = xs.iter().find(|(s, _)| *s != fencer.side).map(|&(_, x)| x);
        // A parried attacker gives back as its blade is beaten ([`beat_recoil`]).
        let recoil = guard.and_then(|g| g.1).map_or(0.0, beat_recoil);
        let back = other.map_or(0.0, |o| stand_off((o - anim.x).abs())) + recoil;
        let want = Vec3::new(anim.x - facing(fencer.side) * back, PISTE_TOP, line_z(fencer.side));
        if root.translation != want {
            root.translation = want;
        }
    }
}

/// How far the blade is lifted at close quarters, radians (eased), and how long ago a
/// parry beat it, seconds (`None`: not beaten, or recovered; [`beat_lift`]).
#[derive(Component, Debug, Default, Clone, Copy)]
pub struct CloseGuard(pub f32, pub Option<f32>);

/// At close quarters a fencer on guard lifts its blade, so that the tip does not run
/// through the other fencer: after the clips have posed the skeleton, the weapon hand
/// turns up about the wrist by [`blade_lift`] of the distance between the two figures
/// (none at distance 3 or more); an attack brings the blade down to the target. A parry's
/// beat knocks the attacker's blade up the same way, and it recovers ([`beat_lift`]): the
/// attack visibly turned aside, at every distance.
fn lift_blades_at_close_quarters(
    time: Res<Time<Real>>,
    mut cues: MessageReader<Cue>,
    mut fencers: Query<(&Fencer, &Transform, &Rig, &FencerAnim, &mut CloseGuard)>,
    parents: Query<&ChildOf>,
    figures: Query<(), With<Figure>>,
    mut bones: Query<&mut Transform, Without<Fencer>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let xs: Vec<(Side, f32)> = fencers.iter().map(|(f, t, ..)| (f.side, t.translation.x)).collect();
    let clashed = cues.read().any(|c| *c == Cue::Clash);
    for (fencer, root, rig, anim, mut guard) in &mut fencers {
        let Some(&(_, other)) = xs.iter().find(|(s, _)| *s != fencer.side) else { continue };
        let attacking = anim.current.is_some_and(|p| p.motion.is_attack());
        let want = if attacking { 0.0 } else { blade_lift((other - root.translation.x).abs()) };
        guard.0 += (want - guard.0) * (time.delta_secs() * 8.0).min(1.0);
        // Frames until the blade is where it goes: none comes by itself otherwise.
        if (want - guard.0).abs() > 0.005 {
            redraw.write(RequestRedraw);
        } else {
            guard.0 = want;
        }
        // The parry's blade meets the attack's: the attacker's blade is knocked up and
        // recovers (the clash is the parrying fencer's cue; the attacker is the one
        // attacking then).
        if clashed && attacking {
            guard.1 = Some(0.0);
        } else if let Some(t) = guard.1.as_mut() {
            *t += time.delta_secs();
        }
        let beat = guard.1.map_or(0.0, beat_lift);
        if guard.1.is_some_and(|t| t > 0.0 && beat == 0.0) {
            guard.1 = None;
        } else if guard.1.is_some() {
            redraw.write(RequestRedraw);
        }
        let lift = guard.0 + beat;
        let Some(hand) = rig.weapon_hand else { continue };
        if lift < 0.01 {
            continue;
        }
        // The hand's parent's turn within the figure, as the clips posed it this frame:
        // the lift is about the figure's lateral axis seen from there.
        let mut turn = Quat::IDENTITY;
        let mut at = parents.get(hand).map(ChildOf::parent).ok();
        let mut depth = 0;
        while let Some(e) = at
            && !figures.contains(e)
            && depth < 64
        {
            turn = bones.get(e).map_or(Quat::IDENTITY, |t| t.rotation) * turn;
            at = parents.get(e).map(ChildOf::parent).ok();
            depth += 1;
        }
        let axis = (turn.inverse() * Vec3::Z).normalize_or_zero();
        if let Ok(mut t) = bones.get_mut(hand)
            && axis != Vec3::ZERO
        {
            t.rotation = Quat::from_axis_angle(axis, lift) * t.rotation;
        }
    }
}

/// A spark where the blades meet, when a parry clashes.
fn spawn_spark(
    prefs: Res<Prefs>,
    mut cues: MessageReader<Cue>,
    fencers: Query<&Transform, With<Fencer>>,
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    for cue in cues.read() {
        if *cue != Cue::Clash || prefs.reduced_motion {
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
            Transform::from_xyz(x, PISTE_TOP + 1.2, 0.0),
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
        .init_resource::<LastParry>()
        .add_observer(give_anim_queue)
        .add_observer(on_round_over)
        .add_observer(on_moved)
        .add_observer(on_attacked)
        .add_observer(on_parried)
        .add_observer(on_retreated)
        .add_observer(on_hit)
        .add_observer(on_round_started)
        .add_observer(on_undone)
        .add_observer(on_resumed)
        .add_systems(
            Update,
            (play_motions, place_fencers, spawn_spark, fade_sparks).chain().in_set(crate::AppSystems::View),
        )
        .add_systems(
            PostUpdate,
            lift_blades_at_close_quarters
                .after(bevy::app::AnimationSystems)
                .before(bevy::transform::TransformSystems::Propagate),
        );
}
