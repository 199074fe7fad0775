//! The person's input: selecting cards, what the action buttons mean, keyboard shortcuts
//! and clicks on piste spaces. Every route looks its action up in the one model of what
//! the person may do ([`Choices`]) and ends as an `ActionRequested` message — the same one
//! the AI and the tests write.

use crate::ai::Players;
use crate::game::flow::{FlowRequest, HandOver, human_decider, needs_hand_over};
use crate::game::screens::{Menu, Screen, Stage, playing_unpaused};
use crate::game::{ActionRequested, Bout, Choices, MatchView, Seats};
use crate::rules::{Action, Cards, Dir, Side};
use crate::scene::piste::{ReachableSpaces, SpaceClicked};
use bevy::prelude::*;

/// The cards the person has selected (a sub-multiset of their hand), for the decision at
/// step `at_step` of the match. Cleared when the decision changes.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Selection {
    pub cards: Cards,
    pub at_step: usize,
}

impl Selection {
    /// Adds one more card of `value` if the hand has one unselected; otherwise removes
    /// every selected card of that value (so pressing a key cycles 1, 2, … then none).
    pub fn toggle(&mut self, hand: &Cards, value: u8) {
        if self.cards.count(value) < hand.count(value) {
            self.cards.add(value);
        } else {
            let n = self.cards.count(value);
            self.cards.remove(value, n);
        }
    }
}

/// What an action button asks for; the selection fills in the cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intent {
    Advance,
    Retreat,
    Attack,
    AdvanceAttack,
    Parry,
}

impl Intent {
    /// Button label.
    pub fn label(self) -> &'static str {
        match self {
            Intent::Advance => "Advance",
            Intent::Retreat => "Retreat",
            Intent::Attack => "Attack",
            Intent::AdvanceAttack => "Advance & attack",
            Intent::Parry => "Parry",
        }
    }
}

/// The action `intent` means with the selected cards, as the model of the person's
/// choices judges it: the action, or the reason (a sentence) it cannot be played.
pub fn intent_action(intent: Intent, sel: &Cards, choices: &Choices) -> Result<Action, String> {
    let values: Vec<u8> = sel.distinct().collect();
    let judged = |a: Action| choices.verdict(a).map(|_| a).map_err(|e| e.to_string());
    match intent {
        Intent::Parry => judged(Action::Parry),
        Intent::Advance | Intent::Retreat => {
            if sel.len() != 1 {
                return Err("select exactly one card: the number of spaces to move".into());
            }
            let card = values[0];
            judged(match intent {
                Intent::Retreat if choices.defending => Action::Retreat { card },
                Intent::Retreat => Action::Move { dir: Dir::Back, card },
                _ => Action::Move { dir: Dir::Forward, card },
            })
        }
        Intent::Attack => match values[..] {
            [v] => judged(Action::Attack { value: v, count: sel.count(v) }),
            _ => Err("select one or more cards of one value: the distance".into()),
        },
        Intent::AdvanceAttack => {
            let readings: Vec<Action> = match values[..] {
                [v] if sel.count(v) >= 2 => {
                    vec![Action::AdvanceAttack { advance: v, value: v, count: sel.count(v) - 1 }]
                }
                // Either card may be the advance; the reading the rules accept wins.
                [a, b] => [(a, b), (b, a)]
                    .into_iter()
                    .filter(|(adv, _)| sel.count(*adv) == 1)
                    .map(|(advance, value)| Action::AdvanceAttack { advance, value, count: sel.count(value) })
                    .collect(),
                _ => Vec::new(),
            };
            match readings.iter().find(|a| choices.verdict(**a).is_ok()).or(readings.first()) {
                Some(a) => judged(*a),
                None => Err("select one card to advance and the cards to attack with".into()),
            }
        }
    }
}

/// The person who may act from this screen now: a person deciding whose cards are shown,
/// with no menu over the match.
pub fn acting_person(bout: &Bout, players: &Players, hand_over: &HandOver, menu_open: bool) -> Option<Side> {
    if menu_open || needs_hand_over(bout, players, hand_over).is_some() {
        return None;
    }
    human_decider(bout, players)
}

/// Esc and Enter on every screen: Esc closes a menu, leaves the set-up, or opens the
/// pause menu over a match; Enter or Space goes on after a round.
fn navigation_keys(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    // A sub-state: it exists only while the match screen is shown.
    stage: Option<Res<State<Stage>>>,
    mut flow: MessageWriter<FlowRequest>,
) {
    let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::Space, KeyCode::NumpadEnter]);
    if keys.just_pressed(KeyCode::Escape) {
        flow.write(match (*menu.get(), *screen.get()) {
            (Menu::Pause, _) => FlowRequest::TogglePause,
            (Menu::None, Screen::Match) => FlowRequest::TogglePause,
            (Menu::None, Screen::Setup | Screen::Replay) => FlowRequest::ToTitle,
            (Menu::None, Screen::Title) => return,
            _ => FlowRequest::CloseMenu,
        });
    } else if enter && *menu.get() == Menu::None && stage.is_some_and(|s| *s.get() == Stage::RoundOver) {
        flow.write(FlowRequest::NextRound);
    }
}

/// Keyboard in a match: 1–5 pick cards, ←/→ or A/D move with the selected card, Enter
/// attacks or parries (or takes the screen in hot-seat), Backspace clears the selection.
fn match_keys(
    keys: Res<ButtonInput<KeyCode>>,
    table: MatchView,
    players: Res<Seats>,
    hand_over: Res<HandOver>,
    choices: Res<Choices>,
    mut sel: ResMut<Selection>,
    mut actions: MessageWriter<ActionRequested>,
    mut flow: MessageWriter<FlowRequest>,
) {
    let Some(view) = table.get() else { return };
    if let Some(side) = needs_hand_over(view.bout, &players, &hand_over) {
        if keys.any_just_pressed([KeyCode::Enter, KeyCode::Space, KeyCode::NumpadEnter]) {
            flow.write(FlowRequest::Reveal(side));
        }
        return;
    }
    let Some(side) = acting_person(view.bout, &players, &hand_over, false) else { return };
    let Some((chooser, _)) = choices.decision.filter(|(s, _)| *s == side) else { return };
    let hand = view.hand(chooser);
    let digits = [
        (KeyCode::Digit1, KeyCode::Numpad1, 1),
        (KeyCode::Digit2, KeyCode::Numpad2, 2),
        (KeyCode::Digit3, KeyCode::Numpad3, 3),
        (KeyCode::Digit4, KeyCode::Numpad4, 4),
        (KeyCode::Digit5, KeyCode::Numpad5, 5),
    ];
    for (k, n, v) in digits {
        if keys.any_just_pressed([k, n]) {
            sel.toggle(&hand, v);
        }
    }
    if keys.just_pressed(KeyCode::Backspace) {
        sel.cards = Cards::EMPTY;
    }
    let mut wanted: Option<Result<Action, String>> = None;
    // Arrows move in the screen's direction: → is towards space 23.
    let heading = if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::KeyD]) {
        1
    } else if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::KeyA]) {
        -1
    } else {
        0
    };
    if heading != 0 {
        wanted = Some(match (sel.cards.len(), sel.cards.distinct().next()) {
            (1, Some(card)) => match choices.move_with(card, heading) {
                Some(c) => c.verdict.map(|()| c.action).map_err(|e| e.to_string()),
                None => Err(format!("no move with a {card} that way")),
            },
            _ => Err("select exactly one card: the number of spaces to move".into()),
        });
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        wanted = Some(if choices.defending {
            intent_action(Intent::Parry, &sel.cards, &choices)
        } else {
            intent_action(Intent::Attack, &sel.cards, &choices)
                .or_else(|_| intent_action(Intent::AdvanceAttack, &sel.cards, &choices))
        });
    }
    match wanted {
        Some(Ok(action)) => {
            actions.write(ActionRequested { side, action });
            sel.cards = Cards::EMPTY;
        }
        // The reason is shown as the buttons' hover text; a key press only logs it.
        Some(Err(why)) => info!("not played: {why}"),
        None => {}
    }
}

/// A click on a piste space moves the acting person's fencer there, if the rules allow.
fn click_space(
    mut clicks: MessageReader<SpaceClicked>,
    table: MatchView,
    players: Res<Seats>,
    hand_over: Res<HandOver>,
    choices: Res<Choices>,
    mut sel: ResMut<Selection>,
    mut actions: MessageWriter<ActionRequested>,
) {
    let Some(view) = table.get() else {
        clicks.clear();
        return;
    };
    for c in clicks.read() {
        let Some(side) = acting_person(view.bout, &players, &hand_over, false) else { continue };
        if let Some(action) = choices.move_to(c.0) {
            actions.write(ActionRequested { side, action });
            sel.cards = Cards::EMPTY;
        }
    }
}

/// Clears the selection when the decision changes; highlights the spaces the acting
/// person can move to (with the selected card, or with any card when none is selected).
fn track_selection(
    table: MatchView,
    players: Res<Seats>,
    hand_over: Res<HandOver>,
    choices: Res<Choices>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    mut sel: ResMut<Selection>,
    mut reachable: ResMut<ReachableSpaces>,
) {
    let Some(view) = table.get() else { return };
    if sel.at_step != view.bout.steps {
        *sel = Selection { cards: Cards::EMPTY, at_step: view.bout.steps };
    }
    let playing = *screen.get() == Screen::Match && *menu.get() == Menu::None;
    let spaces = match acting_person(view.bout, &players, &hand_over, !playing) {
        Some(_) => choices.reachable(&sel.cards),
        None => Vec::new(),
    };
    reachable.set_if_neq(ReachableSpaces(spaces));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>().add_systems(
        Update,
        (navigation_keys, (match_keys, click_space).run_if(playing_unpaused), track_selection)
            .chain()
            .in_set(crate::AppSystems::Input),
    );
}
