//! The settings that change what is shown or heard take effect (README, "Accessibility,
//! keyboard and gamepad" and "Command line"): reduced motion, the colour-blind palette, the
//! volume and mute, the panels' size, the window's size and mode. Each is changed as the
//! Settings page changes it (the `UserSettings` resource, or its check box clicked, which
//! the preferences follow), and read back where it shows: where a fencer stands frame by
//! frame, the sparks, the camera, the score markers, the piste's materials, the colours
//! the panels paint, the sounds spawned, egui's zoom, the window.

use super::panels::{Pass, click, click_at, nodes, panels_with};
use super::persist::TempDir;
use super::player::*;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::{PrimaryWindow, WindowMode, WindowResized};
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};
use en_garde::ai::{BotLevel, Controller, Players};
use en_garde::audio::Sounds;
use en_garde::game::flow::FlowRequest;
use en_garde::game::screens::{Menu, Screen};
use en_garde::game::storage::UserSettings;
use en_garde::game::{ActionRequested, Fencer, MatchKind, MatchRequest, Seats};
use en_garde::persist::Settings;
use en_garde::persist::settings::{CameraPreset, DisplayMode};
use en_garde::rules::{Action, Dir, Side};
use en_garde::scene::camera::{CameraRig, Framing, MainCamera, PanelInsets, camera_transform};
use en_garde::scene::flat::{FlatMaterial, FlatOnSoftware, Look};
use en_garde::scene::piste::{HoveredSpace, PisteSpace, ReachableSpaces, SpaceMaterials};
use en_garde::scene::space_x;
use en_garde::scene::track::{ScoreMarker, slot_x};
use std::time::Duration;

/// One frame of a game at 60 frames a second.
const FRAME: Duration = Duration::from_micros(16_667);

/// Changes the player's settings as the Settings page does: the whole `UserSettings`
/// written through when something changed (the preferences follow in the next frame).
fn set(app: &mut App, change: impl FnOnce(&mut Settings)) {
    let mut s = app.world().resource::<UserSettings>().0.clone();
    change(&mut s);
    app.world_mut().resource_mut::<UserSettings>().0 = s;
}

/// Starts a match of `players` to `target` points at a Standard position, Left to act:
/// Left on 6 with 2 4 4 1 3, Right on 12 with 4 1 1 2 3, the draw pile all fives. Left
/// advances 2 (to 8, distance 4), Right attacks with its 4, Left parries with a 4 and
/// attacks with its other 4, which Right cannot parry: a hit ([`EXCHANGE`]).
fn start_exchange(app: &mut App, players: Players, target: u8) {
    use en_garde::rules::scenario::Scenario;
    let text = r#"Scenario(name: "settings", rules: ["R4.2"], level: Standard, left_pos: 6, right_pos: 12,
        left_hand: [2, 4, 4, 1, 3], right_hand: [4, 1, 1, 2, 3], draw_pile: [5, 5, 5, 5, 5], to_act: Left,
        steps: [], expect: (outcome: Ongoing))"#;
    let s = Scenario::parse(text, std::path::Path::new("settings.ron")).unwrap();
    let round = en_garde::rules::Round::from_position(&s.position().unwrap()).unwrap();
    app.world_mut().resource_mut::<Seats>().0 = players;
    let mut rules = s.rule_set();
    rules.target_score = target;
    app.world_mut().write_message(MatchRequest::FromPosition {
        rules,
        seed: 1,
        round: Box::new(round),
        kind: MatchKind::Match,
    });
    app.world_mut().insert_resource(NextState::Pending(Screen::Match));
    settle(app, 3);
}

/// The exchange of [`start_exchange`], step by step.
const EXCHANGE: [(Side, Action); 4] = [
    (Side::Left, Action::Move { card: 2, dir: Dir::Forward }),
    (Side::Right, Action::Attack { value: 4, count: 1 }),
    (Side::Left, Action::Parry),
    (Side::Left, Action::Attack { value: 4, count: 1 }),
];

/// Two people at this computer.
fn hot_seat() -> Players {
    Players([Controller::Human { name: "Ann".into() }, Controller::Human { name: "Bob".into() }])
}

/// Sparks spawned so far (each counted as it is spawned: one that is gone again before the
/// frame ends was still spawned).
#[derive(Resource, Default)]
struct SparksSpawned(u32);

fn count_sparks(ev: On<Add, Name>, names: Query<&Name>, mut sparks: ResMut<SparksSpawned>) {
    if names.get(ev.entity).is_ok_and(|n| n.as_str() == "Spark") {
        sparks.0 += 1;
    }
}

/// A headless game with the scene's motion and the sound (`app::headless_scene`), on a
/// 1280 × 720 window, each frame 1/60 s of time.
fn game_with_scene(dir: &std::path::Path) -> App {
    let mut app = game_with(dir, 40, |app| {
        app.add_plugins(bevy::asset::AssetPlugin::default()).add_plugins(en_garde::app::headless_scene);
        app.world_mut().spawn((Window { resolution: (1280, 720).into(), ..default() }, PrimaryWindow));
        app.init_resource::<SparksSpawned>().add_observer(count_sparks);
    });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    settle(&mut app, 2);
    app
}

/// What the scene shows in one frame: where each fencer stands (world x), where the
/// camera is (its rig's framing with the lens's offset) and where its lens is off its
/// rig (a screen effect), how many sparks were spawned so far, where each score marker
/// stands.
#[derive(Debug, Clone, Copy)]
struct Shown {
    x: [f32; 2],
    camera: Transform,
    lens: Transform,
    sparks: u32,
    marker: [f32; 2],
}

fn shown(app: &mut App) -> Shown {
    let sparks = app.world().resource::<SparksSpawned>().0;
    let world = app.world_mut();
    let mut x = [f32::NAN; 2];
    for (f, t) in world.query::<(&Fencer, &Transform)>().iter(world) {
        x[f.side.index()] = t.translation.x;
    }
    let rig = *world.query_filtered::<&Transform, With<CameraRig>>().single(world).unwrap();
    let lens = *world.query_filtered::<&Transform, With<MainCamera>>().single(world).unwrap();
    let camera = rig.mul_transform(lens);
    let mut marker = [f32::NAN; 2];
    for (m, t) in world.query::<(&ScoreMarker, &Transform)>().iter(world) {
        marker[m.side.index()] = t.translation.x;
    }
    Shown { x, camera, lens, sparks, marker }
}

/// `side` plays `action`; what the scene shows in each of the `frames` frames from the
/// one that plays it on.
fn act(app: &mut App, side: Side, action: Action, frames: usize) -> Vec<Shown> {
    app.world_mut().write_message(ActionRequested { side, action });
    (0..frames)
        .map(|_| {
            app.update();
            shown(app)
        })
        .collect()
}

/// The exchange played in a game with reduced motion on or off (set before the match, as
/// in Settings): what the scene showed after each step, two seconds of frames each.
fn exchange_seen(reduced_motion: bool) -> Vec<Vec<Shown>> {
    let dir = TempDir::new();
    let mut app = game_with_scene(&dir.0);
    set(&mut app, |s| s.reduced_motion = reduced_motion);
    start_exchange(&mut app, hot_seat(), 5);
    let before = shown(&mut app);
    assert_eq!(before.x, [space_x(6), space_x(12)], "the fencers stand on their spaces");
    let seen: Vec<Vec<Shown>> = EXCHANGE.iter().map(|&(side, action)| act(&mut app, side, action, 120)).collect();
    assert_eq!(super::support::live(&mut app).game.scores(), [1, 0], "the exchange ends with Left's hit");
    seen
}

/// Whether `x` lies strictly between `a` and `b` (more than a millimetre from each).
fn between(x: f32, a: f32, b: f32) -> bool {
    x > a.min(b) + 1e-3 && x < a.max(b) - 1e-3
}

// README: "Reduced motion: nothing moves by itself — the fencers and the cards go to their
// places at once, the camera keeps the whole piste, no sparks." Each of the four tests
// below plays the same exchange (an advance, an attack, its parry, the hit) with reduced
// motion on and off, and tells the two apart.

/// With reduced motion, from the frame a step is played in, neither fencer changes place:
/// the advancing fencer stands on its new space at once, the attacker's blade is out at
/// once and back in the parry's own frame. Without it, the advance is shown step by step.
#[test]
fn reduced_motion_puts_the_fencers_in_their_places_at_once() {
    for (k, frames) in exchange_seen(true).iter().enumerate() {
        for (i, f) in frames.iter().enumerate() {
            assert_eq!(f.x, frames[0].x, "reduced motion, step {k}: a fencer moved by itself in frame {i}");
        }
        if k == 0 {
            assert_eq!(frames[0].x, [space_x(8), space_x(12)], "the advance shows Left on space 8 in its own frame");
        }
    }
    let advance = &exchange_seen(false)[0];
    let xs: Vec<f32> = advance.iter().map(|f| f.x[0]).collect();
    assert!(xs.iter().any(|x| between(*x, space_x(6), space_x(8))), "without it the advance is animated: {xs:?}");
    assert_eq!(xs.last(), Some(&space_x(8)), "and ends on space 8");
}

/// With reduced motion the parry's clash spawns no spark; without it, it does.
#[test]
fn reduced_motion_shows_no_sparks() {
    let sparks = |seen: &[Vec<Shown>]| seen.last().and_then(|f| f.last()).map_or(0, |f| f.sparks);
    assert_eq!(sparks(&exchange_seen(true)), 0, "reduced motion: no spark in the whole exchange");
    let moving = exchange_seen(false);
    assert!(moving[2].last().unwrap().sparks > moving[1].last().unwrap().sparks, "without it the parry sparks");
}

/// The camera's place for the whole piste on a 1280 × 720 window without panels, behind
/// Left (hot-seat).
fn whole_piste_camera() -> Transform {
    camera_transform(CameraPreset::Broadside, 1280.0, 720.0, PanelInsets::default(), Side::Left, Framing::whole_piste())
}

fn same_place(a: &Transform, b: &Transform) -> bool {
    a.translation.distance(b.translation) < 1e-3 && a.rotation.angle_between(b.rotation) < 1e-3
}

/// With reduced motion the camera keeps the whole piste in every frame; without it, it
/// closes in on the fencers.
#[test]
fn reduced_motion_keeps_the_camera_on_the_whole_piste() {
    let whole = whole_piste_camera();
    for (k, frames) in exchange_seen(true).iter().enumerate() {
        for (i, f) in frames.iter().enumerate() {
            assert!(
                same_place(&f.camera, &whole),
                "reduced motion, step {k}, frame {i}: the camera left the whole piste"
            );
        }
    }
    let moving = exchange_seen(false);
    assert!(!same_place(&moving[0].last().unwrap().camera, &whole), "without it the camera closes in");
}

/// A hit jolts the camera (`Cue::HIT`): without reduced motion its lens moves off its rig
/// in the hit's frames and is back at rest within the cue's 0.3 s (18 frames at 60 Hz),
/// and no other step of the exchange moves it; with reduced motion it never moves.
#[test]
fn a_hit_jolts_the_camera_unless_motion_is_reduced() {
    let off = |f: &Shown| f.lens.translation.length() > 1e-3 || f.lens.rotation.angle_between(Quat::IDENTITY) > 1e-4;
    let moving = exchange_seen(false);
    let (hit, before) = moving.split_last().unwrap();
    for (k, frames) in before.iter().enumerate() {
        assert!(!frames.iter().any(off), "step {k} of the exchange is no hit: the lens stays");
    }
    let jolted: Vec<usize> = hit.iter().enumerate().filter(|(_, f)| off(f)).map(|(i, _)| i).collect();
    assert!(jolted.len() >= 5, "the hit jolts the camera for several frames: {jolted:?}");
    assert!(jolted.iter().all(|&i| i <= 20), "and it is over within the cue's time: {jolted:?}");
    assert_eq!(hit.last().unwrap().lens, Transform::IDENTITY, "the lens is back at rest");
    for (k, frames) in exchange_seen(true).iter().enumerate() {
        assert!(!frames.iter().any(off), "reduced motion, step {k}: the lens never moves");
    }
}

/// With reduced motion the scorer's marker on the score track stands on the new score in
/// the hit's own frame; without it, it slides there.
#[test]
fn reduced_motion_puts_the_score_marker_on_the_new_score_at_once() {
    let (from, to) = (slot_x(Side::Left, 0, 5), slot_x(Side::Left, 1, 5));
    let hit = exchange_seen(true).pop().unwrap();
    for (i, f) in hit.iter().enumerate() {
        assert_eq!(f.marker[0], to, "reduced motion: Left's marker is on 1 in frame {i}");
    }
    let hit = exchange_seen(false).pop().unwrap();
    assert!(hit.iter().any(|f| between(f.marker[0], from, to)), "without it the marker slides");
    assert_eq!(hit.last().unwrap().marker[0], to, "and stops on the new score");
}

/// The sounds spawned since `before` (entities not in it): which sound and at what
/// volume, in the order spawned.
fn sounds_since(app: &mut App, before: &mut Vec<Entity>) -> Vec<(&'static str, f32)> {
    let s = app.world().resource::<Sounds>().clone();
    let names = [
        (&s.step, "step"),
        (&s.lunge, "lunge"),
        (&s.clash, "clash"),
        (&s.hit, "hit"),
        (&s.round, "round"),
        (&s.win, "match"),
    ];
    let world = app.world_mut();
    let mut new: Vec<(Entity, &'static str, f32)> = world
        .query::<(Entity, &AudioPlayer, &PlaybackSettings)>()
        .iter(world)
        .filter(|(e, _, _)| !before.contains(e))
        .map(|(e, player, playback)| {
            let name = names.iter().find(|(h, _)| **h == player.0).map_or("unknown", |(_, n)| *n);
            (e, name, playback.volume.to_linear())
        })
        .collect();
    new.sort_by_key(|(e, _, _)| *e);
    before.extend(new.iter().map(|(e, _, _)| *e));
    new.into_iter().map(|(_, n, v)| (n, v)).collect()
}

fn assert_sounds(heard: &[(&str, f32)], want: &[(&str, f32)], what: &str) {
    let names = |s: &[(&str, f32)]| {
        let mut n: Vec<String> = s.iter().map(|(n, _)| n.to_string()).collect();
        n.sort();
        n
    };
    assert_eq!(names(heard), names(want), "{what}: the sounds {heard:?}");
    for (name, volume) in want {
        for (_, v) in heard.iter().filter(|(n, _)| n == name) {
            assert!((v - volume).abs() < 1e-4, "{what}: the {name} at {v}, not {volume} ({heard:?})");
        }
    }
}

/// Settings' volume and mute: each cue (a step, a lunge, the blades' clash, a hit, a round
/// won, the match won) plays at the master volume times the cue's own gain (0.6, 0.8, 0.9,
/// 0.8, 0.8, 0.9); muted, or at volume 0, nothing is played at all; a change in the middle
/// of a match takes effect at the next sound.
#[test]
fn each_sound_plays_at_the_master_volume_and_none_when_muted() {
    let dir = TempDir::new();
    let mut app = game_with_scene(&dir.0);
    let mut known = Vec::new();
    set(&mut app, |s| s.master_volume = 0.5);
    start_exchange(&mut app, hot_seat(), 1);
    assert_sounds(&sounds_since(&mut app, &mut known), &[], "the deal");
    let [advance, attack, parry, riposte] = EXCHANGE;
    act(&mut app, advance.0, advance.1, 120);
    assert_sounds(&sounds_since(&mut app, &mut known), &[("step", 0.3), ("step", 0.3)], "two steps at 50%");
    set(&mut app, |s| s.master_volume = 1.0);
    act(&mut app, attack.0, attack.1, 30);
    assert_sounds(&sounds_since(&mut app, &mut known), &[("lunge", 0.8)], "the lunge after the volume went to 100%");
    set(&mut app, |s| s.muted = true);
    act(&mut app, parry.0, parry.1, 120);
    assert_sounds(&sounds_since(&mut app, &mut known), &[], "the parry, muted");
    set(&mut app, |s| {
        s.muted = false;
        s.master_volume = 0.25;
    });
    act(&mut app, riposte.0, riposte.1, 240);
    assert_eq!(stage(&app), Some(en_garde::game::screens::Stage::MatchOver), "the hit wins the match");
    assert_sounds(
        &sounds_since(&mut app, &mut known),
        &[("lunge", 0.2), ("hit", 0.2), ("round", 0.2), ("match", 0.225)],
        "the hit, the round and the match at 25%",
    );
    // At volume 0, not muted: nothing either.
    set(&mut app, |s| s.master_volume = 0.0);
    start_exchange(&mut app, hot_seat(), 1);
    for (side, action) in EXCHANGE {
        act(&mut app, side, action, 120);
    }
    assert_eq!(stage(&app), Some(en_garde::game::screens::Stage::MatchOver), "the second match is won too");
    assert_sounds(&sounds_since(&mut app, &mut known), &[], "a whole match at volume 0");
}

/// The colours every rectangle of the last pass was framed with, and its width.
fn frames_painted(app: &App) -> Vec<(f32, egui::Color32)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(f32, egui::Color32)>) {
        match shape {
            egui::Shape::Rect(r) if r.stroke.width > 0.0 => out.push((r.stroke.width, r.stroke.color)),
            egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    if let Some(last) = &app.world().resource::<Pass>().last {
        for c in &last.shapes {
            walk(&c.shape, &mut out);
        }
    }
    out
}

/// A palette: the frames of a playable card and of a picked one on the hand panel
/// (`style::usable_colour`, `selected_colour`), and the piste's reachable space, hovered
/// space and rails (`scene::piste`).
#[derive(Debug, Clone, Copy)]
struct Palette {
    usable: egui::Color32,
    picked: egui::Color32,
    reachable: Color,
    hovered: Color,
    rail: Color,
    rail_hovered: Color,
}

const DEFAULT: Palette = Palette {
    usable: egui::Color32::from_rgb(232, 180, 40),
    picked: egui::Color32::from_rgb(60, 140, 255),
    reachable: Color::srgb(0.70, 0.86, 1.0),
    hovered: Color::srgb(0.55, 0.78, 1.0),
    rail: Color::srgb(0.25, 0.6, 1.0),
    rail_hovered: Color::srgb(1.0, 0.8, 0.3),
};

/// Okabe–Ito's orange and blue on the panels; its sky blue, yellow and blue on the piste.
const OKABE_ITO: Palette = Palette {
    usable: egui::Color32::from_rgb(230, 159, 0),
    picked: egui::Color32::from_rgb(0, 114, 178),
    reachable: Color::srgb(0.55, 0.78, 0.95),
    hovered: Color::srgb(0.95, 0.92, 0.45),
    rail: Color::srgb(0.0, 0.45, 0.70),
    rail_hovered: Color::srgb(0.94, 0.89, 0.26),
};

/// The base colour of the material piste space `s` wears (its [`Look`]). On a software
/// renderer the space shows that material's flat twin: its tint must be that colour with
/// the space's light baked in.
fn space_colour(app: &mut App, s: u8) -> Color {
    let world = app.world_mut();
    let handle = world
        .query::<(&PisteSpace, &Look)>()
        .iter(world)
        .find(|(p, _)| p.0 == s)
        .map(|(_, m)| m.0.clone())
        .expect("the space is on the piste");
    let colour = world.resource::<Assets<StandardMaterial>>().get(&handle).expect("its material").base_color;
    let flat = world
        .query::<(&PisteSpace, &MeshMaterial3d<FlatMaterial>, &FlatOnSoftware)>()
        .iter(world)
        .find(|(p, _, _)| p.0 == s)
        .map(|(_, m, how)| (m.0.clone(), how.light));
    if let Some((flat, light)) = flat {
        let tint = world.resource::<Assets<FlatMaterial>>().get(&flat).expect("its flat twin").tint;
        let want = colour.to_linear() * light;
        let near = |a: f32, b: f32| (a - b).abs() < 1e-4;
        assert!(
            near(tint.red, want.red) && near(tint.green, want.green) && near(tint.blue, want.blue),
            "space {s}: the flat twin's tint {tint:?} is its material's colour {want:?} lit"
        );
    }
    colour
}

fn material_colour(app: &App, pick: impl Fn(&SpaceMaterials) -> &Handle<StandardMaterial>) -> Color {
    let handle = pick(app.world().resource::<SpaceMaterials>()).clone();
    app.world().resource::<Assets<StandardMaterial>>().get(&handle).expect("the material").base_color
}

/// Checks that the last pass and the piste show `want` and nothing of `other`, with a card
/// picked (and the pointer over a reachable space) when `picked`.
fn assert_palette(app: &mut App, want: &Palette, other: &Palette, picked: bool, what: &str) {
    let painted = frames_painted(app);
    let has = |c: egui::Color32| painted.iter().any(|(_, p)| *p == c);
    assert!(has(want.usable), "{what}: the playable cards are framed in {:?}: {painted:?}", want.usable);
    assert!(!has(other.usable) && !has(other.picked), "{what}: nothing is framed in the other palette: {painted:?}");
    assert_eq!(has(want.picked), picked, "{what}: the picked card's frame");
    let reachable = app.world().resource::<ReachableSpaces>().0.clone();
    let hovered = app.world().resource::<HoveredSpace>().0;
    assert!(!reachable.is_empty(), "{what}: some space is reachable");
    for s in reachable {
        let colour = space_colour(app, s);
        let want_colour = if hovered == Some(s) { want.hovered } else { want.reachable };
        assert_eq!(colour, want_colour, "{what}: reachable space {s}");
    }
    assert_eq!(material_colour(app, |m| &m.rail), want.rail, "{what}: the rails");
    assert_eq!(material_colour(app, |m| &m.rail_hovered), want.rail_hovered, "{what}: the hovered space's rails");
    assert_eq!(material_colour(app, |m| &m.hovered), want.hovered, "{what}: the hovered space");
}

/// A game with its panels and the scene, you (Left) against the computer at the
/// exchange's position, Left to play.
fn panels_and_piste(dir: &std::path::Path) -> App {
    let mut app = panels_with(dir, |app| {
        app.add_plugins(bevy::asset::AssetPlugin::default()).add_plugins(en_garde::app::headless_scene);
    });
    let players = Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Easy }]);
    start_exchange(&mut app, players, 5);
    settle(&mut app, 2);
    app
}

/// README: "Colours: a colour-blind-safe palette (Okabe–Ito) for the highlights". Its
/// check box in Settings, clicked during a match, turns the hand panel's frames (a
/// playable card's, a picked card's) and the piste's highlights (the reachable spaces,
/// the one under the pointer, their rails) from the default colours to Okabe–Ito's; a
/// second click turns them back.
#[test]
fn the_colour_blind_palette_colours_the_cards_and_the_piste() {
    let dir = TempDir::new();
    let mut app = panels_and_piste(&dir.0);
    assert_palette(&mut app, &DEFAULT, &OKABE_ITO, false, "by default");
    let switch = |app: &mut App| {
        press(app, FlowRequest::OpenMenu(Menu::Settings));
        let check_box = nodes(app).into_iter().find(|n| n.text.starts_with("Colour-blind-safe palette"));
        click_at(app, check_box.expect("Settings has the palette's check box").at);
        press(app, FlowRequest::CloseMenu);
        assert_eq!(menu(app), Menu::None);
    };
    switch(&mut app);
    assert!(app.world().resource::<UserSettings>().colour_blind, "the check box sets the setting");
    assert_palette(&mut app, &OKABE_ITO, &DEFAULT, false, "Okabe–Ito");
    // A card picked, the pointer over a reachable space.
    click(&mut app, "a card", |t| t == "Card 2");
    let reachable = app.world().resource::<ReachableSpaces>().0.clone();
    app.world_mut().resource_mut::<HoveredSpace>().0 = reachable.first().copied();
    settle(&mut app, 2);
    assert_palette(&mut app, &OKABE_ITO, &DEFAULT, true, "Okabe–Ito, a card picked");
    switch(&mut app);
    assert!(!app.world().resource::<UserSettings>().colour_blind, "a second click clears it");
    assert_palette(&mut app, &DEFAULT, &OKABE_ITO, true, "back to the default palette");
}

/// The palette is each game's own: two games drawn at once on two threads of one process,
/// one with the colour-blind palette and one without, each frame their cards in their own
/// palette in every pass. (It was one switch for the whole process, which the other game's
/// frames flipped between the palette's setting and the painting.)
#[test]
fn two_games_drawn_at_once_each_keep_their_own_palette() {
    let run = |colour_blind: bool| {
        let dir = TempDir::new();
        let mut app = panels_and_piste(&dir.0);
        set(&mut app, |s| s.colour_blind = colour_blind);
        settle(&mut app, 2);
        let (want, other) = if colour_blind { (OKABE_ITO, DEFAULT) } else { (DEFAULT, OKABE_ITO) };
        for pass in 0..150 {
            app.update();
            let painted = frames_painted(&app);
            assert!(
                painted.iter().any(|(_, c)| *c == want.usable) && !painted.iter().any(|(_, c)| *c == other.usable),
                "colour-blind {colour_blind}, pass {pass}: the cards in the other game's palette: {painted:?}"
            );
        }
    };
    std::thread::scope(|s| {
        let a = s.spawn(|| run(true));
        let b = s.spawn(|| run(false));
        for t in [a, b] {
            if let Err(e) = t.join() {
                std::panic::resume_unwind(e);
            }
        }
    });
}

/// The panels' zoom in the last pass's context.
fn zoom(app: &mut App) -> f32 {
    let world = app.world_mut();
    let mut q = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    q.single_mut(world).unwrap().get_mut().zoom_factor()
}

/// Resizes the (headless) window to `w` × `h` logical pixels.
fn resize(app: &mut App, w: f32, h: f32) {
    let world = app.world_mut();
    let (e, mut window) =
        world.query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>().single_mut(world).unwrap();
    window.resolution.set(w, h);
    world.write_message(WindowResized { window: e, width: w, height: h });
}

/// `n` frames of the panels drawn on the window as bevy_egui draws them: the screen
/// egui is given is the window in points, its size over the zoom.
fn frames_on_window(app: &mut App, n: usize) {
    for _ in 0..n {
        let size = {
            let world = app.world_mut();
            let w = world.query_filtered::<&Window, With<PrimaryWindow>>().single(world).unwrap();
            egui::vec2(w.width(), w.height())
        };
        let z = zoom(app);
        app.world_mut().resource_mut::<Pass>().screen = size / z;
        settle(app, 1);
    }
}

/// README: "Size of the panels: 75% to 200%, on top of the size that already follows the
/// window (1 at 1280 × 720, 1.5 at 1920 × 1080, 2 from 2560 × 1440). Below 1000 × 580
/// points … the round's log folded away behind a Log button … a smaller window stops where
/// it holds 640 × 360 points (1.6 at 1024 × 600), and Settings says so." The panels' zoom
/// follows the window and the chosen size together, and the match's panels take the
/// compact form where the points run short.
#[test]
fn the_panels_follow_the_window_and_the_chosen_size() {
    let dir = TempDir::new();
    let mut app = panels_with(&dir.0, |app| {
        app.world_mut().spawn((Window { resolution: (1280, 720).into(), ..default() }, PrimaryWindow));
    });
    let players = Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Easy }]);
    start_exchange(&mut app, players, 5);
    let log_button = |app: &App| nodes(app).iter().any(|n| n.text == "Log");
    let at = |app: &mut App, (w, h): (f32, f32), scale: f32| {
        resize(app, w, h);
        set(app, |s| s.ui_scale = scale);
        frames_on_window(app, 4);
        zoom(app)
    };
    assert_eq!(at(&mut app, (1280.0, 720.0), 1.0), 1.0);
    assert!(!log_button(&app), "1280 × 720 at 100%: the log is shown in the side panel");
    assert_eq!(at(&mut app, (1280.0, 720.0), 2.0), 2.0);
    assert!(log_button(&app), "1280 × 720 at 200% (640 × 360 points): the log is folded behind a Log button");
    assert_eq!(at(&mut app, (1920.0, 1080.0), 1.0), 1.5);
    assert!(!log_button(&app), "1920 × 1080 at 100%");
    assert_eq!(at(&mut app, (1920.0, 1080.0), 1.5), 2.25);
    assert_eq!(at(&mut app, (1920.0, 1080.0), 0.75), 1.125);
    assert_eq!(at(&mut app, (2560.0, 1440.0), 1.0), 2.0);
    assert_eq!(at(&mut app, (3840.0, 2160.0), 2.0), 4.0);
    // A window too small for the chosen size: as far as it holds 640 × 360 points.
    assert!((at(&mut app, (1024.0, 600.0), 2.0) - 1.6).abs() < 1e-4);
    assert!(log_button(&app), "1024 × 600 at 160%: compact");
    press(&mut app, FlowRequest::OpenMenu(Menu::Settings));
    frames_on_window(&mut app, 3);
    let said = nodes(&app).iter().any(|n| n.text == "This window shows the panels at 160% at most.");
    assert!(said, "Settings says how far the window lets the panels grow");
}

/// A game as `app::run` starts one, without a renderer: Bevy's window plugin with the
/// window the game opens (`window::primary_window`, `--window`'s size if `given`) and the
/// systems that make it follow the settings (`window::follow_settings`); frames of 0.1 s.
fn game_with_window(dir: &std::path::Path, given: Option<(u32, u32)>) -> App {
    use en_garde::app::window;
    let mut app = game_with(dir, 40, |app| {
        app.add_plugins(bevy::window::WindowPlugin {
            primary_window: Some(window::primary_window(given)),
            exit_condition: bevy::window::ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        });
        window::follow_settings(app, given.is_some(), false);
    });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(100)));
    app
}

/// The window's size in logical pixels, and its mode.
fn window_of(app: &mut App) -> ((f32, f32), WindowMode) {
    let world = app.world_mut();
    let w = world.query_filtered::<&Window, With<PrimaryWindow>>().single(world).unwrap();
    ((w.width(), w.height()), w.mode)
}

/// The window's size the settings file keeps.
fn saved_size(dir: &TempDir) -> (f32, f32) {
    let s = Settings::load(&dir.paths()).ok().unwrap_or_default();
    (s.window.width, s.window.height)
}

/// README: settings.ron keeps the "window size and mode", and `--window 1600x900` is "this
/// run's window size (the remembered size is kept)". A window resized and left alone for
/// a second is remembered, on disk, and the next start opens at that size; a start with
/// `--window` opens at its size and remembers no resize; the start after it opens at the
/// remembered size again. Full screen follows the setting both ways, and a full-screen
/// size is not remembered.
#[test]
fn the_window_opens_at_the_size_it_was_left_at() {
    let dir = TempDir::new();
    let mut app = game_with_window(&dir.0, None);
    assert_eq!(window_of(&mut app).0, (1280.0, 720.0), "the first start: the default size");
    resize(&mut app, 1500.0, 840.0);
    settle(&mut app, 5);
    assert_eq!(saved_size(&dir), (1280.0, 720.0), "not yet remembered while the player may still be resizing");
    settle(&mut app, 10);
    assert_eq!(app.world().resource::<UserSettings>().window.width, 1500.0, "remembered after a second");
    assert_eq!(saved_size(&dir), (1500.0, 840.0), "and saved");
    // Full screen: the window follows the setting; its size is not the one to keep.
    set(&mut app, |s| s.window.mode = DisplayMode::Fullscreen);
    settle(&mut app, 2);
    assert!(matches!(window_of(&mut app).1, WindowMode::BorderlessFullscreen(_)), "full screen");
    resize(&mut app, 2560.0, 1440.0);
    settle(&mut app, 15);
    assert_eq!(saved_size(&dir), (1500.0, 840.0), "a full screen's size is not remembered");
    set(&mut app, |s| s.window.mode = DisplayMode::Windowed);
    settle(&mut app, 2);
    assert_eq!(window_of(&mut app).1, WindowMode::Windowed, "windowed again");
    drop(app);

    let mut app = game_with_window(&dir.0, None);
    assert_eq!(window_of(&mut app), ((1500.0, 840.0), WindowMode::Windowed), "the next start opens at the size kept");
    drop(app);

    let mut app = game_with_window(&dir.0, Some((1600, 900)));
    assert_eq!(window_of(&mut app).0, (1600.0, 900.0), "--window 1600x900 opens at its size");
    resize(&mut app, 1000.0, 600.0);
    settle(&mut app, 20);
    assert_eq!(app.world().resource::<UserSettings>().window.width, 1500.0, "--window: a resize is not remembered");
    assert_eq!(saved_size(&dir), (1500.0, 840.0), "--window: the remembered size is kept");
    drop(app);

    let mut app = game_with_window(&dir.0, None);
    assert_eq!(window_of(&mut app).0, (1500.0, 840.0), "after a --window run the remembered size again");
}
