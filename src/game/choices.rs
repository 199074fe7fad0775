//! One model of what the person may do now: built once per decision from the rules'
//! legal actions (`rules::Round::legal_actions`), each with the space the fencer ends on
//! (`rules::Round::destination`), and the rules' reason for every other action the hand
//! could ask for (`rules::Round::check`). The action buttons, the keys, the piste clicks,
//! the highlighted spaces and the parry prompt all look their answer up here; nothing in
//! the UI decides what is legal, and nothing is submitted just to learn why not.

use super::table::Table;
use crate::lang::{Lang, terms};
use crate::rules::{Action, ActionList, Cards, Dir, MatchPhase, Phase, RuleError, Side, VALUES};
use crate::tr;
use bevy::prelude::*;

/// An action the person may ask for, with what the rules say of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// The action.
    pub action: Action,
    /// The space the person's fencer stands on after it, 1..=23 (`None`: off the piste).
    pub to: Option<u8>,
    /// Which way the fencer goes: +1 towards space 23, -1 towards space 1, 0 not at all
    /// (`rules::Action::heading`).
    pub heading: i8,
    /// The cards it plays from the hand.
    pub cards: Cards,
    /// `Ok` when the rules allow it now; otherwise their reason.
    pub verdict: Result<(), RuleError>,
}

/// What the person deciding now may do. Empty when no person is to act in a round.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Choices {
    /// The person deciding and the decision (the match's step number) this is for.
    pub decision: Option<(Side, usize)>,
    /// The distance between the fencers, 1..=22 (what an attack's cards must equal).
    pub distance: u8,
    /// True while the person answers an attack (R5).
    pub defending: bool,
    /// The person's hand.
    pub hand: Cards,
    /// Whether the round's rules have the indirect attack, advance and attack (R3, R4.3:
    /// Advanced only); without it no Advance & attack is offered.
    pub indirect_attack: bool,
    /// Every action the hand could ask for: the legal ones first, in the rules' order.
    pub all: Vec<Choice>,
}

impl Choices {
    /// The legal actions.
    pub fn legal(&self) -> impl Iterator<Item = &Choice> {
        self.all.iter().filter(|c| c.verdict.is_ok())
    }

    /// What the rules say of `action`: `Ok` with the choice when it is legal, else the
    /// reason (an action the hand cannot ask for at all says which cards it lacks).
    pub fn verdict(&self, action: Action) -> Result<&Choice, RuleError> {
        match self.all.iter().find(|c| c.action == action) {
            Some(c) => c.verdict.map(|()| c),
            None => Err(self.missing_cards(action)),
        }
    }

    /// The legal move (or retreat) that ends on `space`, if any: what a click on the
    /// piste asks for.
    pub fn move_to(&self, space: u8) -> Option<Action> {
        self.legal().find(|c| c.to == Some(space) && c.heading != 0 && !c.action.is_attack()).map(|c| c.action)
    }

    /// The move (or retreat) with `card` heading `heading` (+1 towards 23, -1 towards 1):
    /// what an arrow key asks for; legal or not (its verdict says).
    pub fn move_with(&self, card: u8, heading: i8) -> Option<&Choice> {
        let moving = |c: &&Choice| {
            matches!(c.action, Action::Move { card: v, .. } | Action::Retreat { card: v } if v == card)
                && c.heading == heading
        };
        self.legal().find(moving).or_else(|| self.all.iter().find(moving))
    }

    /// The spaces a legal move reaches, with any card or, when `selected` holds exactly
    /// one card, with that card.
    pub fn reachable(&self, selected: &Cards) -> Vec<u8> {
        let mut spaces: Vec<u8> = self
            .legal()
            .filter(|c| c.heading != 0 && !c.action.is_attack())
            .filter(|c| selected.is_empty() || (selected.len() == 1 && c.cards == *selected))
            .filter_map(|c| c.to)
            .collect();
        spaces.sort_unstable();
        spaces.dedup();
        spaces
    }

    /// The legal advance-and-attack readings of the `selected` cards (R4.3): one card to
    /// advance with, the others to attack with. Two cards of different values whose sum
    /// is the distance read both ways (advance 5 and attack with a 3, or advance 3 and
    /// attack with a 5); the person chooses the step.
    pub fn readings(&self, selected: &Cards) -> Vec<&Choice> {
        self.legal().filter(|c| matches!(c.action, Action::AdvanceAttack { .. }) && c.cards == *selected).collect()
    }

    /// The card values that take part in some legal action.
    pub fn usable_values(&self) -> Cards {
        let mut values = Cards::EMPTY;
        for c in self.legal() {
            for v in c.cards.distinct() {
                if values.count(v) == 0 {
                    values.add(v);
                }
            }
        }
        values
    }
}

impl Choices {
    /// The reason for an action whose cards the hand does not hold (every action the hand
    /// holds the cards for is among [`Choices::all`]): the first value it lacks.
    fn missing_cards(&self, action: Action) -> RuleError {
        let wanted = action.cards(None);
        let short = wanted.distinct().find(|v| wanted.count(*v) > self.hand.count(*v));
        match short {
            Some(value) => RuleError::NotInHand { value, need: wanted.count(value), have: self.hand.count(value) },
            // Only a parry plays no card of its own: without an attack there is nothing to parry.
            None => RuleError::NoAttackToAnswer,
        }
    }

    /// The action `intent` means with the `selected` cards: the action, or the reason it
    /// cannot be played now. What the action buttons and the Enter key ask. `step` is the
    /// card value (1..=5) the person chose to advance with, for an advance and attack whose
    /// cards read two ways (the first card picked, or the reading chosen on the hand panel);
    /// the other reading is played only when that one is not legal.
    pub fn for_intent(&self, intent: Intent, selected: &Cards, step: Option<u8>) -> Result<Action, Refusal> {
        let values: Vec<u8> = selected.distinct().collect();
        let judged = |a: Action| self.verdict(a).map(|_| a).map_err(Refusal::Rule);
        match intent {
            Intent::Parry => judged(Action::Parry),
            Intent::Advance | Intent::Retreat => {
                if selected.len() != 1 {
                    return Err(Refusal::PickOneToMove);
                }
                let card = values[0];
                judged(match intent {
                    Intent::Retreat if self.defending => Action::Retreat { card },
                    Intent::Retreat => Action::Move { dir: Dir::Back, card },
                    _ => Action::Move { dir: Dir::Forward, card },
                })
            }
            Intent::Attack => match values[..] {
                [v] => judged(Action::Attack { value: v, count: selected.count(v) }),
                _ => Err(Refusal::PickAttackCards { distance: self.distance }),
            },
            Intent::AdvanceAttack => {
                // The readings of the selection: one card to advance, the rest to attack with.
                let readings: Vec<Action> = self
                    .all
                    .iter()
                    .filter(|c| matches!(c.action, Action::AdvanceAttack { .. }) && c.cards == *selected)
                    .map(|c| c.action)
                    .collect();
                let legal = |a: &&Action| self.verdict(**a).is_ok();
                let chosen = |a: &&Action| matches!(a, Action::AdvanceAttack { advance, .. } if Some(*advance) == step);
                let found = readings
                    .iter()
                    .find(|a| legal(a) && chosen(a))
                    .or_else(|| readings.iter().find(legal))
                    .or(readings.first());
                match found {
                    Some(a) => judged(*a),
                    None => Err(Refusal::PickAdvanceAttack),
                }
            }
        }
    }
}

/// What an action button (or the Enter key) asks for; the selected cards fill it in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intent {
    Advance,
    Retreat,
    Attack,
    AdvanceAttack,
    Parry,
}

impl Intent {
    /// The button's label: "Advance", "Advance & attack".
    pub fn label(self, lang: &Lang) -> String {
        lang.get(match self {
            Intent::Advance => "intent-advance",
            Intent::Retreat => "intent-retreat",
            Intent::Attack => "intent-attack",
            Intent::AdvanceAttack => "intent-advance-attack",
            Intent::Parry => "intent-parry",
        })
    }
}

/// Why the picked cards do not make the action asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refuse the action the cards make.
    Rule(RuleError),
    /// A move takes exactly one card (R4.1).
    PickOneToMove,
    /// An attack takes cards of one value, the distance (1..=22; R4.2).
    PickAttackCards { distance: u8 },
    /// An advance and attack takes one card to advance and the cards to attack with (R4.3).
    PickAdvanceAttack,
    /// No move with `card` (1..=5) goes the way an arrow key asked.
    NoMoveThatWay { card: u8 },
}

impl Refusal {
    /// The reason in words, naming its rule where the rules refuse.
    pub fn text(&self, lang: &Lang) -> String {
        match *self {
            Refusal::Rule(e) => terms::rule_error(lang, &e),
            Refusal::PickOneToMove => lang.get("pick-one-to-move"),
            Refusal::PickAttackCards { distance } => tr!(lang, "pick-attack-cards", distance = distance),
            Refusal::PickAdvanceAttack => lang.get("pick-advance-attack"),
            Refusal::NoMoveThatWay { card } => tr!(lang, "pick-no-move-that-way", card = card),
        }
    }
}

/// Every action `hand` could ask for: moves both ways, retreats, attacks with 1..=n cards
/// of a value, advance-and-attack with every pair of values, and the parry.
fn candidates(hand: &Cards) -> Vec<Action> {
    let mut out = vec![Action::Parry];
    for v in VALUES.into_iter().filter(|v| hand.count(*v) > 0) {
        out.push(Action::Move { dir: Dir::Forward, card: v });
        out.push(Action::Move { dir: Dir::Back, card: v });
        out.push(Action::Retreat { card: v });
        for count in 1..=hand.count(v) {
            out.push(Action::Attack { value: v, count });
        }
        for value in VALUES.into_iter().filter(|w| hand.count(*w) > 0) {
            let most = hand.count(value) - u8::from(value == v);
            for count in 1..=most {
                out.push(Action::AdvanceAttack { advance: v, value, count });
            }
        }
    }
    out
}

/// Rebuilds [`Choices`] when the decision changes: for the person who must act in a round
/// being played, from the rules; empty otherwise.
pub fn build_choices(table: Table, turn: Res<super::Turn>, mut choices: ResMut<Choices>) {
    // The person deciding in the round being played (under a hot-seat curtain too, so that
    // the choices are ready when they take the screen); nobody before a network match has
    // started.
    let decision = table.view().and_then(|v| {
        turn.decider
            .filter(|_| v.match_state.match_phase == MatchPhase::Playing)
            .map(|side| (side, v.match_state.steps))
    });
    if choices.decision == decision && !table.changed() && !turn.is_changed() {
        return;
    }
    let Some((side, _)) = decision else {
        choices.set_if_neq(Choices::default());
        return;
    };
    // The live match as the rules hold it; in network play, where the draw pile and the
    // other hand are the server's, a round dealt from what the person knows (R7): the
    // person's own actions, where they lead and why others are refused depend on nothing
    // else, so any such deal gives the same choices.
    let round = match table.current() {
        Some(game) => *game.round(),
        None => match table.view() {
            Some(view) => view.observation(side).determinize_seeded(0),
            None => {
                choices.set_if_neq(Choices::default());
                return;
            }
        },
    };
    let round = &round;
    let mut list = ActionList::new();
    round.legal_actions(&mut list);
    let hand = *round.hand(side);
    let pending = match round.phase() {
        Phase::Defend(att) => Some(att),
        _ => None,
    };
    let choice = |action: Action| Choice {
        action,
        to: round.destination(side, action),
        heading: action.heading(side),
        cards: action.cards(pending),
        verdict: round.check(side, action),
    };
    let mut all: Vec<Choice> = list.iter().map(|a| choice(*a)).collect();
    for a in candidates(&hand) {
        if !list.contains(&a) {
            all.push(choice(a));
        }
    }
    let indirect_attack = round.rules().level.has_indirect_attack();
    let distance = round.distance();
    choices.set_if_neq(Choices { decision, distance, defending: pending.is_some(), hand, indirect_attack, all });
}
