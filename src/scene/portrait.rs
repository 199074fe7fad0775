//! The ladder's portraits: a small camera renders the right-handed fencer in whites, its
//! trim in the chosen computer fencer's own metal, into an image that the set-up shows beside the
//! level list. The figure stands far behind the players, outside the main camera's view,
//! with a light of its own; the camera renders only while the set-up is open.

use super::model::{FencerModels, Figure, spawn_figure};
use crate::ai::BotLevel;
use crate::game::screens::Screen;
use crate::rules::Side;
use bevy::camera::RenderTarget;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;

/// Where the portrait's figure stands (metres): behind the players, out of the hall's view.
const SPOT: Vec3 = Vec3::new(0.0, 0.0, 60.0);
/// The portrait's size in pixels.
pub const PORTRAIT_SIZE: UVec2 = UVec2::new(192, 256);

/// The portrait: its image and the level it shows.
#[derive(Resource, Debug)]
pub struct Portrait {
    pub image: Handle<Image>,
    /// The level whose fencer it shows (set by the set-up).
    pub level: BotLevel,
}

#[derive(Component)]
struct PortraitCamera;

#[derive(Component)]
struct PortraitFigure;

/// Each fencer of the ladder in a metal of its own, so that the portraits tell them apart.
pub fn metal_of(level: BotLevel) -> Color {
    match level {
        BotLevel::Random => Color::srgb(0.56, 0.56, 0.58),   // tin
        BotLevel::Beginner => Color::srgb(0.74, 0.45, 0.32), // copper
        BotLevel::Easy => Color::srgb(0.66, 0.48, 0.26),     // bronze
        BotLevel::Normal => Color::srgb(0.80, 0.68, 0.38),   // brass
        BotLevel::Hard => Color::srgb(0.74, 0.76, 0.82),     // steel
        BotLevel::Expert => Color::srgb(0.92, 0.74, 0.32),   // gold
        BotLevel::Reflex => Color::srgb(0.38, 0.38, 0.40),   // iron
    }
}

fn spawn_portrait(
    mut commands: Commands,
    models: Res<FencerModels>,
    mut images: ResMut<Assets<Image>>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    *done = true;
    let image =
        images.add(Image::new_target_texture(PORTRAIT_SIZE.x, PORTRAIT_SIZE.y, TextureFormat::Rgba8UnormSrgb, None));
    commands.spawn((
        Name::new("Portrait camera"),
        PortraitCamera,
        Camera3d::default(),
        Camera {
            is_active: false,
            order: -1,
            clear_color: ClearColorConfig::Custom(Color::srgb(0.19, 0.13, 0.10)),
            ..default()
        },
        // Nothing beyond the figure: the hall stays out of the picture.
        Projection::Perspective(PerspectiveProjection { fov: 0.5, far: 8.0, ..default() }),
        RenderTarget::Image(image.clone().into()),
        Transform::from_translation(SPOT + Vec3::new(-1.6, 1.2, 3.4))
            .looking_at(SPOT + Vec3::new(0.0, 0.95, 0.0), Vec3::Y),
    ));
    commands.spawn((
        Name::new("Portrait light"),
        PointLight { intensity: 400_000.0, range: 8.0, shadow_maps_enabled: false, ..default() },
        Transform::from_translation(SPOT + Vec3::new(-1.5, 3.0, 3.0)),
    ));
    let root = commands
        .spawn((
            Name::new("Portrait figure"),
            PortraitFigure,
            Transform::from_translation(SPOT).with_rotation(Quat::from_rotation_y(-0.5)),
            Visibility::default(),
        ))
        .id();
    spawn_figure(
        &mut commands,
        &models,
        root,
        Side::Right,
        1.0,
        Figure { side: Side::Right, animated: false, metal: false },
    );
    commands.insert_resource(Portrait { image, level: BotLevel::Easy });
}

/// The camera renders only while the set-up is open.
fn portrait_on_setup(screen: Res<State<Screen>>, mut cameras: Query<&mut Camera, With<PortraitCamera>>) {
    let on = *screen.get() == Screen::Setup;
    for mut c in &mut cameras {
        if c.is_active != on {
            c.is_active = on;
        }
    }
}

/// The figure's trim (collar, hem, cuff, knee bands, shoes' trim) takes the chosen
/// fencer's metal: a metallic material of its own, tinted for the level.
fn tint_portrait(
    portrait: Res<Portrait>,
    roots: Query<Entity, With<PortraitFigure>>,
    children: Query<&Children>,
    named: Query<(Entity, &bevy::gltf::GltfMaterialName, &MeshMaterial3d<StandardMaterial>)>,
    mut own: Local<Option<Handle<StandardMaterial>>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut commands: Commands,
) {
    let want = metal_of(portrait.level);
    for root in &roots {
        for e in children.iter_descendants(root) {
            let Ok((e, name, mat)) = named.get(e) else { continue };
            if name.0 != "trim" || own.as_ref() == Some(&mat.0) {
                continue;
            }
            let h = own.get_or_insert_with(|| {
                let copy = materials.get(&mat.0).cloned().unwrap_or_default();
                materials.add(StandardMaterial { metallic: 0.9, perceptual_roughness: 0.35, ..copy })
            });
            commands.entity(e).insert(MeshMaterial3d(h.clone()));
        }
    }
    if let Some(h) = own.as_ref()
        && materials.get(h).is_some_and(|m| m.base_color != want)
        && let Some(mut m) = materials.get_mut(h)
    {
        m.base_color = want;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            spawn_portrait.run_if(resource_exists::<FencerModels>),
            portrait_on_setup,
            tint_portrait.run_if(resource_exists::<Portrait>),
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every fencer of the ladder is cast in a metal of its own.
    #[test]
    fn each_level_has_its_own_metal() {
        let metals: Vec<[f32; 4]> = BotLevel::ALL.iter().map(|l| metal_of(*l).to_srgba().to_f32_array()).collect();
        for (i, a) in metals.iter().enumerate() {
            for b in &metals[i + 1..] {
                assert!(a.iter().zip(b).any(|(x, y)| (x - y).abs() > 0.02), "{a:?} {b:?}");
            }
        }
    }
}
