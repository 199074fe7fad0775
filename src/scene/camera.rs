//! The camera: frames the whole piste from the players' seat at the long side, in the part
//! of the window the panels leave free, and re-frames when the window, the panels or the
//! camera preset change.

use crate::game::Seats;
use crate::game::prefs::{CameraPreset, Prefs};
use crate::rules::Side;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Marks the game's 3D camera.
#[derive(Component, Debug, Clone, Copy)]
pub struct MainCamera;

/// The part of the window the egui panels cover, as insets in logical pixels. The UI
/// writes it each frame it changes; the camera frames the piste in what is left.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct PanelInsets {
    pub left: f32,
    pub top: f32,
    pub right: f32,
    pub bottom: f32,
}

/// Vertical field of view, radians.
const FOV: f32 = 0.62;
/// Half the width that must be visible: the piste (13.8 m) plus a margin.
const HALF_WIDTH: f32 = 7.3;

/// Where the camera stands for a preset, a window of `w` × `h` logical pixels and the
/// panels' insets: the piste fills the free width and is centred in the free area.
pub fn camera_transform(preset: CameraPreset, w: f32, h: f32, insets: PanelInsets, behind: Side) -> Transform {
    let (pitch, look_y): (f32, f32) = match preset {
        CameraPreset::Broadside => (0.52, 0.45),
        CameraPreset::Overhead => (0.95, 0.2),
        CameraPreset::BehindFencer => {
            // Over the shoulder of `behind`'s fencer at its end of the piste, looking down
            // the piste at the opponent.
            let sign = super::layout::facing(behind);
            let eye = Vec3::new(-sign * 10.5, 3.2, 2.2);
            return Transform::from_translation(eye).looking_at(Vec3::new(sign * 2.0, 0.2, 0.0), Vec3::Y);
        }
    };
    let (w, h) = (w.max(100.0), h.max(100.0));
    let free_w = (w - insets.left - insets.right).max(w * 0.3);
    let free_h = (h - insets.top - insets.bottom).max(h * 0.3);
    let half_h = (FOV / 2.0).tan();
    let half_w = half_h * w / h;
    // Far enough that the piste fits the free width, and its figures the free height.
    let dist = (HALF_WIDTH / (half_w * free_w / w)).max(2.2 / (half_h * free_h / h));
    let target = Vec3::new(0.0, look_y, -0.2);
    let eye = target + Vec3::new(0.0, pitch.sin(), pitch.cos()) * dist;
    let mut t = Transform::from_translation(eye).looking_at(target, Vec3::Y);
    // Centre of the free area in normalised device coordinates (y up).
    let cx = ((insets.left + w - insets.right) / 2.0 - w / 2.0) / (w / 2.0);
    let cy = -((insets.top + h - insets.bottom) / 2.0 - h / 2.0) / (h / 2.0);
    let shift = t.right() * (-cx * dist * half_w) + t.up() * (-cy * dist * half_h);
    t.translation += shift;
    t
}

fn spawn_camera(mut commands: Commands, prefs: Res<Prefs>) {
    commands.spawn((
        Name::new("Camera"),
        MainCamera,
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection { fov: FOV, ..default() }),
        camera_transform(prefs.camera, 1280.0, 720.0, PanelInsets::default(), Side::Left),
    ));
}

fn frame_piste(
    prefs: Res<Prefs>,
    insets: Res<PanelInsets>,
    players: Res<Seats>,
    window: Query<&Window, (With<PrimaryWindow>, Changed<Window>)>,
    all_windows: Query<&Window, With<PrimaryWindow>>,
    mut cams: Query<&mut Transform, With<MainCamera>>,
) {
    if window.is_empty() && !prefs.is_changed() && !insets.is_changed() && !players.is_changed() {
        return;
    }
    let Ok(w) = all_windows.single() else { return };
    // Behind the person's fencer (Left in hot-seat and computer-only matches).
    let behind =
        Side::BOTH.into_iter().find(|s| players.get(*s).is_human() && !players.hot_seat()).unwrap_or(Side::Left);
    let t = camera_transform(prefs.camera, w.width(), w.height(), *insets, behind);
    for mut c in &mut cams {
        c.set_if_neq(t);
    }
}

/// On a software renderer (Mesa's llvmpipe/lavapipe, WARP: no GPU) every pixel costs CPU
/// time: turn multisampling off and use a smaller shadow map, so the game stays playable.
/// Real GPUs keep 4× MSAA and 2048² shadows.
fn adapt_to_software_renderer(
    // Inserted by the renderer once it has picked an adapter, a few frames in.
    info: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    cams: Query<Entity, With<MainCamera>>,
    mut done: Local<bool>,
    mut commands: Commands,
) {
    let Some(info) = info else { return };
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
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PanelInsets>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, adapt_to_software_renderer)
        .add_systems(Update, frame_piste.in_set(crate::AppSystems::View));
}
