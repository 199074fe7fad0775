//! What a screen reader is told (AccessKit, through egui): the position, the person's own
//! hand and each move — and never the other hand or the draw pile's order (R7.2). The
//! match's panels are drawn by their own code in an egui context with AccessKit on, and
//! the tree it builds is read back.

use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy_egui::egui;
use en_garde::ai::{BotLevel, Controller, Players};
use en_garde::game::Turn;
use en_garde::game::screens::Screen;
use en_garde::game::{Choices, MatchRequest, MatchView, Seats};
use en_garde::lang::Lang;
use en_garde::rules::scenario::Scenario;
use en_garde::ui::hud::hand::{HandPanel, hand_panel_ui};
use en_garde::ui::log::ActionLog;

/// A match at a set position: Ann (Left, to act; "You" on screen) against the computer, with the other
/// hand and the draw pile given.
fn app_at(right_hand: &str, draw_pile: &str) -> (App, super::persist::TempDir) {
    let dir = super::persist::TempDir::new();
    let mut app = App::new();
    app.insert_resource(en_garde::game::storage::DataDir(en_garde::persist::DataPaths::in_dir(&dir.0)));
    app.add_plugins((MinimalPlugins, StatesPlugin)).add_plugins(en_garde::app::headless_plugins);
    app.update();
    let text = format!(
        r#"Scenario(name: "a11y", rules: ["R7.2"], level: Advanced, left_pos: 8, right_pos: 12,
        left_hand: [4, 1, 2, 2, 3], right_hand: {right_hand}, draw_pile: {draw_pile}, to_act: Left,
        steps: [], expect: (outcome: Ongoing))"#
    );
    let s = Scenario::parse(&text, std::path::Path::new("a11y.ron")).unwrap();
    let round = en_garde::rules::Round::from_position(&s.position().unwrap()).unwrap();
    app.world_mut().resource_mut::<Seats>().0 =
        Players([Controller::Human { name: "Ann".into() }, Controller::Computer { level: BotLevel::Normal }]);
    app.world_mut().write_message(MatchRequest::FromPosition {
        rules: s.rule_set(),
        seed: 3,
        round: Box::new(round),
        kind: en_garde::game::MatchKind::Match,
    });
    app.world_mut().insert_resource(NextState::Pending(Screen::Match));
    for _ in 0..3 {
        app.update();
    }
    (app, dir)
}

/// The screens the panels are drawn on, in points: a roomy one, and the compact form's
/// smallest (`style::SMALLEST_LAYOUT`, a 1920 × 1080 window at 200%).
const SCREENS: [(f32, f32); 2] = [(1600.0, 900.0), (640.0, 360.0)];

/// Every text of the AccessKit tree of the score bar, the hand panel and the log, drawn
/// for the app's state on a screen of `screen` points; and the texts of the nodes marked
/// as live regions.
fn spoken(app: &mut App, screen: (f32, f32)) -> (Vec<String>, Vec<String>) {
    let world = app.world_mut();
    let mut state =
        SystemState::<(MatchView, Res<Seats>, Res<Turn>, Res<Choices>, Res<ActionLog>, Res<Lang>)>::new(world);
    let (table, seats, turn, choices, log, lang) = state.get(world).unwrap();
    let view = table.get().expect("a match");
    let panel = HandPanel::of(&lang, &view, &seats, &Turn { menu_open: false, ..*turn }, &choices, false);
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(screen.0, screen.1))),
        ..Default::default()
    };
    let mut compact = false;
    let out = ctx.run_ui(input, |ui| {
        compact = en_garde::ui::style::compact(ui.ctx());
        let newest = log.lines.get(log.newest().start).map(String::as_str);
        en_garde::ui::hud::top_bar::score_bar(ui, &lang, &view, &seats, 0.0, newest);
        hand_panel_ui(ui, &lang, &panel, &choices, &mut en_garde::ui::input::Selection::default(), None);
        en_garde::ui::hud::side_panel::log_ui(ui, &log.lines, log.newest());
    });
    assert_eq!(compact, screen.0 < 1000.0, "the panels' form on {screen:?}");
    let update = out.platform_output.accesskit_update.expect("AccessKit is on");
    let (mut all, mut live) = (Vec::new(), Vec::new());
    for (_, node) in &update.nodes {
        let texts: Vec<String> =
            [node.label(), node.value(), node.description()].into_iter().flatten().map(str::to_string).collect();
        if node.live().is_some_and(|l| l != egui::accesskit::Live::Off) {
            live.extend(texts.iter().cloned());
        }
        all.extend(texts);
    }
    all.sort();
    live.sort();
    live.dedup();
    (all, live)
}

#[test]
fn a_screen_reader_hears_the_position_the_own_hand_and_the_last_move() {
    let (mut app, _dir) = app_at("[5, 5, 1, 3, 4]", "[1, 2, 3, 5, 1]");
    // The same on a roomy screen and in the compact form.
    for screen in SCREENS {
        let (all, live) = spoken(&mut app, screen);
        assert!(all.iter().any(|t| t == "You on space 8, Computer (normal) on space 12: distance 4"), "{all:#?}");
        for card in ["Card 4", "Card 1", "Card 2", "Card 3"] {
            assert!(all.iter().any(|t| t == card), "{card} is not spoken on {screen:?}: {all:#?}");
        }
        assert!(all.iter().any(|t| t == "Computer (normal) holds 5 cards"), "{all:#?}");
        // The newest line of the log is announced.
        let last = app.world().resource::<ActionLog>().lines.last().cloned().expect("a log line");
        assert_eq!(live, vec![last]);
    }
    // A move: its line is the one announced now.
    app.world_mut().write_message(en_garde::game::ActionRequested {
        side: en_garde::rules::Side::Left,
        action: en_garde::rules::Action::Move { dir: en_garde::rules::Dir::Forward, card: 1 },
    });
    app.update();
    for screen in SCREENS {
        let (_, live) = spoken(&mut app, screen);
        assert_eq!(live, vec!["You advance 1 to space 9".to_string(), "You draw 1 card".to_string()]);
    }
}

#[test]
fn a_screen_reader_is_never_told_the_other_hand_or_the_draw_pile() {
    // The same position for Ann; the same unseen cards, split otherwise between the other
    // hand and the pile, in another order (so the discard pile, the rest of the deck and
    // public, is the same).
    let (mut one, _a) = app_at("[5, 5, 1, 3, 4]", "[1, 2, 3, 5, 1]");
    let (mut other, _b) = app_at("[1, 1, 2, 3, 5]", "[5, 4, 3, 5, 1]");
    let seen = |app: &mut App| super::support::live(app).game.observation(en_garde::rules::Side::Left);
    assert_eq!(seen(&mut one), seen(&mut other), "the two positions differ only in what Ann may not know");
    let hidden = |app: &mut App| {
        let g = super::support::live(app).game;
        (*g.round().hand(en_garde::rules::Side::Right), g.round().draw_pile().top_first())
    };
    assert_ne!(hidden(&mut one), hidden(&mut other));
    for screen in SCREENS {
        let (heard_one, _) = spoken(&mut one, screen);
        let (heard_other, _) = spoken(&mut other, screen);
        assert!(heard_one.len() > 15, "{heard_one:#?}");
        assert_eq!(heard_one, heard_other, "what is spoken on {screen:?} depends on what Ann may not know");
    }
}

/// The set-up's numbers (points to win, hand size) are set with their sliders, and shown
/// beside them as plain text: no box that looks typed into (egui's value box beside a
/// slider is one, a "spin button" to a screen reader) stands beside them.
#[test]
fn the_set_ups_numbers_are_sliders_with_their_values_as_text() {
    let lang = Lang::new(en_garde::lang::Language::English);
    let mut rules = en_garde::rules::RuleSet { target_score: 7, ..en_garde::rules::RuleSet::default() };
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    let mut out = None;
    // Twice: the first pass of a grid only measures.
    for _ in 0..2 {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
            ..Default::default()
        };
        out = Some(ctx.run_ui(input, |ui| en_garde::ui::rules_form::rules_form(ui, &lang, &mut rules)));
    }
    let update = out.unwrap().platform_output.accesskit_update.expect("AccessKit is on");
    let roles: Vec<egui::accesskit::Role> = update.nodes.iter().map(|(_, n)| n.role()).collect();
    use egui::accesskit::Role;
    assert_eq!(roles.iter().filter(|r| **r == Role::Slider).count(), 2, "{roles:?}");
    for boxy in [Role::SpinButton, Role::TextInput] {
        assert!(!roles.contains(&boxy), "a {boxy:?} beside the sliders: {roles:?}");
    }
    let texts: Vec<&str> = update.nodes.iter().flat_map(|(_, n)| [n.label(), n.value()]).flatten().collect();
    assert!(texts.contains(&"7"), "the points to win are shown: {texts:?}");
}

/// A puzzle's band as a screen reader hears it: the heading, the cards out of view, what
/// to find; after an answer the verdict, the rating's move and the buttons; after Show
/// why the reason with its rule.
#[test]
fn a_screen_reader_hears_a_puzzle_its_verdict_and_why() {
    use en_garde::game::puzzles::{ActivePuzzle, Attempt, PuzzleMode};
    use en_garde::persist::settings::PuzzleProgress;
    let set = en_garde::puzzles::PuzzleSet::shipped().unwrap();
    let p = set.puzzles.iter().find(|p| p.why != en_garde::puzzles::Why::Judged).unwrap();
    let obs = p.observation().unwrap();
    let lang = Lang::default();
    let hear = |puzzle: &ActivePuzzle| {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
            ..Default::default()
        };
        let out = ctx.run_ui(input, |ui| {
            en_garde::ui::puzzles::puzzle_band_ui(ui, &lang, p, puzzle, &PuzzleProgress::default(), &obs);
        });
        let update = out.platform_output.accesskit_update.expect("AccessKit is on");
        let mut all: Vec<(String, bool)> = Vec::new();
        for (_, node) in &update.nodes {
            let button = node.role() == egui::accesskit::Role::Button;
            all.extend([node.label(), node.value()].into_iter().flatten().map(|t| (t.to_string(), button)));
        }
        all
    };
    let mut puzzle = ActivePuzzle {
        index: 0,
        mode: PuzzleMode::Daily,
        attempt: None,
        why_shown: false,
        rating: 1234.0,
        day: 0,
        opening: 1,
    };
    let before = hear(&puzzle);
    assert!(before.iter().any(|(t, _)| t.starts_with("Today's puzzle") && t.contains("1234")), "{before:#?}");
    assert!(
        before.iter().any(|(t, _)| t.starts_with("Cards out of your view") || t.starts_with("Cards in the draw pile"))
    );
    assert!(before.iter().any(|(t, _)| t.contains("find it")), "{before:#?}");
    assert!(!before.iter().any(|(_, button)| *button), "no button before the answer: {before:#?}");
    puzzle.attempt =
        Some(Attempt { chosen: p.solution, solved: true, counted: true, rating_before: 1500.0, rating_after: 1562.0 });
    let after = hear(&puzzle);
    assert!(after.iter().any(|(t, _)| t.starts_with("Solved:")), "{after:#?}");
    assert!(after.iter().any(|(t, _)| t.contains("1500 → 1562")), "{after:#?}");
    for b in ["Show why", "Try again", "Next puzzle", "All puzzles"] {
        assert!(after.iter().any(|(t, button)| t == b && *button), "{b} is not a button: {after:#?}");
    }
    puzzle.why_shown = true;
    let why = hear(&puzzle);
    let reason = en_garde::lang::puzzles::why(&lang, &p.why, p.rules.level);
    assert!(why.iter().any(|(t, _)| *t == reason), "{reason} is not heard: {why:#?}");
    assert!(!why.iter().any(|(t, _)| t == "Show why"), "{why:#?}");
}
