//! The camera: frames the fencing from the players' seat at the long side, in the part of
//! the window the panels leave free. It follows the two fencers: both always in view with
//! a margin, and the view tightens smoothly as they close in. It cuts (no easing) when
//! the window, the panels, the screen or the camera preset change.
//!
//! The camera is a rig of two entities: the framing ([`CameraRig`], the parent, whose
//! transform this file writes) and the lens ([`MainCamera`], its child, with the
//! `Camera3d`), whose own transform is the screen effects' offset ([`super::cues`]),
//! the identity at rest. What draws over the scene where the camera shows it reads the two
//! together ([`CameraView`]).

use super::layout::{FIGURE_SCALE, PISTE_TOP, SPACE_WIDTH, facing};
use crate::game::prefs::{CameraPreset, Prefs};
use crate::game::{Fencer, LocalRole, Turn};
use crate::rules::{PISTE_LEN, Side};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};

/// Marks the game's 3D camera: the lens, child of the [`CameraRig`]. Its transform is
/// the offset of the screen effects playing on it (identity at rest).
#[derive(Component, Debug, Clone, Copy)]
pub struct MainCamera;

/// Marks the camera's framing: the parent of the lens ([`MainCamera`]), placed by
/// [`camera_transform`] to frame the fencing.
#[derive(Component, Debug, Clone, Copy)]
pub struct CameraRig;

/// The camera as it is this frame, before the transforms are propagated (which happens
/// after the panels are drawn): the rig's framing with the lens's offset. For what draws
/// over the scene where the camera shows it (the space numbers, the piles' names).
#[derive(bevy::ecs::system::SystemParam)]
pub struct CameraView<'w, 's> {
    rig: Query<'w, 's, &'static Transform, (With<CameraRig>, Without<MainCamera>)>,
    lens: Query<'w, 's, (&'static Camera, &'static Transform), With<MainCamera>>,
}

impl CameraView<'_, '_> {
    /// The lens's camera and where it is in the world; `None` without a camera.
    pub fn get(&self) -> Option<(&Camera, GlobalTransform)> {
        let rig = self.rig.single().ok()?;
        let (camera, lens) = self.lens.single().ok()?;
        Some((camera, GlobalTransform::from(*rig).mul_transform(*lens)))
    }
}

/// The part of the window the egui panels cover, as insets in logical pixels. The UI
/// writes it each frame it changes; the camera frames the piste in what is left.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct PanelInsets {
    pub left: f32,
    pub top: f32,
    pub right: f32,
    pub bottom: f32,
    /// A panel over the free part's top-right corner (the side panel: the log, the hint,
    /// the tracker), as its width and height in logical pixels (0 × 0: none). The hall
    /// may show under it, the fencers never.
    pub corner: Vec2,
}

/// Vertical field of view, radians.
pub const FOV: f32 = 0.62;

/// What must be in view: the stretch of the piste from `lo` to `hi` (world x, metres),
/// with everything on it up to [`FIGURE_TOP`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Framing {
    pub lo: f32,
    pub hi: f32,
    /// Where the fencers' own bodies are, from the back of the one to the back of the
    /// other (world x, metres; `lo..hi` without the room added up to [`MIN_SPAN`]): what
    /// a panel over a corner of the view may not cover.
    pub bodies: (f32, f32),
}

/// How far a fencer reaches behind where its figure stands (the back foot and the raised
/// rear arm), in metres.
pub const FIGURE_BACK: f32 = 0.55 * FIGURE_SCALE;
/// Half the depth of a fencer across the piste (z), in metres: its line off the piste's
/// axis and its own depth.
pub const FIGURE_DEPTH: f32 = 0.35;
/// Height above the piste of the highest point of a fencer (the blade raised in the
/// salute), in metres.
pub const FIGURE_TOP: f32 = 1.9 * FIGURE_SCALE;
/// The narrowest stretch of piste the camera shows, in metres (about 6 spaces), so that
/// fencers at close quarters are large but never crowd the view.
pub const MIN_SPAN: f32 = 4.6 * FIGURE_SCALE;
/// How far in front of the piste's axis (z, metres) the camera keeps the table in view:
/// the card piles' near edge (`piles`: the tray on the floor in front of the plinth).
pub const TABLE_FRONT: f32 = 2.55;
/// Free space kept around what must be in view, as a fraction of the free area (each edge).
pub const MARGIN: f32 = 0.06;
/// How many points, ends included, [`Framing::corners`] takes along each top edge of the
/// fencers' bodies.
pub const TOP_SAMPLES: usize = 13;
/// Where in [`Framing::corners`] the points a corner panel may not cover begin.
pub const CORNER_FROM: usize = 10;

impl Framing {
    /// The whole piste (the title and setup screens).
    pub fn whole_piste() -> Framing {
        let half = SPACE_WIDTH * f32::from(PISTE_LEN) / 2.0;
        Framing { lo: -half, hi: half, bodies: (-half, half) }
    }

    /// Two fencers standing at world x `a` and `b` (either order), with their reach and
    /// at least [`MIN_SPAN`] of piste.
    pub fn fencers(a: f32, b: f32) -> Framing {
        let (lo, hi) = (a.min(b) - FIGURE_BACK, a.max(b) + FIGURE_BACK);
        let grow = (MIN_SPAN - (hi - lo)).max(0.0) / 2.0;
        Framing { lo: lo - grow, hi: hi + grow, bodies: (lo, hi) }
    }

    /// The points that must be in view, in world coordinates: the corners of the box
    /// around the fencers, and the near edge of the table in front of the piste (where
    /// the card piles and the score tracks are); then ([`CORNER_FROM`] on) points along
    /// the top edges of the fencers' bodies, which a panel over a corner of the view may
    /// not cover ([`PanelInsets::corner`]).
    pub fn corners(&self) -> [Vec3; CORNER_FROM + 2 * TOP_SAMPLES] {
        let mut out = [Vec3::ZERO; CORNER_FROM + 2 * TOP_SAMPLES];
        for (i, c) in out.iter_mut().take(8).enumerate() {
            let x = if i & 1 == 0 { self.lo } else { self.hi };
            let y = if i & 2 == 0 { PISTE_TOP } else { PISTE_TOP + FIGURE_TOP };
            let z = if i & 4 == 0 { -FIGURE_DEPTH } else { FIGURE_DEPTH };
            *c = Vec3::new(x, y, z);
        }
        let mid = (self.lo + self.hi) / 2.0;
        out[8] = Vec3::new(mid - 0.5, 0.05, TABLE_FRONT);
        out[9] = Vec3::new(mid + 0.5, 0.05, TABLE_FRONT);
        let (from, to) = self.bodies;
        for k in 0..TOP_SAMPLES {
            let x = from + (to - from) * k as f32 / (TOP_SAMPLES as f32 - 1.0);
            for (j, z) in [-FIGURE_DEPTH, FIGURE_DEPTH].into_iter().enumerate() {
                out[CORNER_FROM + 2 * k + j] = Vec3::new(x, PISTE_TOP + FIGURE_TOP, z);
            }
        }
        out
    }
}

/// The free part of a `w` × `h` window in pixels, never less than 30% of it each way:
/// (left, top, width, height).
fn free_px(w: f32, h: f32, insets: PanelInsets) -> (f32, f32, f32, f32) {
    let free_w = (w - insets.left - insets.right).max(w * 0.3);
    let free_h = (h - insets.top - insets.bottom).max(h * 0.3);
    (insets.left.min(w - free_w), insets.top.min(h - free_h), free_w, free_h)
}

/// The free part of a `w` × `h` window in normalised device coordinates (x right, y up,
/// -1..=1), shrunk by [`MARGIN`]: (min x, max x, min y, max y).
fn free_ndc(w: f32, h: f32, insets: PanelInsets) -> (f32, f32, f32, f32) {
    let (left, top, free_w, free_h) = free_px(w, h, insets);
    let (mx, my) = (free_w * MARGIN, free_h * MARGIN);
    let to_x = |px: f32| px / w * 2.0 - 1.0;
    let to_y = |py: f32| 1.0 - py / h * 2.0;
    (to_x(left + mx), to_x(left + free_w - mx), to_y(top + free_h - my), to_y(top + my))
}

/// The corner panel of `insets` ([`PanelInsets::corner`]) in normalised device
/// coordinates, grown by the free area's margin: the least x and the least y of what it
/// covers (it reaches the free part's right and top edges). `None` without one.
fn corner_ndc(w: f32, h: f32, insets: PanelInsets) -> Option<(f32, f32)> {
    if insets.corner.x <= 0.0 || insets.corner.y <= 0.0 {
        return None;
    }
    let (left, top, free_w, free_h) = free_px(w, h, insets);
    let (mx, my) = (free_w * MARGIN, free_h * MARGIN);
    let x = left + free_w - insets.corner.x - mx;
    let y = top + insets.corner.y + my;
    Some((x / w * 2.0 - 1.0, 1.0 - y / h * 2.0))
}

/// Whether every point projects inside the rectangle `r` (see [`free_ndc`]) through a
/// camera at `t` with the game's field of view and a `w` / `h` aspect, and those from
/// [`CORNER_FROM`] on outside the corner panel's (`corner`, see [`corner_ndc`]).
fn fits(t: &Transform, points: &[Vec3], aspect: f32, r: (f32, f32, f32, f32), corner: Option<(f32, f32)>) -> bool {
    let view = t.to_matrix().inverse();
    let half_h = (FOV / 2.0).tan();
    let half_w = half_h * aspect;
    points.iter().enumerate().all(|(i, p)| {
        let v = view.transform_point3(*p);
        if v.z > -0.1 {
            return false;
        }
        let (x, y) = (v.x / (-v.z * half_w), v.y / (-v.z * half_h));
        let under_corner = i >= CORNER_FROM && corner.is_some_and(|(cx, cy)| x > cx && y > cy);
        x >= r.0 && x <= r.1 && y >= r.2 && y <= r.3 && !under_corner
    })
}

/// Where the camera stands for a preset, a window of `w` × `h` logical pixels, the
/// panels' insets, the fencer the "behind" preset looks over (and where the two fencers
/// stand, world x, for it) and what must be in view: the nearest position from which
/// all of `framing` fits in the free part of the window with a margin.
pub fn camera_transform(
    preset: CameraPreset,
    w: f32,
    h: f32,
    insets: PanelInsets,
    behind: Side,
    framing: Framing,
) -> Transform {
    let (w, h) = (w.max(100.0), h.max(100.0));
    let aspect = w / h;
    let rect = free_ndc(w, h, insets);
    let corner = corner_ndc(w, h, insets);
    // Centred on the free part, or (with a corner panel) on the part of it left of the
    // panel: whichever comes nearer (the fencers larger).
    let centres = match corner {
        Some((cx, _)) if matches!(preset, CameraPreset::Broadside) => {
            vec![(rect.0 + rect.1) / 2.0, (rect.0 + cx) / 2.0]
        }
        _ => vec![(rect.0 + rect.1) / 2.0],
    };
    let mut best: Option<(f32, Transform)> = None;
    for centre in centres {
        let (dist, t) = nearest_fit(preset, aspect, (rect, corner), centre, behind, &framing);
        if best.is_none_or(|(d, _)| dist < d) {
            best = Some((dist, t));
        }
    }
    best.map_or(Transform::IDENTITY, |(_, t)| t)
}

/// The nearest camera of `preset` from which every point of `framing` fits the free
/// rectangle `rect` and keeps out of `corner` (normalised device coordinates), with what
/// the broadside view shows centred at x = `centre`; and its distance from its target.
fn nearest_fit(
    preset: CameraPreset,
    aspect: f32,
    (rect, corner): ((f32, f32, f32, f32), Option<(f32, f32)>),
    centre: f32,
    behind: Side,
    framing: &Framing,
) -> (f32, Transform) {
    let points = framing.corners();
    let mid = (framing.lo + framing.hi) / 2.0;
    // A camera on a ray from the target, `dist` away, and the smallest `dist` that fits.
    let place: Box<dyn Fn(f32) -> Transform> = match preset {
        CameraPreset::Broadside | CameraPreset::Overhead => {
            // The broadside view looks down on the whole board from higher up, and comes
            // down towards the fencers' own height as it closes in on them (a lower view
            // shows the fencers larger for the same table in view).
            let close = ((framing.hi - framing.lo - MIN_SPAN) / (12.0 - MIN_SPAN)).clamp(0.0, 1.0);
            let (pitch, look_y): (f32, f32) =
                if preset == CameraPreset::Broadside { (0.12 + 0.18 * close, 0.95) } else { (0.95, 0.5) };
            let target = Vec3::new(mid, look_y, 0.0);
            let dir = Vec3::new(0.0, pitch.sin(), pitch.cos());
            Box::new(move |dist| {
                let mut t = Transform::from_translation(target + dir * dist).looking_at(target, Vec3::Y);
                // Centre the free area (across, at `centre`): shift the camera in its own
                // plane.
                let half_h = (FOV / 2.0).tan();
                let (cx, cy) = (centre, (rect.2 + rect.3) / 2.0);
                let shift = t.right() * (-cx * dist * half_h * aspect) + t.up() * (-cy * dist * half_h);
                t.translation += shift;
                t
            })
        }
        CameraPreset::BehindFencer => {
            // Over the shoulder of `behind`'s fencer at its end of the view, looking down
            // the piste at the opponent.
            let sign = facing(behind);
            let own = if sign > 0.0 { framing.lo } else { framing.hi };
            let target = Vec3::new(mid, 0.7, 0.0);
            let from = Vec3::new(own, 0.0, 0.0);
            Box::new(move |dist| {
                let eye = from + Vec3::new(-sign * dist * 0.75, 1.0 + dist * 0.28, 0.9 + dist * 0.32);
                Transform::from_translation(eye).looking_at(target, Vec3::Y)
            })
        }
    };
    // The broadside view settles low at every distance tried (see [`settle_low`]): a
    // view that fits only once lowered under the corner panel is found too.
    let at = |dist: f32| {
        let t = place(dist);
        if preset == CameraPreset::Broadside { settle_low(t, &points, aspect, (rect, corner)) } else { t }
    };
    let (mut near, mut far) = (1.0f32, 80.0f32);
    if fits(&at(near), &points, aspect, rect, corner) {
        return (near, at(near));
    }
    for _ in 0..40 {
        let mid = (near + far) / 2.0;
        if fits(&at(mid), &points, aspect, rect, corner) {
            far = mid;
        } else {
            near = mid;
        }
    }
    (far, at(far))
}

/// A wide view (the piste's length decides how far the camera stands) leaves room above
/// and below what must be in view; kept centred, the lower part of the window was empty
/// floor. The camera rises in its own plane until the table's near edge sits at the free
/// area's lower margin, so that the room above shows the hall; whatever it tries, every
/// point stays in view and the camera stays below the hall's ceiling (a rise that would
/// do otherwise is halved, up to six times).
fn settle_low(
    t: Transform,
    points: &[Vec3],
    aspect: f32,
    (rect, corner): ((f32, f32, f32, f32), Option<(f32, f32)>),
) -> Transform {
    let view = t.to_matrix().inverse();
    let half_h = (FOV / 2.0).tan();
    let mut low = f32::INFINITY;
    let mut depth = 0.0f32;
    for p in points {
        let v = view.transform_point3(*p);
        let y = v.y / (-v.z * half_h);
        if y < low {
            low = y;
            depth = -v.z;
        }
    }
    let mut slack = low - rect.2;
    for _ in 0..6 {
        if slack <= 0.005 {
            break;
        }
        let mut up = t;
        up.translation += t.up() * (slack * depth * half_h);
        if fits(&up, points, aspect, rect, corner) && up.translation.y < super::layout::HALL_HEIGHT - 0.5 {
            return up;
        }
        slack /= 2.0;
    }
    t
}

/// The fencers the camera follows: those shown (the live match, or the replay's).
fn shown_fencers(fencers: &Query<(&Fencer, &Transform, &InheritedVisibility), Without<CameraRig>>) -> Option<Framing> {
    let mut xs = fencers.iter().filter(|(_, _, v)| v.get()).map(|(_, t, _)| t.translation.x);
    let (a, b) = (xs.next()?, xs.next()?);
    Some(Framing::fencers(a, b))
}

fn spawn_camera(mut commands: Commands, prefs: Res<Prefs>) {
    commands.spawn((
        Name::new("Camera rig"),
        CameraRig,
        camera_transform(prefs.camera, 1280.0, 720.0, PanelInsets::default(), Side::Left, Framing::whole_piste()),
        Visibility::default(),
        children![(
            Name::new("Camera"),
            MainCamera,
            Camera3d::default(),
            Projection::Perspective(PerspectiveProjection { fov: FOV, ..default() }),
            Transform::IDENTITY,
        )],
    ));
}

/// Moves the camera's rig towards the framing of the fencers as they are now: eased while
/// they move, a cut when the window, the panels, the preset or the seats change.
pub(crate) fn frame_fencing(
    prefs: Res<Prefs>,
    insets: Res<PanelInsets>,
    turn: Res<Turn>,
    time: Res<Time<Real>>,
    window: Query<&Window, (With<PrimaryWindow>, Changed<Window>)>,
    all_windows: Query<&Window, With<PrimaryWindow>>,
    fencers: Query<(&Fencer, &Transform, &InheritedVisibility), Without<CameraRig>>,
    mut cams: Query<&mut Transform, With<CameraRig>>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut last: Local<Option<Framing>>,
    mut last_role: Local<Option<LocalRole>>,
) {
    let Ok(w) = all_windows.single() else { return };
    // With reduced motion the camera keeps the whole piste: it never follows the fencers.
    let framing = if prefs.reduced_motion {
        Framing::whole_piste()
    } else {
        shown_fencers(&fencers).unwrap_or_else(Framing::whole_piste)
    };
    let cut = !window.is_empty()
        || prefs.is_changed()
        || insets.is_changed()
        || *last_role != Some(turn.role)
        || last.is_none();
    let jumped = last.is_some_and(|l| (l.lo - framing.lo).abs() + (l.hi - framing.hi).abs() > 6.0);
    *last = Some(framing);
    *last_role = Some(turn.role);
    // Behind the person's fencer (Left in hot-seat and computer-only matches).
    let behind = turn.role.home_side();
    let want = camera_transform(prefs.camera, w.width(), w.height(), *insets, behind, framing);
    for mut c in &mut cams {
        if cut || jumped {
            // One frame more, for what is drawn where the camera shows it (the space
            // numbers, the piles' names).
            if c.set_if_neq(want) {
                redraw.write(RequestRedraw);
            }
            continue;
        }
        let gap = c.translation.distance(want.translation) + c.rotation.angle_between(want.rotation) * 4.0;
        // Close enough, it snaps the rest of the way: an f32 angle between two nearly equal
        // turns reads no less than about 0.0007 rad, so easing alone could ask for frames
        // for ever.
        if gap < 0.01 {
            if c.set_if_neq(want) {
                redraw.write(RequestRedraw);
            }
            continue;
        }
        let k = 1.0 - (-time.delta_secs().min(0.1) * 4.0).exp();
        c.translation = c.translation.lerp(want.translation, k);
        c.rotation = c.rotation.slerp(want.rotation, k);
        redraw.write(RequestRedraw);
    }
}

/// On a software renderer (Mesa's llvmpipe/lavapipe, WARP: no GPU) every pixel costs CPU
/// time: turn multisampling off, use a smaller shadow map and a flat material for the hall
/// ([`super::flat`]), so the game stays playable.
/// Real GPUs keep 4× MSAA and 2048² shadows.
fn adapt_to_software_renderer(
    info: Res<bevy::render::renderer::RenderAdapterInfo>,
    cams: Query<Entity, With<MainCamera>>,
    mut done: Local<bool>,
    mut commands: Commands,
) {
    if *done || cams.is_empty() {
        return;
    }
    *done = true;
    // wgpu's `DeviceType` is not re-exported by Bevy; its `Debug` name is stable.
    if format!("{:?}", info.device_type) == "Cpu" {
        info!("software renderer ({}): multisampling off, smaller shadow map", info.name);
        for e in &cams {
            commands.entity(e).insert(Msaa::Off);
        }
        commands.insert_resource(bevy::light::DirectionalLightShadowMap { size: 1024 });
        commands.insert_resource(super::flat::SoftwareRenderer);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PanelInsets>()
        .add_systems(Startup, spawn_camera)
        .add_systems(
            Update,
            // The adapter's information is inserted by the renderer once it has picked one,
            // a few frames in.
            adapt_to_software_renderer.run_if(resource_exists::<bevy::render::renderer::RenderAdapterInfo>),
        )
        .add_systems(Update, frame_fencing.in_set(crate::AppSystems::View).after(super::anim::play_motions));
}
