//! The exact endgame of `hard` and `expert`: once the draw pile is nearly empty, every
//! hidden deal consistent with the view (the opponent's hand and the pile order, each with
//! its exact probability) is enumerated and each is solved to the end of the round by
//! alpha-beta minimax; an action's value is its probability-weighted result (win 1, draw
//! ½, loss 0). The round ends soon after the last card is drawn (R6.3), so these trees are
//! small. Within one deal both players are assumed to see every card (the usual
//! determinised solver); a node limit hands the decision back to the tree search when the
//! trees grow too large.

use super::stop::Clock;
use crate::rules::matchplay::MatchRng;
use crate::rules::{Action, ActionList, Cards, MAX_VALUE, Observation, Round, RoundResult, Side};
use rand::SeedableRng;

/// Worlds beyond this count are not enumerated (the tree search decides instead).
const MAX_WORLDS: usize = 4000;

/// True when the exact endgame should be tried: a pile of at most `max_pile` cards, or
/// the last card already drawn; never under Duell D7 (no pile, long endgames).
pub(crate) fn applies(obs: &Observation, max_pile: u8) -> bool {
    !obs.rules.ten_card_deal() && (obs.draw_pile_len <= max_pile || obs.last_card_drawn_by.is_some())
}

/// Every hidden deal: (opponent hand, pile top first, probability).
pub(crate) fn worlds(obs: &Observation) -> Option<Vec<(Cards, Vec<u8>, f64)>> {
    let unseen = obs.unseen();
    let open = obs.opponent_hand;
    let h = if open.is_some() { 0 } else { obs.opponent_hand_size };
    let p = obs.draw_pile_len;
    let mut hands: Vec<(Cards, f64)> = Vec::new();
    match open {
        Some(hand) => hands.push((hand, 1.0)),
        None => {
            let total = super::view::binom(unseen.len(), h);
            if total == 0.0 {
                return None;
            }
            let mut counts = [0u8; 5];
            enum_hands(&unseen.counts(), 0, h, &mut counts, &mut |c| {
                let mut w = 1.0;
                for (i, &k) in c.iter().enumerate() {
                    w *= super::view::binom(unseen.counts()[i], k);
                }
                hands.push((Cards::from_counts(*c), w / total));
            });
        }
    }
    let mut out = Vec::new();
    for (hand, w) in hands {
        let rest = if open.is_some() { unseen } else { unseen.minus(&hand)? };
        let mut seq = Vec::with_capacity(p as usize);
        enum_piles(rest.counts(), rest.len(), p, &mut seq, w, &mut |s, pw| out.push((hand, s.to_vec(), pw)));
        if out.len() > MAX_WORLDS {
            return None;
        }
    }
    Some(out)
}

pub(crate) fn enum_hands(avail: &[u8; 5], i: usize, left: u8, cur: &mut [u8; 5], f: &mut dyn FnMut(&[u8; 5])) {
    if i == 5 {
        if left == 0 {
            f(cur);
        }
        return;
    }
    for k in 0..=avail[i].min(left) {
        cur[i] = k;
        enum_hands(avail, i + 1, left - k, cur, f);
    }
    cur[i] = 0;
}

/// Distinct ordered draws of `left` cards from the multiset `counts` (of `total` cards),
/// each with its probability times `w`.
pub(crate) fn enum_piles(
    counts: [u8; 5],
    total: u8,
    left: u8,
    seq: &mut Vec<u8>,
    w: f64,
    f: &mut dyn FnMut(&[u8], f64),
) {
    if left == 0 {
        f(seq, w);
        return;
    }
    for v in 1..=MAX_VALUE {
        let k = counts[v as usize - 1];
        if k == 0 {
            continue;
        }
        let mut c = counts;
        c[v as usize - 1] -= 1;
        seq.push(v);
        enum_piles(c, total - 1, left - 1, seq, w * k as f64 / total as f64, f);
        seq.pop();
    }
}

fn value(result: RoundResult, me: Side) -> f64 {
    match result.winner() {
        Some(w) if w == me => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// How far the exact search may go: a node count and, for a decision with a wall-clock
/// cap or one that may be called off, its clock.
struct Limit<'a> {
    nodes: u64,
    clock: Clock<'a>,
}

impl Limit<'_> {
    /// Nodes between two looks at the clock (a node costs well under a microsecond, so
    /// the deadline is overrun by a millisecond at most).
    const CLOCK_EVERY: u64 = 1024;

    /// True once `nodes` nodes are past the limit, or the deadline has passed or the stop
    /// is raised.
    fn reached(&self, nodes: u64) -> bool {
        nodes > self.nodes || (nodes.is_multiple_of(Self::CLOCK_EVERY) && self.clock.passed())
    }
}

/// Alpha-beta value of `r` for `me` with perfect information; `None` past the limit.
fn alphabeta(r: &Round, me: Side, mut alpha: f64, mut beta: f64, nodes: &mut u64, limit: &Limit) -> Option<f64> {
    if let Some(res) = r.result() {
        return Some(value(res, me));
    }
    *nodes += 1;
    if limit.reached(*nodes) {
        return None;
    }
    let actor = r.to_act()?;
    let mut list = ActionList::new();
    r.legal_actions(&mut list);
    if list.is_empty() {
        return Some(0.5);
    }
    let maximise = actor == me;
    let mut best = if maximise { f64::NEG_INFINITY } else { f64::INFINITY };
    // Attacks are listed last and end rounds soonest: try them first.
    for &a in list.iter().rev() {
        let mut child = *r;
        if child.apply(actor, a).is_err() {
            continue;
        }
        let v = alphabeta(&child, me, alpha, beta, nodes, limit)?;
        if maximise {
            best = best.max(v);
            alpha = alpha.max(v);
        } else {
            best = best.min(v);
            beta = beta.min(v);
        }
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}

/// The probability-weighted value of each action of `list` for the viewer, or `None` if
/// the worlds or the trees are too many for `node_limit` or `clock` passes first.
pub(crate) fn solve(obs: &Observation, list: &ActionList, node_limit: u64, clock: Clock) -> Option<Vec<(Action, f64)>> {
    let limit = Limit { nodes: node_limit, clock };
    let ws = worlds(obs)?;
    let me = obs.viewer;
    let mut base_rng = MatchRng::seed_from_u64(0);
    let base = obs.determinize(&mut base_rng);
    let mut values = vec![0.0; list.len()];
    let mut nodes = 0u64;
    for (hand, pile, w) in &ws {
        let world = base.with_hidden(me, *hand, pile).ok()?;
        for (i, &a) in list.iter().enumerate() {
            let mut r = world;
            r.apply(me, a).ok()?;
            values[i] += w * alphabeta(&r, me, f64::NEG_INFINITY, f64::INFINITY, &mut nodes, &limit)?;
        }
    }
    Some(list.iter().copied().zip(values).collect())
}

/// Every pair of hands of `left` and `right` cards out of `cards` (as counts per value),
/// with the chance of dealing that pair, and the counts left over for the pile:
/// `f(left hand, right hand, pile counts, chance)`.
fn hand_pairs(cards: Cards, left: u8, right: u8, f: &mut dyn FnMut([u8; 5], [u8; 5], [u8; 5], f64)) {
    let n = cards.len();
    if n < left + right {
        return;
    }
    let counts = cards.counts();
    let ways = |avail: &[u8; 5], c: &[u8; 5]| -> f64 {
        avail.iter().zip(c).map(|(&a, &k)| super::view::binom(a, k)).product()
    };
    let mut cur = [0u8; 5];
    let mut lefts: Vec<[u8; 5]> = Vec::new();
    enum_hands(&counts, 0, left, &mut cur, &mut |c| lefts.push(*c));
    for l in lefts {
        let pl = ways(&counts, &l) / super::view::binom(n, left);
        let rest: [u8; 5] = std::array::from_fn(|i| counts[i] - l[i]);
        let mut rights: Vec<[u8; 5]> = Vec::new();
        enum_hands(&rest, 0, right, &mut cur, &mut |c| rights.push(*c));
        for r in rights {
            let pr = ways(&rest, &r) / super::view::binom(n - left, right);
            f(l, r, std::array::from_fn(|i| rest[i] - r[i]), pl * pr);
        }
    }
}

/// Every deal of `cards` into a Left hand of `left` cards, a Right hand of `right` cards
/// and a draw pile (the rest, in order), each with its probability (they add up to 1):
/// `f(left hand, right hand, pile top first, probability)`.
pub(crate) fn deals(cards: Cards, left: u8, right: u8, f: &mut dyn FnMut(Cards, Cards, &[u8], f64)) {
    let len = cards.len().saturating_sub(left + right);
    hand_pairs(cards, left, right, &mut |l, r, pile, p| {
        let mut seq = Vec::with_capacity(len as usize);
        enum_piles(pile, len, len, &mut seq, p, &mut |s, q| f(Cards::from_counts(l), Cards::from_counts(r), s, q));
    });
}

/// How many deals [`deals`] makes, counted without making them (0 if the cards cannot
/// fill both hands).
pub(crate) fn deal_count(cards: Cards, left: u8, right: u8) -> f64 {
    let mut total = 0.0;
    hand_pairs(cards, left, right, &mut |_, _, pile, _| {
        // The distinct orders of the pile: a multinomial, built up value by value.
        let mut n = 0u8;
        let mut orders = 1.0;
        for k in pile {
            n += k;
            orders *= super::view::binom(n, k);
        }
        total += orders;
    });
    total
}
