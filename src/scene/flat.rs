//! The scene on a software renderer: a minimal material (`shaders/flat.wgsl`: the
//! texture's colour times a tint, and for the figures a Lambert term of the key light)
//! takes the place of the PBR material on the hall's walls, floor, gallery and windows,
//! the board, its spaces and plinth, and the fencers. On Mesa's
//! llvmpipe the PBR fragment shader is what a frame pays for, unlit or not (measured: 414
//! ms a frame with the hall in PBR, 184 ms with this material, 174 ms without the hall;
//! see the README). Real GPUs keep the PBR scene with its light and shadows. What goes
//! flat is marked [`FlatOnSoftware`] or dressed by its [`Look`]; the lamps, the score
//! display, the metal miniatures, the cards and the contact shadows are not.

use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Present when the renderer is a software one (no GPU: `camera` finds out from the
/// adapter): the scene draws the cheaper way.
#[derive(Resource, Debug, Clone, Copy)]
pub struct SoftwareRenderer;

/// A flat, textured material: unlit (the light baked into its tint), or shaded by the
/// key light alone (a Lambert term and an ambient share, for the fencers), opaque or cut
/// out.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct FlatMaterial {
    /// Multiplies the texture's colour (linear RGBA); it carries the light.
    #[uniform(0)]
    pub tint: LinearRgba,
    /// The colour texture (white when absent).
    #[texture(1)]
    #[sampler(2)]
    pub texture: Option<Handle<Image>>,
    /// The UV transform's matrix, columns x and y: (x.x, x.y, y.x, y.y).
    #[uniform(3)]
    pub uv_matrix: Vec4,
    /// The UV transform's translation (x, y), and the alpha below which the surface is
    /// cut out (z: 0..=1, 0 for a solid surface; w unused).
    #[uniform(4)]
    pub uv_offset: Vec4,
    /// The key light's shading: xyz the unit direction towards it (world space), w its
    /// share of the light (0..=1; 0 for an unlit surface, whose light is all in the tint).
    #[uniform(5)]
    pub shade: Vec4,
}

impl FlatMaterial {
    /// The flat stand-in for a PBR material, lit as `how` says: its colour (and emission,
    /// for the windows' daylight) times `how.light`, its colour texture and UV transform,
    /// and its cut-out (`AlphaMode::Mask`) if it has one; shaded by the key light `key`
    /// ([`Self::shade`]: its direction and share) if `how.shaded`.
    pub fn from_standard(m: &StandardMaterial, how: FlatOnSoftware, key: Vec4) -> FlatMaterial {
        let glow = m.emissive;
        let base = m.base_color.to_linear() * how.light;
        let tint = if glow.red + glow.green + glow.blue > 0.0 {
            LinearRgba::rgb(
                base.red.max(glow.red.min(1.0)),
                base.green.max(glow.green.min(1.0)),
                base.blue.max(glow.blue.min(1.0)),
            )
        } else {
            base
        };
        let a = m.uv_transform;
        // A cut-out (alpha mask) stays one; anything else is drawn solid.
        let cutoff = if let AlphaMode::Mask(c) = m.alpha_mode { c.clamp(0.0, 1.0) } else { 0.0 };
        FlatMaterial {
            tint,
            texture: m.base_color_texture.clone(),
            uv_matrix: Vec4::new(a.matrix2.x_axis.x, a.matrix2.x_axis.y, a.matrix2.y_axis.x, a.matrix2.y_axis.y),
            uv_offset: a.translation.extend(cutoff).extend(0.0),
            shade: if how.shaded { key } else { Vec4::ZERO },
        }
    }
}

impl Material for FlatMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://en_garde/shaders/flat.wgsl".into()
    }

    fn alpha_mode(&self) -> AlphaMode {
        if self.uv_offset.z > 0.0 { AlphaMode::Mask(self.uv_offset.z) } else { AlphaMode::Opaque }
    }
}

/// Marks a part that goes flat on a software renderer: the hall's walls, floor, gallery
/// and windows, the board, its plinth and spaces, the score slots — large, in the light,
/// and never shaded by the fencers — and, shaded by the key light alone
/// ([`Self::SHADED`]), the fencers' figures.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct FlatOnSoftware {
    /// The light baked into its colour (a share of it: 1.0 keeps it, the hall's walls
    /// take [`Self::BAKED`]'s 0.95, the board's spaces in the key light more).
    pub light: f32,
    /// Whether the key light shades it (a Lambert term), rather than a light baked in.
    pub shaded: bool,
}

impl FlatOnSoftware {
    /// Unlit, its light baked into its colour: the PBR hall's key, fill and ambient light
    /// on a mid-grey wall come to about this share of the colour.
    pub const BAKED: FlatOnSoftware = FlatOnSoftware { light: 0.95, shaded: false };
    /// Shaded by the key light's direction, so that a figure keeps its form.
    pub const SHADED: FlatOnSoftware = FlatOnSoftware { light: 1.0, shaded: true };
    /// Unlit, with `light` (0.0..=2.0) baked in.
    pub const fn baked(light: f32) -> FlatOnSoftware {
        FlatOnSoftware { light, shaded: false }
    }
}

impl Default for FlatOnSoftware {
    fn default() -> Self {
        Self::BAKED
    }
}

/// The PBR material a part wears on a GPU; on a software renderer it wears that
/// material's flat twin, lit as its [`FlatOnSoftware`] says (a part with a `Look` carries
/// one too). Setting it changes the part's look on either (the piste's spaces and rails as
/// they become reachable or hovered).
#[derive(Component, Debug, Clone, PartialEq)]
pub struct Look(pub Handle<StandardMaterial>);

/// The flat twins made so far, one per PBR material and way of lighting: parts that
/// share a material share its twin, and a change to the material (the palette, the score
/// display's new image) reaches the twin.
#[derive(Resource, Debug, Default)]
struct FlatTwins(HashMap<(AssetId<StandardMaterial>, u32, bool), Handle<FlatMaterial>>);

/// The key light's direction and share of the light for a shaded part.
fn key_shade(key: &Query<&GlobalTransform, With<DirectionalLight>>) -> Vec4 {
    let toward = key.iter().next().map_or(Vec3::new(-0.33, 0.8, 0.5), |t| -t.forward().as_vec3());
    toward.normalize_or(Vec3::Y).extend(SHADED_KEY)
}

impl FlatTwins {
    /// The flat twin of `material`, lit as `how` says (`shade`: the key light's, for a
    /// shaded part), made once.
    fn twin(
        &mut self,
        material: &Handle<StandardMaterial>,
        how: FlatOnSoftware,
        shade: Vec4,
        standard: &Assets<StandardMaterial>,
        flats: &mut Assets<FlatMaterial>,
    ) -> Option<Handle<FlatMaterial>> {
        let key = (material.id(), how.light.to_bits(), how.shaded);
        if let Some(t) = self.0.get(&key) {
            return Some(t.clone());
        }
        let m = standard.get(material)?;
        let t = flats.add(FlatMaterial::from_standard(m, how, shade));
        self.0.insert(key, t.clone());
        Some(t)
    }
}

/// The parts marked [`FlatOnSoftware`] go flat as they appear (the score slots are built
/// anew for each match, the figures' meshes when their scene has spawned).
fn flatten_marked(
    parts: Query<(Entity, &MeshMaterial3d<StandardMaterial>, &FlatOnSoftware)>,
    key: Query<&GlobalTransform, With<DirectionalLight>>,
    standard: Res<Assets<StandardMaterial>>,
    mut flats: ResMut<Assets<FlatMaterial>>,
    mut twins: ResMut<FlatTwins>,
    mut commands: Commands,
) {
    if parts.is_empty() {
        return;
    }
    let shade = key_shade(&key);
    for (e, m, how) in &parts {
        let Some(flat) = twins.twin(&m.0, *how, shade, &standard, &mut flats) else { continue };
        commands.entity(e).remove::<MeshMaterial3d<StandardMaterial>>().insert(MeshMaterial3d(flat));
    }
}

/// Dresses each part whose [`Look`] changed in its PBR material (a GPU; also until the
/// renderer is known, after which [`flatten_marked`] takes what is marked).
fn wear_looks(parts: Query<(Entity, &Look), Changed<Look>>, mut commands: Commands) {
    for (e, look) in &parts {
        commands.entity(e).remove::<MeshMaterial3d<FlatMaterial>>().insert(MeshMaterial3d(look.0.clone()));
    }
}

/// On a software renderer, dresses each part whose [`Look`] changed in its material's flat
/// twin, lit as its [`FlatOnSoftware`] says.
fn wear_flat_looks(
    parts: Query<(Entity, &Look, &FlatOnSoftware), Changed<Look>>,
    key: Query<&GlobalTransform, With<DirectionalLight>>,
    standard: Res<Assets<StandardMaterial>>,
    mut flats: ResMut<Assets<FlatMaterial>>,
    mut twins: ResMut<FlatTwins>,
    mut commands: Commands,
) {
    for (e, look, how) in &parts {
        let Some(flat) = twins.twin(&look.0, *how, key_shade(&key), &standard, &mut flats) else { continue };
        commands.entity(e).remove::<MeshMaterial3d<StandardMaterial>>().insert(MeshMaterial3d(flat));
    }
}

/// A change to a PBR material reaches its flat twins.
fn follow_changes(
    mut events: MessageReader<AssetEvent<StandardMaterial>>,
    key: Query<&GlobalTransform, With<DirectionalLight>>,
    standard: Res<Assets<StandardMaterial>>,
    mut flats: ResMut<Assets<FlatMaterial>>,
    twins: Res<FlatTwins>,
) {
    for ev in events.read() {
        let AssetEvent::Modified { id } = ev else { continue };
        let Some(m) = standard.get(*id) else { continue };
        for ((of, light, shaded), t) in &twins.0 {
            if of != id {
                continue;
            }
            let how = FlatOnSoftware { light: f32::from_bits(*light), shaded: *shaded };
            if let Some(mut f) = flats.get_mut(t) {
                *f = FlatMaterial::from_standard(m, how, key_shade(&key));
            }
        }
    }
}

/// The key light's share of a shaded part's light (the rest is ambient, a little more
/// from above than from below).
const SHADED_KEY: f32 = 0.5;

pub(crate) fn plugin(app: &mut App) {
    let registry = app.world_mut().resource_mut::<EmbeddedAssetRegistry>();
    registry.insert_asset(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/scene/shaders/flat.wgsl"),
        Path::new("en_garde/shaders/flat.wgsl"),
        include_bytes!("shaders/flat.wgsl").as_slice(),
    );
    app.add_plugins(MaterialPlugin::<FlatMaterial>::default())
        .init_resource::<FlatTwins>()
        .add_systems(Update, wear_looks.after(crate::AppSystems::View).run_if(not(resource_exists::<SoftwareRenderer>)))
        .add_systems(
            Update,
            // The look last: a part whose look changes as it goes flat ends in the new one.
            (flatten_marked, wear_flat_looks, follow_changes)
                .chain()
                .after(crate::AppSystems::View)
                .run_if(resource_exists::<SoftwareRenderer>),
        );
}
