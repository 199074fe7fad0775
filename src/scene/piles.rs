//! The cards on the table: the draw pile as a stack of card backs that shrinks as cards are
//! drawn, the discard pile beside it with its top card face up, and the cards in flight — a
//! played card flies from the player's hand to the discard pile, a drawn card from the draw
//! pile to the hand (face down: nobody else sees it), at the animation speed setting. The
//! piles sit on a tray on the floor before the board, which keeps to the middle of the view.
//! The card faces are painted here (the value with `textures::paint_text`): a large value,
//! the value in the corners and a pictogram of the spaces the card moves.

use super::camera::MainCamera;
use super::layout::PISTE_TOP;
use super::textures::{Align, image_with_mips, paint_text};
use crate::game::prefs::Prefs;
use crate::game::{Attacked, CardsDrawn, Deck, Fencer, LocalRole, MatchState, Moved, Parried, Retreated, Turn};
use crate::rules::{Action, Side};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};

/// A card's size on the table, in metres (width × length; the boxed game's cards scaled to
/// the figures).
pub const CARD_W: f32 = 0.4;
pub const CARD_L: f32 = 0.56;
/// The thickness of one card in a pile, in metres.
const CARD_T: f32 = 0.006;
/// How far in front of the piste's axis the tray stands (z, metres): on the floor, far
/// enough in front of the board's plinth that, seen from the players' side, it lies below
/// the score tracks instead of over their numbers.
const TRAY_Z: f32 = super::layout::PLINTH_FRONT + 0.37;
/// How high the tray's centre stands above the floor, in metres (its low stand): its far
/// edge stays below the plinth's top.
const TRAY_Y: f32 = 0.03;
/// The tray leans towards the players (radians), so that the top cards read.
const TRAY_TILT: f32 = 0.3;
/// The gap between the two piles' centres along x, in metres.
const PILE_GAP: f32 = 0.62;

/// The meshes and materials of the cards: a face per value 1..=5 and the back.
#[derive(Resource, Debug, Clone)]
pub struct CardArt {
    pub card: Handle<Mesh>,
    pub faces: [Handle<StandardMaterial>; 5],
    pub back: Handle<StandardMaterial>,
    pub edges: Handle<StandardMaterial>,
}

impl CardArt {
    /// The face of a card of `value` (1..=5; other values show a 5's face, which no
    /// rule deals).
    pub fn face(&self, value: u8) -> Handle<StandardMaterial> {
        self.faces[usize::from(value.clamp(1, 5) - 1)].clone()
    }
}

/// The tray that carries the piles (it follows the middle of the view along x).
#[derive(Component, Debug, Clone, Copy)]
pub struct PileTray;

/// Which pile a part belongs to.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pile {
    /// The stack of the draw pile (its height follows the count).
    DrawStack,
    /// The back on top of the draw pile.
    DrawTop,
    /// The stack of the discard pile.
    DiscardStack,
    /// The face-up top card of the discard pile.
    DiscardTop,
}

/// A card in flight between a hand and a pile.
#[derive(Component, Debug, Clone, Copy)]
pub struct FlyingCard {
    from: Vec3,
    to: Vec3,
    /// Seconds (at speed 1.0) before it leaves, then of its flight.
    delay: f32,
    t: f32,
    /// Face up (a played card) or face down (a drawn one).
    face_up: bool,
}

/// Seconds a card's flight takes at speed 1.0.
const FLIGHT: f32 = 0.5;

/// Where the piles are now: the world position of the draw pile's and the discard pile's
/// top card.
pub fn pile_tops(tray: &Transform, deck: &Deck) -> (Vec3, Vec3) {
    let draw = tray.transform_point(Vec3::new(-PILE_GAP / 2.0, stack_height(deck.draw_pile) + CARD_T, 0.0));
    let discard = tray.transform_point(Vec3::new(PILE_GAP / 2.0, stack_height(deck.discard.len()) + CARD_T, 0.0));
    (draw, discard)
}

/// Height of a pile of `n` cards, in metres.
fn stack_height(n: u8) -> f32 {
    f32::from(n) * CARD_T
}

/// Paints a card face of `value` (1..=5), `w` × `h` pixels, RGBA8 in sRGB: cream paper, a
/// gold frame, the value large in the middle and small in two corners, and under it one
/// small square per space the card moves.
pub fn card_face_pixels(value: u8, w: u32, h: u32) -> Vec<u8> {
    let mut px = vec![0u8; (w * h * 4) as usize];
    let (wf, hf) = (w as f32, h as f32);
    let ink = [28u8, 26, 32, 255];
    let gold = [196u8, 150, 40];
    for y in 0..h {
        for x in 0..w {
            let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
            let edge = fx.min(wf - fx).min(fy).min(hf - fy);
            let c = if edge < wf * 0.06 && edge > wf * 0.035 { gold } else { [246, 240, 224] };
            let i = ((y * w + x) * 4) as usize;
            px[i..i + 4].copy_from_slice(&[c[0], c[1], c[2], 255]);
        }
    }
    // The value: large in the middle, small in two corners (centres given, glyphs drawn
    // from their top).
    let digit = value.to_string();
    for (cx, cy, size) in [(0.5, 0.42, 0.42), (0.18, 0.12, 0.12), (0.82, 0.88, 0.12)] {
        let height = hf * size;
        paint_text(&mut px, w, wf * cx, hf * cy - height / 2.0, height, Align::Centre, ink, &digit);
    }
    // The spaces the card moves: `value` squares in a row.
    let n = f32::from(value.clamp(1, 5));
    let size = wf * 0.1;
    let gap = size * 0.35;
    let total = n * size + (n - 1.0) * gap;
    let y0 = hf * 0.74;
    for k in 0..value.clamp(1, 5) {
        let x0 = (wf - total) / 2.0 + f32::from(k) * (size + gap);
        for y in (y0 as u32)..((y0 + size) as u32).min(h) {
            for x in (x0 as u32)..((x0 + size) as u32).min(w) {
                let i = ((y * w + x) * 4) as usize;
                px[i..i + 3].copy_from_slice(&[150, 30, 30]);
            }
        }
    }
    px
}

/// The card back: deep red with a gold frame and a lattice of diagonal lines.
pub fn card_back_pixels(w: u32, h: u32) -> Vec<u8> {
    let mut px = vec![0u8; (w * h * 4) as usize];
    let (wf, hf) = (w as f32, h as f32);
    for y in 0..h {
        for x in 0..w {
            let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
            let edge = fx.min(wf - fx).min(fy).min(hf - fy);
            let lattice = ((fx + fy) % 16.0 < 2.0) || ((fx - fy + 1000.0) % 16.0 < 2.0);
            let c = if edge < wf * 0.05 {
                [240, 232, 214]
            } else if edge < wf * 0.08 {
                [196, 150, 40]
            } else if lattice {
                [150, 40, 40]
            } else {
                [110, 22, 26]
            };
            let i = ((y * w + x) * 4) as usize;
            px[i..i + 4].copy_from_slice(&[c[0], c[1], c[2], 255]);
        }
    }
    px
}

/// A card mesh lying flat: the top face (+y) carries the whole texture, upright when seen
/// from the players' side (+z).
fn card_mesh() -> Mesh {
    Plane3d::new(Vec3::Y, Vec2::new(CARD_W / 2.0, CARD_L / 2.0)).mesh().build()
}

fn spawn_piles(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let (w, h) = (128, 180);
    let face = |v: u8, images: &mut Assets<Image>, materials: &mut Assets<StandardMaterial>| {
        let tex = images.add(image_with_mips(w, h, card_face_pixels(v, w, h), 1));
        materials.add(StandardMaterial { base_color_texture: Some(tex), perceptual_roughness: 0.7, ..default() })
    };
    let faces = [1, 2, 3, 4, 5].map(|v| face(v, &mut images, &mut materials));
    let back_tex = images.add(image_with_mips(w, h, card_back_pixels(w, h), 1));
    let back =
        materials.add(StandardMaterial { base_color_texture: Some(back_tex), perceptual_roughness: 0.7, ..default() });
    let edges = materials.add(StandardMaterial {
        base_color: Color::srgb(0.93, 0.9, 0.82),
        perceptual_roughness: 0.9,
        ..default()
    });
    let art = CardArt { card: meshes.add(card_mesh()), faces, back, edges };
    let wood = materials.add(StandardMaterial {
        base_color: Color::srgb(0.28, 0.16, 0.08),
        perceptual_roughness: 0.5,
        ..default()
    });
    let tray = commands
        .spawn((
            Name::new("Card tray"),
            PileTray,
            Transform::from_xyz(0.0, TRAY_Y, TRAY_Z).with_rotation(Quat::from_rotation_x(TRAY_TILT)),
            Visibility::default(),
            Pickable::IGNORE,
        ))
        .id();
    let block = meshes.add(Cuboid::new(CARD_W, 1.0, CARD_L));
    let parts = [
        (Pile::DrawStack, -PILE_GAP / 2.0, block.clone(), art.edges.clone()),
        (Pile::DrawTop, -PILE_GAP / 2.0, art.card.clone(), art.back.clone()),
        (Pile::DiscardStack, PILE_GAP / 2.0, block, art.edges.clone()),
        (Pile::DiscardTop, PILE_GAP / 2.0, art.card.clone(), art.face(1)),
    ];
    for (pile, x, mesh, mat) in parts {
        let e = commands
            .spawn((
                Name::new(format!("{pile:?}")),
                pile,
                Mesh3d(mesh),
                MeshMaterial3d(mat),
                Transform::from_xyz(x, 0.0, 0.0),
                Pickable::IGNORE,
            ))
            .id();
        commands.entity(tray).add_child(e);
    }
    commands.spawn((
        Name::new("Tray"),
        Mesh3d(meshes.add(Cuboid::new(PILE_GAP + CARD_W + 0.12, 0.03, CARD_L + 0.1))),
        MeshMaterial3d(wood),
        Transform::from_xyz(0.0, -0.015, 0.0),
        ChildOf(tray),
        Pickable::IGNORE,
    ));
    commands.insert_resource(art);
}

/// The deck of the table on the piste (the live match, or the replay's).
fn shown_deck<'a>(decks: &'a Query<(&Deck, &MatchState, &InheritedVisibility)>) -> Option<&'a Deck> {
    decks.iter().find(|(_, _, v)| v.get()).map(|(d, _, _)| d)
}

/// The piles follow the deck: the stacks' heights, the top card's face, the tray under
/// the middle of the fencing; nothing when no match is on the piste.
fn follow_deck(
    decks: Query<(&Deck, &MatchState, &InheritedVisibility)>,
    fencers: Query<(&Transform, &InheritedVisibility), (With<Fencer>, Without<PileTray>, Without<Pile>)>,
    art: Res<CardArt>,
    time: Res<Time<Real>>,
    mut tray: Query<(&mut Transform, &mut Visibility), With<PileTray>>,
    mut parts: Query<
        (&Pile, &mut Transform, &mut MeshMaterial3d<StandardMaterial>, &mut Visibility),
        Without<PileTray>,
    >,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok((mut tray_t, mut tray_v)) = tray.single_mut() else { return };
    let Some(deck) = shown_deck(&decks) else {
        tray_v.set_if_neq(Visibility::Hidden);
        return;
    };
    tray_v.set_if_neq(Visibility::Inherited);
    // Under the middle of the two fencers, gliding.
    let xs: Vec<f32> = fencers.iter().filter(|(_, v)| v.get()).map(|(t, _)| t.translation.x).collect();
    let want = if xs.len() == 2 { (xs[0] + xs[1]) / 2.0 } else { 0.0 };
    let dx = want - tray_t.translation.x;
    if dx.abs() > 0.002 {
        tray_t.translation.x += dx * (time.delta_secs() * 5.0).min(1.0);
        redraw.write(RequestRedraw);
    }
    for (pile, mut t, mut mat, mut vis) in &mut parts {
        let (n, top) = match pile {
            Pile::DrawStack | Pile::DrawTop => (deck.draw_pile, None),
            Pile::DiscardStack | Pile::DiscardTop => (deck.discard.len(), deck.discard_top),
        };
        let shown = if n == 0 { Visibility::Hidden } else { Visibility::Inherited };
        vis.set_if_neq(shown);
        let height = stack_height(n);
        match pile {
            Pile::DrawStack | Pile::DiscardStack => {
                let want = Transform::from_xyz(t.translation.x, height / 2.0, 0.0).with_scale(Vec3::new(
                    1.0,
                    height.max(0.001),
                    1.0,
                ));
                t.set_if_neq(want);
            }
            Pile::DrawTop | Pile::DiscardTop => {
                let want = Transform::from_xyz(t.translation.x, height + 0.001, 0.0);
                t.set_if_neq(want);
                if let Some(v) = top {
                    let face = art.face(v);
                    if mat.0 != face {
                        mat.0 = face;
                    }
                }
            }
        }
    }
}

/// Where a side's hand is, seen in the world: for the person whose hand is at the bottom
/// of the window, a point in front of the camera over the hand panel; for anyone else,
/// above the fencer.
fn hand_anchor(
    side: Side,
    role: LocalRole,
    camera: &Query<(&Camera, &GlobalTransform), With<MainCamera>>,
    windows: &Query<&Window, With<PrimaryWindow>>,
    fencers: &Query<(&Fencer, &Transform, &InheritedVisibility), Without<FlyingCard>>,
) -> Vec3 {
    if role.plays(side)
        && let (Ok((cam, gt)), Ok(w)) = (camera.single(), windows.single())
        && let Ok(ray) = cam.viewport_to_world(gt, Vec2::new(w.width() * 0.3, w.height() * 0.95))
    {
        return ray.origin + *ray.direction * 2.5;
    }
    let x = fencers.iter().find(|(f, _, v)| f.side == side && v.get()).map_or(0.0, |(_, t, _)| t.translation.x);
    Vec3::new(x, PISTE_TOP + 1.3, 0.4)
}

/// Spawns the cards an action plays, flying from the hand to the discard pile.
fn fly_played(commands: &mut Commands, art: &CardArt, values: impl IntoIterator<Item = u8>, from: Vec3, to: Vec3) {
    for (k, v) in values.into_iter().enumerate() {
        commands.spawn((
            Name::new("Card in flight"),
            FlyingCard { from, to, delay: k as f32 * 0.08, t: 0.0, face_up: true },
            Mesh3d(art.card.clone()),
            MeshMaterial3d(art.face(v)),
            Transform::from_translation(from).with_scale(Vec3::ZERO),
            Pickable::IGNORE,
        ));
    }
}

#[derive(bevy::ecs::system::SystemParam)]
struct Flights<'w, 's> {
    art: Res<'w, CardArt>,
    turn: Res<'w, Turn>,
    decks: Query<'w, 's, (&'static Deck, &'static MatchState, &'static InheritedVisibility)>,
    tray: Query<'w, 's, &'static Transform, With<PileTray>>,
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>,
    windows: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    fencers: Query<'w, 's, (&'static Fencer, &'static Transform, &'static InheritedVisibility), Without<FlyingCard>>,
}

impl Flights<'_, '_> {
    fn discard_top(&self) -> Vec3 {
        let tray = self.tray.single().copied().unwrap_or_default();
        self.decks.iter().find(|(_, _, v)| v.get()).map_or(tray.translation, |(d, _, _)| pile_tops(&tray, d).1)
    }

    fn draw_top(&self) -> Vec3 {
        let tray = self.tray.single().copied().unwrap_or_default();
        self.decks.iter().find(|(_, _, v)| v.get()).map_or(tray.translation, |(d, _, _)| pile_tops(&tray, d).0)
    }

    fn hand(&self, side: Side) -> Vec3 {
        hand_anchor(side, self.turn.role, &self.camera, &self.windows, &self.fencers)
    }
}

fn on_moved(ev: On<Moved>, f: Flights, mut commands: Commands) {
    fly_played(&mut commands, &f.art, [ev.card], f.hand(ev.side), f.discard_top());
}

fn on_attacked(ev: On<Attacked>, f: Flights, mut commands: Commands) {
    fly_played(&mut commands, &f.art, ev.action.cards(None).to_vec(), f.hand(ev.side), f.discard_top());
}

fn on_parried(ev: On<Parried>, f: Flights, mut commands: Commands) {
    fly_played(&mut commands, &f.art, Action::Parry.cards(Some(ev.attack)).to_vec(), f.hand(ev.side), f.discard_top());
}

fn on_retreated(ev: On<Retreated>, f: Flights, mut commands: Commands) {
    fly_played(&mut commands, &f.art, [ev.card], f.hand(ev.side), f.discard_top());
}

/// Drawn cards fly face down from the draw pile to the hand.
fn on_drawn(ev: On<CardsDrawn>, f: Flights, mut commands: Commands) {
    let (from, to) = (f.draw_top(), f.hand(ev.side));
    for k in 0..ev.count {
        commands.spawn((
            Name::new("Card in flight"),
            FlyingCard { from, to, delay: 0.25 + f32::from(k) * 0.08, t: 0.0, face_up: false },
            Mesh3d(f.art.card.clone()),
            MeshMaterial3d(f.art.back.clone()),
            Transform::from_translation(from).with_scale(Vec3::ZERO),
            Pickable::IGNORE,
        ));
    }
}

/// Moves the cards in flight along an arc, turning over once, and removes them on
/// arrival (the piles show them from then on).
fn fly_cards(
    time: Res<Time<Real>>,
    prefs: Res<Prefs>,
    mut cards: Query<(Entity, &mut FlyingCard, &mut Transform)>,
    mut commands: Commands,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let dt = time.delta_secs().min(0.1) * prefs.speed();
    for (e, mut c, mut t) in &mut cards {
        if c.delay > 0.0 {
            c.delay -= dt;
            redraw.write(RequestRedraw);
            continue;
        }
        c.t += dt / FLIGHT;
        if c.t >= 1.0 {
            commands.entity(e).despawn();
            continue;
        }
        let p = c.t * c.t * (3.0 - 2.0 * c.t);
        let lift = (p * std::f32::consts::PI).sin() * 0.6;
        t.translation = c.from.lerp(c.to, p) + Vec3::Y * lift;
        // A played card shows its face all the way; a drawn one its back.
        let tilt = if c.face_up { 0.9 * (1.0 - p) + TRAY_TILT * p } else { TRAY_TILT * (1.0 - p) - 0.9 * p };
        t.rotation = Quat::from_rotation_x(tilt) * Quat::from_rotation_z((p - 0.5) * 0.6);
        t.scale = Vec3::splat(0.6 + 0.4 * p);
        redraw.write(RequestRedraw);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_piles)
        .add_observer(on_moved)
        .add_observer(on_attacked)
        .add_observer(on_parried)
        .add_observer(on_retreated)
        .add_observer(on_drawn)
        .add_systems(Update, (follow_deck, fly_cards).in_set(crate::AppSystems::View));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Share of the pixels in the painted value's box that are dark ink.
    fn ink_share(px: &[u8], w: u32, x0: u32, x1: u32, y0: u32, y1: u32) -> f32 {
        let mut dark = 0;
        for y in y0..y1 {
            for x in x0..x1 {
                if px[((y * w + x) * 4) as usize] < 100 {
                    dark += 1;
                }
            }
        }
        dark as f32 / ((x1 - x0) * (y1 - y0)) as f32
    }

    #[test]
    fn every_card_face_shows_its_value_and_its_spaces() {
        let (w, h) = (128, 180);
        let faces: Vec<Vec<u8>> = (1..=5).map(|v| card_face_pixels(v, w, h)).collect();
        for (i, f) in faces.iter().enumerate() {
            assert_eq!(f.len(), (w * h * 4) as usize);
            let share = ink_share(f, w, 40, 88, 40, 112);
            assert!(share > 0.04, "the {} has almost no ink in the middle ({share})", i + 1);
            // One red square per space moved, counted along the pictogram's row.
            let y = (h as f32 * 0.74 + 4.0) as u32;
            let mut runs = 0;
            let mut inside = false;
            for x in 0..w {
                let i = ((y * w + x) * 4) as usize;
                let red = f[i] == 150 && f[i + 1] == 30;
                if red && !inside {
                    runs += 1;
                }
                inside = red;
            }
            assert_eq!(runs, i + 1, "the {}'s pictogram", i + 1);
        }
        // No two values look alike, and the same value paints the same.
        for a in 0..5 {
            for b in a + 1..5 {
                assert_ne!(faces[a], faces[b]);
            }
        }
        assert_eq!(card_face_pixels(3, w, h), faces[2]);
    }

    #[test]
    fn a_pile_grows_with_its_cards() {
        let mut deck = Deck { draw_pile: 20, discard: crate::rules::Cards::EMPTY, discard_top: None };
        let tray = Transform::default();
        let (draw, discard) = pile_tops(&tray, &deck);
        deck.draw_pile = 5;
        let (draw_after, _) = pile_tops(&tray, &deck);
        assert!(draw_after.y < draw.y);
        assert!(discard.x > draw.x, "the discard pile lies beside the draw pile");
    }
}
