//! The reflex bot of issue 4's strength targets: attack whenever possible with every
//! matching card, parry whenever possible, otherwise advance to the furthest safe space.
//! It is the yardstick `normal` must beat; it counts no cards beyond "could the opponent
//! hold this value at all".

use super::bot::Bot;
use super::view::View;
use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, ActionList, Dir, MAX_VALUE, Observation};
use rand::{RngExt, SeedableRng};

/// Plays by reflex (see the module documentation). "Safe" means that the opponent cannot
/// attack directly from the new distance with any card he could hold: the distance is
/// above 5, or every card of that value has been seen (R4.2).
pub struct ReflexBot {
    rng: MatchRng,
    list: ActionList,
}

impl ReflexBot {
    /// A reflex bot; `seed` only breaks ties among equal retreats.
    pub fn new(seed: u64) -> Self {
        ReflexBot { rng: MatchRng::seed_from_u64(seed), list: ActionList::new() }
    }
}

impl Bot for ReflexBot {
    fn name(&self) -> &str {
        "reflex"
    }

    fn decide(&mut self, obs: &Observation) -> Action {
        super::bot::legal_actions(obs, &mut self.list);
        if self.list.is_empty() {
            return Action::Parry;
        }
        let v = View::from_obs(obs);
        let dist = v.distance();
        // Parry whenever possible.
        if self.list.contains(&Action::Parry) {
            return Action::Parry;
        }
        // Attack with every matching card: the direct attack with the most cards, else the
        // indirect attack with the most cards.
        let mut attack: Option<(u8, Action)> = None;
        for &a in self.list.iter() {
            let key = match a {
                Action::Attack { count, .. } => 10 + count,
                Action::AdvanceAttack { count, .. } => count,
                _ => continue,
            };
            if attack.is_none_or(|(k, _)| key > k) {
                attack = Some((key, a));
            }
        }
        if let Some((_, a)) = attack {
            return a;
        }
        let safe = |d: u8| d > MAX_VALUE || v.unseen.count(d) == 0;
        // Advance to the furthest safe space.
        let mut best: Option<(u8, Action)> = None;
        for &a in self.list.iter() {
            if let Action::Move { dir: Dir::Forward, card } = a
                && safe(dist - card)
                && best.is_none_or(|(c, _)| card > c)
            {
                best = Some((card, a));
            }
        }
        if let Some((_, a)) = best {
            return a;
        }
        // Otherwise the smallest step back to a safe distance, or the smallest step of all.
        let mut fallback: Option<(u8, Action)> = None;
        for &a in self.list.iter() {
            let (key, ok) = match a {
                Action::Move { dir: Dir::Back, card } => (card, safe(dist + card)),
                Action::Retreat { card } => (card, true),
                Action::Move { dir: Dir::Forward, card } => (card + 10, true),
                _ => continue,
            };
            let key = if ok { key } else { key + 20 };
            if fallback.is_none_or(|(k, _)| key < k) {
                fallback = Some((key, a));
            }
        }
        fallback.map(|(_, a)| a).unwrap_or_else(|| self.list[self.rng.random_range(0..self.list.len())])
    }
}
