//! Contact shadows: a soft dark patch on the surface under what stands on it (a fencer on
//! the piste, the plinth and the gallery's risers on the floor). The key light's shadow
//! map gives the fencers a cast shadow on a GPU; on a software renderer the piste and the
//! hall are drawn unlit ([`super::flat`]) and receive none, and without these the figures
//! floated. Each is one blended, unlit quad: next to nothing on any renderer.

use super::textures::soft_shadow;
use bevy::light::{NotShadowCaster, NotShadowReceiver};
use bevy::prelude::*;

/// How dark a fencer's contact shadow is at its middle (0..=1).
pub const FENCER_SHADOW: f32 = 0.6;
/// How dark the shadow along the foot of the plinth and of the gallery's risers is.
pub const BASE_SHADOW: f32 = 0.55;

/// The materials of the contact shadows: under a fencer (an ellipse) and along a base (a
/// soft-edged strip). Always there; empty until the start-up makes them ([`Self::made`]).
#[derive(Resource, Debug, Clone, Default)]
pub struct ContactShadows {
    pub round: Handle<StandardMaterial>,
    pub long: Handle<StandardMaterial>,
    pub quad: Handle<Mesh>,
}

impl ContactShadows {
    /// Whether the start-up has made them (a headless app may spawn fencers before).
    pub fn made(&self) -> bool {
        self.quad != Handle::default()
    }
}

/// Makes the contact shadows' images, materials and quad, before the scene is built
/// (`ContactSet`).
fn make_contact_shadows(
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut commands: Commands,
) {
    let round = materials.add(shadow_material(images.add(soft_shadow(true, FENCER_SHADOW))));
    let long = materials.add(shadow_material(images.add(soft_shadow(false, BASE_SHADOW))));
    // A unit square lying flat, facing up.
    let quad = meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(0.5)));
    commands.insert_resource(ContactShadows { round, long, quad });
}

/// The start-up systems that use [`ContactShadows`] run in this set, after they are made.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ContactSet;

/// A material that multiplies what lies under it by a [`soft_shadow`] image: unlit, so
/// that it costs next to nothing on any renderer.
pub fn shadow_material(image: Handle<Image>) -> StandardMaterial {
    StandardMaterial { base_color_texture: Some(image), alpha_mode: AlphaMode::Multiply, unlit: true, ..default() }
}

/// The components of a contact shadow `size` metres across (x) and deep (z), lying at
/// `at` (its centre, just above the surface), with `material` (one of
/// [`ContactShadows`]): it casts and receives no shadow and takes no clicks (the spaces
/// of the piste under a fencer stay clickable).
pub fn contact_shadow(
    shadows: &ContactShadows,
    material: Handle<StandardMaterial>,
    at: Vec3,
    size: Vec2,
) -> impl Bundle + use<> {
    (
        Name::new("Contact shadow"),
        Mesh3d(shadows.quad.clone()),
        MeshMaterial3d(material),
        Transform::from_translation(at).with_scale(Vec3::new(size.x, 1.0, size.y)),
        NotShadowCaster,
        NotShadowReceiver,
        Pickable::IGNORE,
    )
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ContactShadows>().add_systems(Startup, make_contact_shadows.before(ContactSet));
}
