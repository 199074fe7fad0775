//! The rules as Bevy systems: headless apps (MinimalPlugins + StatesPlugin) play whole
//! matches of every level through `ActionRequested` / `MatchRequest` messages only, and
//! the components — the match's state — always agree with the match the rules rebuild
//! from its history.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use en_garde::game::{self, *};
use en_garde::rules::matchplay::MatchRng;
use en_garde::rules::{Action, ActionList, Level, MatchPhase, RuleSet, Side};
use rand::{RngExt, SeedableRng};

#[derive(Resource, Default, Debug)]
struct Seen {
    moved: u32,
    attacked: u32,
    parried: u32,
    retreated: u32,
    hits: u32,
    rounds_over: u32,
    matches_over: u32,
    rounds_started: u32,
    refused: u32,
}

fn headless_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin)).add_plugins(game::match_core).init_resource::<Seen>();
    app.add_observer(|_: On<Moved>, mut s: ResMut<Seen>| s.moved += 1)
        .add_observer(|_: On<Attacked>, mut s: ResMut<Seen>| s.attacked += 1)
        .add_observer(|_: On<Parried>, mut s: ResMut<Seen>| s.parried += 1)
        .add_observer(|_: On<Retreated>, mut s: ResMut<Seen>| s.retreated += 1)
        .add_observer(|_: On<Hit>, mut s: ResMut<Seen>| s.hits += 1)
        .add_observer(|_: On<RoundOver>, mut s: ResMut<Seen>| s.rounds_over += 1)
        .add_observer(|_: On<MatchOver>, mut s: ResMut<Seen>| s.matches_over += 1)
        .add_observer(|_: On<RoundStarted>, mut s: ResMut<Seen>| s.rounds_started += 1)
        .add_observer(|_: On<ActionRefused>, mut s: ResMut<Seen>| s.refused += 1);
    app
}

/// The components hold exactly the match that the rules rebuild from the recorded history
/// (the state written step by step and the replay are computed independently).
fn assert_components_match(app: &mut App) {
    let duel = crate::support::live(app);
    let replayed = duel.history.replay().expect("the history replays");
    let r = replayed.round();
    let world = app.world_mut();
    let mut q = world.query::<(&Fencer, &Score)>();
    let mut n = 0;
    for (f, s) in q.iter(world) {
        n += 1;
        assert_eq!(f.space, r.pos(f.side));
        assert_eq!(f.hand_size, r.hand(f.side).len());
        assert_eq!(s.0, replayed.score(f.side));
    }
    assert_eq!(n, 2, "two fencers");
    // Each hand on an entity of its own, at the fencers' table.
    let mut q = world.query::<(&HandOf, &Hand)>();
    let mut hands = 0u8;
    for (of, h) in q.iter(world) {
        hands |= 1 << of.0.index();
        assert_eq!(h.cards, *r.hand(of.0));
    }
    assert_eq!(hands, 3, "one hand of each side");
    let mut q = world.query::<(&Deck, &MatchState)>();
    let (d, b) = q.single(world).unwrap();
    assert_eq!(d.draw_pile, r.draw_pile().len());
    assert_eq!(d.discard, *r.discard());
    assert_eq!(d.discard_top, r.discard_top());
    assert_eq!(b.match_phase, replayed.phase());
    assert_eq!(b.phase, r.phase());
    assert_eq!(b.decider, replayed.decider());
    assert_eq!(b.round_number, replayed.round_number());
    assert_eq!(b.played, r.history());
    assert_eq!(b.steps, duel.history.steps().len());
    // And the joined match is the replayed one, the referee's secrets included.
    assert_eq!(duel.game.round(), r);
}

fn play_whole_match(rules: RuleSet, seed: u64) -> Seen {
    let mut app = headless_app();
    app.world_mut().write_message(MatchRequest::New { rules, seed });
    app.update();
    assert!(crate::support::try_live(&mut app).is_some());
    assert_components_match(&mut app);
    let mut rng = MatchRng::seed_from_u64(seed);
    let mut list = ActionList::new();
    let mut rounds = 0;
    for _ in 0..20_000 {
        let game = crate::support::live(&mut app).game.clone();
        match game.phase() {
            MatchPhase::Over { winner } => {
                assert!(game.score(winner) >= rules.target_score);
                break;
            }
            MatchPhase::RoundOver(_) => {
                rounds += 1;
                app.world_mut().write_message(MatchRequest::NextRound);
            }
            MatchPhase::ChooseDuellCard { chooser } => {
                app.world_mut().write_message(MatchRequest::ChooseDuellCard {
                    side: chooser,
                    card: en_garde::rules::DuellCard::D5,
                });
            }
            MatchPhase::Playing => {
                let side = game.round().to_act().unwrap();
                // Decide from the side's own view, as a player would.
                let view = game.observation(side);
                view.determinize(&mut rng).legal_actions(&mut list);
                let action = list[rng.random_range(0..list.len())];
                app.world_mut().write_message(ActionRequested { side, action });
            }
        }
        app.update();
        assert_components_match(&mut app);
    }
    let duel = crate::support::live(&mut app);
    let game = &duel.game;
    assert!(game.is_over(), "the match ended");
    // The recorded steps rebuild the same match.
    let replay =
        en_garde::rules::MatchHistory::with_steps(rules, seed, duel.history.steps().to_vec()).replay().unwrap();
    assert_eq!(replay.round(), game.round());
    assert_eq!(replay.scores(), game.scores());
    let seen = app.world_mut().remove_resource::<Seen>().unwrap();
    assert_eq!(seen.rounds_over as usize, rounds + 1);
    assert_eq!(seen.matches_over, 1);
    assert_eq!(seen.refused, 0);
    seen
}

#[test]
fn a_whole_basic_match_through_messages() {
    let s = play_whole_match(RuleSet::basic(), 1);
    assert!(s.moved > 0 && s.attacked > 0 && s.hits > 0);
    assert_eq!(s.parried, 0, "no parry in Basic");
}

#[test]
fn a_whole_standard_match_through_messages() {
    let s = play_whole_match(RuleSet::standard(), 2);
    assert!(s.moved > 0 && s.rounds_started >= s.rounds_over);
}

#[test]
fn a_whole_advanced_match_through_messages() {
    let mut total = Seen::default();
    for seed in 3..8 {
        let s = play_whole_match(RuleSet::advanced(), seed);
        total.parried += s.parried;
        total.retreated += s.retreated;
        total.attacked += s.attacked;
    }
    assert!(total.attacked > 0 && total.parried > 0 && total.retreated > 0, "{total:?}");
}

#[test]
fn a_whole_duell_match_with_special_cards_through_messages() {
    play_whole_match(RuleSet::duell(true), 9);
}

#[test]
fn illegal_requests_are_refused_and_change_nothing() {
    let mut app = headless_app();
    app.world_mut().write_message(MatchRequest::New { rules: RuleSet::for_level(Level::Advanced), seed: 5 });
    app.update();
    let before = *crate::support::live(&mut app).game.round();
    let refusals = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let sink = refusals.clone();
    app.add_observer(move |ev: On<ActionRefused>| sink.lock().unwrap().push(ev.error.to_string()));
    // Right is not to act; Left cannot parry without an attack.
    app.world_mut().write_message(ActionRequested { side: Side::Right, action: Action::Parry });
    app.world_mut().write_message(ActionRequested { side: Side::Left, action: Action::Parry });
    app.world_mut().write_message(MatchRequest::NextRound);
    app.update();
    assert_eq!(*crate::support::live(&mut app).game.round(), before);
    assert_eq!(crate::support::live(&mut app).history.steps().len(), 0);
    let got = refusals.lock().unwrap().clone();
    // Match requests resolve before action requests within a frame.
    assert_eq!(
        got,
        vec![
            "the round is still being played (R6.4)".to_string(),
            "it is Left's turn to act, not Right's (R4)".to_string(),
            "there is no attack to answer: a parry or a retreat answers an attack (R5)".to_string(),
        ]
    );
    assert_components_match(&mut app);
}

/// A takeback restores the position before the decision, through the components, and is
/// refused (changing nothing) where it would show its maker a card (R7.2).
#[test]
fn undo_takes_back_what_may_be_taken_back_and_nothing_else() {
    use en_garde::rules::scenario::Scenario;
    let file = crate::project::scenario_dir().join("two-card-attack-parried.ron");
    let s = Scenario::load(&file).unwrap();
    let round = en_garde::rules::Round::from_position(&s.position().unwrap()).unwrap();
    let mut app = headless_app();
    app.world_mut().write_message(MatchRequest::FromPosition {
        rules: s.rule_set(),
        seed: 1,
        round: Box::new(round),
        kind: en_garde::game::MatchKind::Match,
    });
    app.update();
    let act = |app: &mut App, side, action| {
        app.world_mut().write_message(ActionRequested { side, action });
        app.update();
    };
    act(&mut app, Side::Left, Action::Attack { value: 5, count: 2 });
    let after_attack = *crate::support::live(&mut app).game.round();
    act(&mut app, Side::Right, Action::Parry);
    // The attacker drew after the attack: its takeback is refused.
    let match_state = |app: &mut App| {
        let world = app.world_mut();
        world.query_filtered::<&MatchState, With<MatchEntity>>().single(world).unwrap().clone()
    };
    assert_eq!(match_state(&mut app).takeback, [false, true]);
    app.world_mut().write_message(MatchRequest::Undo { side: Side::Left });
    app.update();
    assert_eq!(crate::support::live(&mut app).history.steps().len(), 2, "refused: nothing changes");
    // The parry drew nothing: taken back, the defence is asked again.
    app.world_mut().write_message(MatchRequest::Undo { side: Side::Right });
    app.update();
    let duel = crate::support::live(&mut app);
    assert_eq!(duel.history.steps().len(), 1);
    assert_eq!(*duel.game.round(), after_attack, "back before the parry, same cards");
    assert_components_match(&mut app);
    // Nothing more to take back.
    app.world_mut().write_message(MatchRequest::Undo { side: Side::Right });
    app.update();
    assert_eq!(crate::support::live(&mut app).history.steps().len(), 1);
}
