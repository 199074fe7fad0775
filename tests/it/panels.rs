//! The match's real panels drawn headless (`app::headless_panels`): every panel system of
//! the windowed game, run in an egui context of the test's own, with the pointer events it
//! chooses; what was drawn is read back from egui's output (the painted texts and the
//! screen-reader tree).
//!
//! - A whole match played by the pointer alone: clicks on the cards, the action buttons,
//!   the parry plaque's answers, the piste's spaces and "Next round".
//! - Hot-seat privacy on every panel (R7.2, R9.6): under the curtain, with the tracker on,
//!   the coach on, before a parry and before a move, nothing drawn depends on either hand
//!   or the draw pile's order.
//!
//! The harness (`panels_with`, `nodes`, `click`, the pass's output) is shared with
//! `settings`, which reads the colours and the zoom the panels are drawn with.

use super::persist::TempDir;
use super::player::*;
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPrimaryContextPass, PrimaryEguiContext, egui};
use en_garde::ai::{BotLevel, Controller, Players};
use en_garde::game::ai_driver::{SceneBusy, TouchToShow};
use en_garde::game::flow::FlowRequest;
use en_garde::game::screens::{Screen, Stage};
use en_garde::game::{ActionRequested, MatchKind, MatchRequest, Seats};
use en_garde::rules::{Action, Dir, Level, MatchStep, Phase, RuleSet, Side};
use rand::{RngExt, SeedableRng};

type Rng = en_garde::rules::matchplay::MatchRng;

/// The pointer events for the next pass, the window's size in points, and what the last
/// pass drew.
#[derive(Resource)]
pub(super) struct Pass {
    pub(super) events: Vec<egui::Event>,
    pub(super) screen: egui::Vec2,
    pub(super) last: Option<egui::FullOutput>,
}

/// One egui pass of the game's panels, after the frame's game logic, as bevy_egui runs
/// `EguiPrimaryContextPass` in the windowed game.
fn run_pass(world: &mut World) {
    let mut q = world.query_filtered::<&mut EguiContext, With<PrimaryEguiContext>>();
    let Ok(mut context) = q.single_mut(world) else { return };
    let ctx = context.get_mut().clone();
    let (events, screen) = {
        let mut pass = world.resource_mut::<Pass>();
        (std::mem::take(&mut pass.events), pass.screen)
    };
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, screen)),
        events,
        ..Default::default()
    };
    ctx.begin_pass(input);
    world.run_schedule(EguiPrimaryContextPass);
    let out = ctx.end_pass();
    world.resource_mut::<Pass>().last = Some(out);
}

/// A headless game with its panels, on a 1600 × 900 window (points), the screen reader on.
fn game_with_panels(dir: &std::path::Path) -> App {
    panels_with(dir, |_| {})
}

/// [`game_with_panels`] with more plugins, added before the app is finished.
pub(super) fn panels_with(dir: &std::path::Path, more: impl FnOnce(&mut App)) -> App {
    let mut app = game_with(dir, 40, |app| {
        // The set-up's screen reads the network's state.
        en_garde::net::stack::add_networking(app);
        app.add_plugins((en_garde::net::client::plugin, en_garde::net::online::plugin));
        app.add_plugins(en_garde::app::headless_panels);
        more(app);
    });
    let ctx = EguiContext::default();
    let mut context = ctx.clone();
    context.get_mut().enable_accesskit();
    app.world_mut().spawn((context, PrimaryEguiContext));
    app.insert_resource(Pass { events: Vec::new(), screen: egui::vec2(1600.0, 900.0), last: None });
    app.add_systems(PostUpdate, run_pass);
    settle(&mut app, 2);
    app
}

/// A node of the screen-reader tree: its text, its place, and whether it is a checked
/// check box.
#[derive(Debug, Clone)]
pub(super) struct Node {
    pub(super) text: String,
    pub(super) at: egui::Pos2,
    pub(super) checked: bool,
}

/// The screen-reader tree of the last pass.
pub(super) fn nodes(app: &App) -> Vec<Node> {
    let Some(out) = &app.world().resource::<Pass>().last else { return Vec::new() };
    let Some(update) = &out.platform_output.accesskit_update else { return Vec::new() };
    update
        .nodes
        .iter()
        .filter(|(_, n)| n.role() != egui::accesskit::Role::TextRun)
        .filter_map(|(_, n)| {
            let text = n.label().or(n.value())?.to_string();
            let b = n.bounds()?;
            let at = egui::pos2(((b.x0 + b.x1) / 2.0) as f32, ((b.y0 + b.y1) / 2.0) as f32);
            let checked = n.toggled() == Some(egui::accesskit::Toggled::True);
            Some(Node { text, at, checked })
        })
        .collect()
}

/// Every text the last pass painted, and every text of its screen-reader tree, sorted.
fn drawn(app: &App) -> Vec<String> {
    let mut all = match &app.world().resource::<Pass>().last {
        Some(out) => crate::support::painted_texts(&out.shapes),
        None => Vec::new(),
    };
    all.extend(nodes(app).into_iter().map(|n| n.text));
    all.sort();
    all
}

/// A click (press and release, a pass each) at `at`, then two frames for what it asked.
pub(super) fn click_at(app: &mut App, at: egui::Pos2) {
    for pressed in [true, false] {
        let mut pass = app.world_mut().resource_mut::<Pass>();
        pass.events.push(egui::Event::PointerMoved(at));
        pass.events.push(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::default(),
        });
        settle(app, 1);
    }
    settle(app, 2);
}

/// Clicks the first node (in the tree's order) whose text `matches` and that is not
/// checked; panics with what there was to click if there is none.
pub(super) fn click(app: &mut App, what: &str, matches: impl Fn(&str) -> bool) {
    let all = nodes(app);
    let Some(node) = all.iter().find(|n| matches(&n.text) && !n.checked) else {
        let texts: Vec<_> = all.iter().map(|n| n.text.as_str()).collect();
        panic!("nothing to click for {what}: {texts:?}");
    };
    click_at(app, node.at);
}

/// Left's `action` by the pointer: an answer to an attack on the parry plaque; a move
/// either by its card and a click on the space it reaches on the piste, or by its card
/// and the Advance or Retreat button; an attack by its cards and its button.
fn by_pointer(app: &mut App, action: Action, rng: &mut Rng) {
    match action {
        Action::Parry => return click(app, "parry", |t| t.starts_with("Parry with")),
        Action::Retreat { card } => {
            let label = format!("Retreat {card}");
            return click(app, "retreat", |t| t.starts_with(&label));
        }
        _ => {}
    }
    for v in cards_of(action, None) {
        let label = format!("Card {v}");
        click(app, "a card", |t| t == label);
    }
    let button = match action {
        Action::Move { .. } if rng.random_bool(0.5) => {
            // The space it reaches, clicked on the piste (the scene's picking names it):
            // the pointer is over the view, not a panel.
            let to = app
                .world()
                .resource::<en_garde::game::Choices>()
                .legal()
                .find(|c| c.action == action)
                .and_then(|c| c.to)
                .expect("a move lands on a space");
            let free = app.world().resource::<en_garde::ui::hud::layout::PanelLayout>().free;
            app.world_mut().resource_mut::<Pass>().events.push(egui::Event::PointerMoved(free.center()));
            settle(app, 1);
            app.world_mut().write_message(en_garde::scene::piste::SpaceClicked(to));
            settle(app, 2);
            return;
        }
        Action::Move { dir: Dir::Forward, .. } => "Advance",
        Action::Move { dir: Dir::Back, .. } => "Retreat",
        Action::Attack { .. } => "Attack",
        Action::AdvanceAttack { .. } => "Advance & attack",
        _ => unreachable!(),
    };
    click(app, button, |t| t == button);
}

/// You (Left) against the computer at `level`, `rules` to `target` points, seed `seed`: the
/// set-up's Start.
fn start_against(app: &mut App, level: BotLevel, rules: Level, target: u8, seed: u64) {
    press(app, FlowRequest::OpenSetup);
    {
        let mut s = app.world_mut().resource_mut::<en_garde::game::flow::MatchSetup>();
        s.opponent = en_garde::persist::settings::OpponentKind::Computer;
        s.ai_level = level;
        s.rules = RuleSet::for_level(rules);
        s.rules.target_score = target;
        s.human_side = Side::Left;
        s.seed = Some(seed);
    }
    press(app, FlowRequest::StartMatch);
}

/// The round-over band comes once the piste has shown the touch: while the attack is still
/// on its way (`TouchToShow::Pending`, the scene busy), the round is over by the rules but
/// the band is not drawn; once the attack has landed it is, though the winner's salute
/// still plays (the scene busy); and a scene at rest always lets it come.
#[test]
fn the_round_over_band_waits_for_the_touch_to_land() {
    let dir = TempDir::new();
    let mut app = game_with_panels(&dir.0);
    start_against(&mut app, BotLevel::Random, Level::Standard, 3, 9);
    let mut rng = Rng::seed_from_u64(9);
    play_round(&mut app, &mut rng);
    assert_eq!(stage(&app), Some(Stage::RoundOver));
    let next = |app: &App| drawn(app).iter().any(|t| t.starts_with("Next round"));
    // The headless game has no figures: hold the scene busy as a riposte on its way does.
    app.world_mut().insert_resource(SceneBusy(true));
    app.world_mut().insert_resource(TouchToShow::Pending(Side::Left));
    settle(&mut app, 3);
    assert!(!next(&app), "no round-over band while the touch is still on its way: {:?}", drawn(&app));
    app.world_mut().insert_resource(TouchToShow::Landed);
    settle(&mut app, 2);
    assert!(next(&app), "the round-over band once the touch has landed, the salute playing: {:?}", drawn(&app));
    app.world_mut().insert_resource(TouchToShow::Pending(Side::Left));
    settle(&mut app, 2);
    assert!(!next(&app), "gone again while a touch is pending: {:?}", drawn(&app));
    app.world_mut().insert_resource(SceneBusy(false));
    settle(&mut app, 2);
    assert!(next(&app), "the round-over band once the piste is still, whatever is pending: {:?}", drawn(&app));
    click(&mut app, "next round", |t| t.starts_with("Next round"));
    assert_eq!(stage(&app), Some(Stage::Playing), "Next round on the band starts the next round");
}

/// You (Left) against the `normal` computer, Advanced rules to 2 points: the match played
/// by the pointer alone on the real panels — cards, buttons, the parry plaque, the piste's
/// spaces, "Next round" — each action the very one the clicks asked for.
#[test]
fn a_whole_match_is_played_by_the_pointer_alone() {
    let dir = TempDir::new();
    let mut app = game_with_panels(&dir.0);
    start_against(&mut app, BotLevel::Normal, Level::Advanced, 2, 5);
    let mut rng = Rng::seed_from_u64(5);
    let (mut decisions, mut rounds) = (0, 0);
    let mut kinds = std::collections::HashSet::new();
    for _ in 0..40_000 {
        match stage(&app) {
            Some(Stage::MatchOver) => break,
            Some(Stage::RoundOver) => {
                click(&mut app, "next round", |t| t.starts_with("Next round"));
                assert_ne!(stage(&app), Some(Stage::RoundOver), "Next round was clicked");
                rounds += 1;
                continue;
            }
            _ => {}
        }
        if turn(&mut app) != Turn::Decide(Side::Left) {
            // The computer's turn: wait for it (on the task pool).
            let mine = |app: &mut App| stage(app) != Some(Stage::Playing) || turn(app) == Turn::Decide(Side::Left);
            assert!(frames_until(&mut app, POOL_WAIT, mine), "the computer did not act in {POOL_WAIT:?}");
            continue;
        }
        // A pass with this decision's panels drawn.
        settle(&mut app, 1);
        let legal: Vec<Action> = app.world().resource::<en_garde::game::Choices>().legal().map(|c| c.action).collect();
        let fresh: Vec<Action> =
            legal.iter().copied().filter(|a| !kinds.contains(&std::mem::discriminant(a))).collect();
        let pool = if fresh.is_empty() { &legal } else { &fresh };
        let action = pool[rng.random_range(0..pool.len())];
        let before = super::support::live(&mut app).history.steps().len();
        by_pointer(&mut app, action, &mut rng);
        let steps = super::support::live(&mut app).history.steps().to_vec();
        assert!(steps.len() > before, "the clicks for {action:?} played nothing");
        assert_eq!(steps[before], MatchStep::Act { who: Side::Left, action }, "the clicks played something else");
        kinds.insert(std::mem::discriminant(&action));
        decisions += 1;
        assert!(decisions < 600, "the match does not end");
    }
    assert_eq!(stage(&app), Some(Stage::MatchOver), "the match ended");
    assert!(decisions >= 3 && rounds >= 1, "{decisions} decisions, {rounds} rounds");
    // Advance, move back, attack and advance and attack at least (a parry or a retreat
    // needs the computer to attack where it can be answered).
    assert!(kinds.len() >= 3, "{} kinds of action", kinds.len());
}

/// A hot-seat position (Advanced, the tracker on): Ann on the left at 8, Bob on the right
/// at 12, Bob to play, with the unseen cards split as given.
fn hot_seat_at(app: &mut App, left: &str, right: &str, pile: &str) {
    use en_garde::rules::scenario::Scenario;
    let text = format!(
        r#"Scenario(name: "privacy", rules: ["R9.6"], level: Advanced, left_pos: 8, right_pos: 12,
        left_hand: {left}, right_hand: {right}, draw_pile: {pile}, to_act: Right,
        steps: [], expect: (outcome: Ongoing))"#
    );
    let s = Scenario::parse(&text, std::path::Path::new("privacy.ron")).unwrap();
    let round = en_garde::rules::Round::from_position(&s.position().unwrap()).unwrap();
    app.world_mut().resource_mut::<Seats>().0 =
        Players([Controller::Human { name: "Ann".into() }, Controller::Human { name: "Bob".into() }]);
    let mut rules = s.rule_set();
    rules.played_cards_tracker = true;
    app.world_mut().write_message(MatchRequest::FromPosition {
        rules,
        seed: 1,
        round: Box::new(round),
        kind: MatchKind::Match,
    });
    app.world_mut().insert_resource(NextState::Pending(Screen::Match));
    settle(app, 3);
}

/// What the panels draw under each curtain of a short hot-seat exchange: before Bob's
/// first move, then (Bob having asked for a hint and attacked with a 4) before Ann's
/// answer to the attack.
fn under_the_curtains(left: &str, right: &str, pile: &str) -> Vec<Vec<String>> {
    let dir = TempDir::new();
    let mut app = game_with_panels(&dir.0);
    app.world_mut().resource_mut::<en_garde::game::storage::UserSettings>().0.coach = true;
    hot_seat_at(&mut app, left, right, pile);
    let mut seen = Vec::new();
    assert_eq!(turn(&mut app), Turn::Curtain(Side::Right));
    seen.push(drawn(&app));
    // Bob takes the screen, asks for a hint (it is shown to him), attacks with his 4.
    click(&mut app, "the curtain", |t| t.starts_with("I am Bob"));
    assert_eq!(turn(&mut app), Turn::Decide(Side::Right));
    app.world_mut().write_message(en_garde::game::hint::HintRequested { side: Side::Right });
    frames_until(&mut app, POOL_WAIT, |app| {
        app.world().resource::<en_garde::game::hint::HintState>().for_step(0).is_some()
    });
    assert!(app.world().resource::<en_garde::game::hint::HintState>().for_step(0).is_some(), "Bob's hint");
    app.world_mut().write_message(ActionRequested { side: Side::Right, action: Action::Attack { value: 4, count: 1 } });
    settle(&mut app, 3);
    assert!(matches!(match_state(&mut app).map(|b| b.phase), Some(Phase::Defend(_))), "Ann is to answer");
    assert_eq!(turn(&mut app), Turn::Curtain(Side::Left), "the screen is handed to Ann before her parry");
    settle(&mut app, 1);
    seen.push(drawn(&app));
    // Lifted, Ann's own cards are drawn (the check that the tree would show a hand).
    click(&mut app, "the curtain", |t| t.starts_with("I am Ann"));
    let cards = nodes(&app).iter().filter(|n| n.text.starts_with("Card ")).count();
    assert_eq!(cards, 5, "Ann's five cards, once she has the screen");
    seen
}

/// R9.6, R7.2: under the curtain, with the tracker on, the coach on, after a hint, before
/// a move and before a parry, every panel (the score bar, the hand panel, the side panel
/// with the tracker and the log, the parry plaque, the coach, the piles' names, the
/// screen-reader tree) draws the same for two positions that differ only in how the
/// unseen cards lie — both hands and the draw pile's order. And no card of a hand is in
/// the tree.
#[test]
fn under_the_curtain_no_panel_tells_a_hand() {
    let a = under_the_curtains("[4, 1, 2, 2, 3]", "[4, 5, 5, 1, 3]", "[1, 2, 3, 5, 1]");
    let b = under_the_curtains("[4, 5, 1, 1, 2]", "[4, 2, 3, 3, 5]", "[1, 2, 5, 1, 3]");
    for (k, (a, b)) in a.iter().zip(&b).enumerate() {
        assert!(a.iter().any(|t| t.starts_with("I am ")), "curtain {k} is drawn: {a:?}");
        assert!(!a.iter().any(|t| t.starts_with("Card ")), "curtain {k} shows no card of a hand: {a:?}");
        // The texts drawn more often in one than in the other.
        let more = |x: &Vec<String>, y: &Vec<String>| -> Vec<String> {
            let mut y = y.clone();
            x.iter().filter(|t| y.iter().position(|u| u == *t).map(|i| y.remove(i)).is_none()).cloned().collect()
        };
        let (only_a, only_b) = (more(a, b), more(b, a));
        assert_eq!(a, b, "curtain {k} tells the unseen cards: only in one {only_a:?}, only in the other {only_b:?}");
    }
}

/// The set-up's computer level is chosen by the pointer: a click opens the list of the
/// ladder's fencers, and a click on one chooses it.
#[test]
fn the_computer_level_is_chosen_from_its_list_by_the_pointer() {
    let dir = TempDir::new();
    let mut app = game_with_panels(&dir.0);
    press(&mut app, FlowRequest::OpenSetup);
    settle(&mut app, 3);
    app.world_mut().resource_mut::<en_garde::game::flow::MatchSetup>().ai_level = BotLevel::Easy;
    settle(&mut app, 2);
    click(&mut app, "the computer level", |t| t.starts_with("easy — "));
    let ctx = app.world_mut().query::<&mut EguiContext>().single_mut(app.world_mut()).unwrap().get_mut().clone();
    assert!(egui::Popup::is_any_open(&ctx), "the list opened: {:?}", drawn(&app));
    assert!(drawn(&app).iter().any(|t| t.starts_with("normal — Captain Nora")), "{:?}", drawn(&app));
    click(&mut app, "normal", |t| t.starts_with("normal — Captain Nora"));
    assert_eq!(app.world().resource::<en_garde::game::flow::MatchSetup>().ai_level, BotLevel::Normal);
    // Esc over the open list closes the list only (it closed the set-up as well).
    click(&mut app, "the computer level", |t| t.starts_with("normal — "));
    assert!(egui::Popup::is_any_open(&ctx), "the list opened again");
    let esc = egui::Event::Key {
        key: egui::Key::Escape,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    };
    app.world_mut().resource_mut::<Pass>().events.push(esc);
    key(&mut app, KeyCode::Escape);
    settle(&mut app, 2);
    assert!(!egui::Popup::is_any_open(&ctx), "Esc closed the list");
    assert_eq!(screen(&app), Screen::Setup, "and left the set-up open");
    // So does the pad's B.
    let pad = super::input::connect_pad(&mut app);
    click(&mut app, "the computer level", |t| t.starts_with("normal — "));
    assert!(egui::Popup::is_any_open(&ctx), "the list opened once more");
    super::input::pad_press(&mut app, pad, GamepadButton::East);
    settle(&mut app, 2);
    assert!(!egui::Popup::is_any_open(&ctx), "B closed the list");
    assert_eq!(screen(&app), Screen::Setup, "and left the set-up open");
    key(&mut app, KeyCode::Escape);
    settle(&mut app, 2);
    assert_eq!(screen(&app), Screen::Title, "the next Esc leaves it");
}
