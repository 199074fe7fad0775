//! The hall on a software renderer: a minimal unlit material (`shaders/flat.wgsl`: the
//! texture's colour times a tint, nothing else) takes the place of the PBR material on
//! the hall's walls, floor, gallery and windows. On Mesa's llvmpipe the PBR fragment
//! shader is what a frame pays for, unlit or not (measured: 414 ms a frame with the hall
//! in PBR, 184 ms with this material, 174 ms without the hall; see the README). Real GPUs
//! keep the PBR hall with its light and shadows. What goes flat is marked
//! [`FlatOnSoftware`]; the lamps, which change, are not.

use super::camera::SoftwareRenderer;
use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;
use std::path::{Path, PathBuf};

/// A flat, unlit, textured material.
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
}

impl FlatMaterial {
    /// The flat stand-in for a PBR material: its colour (and emission, for the windows'
    /// daylight) times `light`, its colour texture and UV transform, and its cut-out
    /// (`AlphaMode::Mask`) if it has one.
    pub fn from_standard(m: &StandardMaterial, light: f32) -> FlatMaterial {
        let glow = m.emissive;
        let base = m.base_color.to_linear() * light;
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
/// and windows, the board's plinth, the score slots — large, in the light, and never
/// shaded by the fencers.
#[derive(Component, Debug, Clone, Copy)]
pub struct FlatOnSoftware;

/// The parts marked [`FlatOnSoftware`] go flat as they appear (the score slots are built
/// anew for each match).
fn flatten_marked(
    parts: Query<(Entity, &MeshMaterial3d<StandardMaterial>), With<FlatOnSoftware>>,
    standard: Res<Assets<StandardMaterial>>,
    mut flats: ResMut<Assets<FlatMaterial>>,
    mut commands: Commands,
) {
    for (e, m) in &parts {
        let Some(m) = standard.get(&m.0) else { continue };
        let flat = flats.add(FlatMaterial::from_standard(m, BAKED_LIGHT));
        commands.entity(e).remove::<MeshMaterial3d<StandardMaterial>>().insert(MeshMaterial3d(flat));
    }
}

/// The light baked into the flat parts: the PBR hall's key, fill and ambient light on a
/// mid-grey wall come to about this share of the colour.
const BAKED_LIGHT: f32 = 0.95;

pub(crate) fn plugin(app: &mut App) {
    let registry = app.world_mut().resource_mut::<EmbeddedAssetRegistry>();
    registry.insert_asset(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/scene/shaders/flat.wgsl"),
        Path::new("en_garde/shaders/flat.wgsl"),
        include_bytes!("shaders/flat.wgsl").as_slice(),
    );
    app.add_plugins(MaterialPlugin::<FlatMaterial>::default())
        .add_systems(Update, flatten_marked.run_if(resource_exists::<SoftwareRenderer>));
}
