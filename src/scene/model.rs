//! The fencer models: two rigged, animated fencers in whites, each with its colour as
//! trim, made by `assets/models/make_fencers.py` (Blender, see `assets/README.md`), built
//! into the binary so the game finds them wherever it is started from. The same models
//! cast in metal (pewter for the left fencer, bronze for the right) are the miniatures on
//! the score tracks. Each model has a skeleton
//! and one animation clip per motion ([`Clip`]); a figure on the piste gets an animation
//! graph of those clips and crossfades between them ([`AnimationTransitions`]).

use crate::rules::Side;
use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::gltf::{Gltf, GltfMaterialName};
use bevy::prelude::*;
use bevy::world_serialization::WorldAssetRoot;
use std::path::{Path, PathBuf};

/// The animation clips of a fencer model, by the name the model gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Clip {
    /// On guard, breathing (loops).
    Guard,
    /// One step forward, in place (the scene moves the figure one space).
    Advance,
    /// One step back, in place.
    Retreat,
    /// A lunge: the arm extends, the front leg kicks forward, recover.
    Lunge,
    /// A parry: the blade beats the attacking blade aside (contact at [`PARRY_CONTACT`]).
    Parry,
    /// A riposte: a quick straight-arm attack after a parry.
    Riposte,
    /// Being hit: a recoil and a stagger.
    Hit,
    /// The salute: the blade raised before the mask, then swept down.
    Salute,
    /// The attack at close quarters: an appel, the arm extends up and forward, the blade
    /// angles down onto the opponent; the figure does not travel.
    Thrust,
}

/// Fraction of the parry clip at which the blades meet.
pub const PARRY_CONTACT: f32 = 0.4;
/// Fraction of the lunge and riposte clips at which the arm is fully extended.
pub const LUNGE_CONTACT: f32 = 0.45;

impl Clip {
    /// Every clip, in the order of [`Clip::index`].
    pub const ALL: [Clip; 9] = [
        Clip::Guard,
        Clip::Advance,
        Clip::Retreat,
        Clip::Lunge,
        Clip::Parry,
        Clip::Riposte,
        Clip::Hit,
        Clip::Salute,
        Clip::Thrust,
    ];

    /// The animation's name in the model file.
    pub fn name(self) -> &'static str {
        match self {
            Clip::Guard => "guard",
            Clip::Advance => "advance",
            Clip::Retreat => "retreat",
            Clip::Lunge => "lunge",
            Clip::Parry => "parry",
            Clip::Riposte => "riposte",
            Clip::Hit => "hit",
            Clip::Salute => "salute",
            Clip::Thrust => "thrust",
        }
    }

    /// Position in [`Clip::ALL`] (0..9).
    pub fn index(self) -> usize {
        Clip::ALL.iter().position(|c| *c == self).unwrap_or(0)
    }
}

/// The model file of a side: the left fencer is left-handed, the right one right-handed
/// (R1.3).
pub fn model_path(side: Side) -> &'static str {
    match side {
        Side::Left => "embedded://en_garde/models/fencer-left.glb",
        Side::Right => "embedded://en_garde/models/fencer-right.glb",
    }
}

/// A model's animation graph, once its file has loaded.
#[derive(Debug, Clone)]
pub struct Rigging {
    pub graph: Handle<AnimationGraph>,
    /// The graph node of each clip, indexed by [`Clip::index`].
    pub nodes: [AnimationNodeIndex; 9],
    /// Each clip's length in seconds, indexed by [`Clip::index`] (0 when the model lacks it).
    pub lengths: [f32; 9],
}

/// The two fencer models, indexed by `Side::index`.
#[derive(Resource, Debug)]
pub struct FencerModels {
    pub files: [Handle<Gltf>; 2],
    pub scenes: [Handle<bevy::world_serialization::WorldAsset>; 2],
    pub rigging: [Option<Rigging>; 2],
}

/// A figure made from a fencer model (a child of a fencer or of a score marker).
#[derive(Component, Debug, Clone)]
pub struct Figure {
    pub side: Side,
    /// Whether the figure moves (the fencers on the piste) or keeps its on-guard stance
    /// (the score markers, the portrait).
    pub animated: bool,
    /// Whether the figure is cast in its side's metal (the miniatures on the score
    /// tracks) rather than dressed in whites.
    pub metal: bool,
}

/// The metal of a side's miniature: pewter for the left fencer, dark bronze for the
/// right, as the side colours of the panels.
fn cast_metal(side: Side) -> StandardMaterial {
    let (colour, roughness) = match side {
        Side::Left => (Color::srgb(0.80, 0.81, 0.85), 0.32),
        Side::Right => (Color::srgb(0.58, 0.38, 0.17), 0.38),
    };
    StandardMaterial { base_color: colour, metallic: 1.0, perceptual_roughness: roughness, ..default() }
}

/// The model's materials a metal miniature takes its side's metal for (the mask's mesh
/// and the foil's blade keep theirs).
pub(crate) const CAST_IN_METAL: [&str; 4] = ["cloth", "trim", "shoe", "metal"];

/// A figure whose animation player is found and connected to its clips.
#[derive(Component, Debug, Clone)]
pub struct Rig {
    /// The entity with the [`AnimationPlayer`] (the skeleton's root).
    pub player: Entity,
    /// The weapon hand's bone (`hand.weapon`), turned up at close quarters.
    pub weapon_hand: Option<Entity>,
}

/// Spawns a figure of `side`'s model under `parent`, `scale` times its size (1.0: about
/// 1.6 m to the top of the mask; the piste's fencers are at `layout::FIGURE_SCALE`).
pub fn spawn_figure(
    commands: &mut Commands,
    models: &FencerModels,
    parent: Entity,
    side: Side,
    scale: f32,
    figure: Figure,
) {
    let figure = commands
        .spawn((
            Name::new(format!("{side} figure")),
            Figure { side, ..figure },
            WorldAssetRoot(models.scenes[side.index()].clone()),
            Transform::from_scale(Vec3::splat(scale)),
            Visibility::default(),
        ))
        .id();
    commands.entity(parent).add_child(figure);
}

fn load_models(mut commands: Commands, assets: Res<AssetServer>) {
    let files = Side::BOTH.map(|s| assets.load::<Gltf>(model_path(s)));
    let scenes = Side::BOTH.map(|s| assets.load(GltfAssetLabel::Scene(0).from_asset(model_path(s))));
    commands.insert_resource(FencerModels { files, scenes, rigging: [None, None] });
}

/// Builds each model's animation graph once its file has loaded. A clip the file lacks
/// is logged and shown as the on-guard stance.
fn build_rigging(
    mut models: ResMut<FencerModels>,
    gltfs: Res<Assets<Gltf>>,
    clips: Res<Assets<AnimationClip>>,
    mut graphs: ResMut<Assets<AnimationGraph>>,
) {
    for side in Side::BOTH {
        let i = side.index();
        if models.rigging[i].is_some() {
            continue;
        }
        let Some(gltf) = gltfs.get(&models.files[i]) else { continue };
        let mut graph = AnimationGraph::new();
        let root = graph.root;
        let guard = gltf.named_animations.get(Clip::Guard.name()).cloned();
        let mut nodes = [root; 9];
        let mut lengths = [0.0; 9];
        for clip in Clip::ALL {
            let handle = gltf.named_animations.get(clip.name()).cloned().or_else(|| {
                warn!("the {side} fencer model has no '{}' animation", clip.name());
                guard.clone()
            });
            let Some(handle) = handle else { continue };
            lengths[clip.index()] = clips.get(&handle).map_or(0.0, AnimationClip::duration);
            nodes[clip.index()] = graph.add_clip(handle, 1.0, root);
        }
        models.rigging[i] = Some(Rigging { graph: graphs.add(graph), nodes, lengths });
    }
}

/// Connects each new figure to its clips once its scene has spawned: the animation graph
/// and the transitions go on the skeleton's animation player, the figure starts on guard,
/// and a miniature is cast in its side's metal. Its meshes are left out of
/// picking: a click is for the piste's spaces, and mesh picking ray-casts a skinned mesh in
/// its rest pose, which lies where the posed figure is not (the check `--check-picking`
/// found the pointer over the middle of space 11 caught by a mask in the air in front of
/// the piste).
fn rig_figures(
    figures: Query<(Entity, &Figure, &ChildOf), Without<Rig>>,
    children: Query<&Children>,
    mut players: Query<&mut AnimationPlayer>,
    named: Query<&GltfMaterialName>,
    names: Query<&Name>,
    models: Res<FencerModels>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut metals: Local<Option<[Handle<StandardMaterial>; 2]>>,
    mut commands: Commands,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    for (entity, figure, parent) in &figures {
        let Some(rigging) = &models.rigging[figure.side.index()] else { continue };
        let Some(player_entity) = children.iter_descendants(entity).find(|e| players.contains(*e)) else { continue };
        for e in children.iter_descendants(entity) {
            commands.entity(e).insert(Pickable::IGNORE);
        }
        if figure.metal {
            let cast = metals.get_or_insert_with(|| Side::BOTH.map(|s| materials.add(cast_metal(s))));
            for e in children.iter_descendants(entity) {
                if named.get(e).is_ok_and(|name| CAST_IN_METAL.contains(&name.0.as_str())) {
                    commands.entity(e).insert(MeshMaterial3d(cast[figure.side.index()].clone()));
                }
            }
        }
        if figure.animated && !figure.metal {
            // On a software renderer the fencers in whites are shaded by the key light
            // alone (`flat`): their PBR material was most of what a frame cost there.
            for e in children.iter_descendants(entity) {
                commands.entity(e).insert(super::flat::FlatOnSoftware::SHADED);
            }
        }
        if figure.animated {
            let mut transitions = AnimationTransitions::new();
            if let Ok(mut player) = players.get_mut(player_entity) {
                transitions.play(&mut player, rigging.nodes[Clip::Guard.index()], std::time::Duration::ZERO).repeat();
            }
            commands.entity(player_entity).insert((AnimationGraphHandle(rigging.graph.clone()), transitions));
        }
        let weapon_hand = children
            .iter_descendants(entity)
            .find(|e| names.get(*e).is_ok_and(|n| n.as_str() == super::clearance::WEAPON_HAND));
        let rig = Rig { player: player_entity, weapon_hand };
        commands.entity(entity).insert(rig.clone());
        commands.entity(parent.parent()).insert(rig);
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// Puts the model files into the game's embedded assets (`embedded://en_garde/…`).
fn embed_models(app: &mut App) {
    let registry = app.world_mut().resource_mut::<EmbeddedAssetRegistry>();
    let files: [(&str, &'static [u8]); 2] = [
        ("fencer-left.glb", include_bytes!("../../assets/models/fencer-left.glb")),
        ("fencer-right.glb", include_bytes!("../../assets/models/fencer-right.glb")),
    ];
    for (name, bytes) in files {
        let full = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/models").join(name);
        registry.insert_asset(full, &Path::new("en_garde/models").join(name), bytes);
    }
}

pub(crate) fn plugin(app: &mut App) {
    embed_models(app);
    app.add_systems(Startup, load_models).add_systems(Update, (build_rigging, rig_figures).chain());
}
