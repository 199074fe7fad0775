//! The person's input: selecting cards, the action buttons' meaning, keyboard shortcuts
//! and clicks on piste spaces. Everything ends as an `ActionRequested` message — the same
//! one the AI and the tests write.

use crate::flow::{FlowRequest, HandOver, Paused, human_decider, needs_hand_over};
use crate::game::{ActionRequested, Duel, Players};
use crate::rules::{Action, Cards, Dir, Phase, Round, Side};
use crate::scene::piste::{ReachableSpaces, SpaceClicked};
use crate::screens::Screen;
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

/// The action `intent` means with the selected cards, checked against the rules: the
/// action, or the reason (a sentence) it cannot be played.
pub fn intent_action(intent: Intent, sel: &Cards, round: &Round, side: Side) -> Result<Action, String> {
    let values: Vec<u8> = sel.distinct().collect();
    let action = match intent {
        Intent::Parry => Action::Parry,
        Intent::Advance | Intent::Retreat => {
            if sel.len() != 1 {
                return Err("select exactly one card: the number of spaces to move".into());
            }
            let card = values[0];
            match (intent, round.phase()) {
                (Intent::Retreat, Phase::Defend(_)) => Action::Retreat { card },
                (Intent::Retreat, _) => Action::Move { dir: Dir::Back, card },
                _ => Action::Move { dir: Dir::Forward, card },
            }
        }
        Intent::Attack => {
            if values.len() != 1 {
                return Err(format!("select one or more cards equal to the distance, {}", round.distance()));
            }
            Action::Attack { value: values[0], count: sel.count(values[0]) }
        }
        Intent::AdvanceAttack => match values[..] {
            [v] if sel.count(v) >= 2 => Action::AdvanceAttack { advance: v, value: v, count: sel.count(v) - 1 },
            [a, b] => {
                // Either card may be the advance; prefer the reading the rules accept.
                let mut options = Vec::new();
                for (adv, val) in [(a, b), (b, a)] {
                    if sel.count(adv) == 1 {
                        options.push(Action::AdvanceAttack { advance: adv, value: val, count: sel.count(val) });
                    }
                }
                match options.iter().find(|o| round.check(side, **o).is_ok()).or(options.first()) {
                    Some(o) => *o,
                    None => return Err("select one card to advance and the cards to attack with".into()),
                }
            }
            _ => return Err("select one card to advance and the cards to attack with".into()),
        },
    };
    round.check(side, action).map(|()| action).map_err(|e| e.to_string())
}

/// The person who may act from this screen now: a human decider whose cards are shown.
pub fn acting_person(duel: &Duel, players: &Players, hand_over: &HandOver, paused: &Paused) -> Option<Side> {
    if paused.0 || needs_hand_over(duel, players, hand_over).is_some() {
        return None;
    }
    human_decider(duel, players)
}

/// Keyboard: 1–5 pick cards, ←/→ or A/D move with the selected card, Enter attacks or
/// parries, Esc opens the pause menu, Space/Enter go on after a round.
fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    duel: Option<Res<Duel>>,
    players: Res<Players>,
    hand_over: Res<HandOver>,
    paused: Res<Paused>,
    mut sel: ResMut<Selection>,
    mut actions: MessageWriter<ActionRequested>,
    mut flow: MessageWriter<FlowRequest>,
) {
    match screen.get() {
        Screen::Match => {}
        Screen::RoundOver => {
            if keys.any_just_pressed([KeyCode::Enter, KeyCode::Space, KeyCode::NumpadEnter]) {
                flow.write(FlowRequest::NextRound);
            }
            return;
        }
        Screen::Setup | Screen::Rules | Screen::Settings => {
            if keys.just_pressed(KeyCode::Escape) {
                flow.write(FlowRequest::ToTitle);
            }
            return;
        }
        _ => return,
    }
    if keys.just_pressed(KeyCode::Escape) {
        flow.write(FlowRequest::TogglePause);
        return;
    }
    let Some(duel) = duel else { return };
    if let Some(side) = needs_hand_over(&duel, &players, &hand_over) {
        if keys.any_just_pressed([KeyCode::Enter, KeyCode::Space, KeyCode::NumpadEnter]) {
            flow.write(FlowRequest::Reveal(side));
        }
        return;
    }
    let Some(side) = acting_person(&duel, &players, &hand_over, &paused) else { return };
    let round = duel.game.round();
    let hand = *round.hand(side);
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
    // Arrows move in the screen's direction: → is towards space 23.
    let towards_23 = keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::KeyD]);
    let towards_1 = keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::KeyA]);
    let mut intent = None;
    if towards_23 || towards_1 {
        let forward = (side == Side::Left) == towards_23;
        intent = Some(if forward { Intent::Advance } else { Intent::Retreat });
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        intent = Some(match round.phase() {
            Phase::Defend(_) => Intent::Parry,
            _ => {
                if intent_action(Intent::Attack, &sel.cards, round, side).is_ok() {
                    Intent::Attack
                } else {
                    Intent::AdvanceAttack
                }
            }
        });
    }
    if let Some(i) = intent {
        match intent_action(i, &sel.cards, round, side) {
            Ok(action) => {
                actions.write(ActionRequested { side, action });
                sel.cards = Cards::EMPTY;
            }
            Err(why) => {
                // Let the rules say why, through the same refusal path as any request.
                if let Some(action) = fallback_action(i, &sel.cards, round) {
                    actions.write(ActionRequested { side, action });
                } else {
                    info!("{}: {why}", i.label());
                }
            }
        }
    }
}

/// An action to submit for a refusal message when the selection is not a legal action.
fn fallback_action(i: Intent, sel: &Cards, round: &Round) -> Option<Action> {
    let v = sel.distinct().next()?;
    Some(match i {
        Intent::Advance => Action::Move { dir: Dir::Forward, card: v },
        Intent::Retreat if matches!(round.phase(), Phase::Defend(_)) => Action::Retreat { card: v },
        Intent::Retreat => Action::Move { dir: Dir::Back, card: v },
        Intent::Attack => Action::Attack { value: v, count: sel.count(v) },
        Intent::Parry => Action::Parry,
        Intent::AdvanceAttack => return None,
    })
}

/// The action that moves `side` to `space`: a move in a normal turn, a retreat when
/// defending against an indirect attack.
pub fn move_to(round: &Round, side: Side, space: u8) -> Option<Action> {
    let from = round.pos(side);
    if space == from {
        return None;
    }
    let card = from.abs_diff(space);
    let towards_23 = space > from;
    let forward = (side == Side::Left) == towards_23;
    Some(match (round.phase(), forward) {
        (Phase::Defend(_), false) => Action::Retreat { card },
        (_, true) => Action::Move { dir: Dir::Forward, card },
        (_, false) => Action::Move { dir: Dir::Back, card },
    })
}

/// A click on a piste space moves the acting person's fencer there, if the rules allow.
fn click_space(
    mut clicks: MessageReader<SpaceClicked>,
    screen: Res<State<Screen>>,
    duel: Option<Res<Duel>>,
    players: Res<Players>,
    hand_over: Res<HandOver>,
    paused: Res<Paused>,
    mut sel: ResMut<Selection>,
    mut actions: MessageWriter<ActionRequested>,
) {
    let Some(duel) = duel else {
        clicks.clear();
        return;
    };
    for c in clicks.read() {
        if *screen.get() != Screen::Match {
            continue;
        }
        let Some(side) = acting_person(&duel, &players, &hand_over, &paused) else { continue };
        if let Some(action) = move_to(duel.game.round(), side, c.0) {
            actions.write(ActionRequested { side, action });
            sel.cards = Cards::EMPTY;
        }
    }
}

/// Clears the selection when the decision changes; highlights the spaces the acting
/// person can move to (with the selected card, or with any card when none is selected).
fn track_selection(
    duel: Option<Res<Duel>>,
    players: Res<Players>,
    hand_over: Res<HandOver>,
    paused: Res<Paused>,
    screen: Res<State<Screen>>,
    mut sel: ResMut<Selection>,
    mut reachable: ResMut<ReachableSpaces>,
) {
    let Some(duel) = duel else { return };
    let steps = duel.steps.len();
    if sel.at_step != steps {
        *sel = Selection { cards: Cards::EMPTY, at_step: steps };
    }
    let mut spaces = Vec::new();
    if *screen.get() == Screen::Match
        && let Some(side) = acting_person(&duel, &players, &hand_over, &paused)
    {
        let round = duel.game.round();
        let mut list = crate::rules::ActionList::new();
        round.legal_actions(&mut list);
        let from = round.pos(side);
        for a in list.iter() {
            let (card, back) = match *a {
                Action::Move { dir, card } => (card, dir == Dir::Back),
                Action::Retreat { card } => (card, true),
                _ => continue,
            };
            if !sel.cards.is_empty() && (sel.cards.len() != 1 || sel.cards.count(card) != 1) {
                continue;
            }
            let towards_23 = (side == Side::Left) != back;
            spaces.push(if towards_23 { from + card } else { from - card });
        }
    }
    spaces.sort_unstable();
    spaces.dedup();
    reachable.set_if_neq(ReachableSpaces(spaces));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .add_systems(Update, (keyboard, click_space, track_selection).chain().in_set(crate::AppSystems::Input));
}
