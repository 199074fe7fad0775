//! Score tracks on the plinth's front ledge: for each fencer a row of numbered slots
//! 0..=target in that fencer's colour (silver left, bronze right, as the top bar), running
//! from its end of the piste towards the centre, with a name plate at the outer end and a
//! small marker in the fencer's likeness on a round plinth on the current score. They
//! follow the match on the piste: the live one, or the replayed one while it is hidden.

use super::layout::{BOARD_FRONT, PLINTH_FRONT, PLINTH_TOP, SPACE_WIDTH};
use super::model::{FencerModels, Figure, spawn_figure};
use super::shapes::{front_quad, top_quad};
use super::textures::{TRACK_CELLS, name_plate, track_atlas};
use crate::game::{Fencer, MatchState, RoundOver, Score};
use crate::rules::{PISTE_LEN, Side};
use bevy::prelude::*;

/// A score marker of one side.
#[derive(Component, Debug, Clone, Copy)]
pub struct ScoreMarker {
    pub side: Side,
}

/// A slot of a score track (rebuilt for each match's target score).
#[derive(Component, Debug, Clone, Copy)]
pub struct TrackSlot;

/// The middle of the plinth's front ledge (z, metres), where the score tracks lie.
const TRACK_Z: f32 = (BOARD_FRONT + PLINTH_FRONT) / 2.0;
/// Size of a slot tile (x, z), metres.
const SLOT: Vec2 = Vec2::new(0.36, 0.84);
/// Where the marker stands on its slot, in front of the slot's middle (z, metres): the
/// back half of the tile, clear of the painted number on the front half.
const MARKER_DZ: f32 = -0.2;

/// The fencers' colours, as the top bar's `side_colour`: silver left, bronze right.
pub fn side_tint(side: Side) -> Color {
    match side {
        Side::Left => Color::srgb_u8(220, 225, 235),
        Side::Right => Color::srgb_u8(214, 150, 80),
    }
}

/// x of score `n` (0..=target) on `side`'s track: each track starts beside the centre
/// and runs out towards its fencer's end of the piste, so that the first scores stay in
/// view when the camera closes in on fencers near the middle.
pub fn slot_x(side: Side, n: u8, target: u8) -> f32 {
    let start = SPACE_WIDTH * 0.75;
    let room = SPACE_WIDTH * (f32::from(PISTE_LEN) - 3.0) / 2.0 - start;
    let step = (room / f32::from(target.max(1))).min(0.42);
    let x = start + f32::from(n) * step;
    match side {
        Side::Left => -x,
        Side::Right => x,
    }
}

/// Builds the tracks and markers when a match starts (its target score fixes the slots).
/// A name plate's side: the plate's image is repainted with the side's name when the
/// language changes (`Lang`).
#[derive(Component, Debug, Clone)]
pub struct NamePlate {
    /// Whose plate.
    pub side: Side,
    /// The painted plate (`textures::name_plate`).
    pub image: Handle<Image>,
}

/// What a name plate of `side` says: the side's name in the language in force, in
/// capitals ("LEFT", "DROITE", "左").
pub fn plate_text(lang: &crate::lang::Lang, side: Side) -> String {
    crate::lang::terms::side(lang, side).to_uppercase()
}

/// A new plate image in the language in force, given to the plate's material (an image
/// changed in place is not shown: the material keeps the texture it was made with).
fn repaint_plates(
    lang: Res<crate::lang::Lang>,
    mut plates: Query<(&mut NamePlate, &MeshMaterial3d<StandardMaterial>)>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    for (mut plate, material) in &mut plates {
        let image = images.add(name_plate(&plate_text(&lang, plate.side)));
        if let Some(mut m) = materials.get_mut(&material.0) {
            m.base_color_texture = Some(image.clone());
        }
        plate.image = image;
    }
}

fn build_tracks(
    tables: Query<(Entity, &MatchState, &Visibility)>,
    fencers: Query<(&Fencer, &Score, &Visibility)>,
    mut built_for: Local<Option<(Entity, u8)>>,
    old: Query<Entity, Or<(With<TrackSlot>, With<ScoreMarker>)>>,
    models: Res<FencerModels>,
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    mut atlas: Local<Option<Handle<Image>>>,
    lang: Res<crate::lang::Lang>,
) {
    let Some((table, match_state, _)) = tables.iter().find(|(_, _, v)| **v != Visibility::Hidden) else {
        // No match on the piste (the replay screen before a record is picked): no tracks.
        if built_for.take().is_some() {
            for e in &old {
                commands.entity(e).despawn();
            }
        }
        return;
    };
    let target = match_state.rules.target_score;
    // Rebuilt for every new table (a new match, a replay), so the markers start on the
    // right number of slots.
    if *built_for == Some((table, target)) {
        return;
    }
    *built_for = Some((table, target));
    for e in &old {
        commands.entity(e).despawn();
    }
    let atlas = atlas.get_or_insert_with(|| images.add(track_atlas())).clone();
    let plinth_mesh = meshes.add(Cylinder::new(0.13, 0.035));
    let plinth_mat = materials.add(StandardMaterial {
        base_color: Color::srgb(0.12, 0.10, 0.09),
        metallic: 0.3,
        perceptual_roughness: 0.45,
        ..default()
    });
    let y = PLINTH_TOP + 0.002;
    for side in Side::BOTH {
        let tint = side_tint(side);
        let slot_mat = materials.add(StandardMaterial {
            base_color: tint,
            base_color_texture: Some(atlas.clone()),
            perceptual_roughness: 0.5,
            metallic: 0.25,
            ..default()
        });
        for n in 0..=target.min(TRACK_CELLS as u8 - 1) {
            let (u0, u1) = (f32::from(n) / TRACK_CELLS as f32, f32::from(n + 1) / TRACK_CELLS as f32);
            commands.spawn((
                Name::new(format!("{side} score slot {n}")),
                TrackSlot,
                Mesh3d(meshes.add(top_quad(SLOT, Vec2::new(u0, 0.0), Vec2::new(u1, 1.0)))),
                MeshMaterial3d(slot_mat.clone()),
                Transform::from_xyz(slot_x(side, n, target), y, TRACK_Z),
                Pickable::IGNORE,
                super::flat::FlatOnSoftware::BAKED,
            ));
        }
        // The name plate stands at the track's outer end, past its last slot, leaning
        // back against the board's front: large enough to read from the players' seat.
        let last = slot_x(side, target, target);
        let outer = last + last.signum() * 0.66;
        let plate = images.add(name_plate(&plate_text(&lang, side)));
        commands.spawn((
            Name::new(format!("{side} name plate")),
            TrackSlot,
            NamePlate { side, image: plate.clone() },
            Mesh3d(meshes.add(front_quad(Vec2::new(0.88, 0.22), Vec2::ZERO, Vec2::ONE))),
            MeshMaterial3d(materials.add(StandardMaterial {
                base_color: tint,
                base_color_texture: Some(plate),
                perceptual_roughness: 0.4,
                metallic: 0.3,
                ..default()
            })),
            Transform::from_xyz(outer, PLINTH_TOP + 0.13, TRACK_Z - 0.1).with_rotation(Quat::from_rotation_x(-0.3)),
            Pickable::IGNORE,
        ));
        let score = shown_score(&fencers, side);
        let rot = if side == Side::Left { Quat::IDENTITY } else { Quat::from_rotation_y(std::f32::consts::PI) };
        let marker = commands
            .spawn((
                Name::new(format!("{side} score marker")),
                ScoreMarker { side },
                Transform::from_xyz(slot_x(side, score, target), y, TRACK_Z + MARKER_DZ).with_rotation(rot),
                Visibility::default(),
                Pickable::IGNORE,
            ))
            .id();
        commands.spawn((
            Name::new("Marker plinth"),
            Mesh3d(plinth_mesh.clone()),
            MeshMaterial3d(plinth_mat.clone()),
            Transform::from_xyz(0.0, 0.0175, 0.0),
            ChildOf(marker),
        ));
        // The figure stands on top of its plinth.
        let feet = commands.spawn((Transform::from_xyz(0.0, 0.035, 0.0), Visibility::default(), ChildOf(marker))).id();
        spawn_figure(&mut commands, &models, feet, side, 0.3, Figure { side, animated: false, metal: true });
    }
}

/// Slides each marker towards its fencer's score, at the animation speed: at once when
/// instant or with reduced motion (`Prefs::speed`), where nothing moves by itself.
fn move_markers(
    tables: Query<(&MatchState, &Visibility, Option<&crate::game::MatchKind>)>,
    fencers: Query<(&Fencer, &Score, &Visibility)>,
    time: Res<Time<Real>>,
    prefs: Res<crate::game::prefs::Prefs>,
    mut markers: Query<(&ScoreMarker, &mut Transform)>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some((match_state, _, _)) = tables.iter().find(|(_, v, _)| **v != Visibility::Hidden) else { return };
    let target = match_state.rules.target_score;
    let Some(scores) = scenery_scores(&tables, &fencers) else { return };
    for (m, mut t) in &mut markers {
        let want = slot_x(m.side, scores[m.side.index()], target);
        let dx = want - t.translation.x;
        if dx.abs() > 0.001 {
            t.translation.x += dx * (time.delta_secs() * 4.0 * prefs.speed()).min(1.0);
            redraw.write(bevy::window::RequestRedraw);
        } else {
            t.translation.x = want;
        }
    }
}

/// The scores the scenery shows (the markers on the tracks, the apparatus' display),
/// indexed by `Side::index`: the shown table's, or for a practice position those of the
/// match it came from (its round counts for nothing); none without a shown table.
pub(crate) fn scenery_scores(
    tables: &Query<(&MatchState, &Visibility, Option<&crate::game::MatchKind>)>,
    fencers: &Query<(&Fencer, &Score, &Visibility)>,
) -> Option<[u8; 2]> {
    let (_, _, kind) = tables.iter().find(|(_, v, _)| **v != Visibility::Hidden)?;
    let aside = kind.and_then(|k| k.practice()).map(|p| p.back_to.scores());
    Some(aside.unwrap_or_else(|| Side::BOTH.map(|s| shown_score(fencers, s))))
}

/// `side`'s score on the shown table.
fn shown_score(fencers: &Query<(&Fencer, &Score, &Visibility)>, side: Side) -> u8 {
    fencers.iter().find(|(f, _, v)| f.side == side && **v != Visibility::Hidden).map_or(0, |(_, s, _)| s.0)
}

fn on_round_over(_ev: On<RoundOver>, mut redraw: MessageWriter<bevy::window::RequestRedraw>) {
    redraw.write(bevy::window::RequestRedraw);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(on_round_over)
        .add_systems(Update, (build_tracks, move_markers).chain().in_set(crate::AppSystems::View))
        .add_systems(
            Update,
            repaint_plates.run_if(resource_exists_and_changed::<crate::lang::Lang>).after(crate::AppSystems::View),
        );
}
