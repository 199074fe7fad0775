//! The coach (a setting, off by default): before a person plays an action that the `hard`
//! search rates a blunder — one that costs at least 25 points of round-win chance against
//! the best action, judged from that person's own view only (R7) — the action is held
//! back and a one-line warning says why and what it leaves, with "play it anyway". The
//! ranking is computed off the frame as soon as the person is to decide
//! (`super::hint::coach_rank`); until it is ready nothing is held back.

use crate::ai::HintEntry;
use crate::lang::Lang;
use crate::rules::{Action, Dir, Observation, Side};
use crate::tr;
use bevy::prelude::*;

/// A decision that costs at least this much round-win chance (0..=1) is a blunder.
pub const BLUNDER: f64 = 0.25;

/// One ranked action of the person, with what it leaves in words.
#[derive(Debug, Clone, PartialEq)]
pub struct Rated {
    pub action: Action,
    /// The estimated chance to win the round after it, 0..=1.
    pub chance: f64,
    /// Why it is risky, from what the person can see.
    pub reason: Risk,
}

/// What an action leaves, from what the person can see ([`reason`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Risk {
    /// An attack with `count` cards of `value` (1..=5): the other fencer may hold `count`
    /// of the `unseen` cards of that value to parry it (R5.1).
    Parryable { value: u8, count: u8, unseen: u8 },
    /// An attack of `count` × `value` that cannot be parried from what is unseen.
    Attack { value: u8, count: u8 },
    /// The parry.
    Parry,
    /// A move that leaves the fencers `distance` (1..=5) spaces apart: a card the other
    /// fencer may hold, `unseen` of them unseen (R4.2).
    InReach { distance: u8, unseen: u8 },
    /// A move that leaves a distance of `distance` spaces (more than 5, or a card value
    /// the other fencer cannot hold).
    Distance { distance: u8 },
    /// A move with `left` (0..=2) cards left in the draw pile: at its end the cards equal to
    /// the distance, then how far each fencer advanced, decide the round (R6.3).
    PileEnd { left: u8 },
    /// Nothing to say.
    Nothing,
}

impl Risk {
    /// The risk in words, from the person's point of view ("this leaves you 2 spaces from
    /// a fencer who may hold a 2 (3 unseen, R4.2)"); empty for [`Risk::Nothing`].
    pub fn text(&self, lang: &Lang) -> String {
        match *self {
            Risk::Parryable { value, count, unseen } => {
                tr!(lang, "risk-parryable", value = value, count = count, unseen = unseen)
            }
            Risk::Attack { value, count } => tr!(lang, "risk-attack", value = value, count = count),
            Risk::Parry => lang.get("risk-parry"),
            Risk::InReach { distance, unseen } => tr!(lang, "risk-in-reach", distance = distance, unseen = unseen),
            Risk::Distance { distance } => tr!(lang, "risk-distance", distance = distance),
            Risk::PileEnd { left } => tr!(lang, "risk-pile-end", left = left),
            Risk::Nothing => String::new(),
        }
    }
}

/// The warning shown now; the action was not played.
#[derive(Debug, Clone, PartialEq)]
pub struct CoachWarning {
    pub step: usize,
    pub side: Side,
    pub action: Action,
    pub chance: f64,
    pub best: Action,
    pub best_chance: f64,
    pub reason: Risk,
    /// Why the best action is better, from what the person can see.
    pub best_reason: Risk,
}

/// The coach's state.
#[derive(Resource, Debug, Default)]
pub struct Coach {
    /// The setting (`Settings::coach`).
    pub enabled: bool,
    /// The person's actions rated for the decision at step `.0`, of side `.1`, best first.
    pub ranking: Option<(usize, Side, Vec<Rated>)>,
    /// The warning shown now.
    pub warning: Option<CoachWarning>,
    /// An action the person chose to play anyway, at step `.0`.
    pub confirmed: Option<(usize, Side, Action)>,
    /// Warnings given in this run of the game.
    pub warnings_given: u32,
}

impl Coach {
    /// Judges `side`'s `action` at step `step` before the rules apply it: `true` to play
    /// it; `false` when it is a blunder not yet confirmed (the warning is then set).
    pub fn judge(&mut self, step: usize, side: Side, action: Action) -> bool {
        if !self.enabled || self.confirmed == Some((step, side, action)) {
            return true;
        }
        let Some((at, who, rated)) = &self.ranking else { return true };
        if *at != step || *who != side {
            return true;
        }
        let (Some(best), Some(chosen)) = (rated.first(), rated.iter().find(|r| r.action == action)) else {
            return true;
        };
        if best.chance - chosen.chance < BLUNDER {
            return true;
        }
        self.warning = Some(CoachWarning {
            step,
            side,
            action,
            chance: chosen.chance,
            best: best.action,
            best_chance: best.chance,
            reason: chosen.reason,
            best_reason: best.reason,
        });
        self.warnings_given += 1;
        false
    }
}

/// The ranked actions of `obs`'s viewer, each with what it leaves in words.
pub fn rate(obs: &Observation, entries: &[HintEntry]) -> Vec<Rated> {
    entries.iter().map(|e| Rated { action: e.action, chance: e.win_chance, reason: reason(obs, e.action) }).collect()
}

/// What an action leaves, in words, from what the viewer can see: the distance it leaves
/// and how many cards of that value are unseen (R4.2: a card equal to the distance
/// attacks), or for an attack how many cards the other fencer may hold to parry it (R5.1).
pub fn reason(obs: &Observation, action: Action) -> Risk {
    let unseen = obs.unseen();
    let d = obs.right_pos.abs_diff(obs.left_pos);
    let left = |n: u8| match action {
        Action::Move { dir: Dir::Forward, card } => Some(n.saturating_sub(card)),
        Action::Move { dir: Dir::Back, card } | Action::Retreat { card } => Some(n + card),
        _ => None,
    };
    match action {
        Action::Attack { value, count } | Action::AdvanceAttack { value, count, .. } => {
            let n = unseen.count(value);
            if n >= count { Risk::Parryable { value, count, unseen: n } } else { Risk::Attack { value, count } }
        }
        Action::Parry => Risk::Parry,
        // Near the end of the pile the end decides, not the reach.
        _ if obs.draw_pile_len <= 2 && obs.last_card_drawn_by.is_none() => Risk::PileEnd { left: obs.draw_pile_len },
        _ => match left(d) {
            Some(nd) if (1..=5).contains(&nd) && unseen.count(nd) > 0 => {
                Risk::InReach { distance: nd, unseen: unseen.count(nd) }
            }
            Some(nd) => Risk::Distance { distance: nd },
            None => Risk::Nothing,
        },
    }
}

/// The coach's gate ([`super::vet::Vet`]): a person's blunder is held back until it is
/// confirmed (the warning is set on [`Coach`]).
pub fn coach_gate(mut review: ResMut<super::vet::UnderReview>, table: super::table::Table, mut coach: ResMut<Coach>) {
    let Some(steps) = table.view().map(|v| v.match_state.steps) else { return };
    let super::messages::ActionRequested { side, action } = review.request;
    if !coach.judge(steps, side, action) {
        review.verdict = super::vet::Verdict::Refused;
    }
}

/// Adds the coach's gate to [`super::vet::Vet`], in its advice, where the coach is.
pub(crate) fn plugin(app: &mut App) {
    use super::vet::{Vet, VetSet, still_approved};
    app.add_systems(Vet, coach_gate.in_set(VetSet::Advice).run_if(still_approved.and_then(resource_exists::<Coach>)));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rated(action: Action, chance: f64) -> Rated {
        Rated { action, chance, reason: Risk::InReach { distance: 2, unseen: 3 } }
    }

    fn coach() -> Coach {
        let best = Action::Attack { value: 4, count: 1 };
        let fair = Action::Move { dir: Dir::Forward, card: 1 };
        let blunder = Action::Move { dir: Dir::Forward, card: 2 };
        Coach {
            enabled: true,
            ranking: Some((7, Side::Left, vec![rated(best, 0.9), rated(fair, 0.7), rated(blunder, 0.3)])),
            ..Coach::default()
        }
    }

    #[test]
    fn a_blunder_is_held_back_until_confirmed() {
        let mut c = coach();
        let blunder = Action::Move { dir: Dir::Forward, card: 2 };
        assert!(!c.judge(7, Side::Left, blunder));
        let w = c.warning.clone().expect("a warning");
        assert_eq!((w.action, w.best), (blunder, Action::Attack { value: 4, count: 1 }));
        assert!((w.chance - 0.3).abs() < 1e-9 && (w.best_chance - 0.9).abs() < 1e-9);
        assert_eq!(
            w.reason.text(&Lang::default()),
            "this leaves you 2 spaces from a fencer who may hold a 2 (3 unseen, R4.2)"
        );
        assert_eq!(c.warnings_given, 1);
        // Play it anyway: confirmed for this step, it goes through.
        c.confirmed = Some((7, Side::Left, blunder));
        assert!(c.judge(7, Side::Left, blunder));
    }

    #[test]
    fn only_a_blunder_of_the_rated_decision_is_held_back() {
        let mut c = coach();
        // Costs 20 points: not a blunder.
        assert!(c.judge(7, Side::Left, Action::Move { dir: Dir::Forward, card: 1 }));
        // Another step, another side, or the coach off: nothing is held back.
        assert!(c.judge(8, Side::Left, Action::Move { dir: Dir::Forward, card: 2 }));
        assert!(c.judge(7, Side::Right, Action::Move { dir: Dir::Forward, card: 2 }));
        c.enabled = false;
        assert!(c.judge(7, Side::Left, Action::Move { dir: Dir::Forward, card: 2 }));
        assert!(c.warning.is_none());
    }
}
