//! The card-counting heuristic of `beginner`, `easy` and `normal`, and the playout policy
//! of the search.
//!
//! Every legal action gets a score, an estimate of the round win chance (0..=1) after it,
//! computed from the acting player's view alone (what the observation shows):
//! - an attack wins at once unless the opponent can parry it (R5.1) or retreat from it
//!   (R5.2); the chance that he can is a hypergeometric tail over the unseen cards;
//! - a move is worth the chance that the opponent cannot hit us from the new distance on
//!   his next turn (direct attack with more cards of that value than we hold after our
//!   refill, or an indirect attack we can neither parry nor retreat from), times a
//!   positional value: advancement (the deck-out tiebreak, R6.3c2, weighs more as the pile
//!   runs low), pairs kept in hand, and attack cards for the distances the opponent must
//!   come through;
//! - an action that draws the last card is worth the deck-out tiebreak (R6.3c): cards
//!   equal to the distance, then advancement.

use super::bot::Bot;
use super::view::View;
use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, ActionList, Cards, Dir, DuellCard, Level, MAX_VALUE, Observation, Phase, Round, RuleSet};
use rand::{RngExt, SeedableRng};

/// Value of being parried and facing the riposte (the opponent acts next at close range
/// with the initiative).
const PARRIED: f64 = 0.35;

/// The value of a position in which the opponent is to act and cannot hit us, 0..=1.
fn positional(v: &View, dist: u8, hand: &Cards, my_pos: u8) -> f64 {
    let me = v.me;
    let my_adv = View::advanced(me, my_pos) as f64;
    let opp_adv = View::advanced(me.opponent(), v.opp_pos()) as f64;
    // The tiebreak by advancement matters more as the pile runs out (R6.3c2).
    let urgency = (1.0 - v.pile_len as f64 / 15.0).clamp(0.5, 1.0);
    let mut s = 0.5 + 0.03 * (my_adv - opp_adv) * urgency;
    // Pairs and triples attack and parry; singletons are for moving.
    for val in 1..=MAX_VALUE {
        let c = hand.count(val);
        if c >= 2 {
            s += 0.015 * (c - 1) as f64;
        }
    }
    // Threat: distances the opponent moves through on his way in, for which we hold cards.
    if dist > 1 {
        for step in 1..dist.min(6) {
            let e = dist - step;
            if e <= MAX_VALUE && hand.count(e) > 0 {
                s += 0.006 * hand.count(e) as f64;
            }
        }
    }
    // Near the end of the pile, cards equal to the distance win the tiebreak (R6.3c1).
    if v.rules.level.deck_out_counts_cards() && dist <= MAX_VALUE && v.pile_len <= 5 {
        s += 0.03 * hand.count(dist) as f64 * urgency;
    }
    s.clamp(0.02, 0.98)
}

/// The deck-out tiebreak (R6.3c) from the own view: the own hand ends as `hand` plus
/// `draws` unknown cards, fencers at `dist` with the own fencer on `my_pos`.
fn tiebreak(v: &View, dist: u8, hand: &Cards, draws: u8, my_pos: u8) -> f64 {
    let my_adv = View::advanced(v.me, my_pos);
    let opp_adv = View::advanced(v.me.opponent(), v.opp_pos());
    let by_position = match my_adv.cmp(&opp_adv) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    };
    if !v.rules.level.deck_out_counts_cards() || dist > MAX_VALUE {
        return by_position;
    }
    let n = hand.count(dist);
    let mut p = 0.0;
    for y in 0..=draws.min(MAX_VALUE) {
        let py = if draws == 0 { f64::from(y == 0) } else { v.p_draw_exactly(dist, draws, y) };
        if py == 0.0 {
            continue;
        }
        let mine = n + y;
        let less = 1.0 - v.p_opp_at_least(dist, mine);
        let equal = v.p_opp_exactly(dist, mine);
        p += py * (less + equal * by_position);
    }
    p
}

/// P(the opponent hits us on his next turn, R5.4) when we stand on `my_pos` at `dist`
/// holding `hand` plus `draws` unknown cards of the refill.
fn p_hit_next(v: &View, dist: u8, hand: &Cards, draws: u8, my_pos: u8) -> f64 {
    if v.opp_size == 0 {
        return 0.0;
    }
    let level = v.rules.level;
    // P(our count of `val` after the refill is below what the opponent attacks with).
    let outnumbered = |val: u8, extra: u8| -> f64 {
        let n = hand.count(val);
        let mut p = 0.0;
        for y in 0..=draws.min(MAX_VALUE) {
            let py = if draws == 0 { f64::from(y == 0) } else { v.p_draw_exactly(val, draws, y) };
            if py > 0.0 {
                p += py * v.p_opp_at_least(val, n + y + 1 + extra);
            }
        }
        p
    };
    let direct = if dist <= MAX_VALUE {
        if level == Level::Basic { v.p_opp_at_least(dist, 1) } else { outnumbered(dist, 0) }
    } else {
        0.0
    };
    let mut indirect = 0.0;
    if level.has_indirect_attack() && (2..=2 * MAX_VALUE).contains(&dist) {
        let room = View::room_behind(v.me, my_pos);
        // Retreat needs a card no larger than the room behind (R5.2, R9.5).
        let can_retreat_known = (1..=room.min(MAX_VALUE)).any(|c| hand.count(c) > 0);
        let p_no_retreat = if can_retreat_known {
            0.0
        } else if room == 0 {
            1.0
        } else {
            // The refill may still bring a small card.
            let low: u8 = (1..=room.min(MAX_VALUE)).map(|c| v.unseen.count(c)).sum();
            let pool = v.unseen.len().saturating_sub(v.opp_size);
            crate::ai::view::hyper_pmf(pool, low.min(pool), draws.min(pool), 0)
        };
        if p_no_retreat > 0.0 {
            for a in 1..dist.min(MAX_VALUE + 1) {
                let val = dist - a;
                if val == 0 || val > MAX_VALUE {
                    continue;
                }
                let extra = u8::from(a == val);
                let p = v.p_opp_at_least(a, 1) * outnumbered(val, extra);
                indirect = f64::max(indirect, p);
            }
            indirect *= p_no_retreat;
        }
    }
    1.0 - (1.0 - direct) * (1.0 - indirect)
}

/// The value of ending the own turn (move, retreat) on `my_pos` holding `left` (before
/// the refill).
fn after_my_turn(v: &View, my_pos: u8, left: &Cards) -> f64 {
    let dist = if v.me == crate::rules::Side::Left { v.opp_pos() - my_pos } else { my_pos - v.opp_pos() };
    if v.rules.ten_card_deal() {
        // Duell D7: no refill and no deck-out; an empty hand loses.
        if left.is_empty() {
            return 0.0;
        }
    }
    if v.refill_draws_last(left.len()) {
        return tiebreak(v, dist, left, v.refill_draws(left.len()), my_pos);
    }
    let draws = v.refill_draws(left.len());
    let hit = p_hit_next(v, dist, left, draws, my_pos);
    (1.0 - hit) * positional(v, dist, left, my_pos)
}

/// True if a hand can take some turn at `dist` from `pos` (R4.7).
fn can_act(v: &View, hand: &Cards, dist: u8, pos: u8) -> bool {
    let room = View::room_behind(v.me, pos);
    let back = v.rules.backward_allowed();
    (1..=MAX_VALUE).any(|c| hand.count(c) > 0 && (c <= dist || (back && c <= room)))
}

/// The heuristic's estimate of the round win chance after `a`, 0..=1 (see the module
/// documentation). `a` must be legal for the view.
pub(crate) fn score(v: &View, a: Action) -> f64 {
    let dist = v.distance();
    let level = v.rules.level;
    match a {
        Action::Move { dir, card } => {
            let mut left = v.hand;
            left.remove(card, 1);
            let pos = v.my_pos_after(dir == Dir::Forward, card);
            after_my_turn(v, pos, &left)
        }
        Action::Attack { value, count } => {
            if level == Level::Basic {
                return 1.0;
            }
            let q = v.p_opp_at_least(value, count);
            let mut left = v.hand;
            left.remove(value, count);
            let parried = if v.refill_draws_last(left.len()) {
                // R6.3a: a parried final attack goes straight to the tiebreak.
                tiebreak(v, dist, &left, v.refill_draws(left.len()), v.my_pos()) * 0.8
            } else {
                PARRIED
            };
            (1.0 - q) + q * parried
        }
        Action::AdvanceAttack { advance, value, count } => {
            let q = v.p_opp_at_least(value, count);
            let opp_room = View::room_behind(v.me.opponent(), v.opp_pos());
            let r = v.p_opp_can_retreat(opp_room);
            let hit = (1.0 - q) * (1.0 - r);
            let mut left = v.hand;
            left.remove(advance, 1);
            left.remove(value, count);
            let pos = v.my_pos_after(true, advance);
            let rest = if v.refill_draws_last(left.len()) {
                0.8 * tiebreak(v, value, &left, v.refill_draws(left.len()), pos)
            } else {
                // Parried: the riposte comes at close range; retreated from: the
                // opponent is pushed back and we advanced.
                let p_parry = q / (q + (1.0 - q) * r).max(1e-9);
                p_parry * PARRIED + (1.0 - p_parry) * (positional(v, value + 2, &left, pos) - 0.05)
            };
            hit + (1.0 - hit) * rest
        }
        Action::Parry => {
            let Phase::Defend(att) = v.phase else { return 0.0 };
            let mut left = v.hand;
            left.remove(att.value, att.count);
            if v.last_drawn {
                // R6.3a: no riposte; the tiebreak decides.
                return tiebreak(v, dist, &left, 0, v.my_pos());
            }
            if !can_act(v, &left, dist, v.my_pos()) {
                return 0.0; // R4.7 after the parry
            }
            // The riposte: attack with what is left of the distance value.
            let n = left.count(dist);
            let riposte = if n > 0 && dist <= MAX_VALUE { 1.0 - v.p_opp_at_least(dist, n) } else { 0.0 };
            0.55_f64.max(riposte + (1.0 - riposte) * PARRIED)
        }
        Action::Retreat { card } => {
            let mut left = v.hand;
            left.remove(card, 1);
            let pos = v.my_pos_after(false, card);
            if v.last_drawn {
                let d2 = dist + card;
                return tiebreak(v, d2, &left, 0, pos);
            }
            after_my_turn(v, pos, &left)
        }
    }
}

/// The best-scoring action of `list` for view `v` (first on ties), with its score.
pub(crate) fn best(v: &View, list: &[Action]) -> (Action, f64) {
    let mut best = (list[0], f64::NEG_INFINITY);
    for &a in list {
        let s = score(v, a);
        if s > best.1 {
            best = (a, s);
        }
    }
    best
}

/// The playout policy of the search: the heuristic's best action for the player to act
/// (from that player's view of the simulated round), or with probability `eps` a
/// uniformly random legal action. Returns `None` once the round is over.
#[inline]
pub(crate) fn playout_action(r: &Round, list: &mut ActionList, rng: &mut MatchRng, eps: f64) -> Option<Action> {
    let side = r.to_act()?;
    r.legal_actions(list);
    if list.is_empty() {
        return None;
    }
    if list.len() == 1 {
        return Some(list[0]);
    }
    if rng.random::<f64>() < eps {
        return Some(list[rng.random_range(0..list.len())]);
    }
    let v = View::from_round(r, side);
    Some(best(&v, list).0)
}

/// How a heuristic bot turns scores into a choice.
#[derive(Clone, Copy, Debug)]
struct Style {
    /// Softmax temperature over scores (0: always the best).
    temperature: f64,
    /// Never pick an action whose score is below this fraction of the best one (the
    /// beginner's "no obvious blunder" guard), unless nothing else is left.
    floor: f64,
}

/// `beginner`, `easy` and `normal`: the card-counting heuristic, with more or less noise.
pub struct HeuristicBot {
    name: &'static str,
    style: Style,
    rng: MatchRng,
    list: ActionList,
}

impl HeuristicBot {
    /// `normal`: always the heuristic's best action (ties to the first listed).
    pub fn normal(seed: u64) -> Self {
        Self::with("normal", Style { temperature: 0.0, floor: 0.0 }, seed)
    }

    /// `easy`: the heuristic with noise: picks by softmax over scores at temperature 0.04,
    /// never below 60% of the best score.
    pub fn easy(seed: u64) -> Self {
        Self::with("easy", Style { temperature: 0.04, floor: 0.6 }, seed)
    }

    /// `beginner`: plays sensibly but loosely (temperature 0.12), and never plays an
    /// action scoring under 75% of the best one — so it never walks into an obvious hit
    /// and never misses a sure one.
    pub fn beginner(seed: u64) -> Self {
        Self::with("beginner", Style { temperature: 0.12, floor: 0.75 }, seed)
    }

    fn with(name: &'static str, style: Style, seed: u64) -> Self {
        HeuristicBot { name, style, rng: MatchRng::seed_from_u64(seed), list: ActionList::new() }
    }

    /// The legal actions of `obs` (left in `self.list`) with the weight the style gives
    /// each (not normalised), the index of the best, and whether the best is certain (all
    /// the weight on it: `normal`, and a sure hit, which is never missed; no random number
    /// is drawn then); `None` when there is no legal action.
    fn weights(&mut self, obs: &Observation) -> Option<(Vec<f64>, usize, bool)> {
        let v = View::from_obs(obs);
        super::bot::legal_actions(obs, &mut self.list);
        if self.list.is_empty() {
            return None;
        }
        let scores: Vec<f64> = self.list.iter().map(|&a| score(&v, a)).collect();
        let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let best = scores.iter().position(|&s| s == top).unwrap_or(0);
        if top >= 0.999 || self.style.temperature == 0.0 {
            let mut w = vec![0.0; scores.len()];
            w[best] = 1.0;
            return Some((w, best, true));
        }
        let weights = scores
            .iter()
            .map(|&s| if s < top * self.style.floor { 0.0 } else { ((s - top) / self.style.temperature).exp() })
            .collect();
        Some((weights, best, false))
    }
}

impl Bot for HeuristicBot {
    fn name(&self) -> &str {
        self.name
    }

    fn decide(&mut self, obs: &Observation) -> Action {
        let Some((weights, top, sure)) = self.weights(obs) else { return Action::Parry };
        if sure {
            return self.list[top];
        }
        let total: f64 = weights.iter().sum();
        let mut x = self.rng.random::<f64>() * total;
        for (i, w) in weights.iter().enumerate() {
            x -= w;
            if x <= 0.0 && *w > 0.0 {
                return self.list[i];
            }
        }
        self.list[top]
    }

    fn policy(&mut self, obs: &Observation) -> Option<Vec<(Action, f64)>> {
        let (weights, _, _) = self.weights(obs)?;
        let total: f64 = weights.iter().sum();
        Some(self.list.iter().zip(weights).map(|(&a, w)| (a, w / total)).collect())
    }

    fn choose_duell_card(&mut self, obs: &Observation) -> crate::rules::DuellCard {
        choose_duell_card_by_playouts(obs, &mut self.rng, 60)
    }
}

/// Duell D3 (R8): the chooser (the round's starter) picks the card among D4..=D7 under
/// which `n` heuristic playouts from fresh deals, with the chooser starting, win most
/// often for it.
pub(crate) fn choose_duell_card_by_playouts(obs: &Observation, rng: &mut MatchRng, n: u32) -> DuellCard {
    let mut set = RuleSet::for_level(obs.rules.level);
    set.final_retreat_skips_card_count = obs.rules.final_retreat_skips_card_count;
    let me = obs.viewer;
    let mut list = ActionList::new();
    let mut best = (DuellCard::D6, f64::NEG_INFINITY);
    for card in DuellCard::D3_CHOICES {
        let rules = set.round_rules(Some(card));
        let mut won = 0.0;
        for _ in 0..n {
            let mut r = Round::deal(rules, me, rng);
            while let Some(side) = r.to_act() {
                match playout_action(&r, &mut list, rng, 0.1) {
                    Some(a) if r.apply(side, a).is_ok() => {}
                    _ => break,
                }
            }
            won += match r.result().and_then(|x| x.winner()) {
                Some(w) if w == me => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        if won > best.1 {
            best = (card, won);
        }
    }
    best.0
}
