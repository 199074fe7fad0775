//! Card counting: one player's knowledge of a round (R7) and the probabilities the bots
//! reason with — which values the opponent can still hold, and how likely he holds at
//! least k of a value (a hypergeometric tail over the unseen cards).
//!
//! A [`View`] is built from an [`Observation`] (the bots) or from a simulated [`Round`]
//! for the side to act (the search's playouts); either way it holds only what that player
//! may know: the own hand, positions, pile size, every card played and the opponent's
//! hand size (his hand itself only under open hands, Duell D4).

use crate::rules::{Cards, Observation, Phase, Round, RoundRules, Side};
use crate::rules::{LEFT_START, MAX_VALUE, PISTE_LEN, RIGHT_START};

/// Binomial coefficients C(n, k) for n, k in 0..=25, as f64 (exact: C(25, 12) < 2^53).
const BINOM: [[f64; 26]; 26] = {
    let mut t = [[0.0; 26]; 26];
    let mut n = 0;
    while n < 26 {
        t[n][0] = 1.0;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    t
};

/// C(n, k), 0 when k > n.
#[inline]
pub(crate) fn binom(n: u8, k: u8) -> f64 {
    if k > n || n > 25 { 0.0 } else { BINOM[n as usize][k as usize] }
}

/// Hypergeometric probability: drawing `n` of `big_n` cards of which `big_k` are marked,
/// exactly `x` marked cards are drawn.
#[inline]
pub(crate) fn hyper_pmf(big_n: u8, big_k: u8, n: u8, x: u8) -> f64 {
    if x > big_k || x > n || n - x > big_n.saturating_sub(big_k) || n > big_n {
        return 0.0;
    }
    binom(big_k, x) * binom(big_n - big_k, n - x) / binom(big_n, n)
}

/// P(at least `k` marked cards) when drawing `n` of `big_n` cards of which `big_k` are
/// marked.
#[inline]
pub(crate) fn hyper_at_least(big_n: u8, big_k: u8, n: u8, k: u8) -> f64 {
    if k == 0 {
        return 1.0;
    }
    let mut p = 0.0;
    let mut x = k;
    while x <= big_k.min(n) {
        p += hyper_pmf(big_n, big_k, n, x);
        x += 1;
    }
    p
}

/// What one player knows of a round, in the form the heuristics read it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct View {
    /// The player whose knowledge this is.
    pub me: Side,
    pub rules: RoundRules,
    /// Positions indexed by [`Side::index`], 1..=23.
    pub pos: [u8; 2],
    /// The own hand.
    pub hand: Cards,
    /// The opponent's hand size, 0..=10.
    pub opp_size: u8,
    /// The opponent's hand when it is public (Duell D4).
    pub opp_hand: Option<Cards>,
    /// Cards this player has not seen: the opponent's hidden hand, the pile, the cards set
    /// aside (Duell D7).
    pub unseen: Cards,
    /// Cards left in the draw pile, 0..=25.
    pub pile_len: u8,
    pub phase: Phase,
    /// True once the last card of the pile has been drawn (R6.3).
    pub last_drawn: bool,
}

impl View {
    /// The view of the player an [`Observation`] belongs to.
    pub fn from_obs(o: &Observation) -> View {
        View {
            me: o.viewer,
            rules: o.rules,
            pos: [o.left_pos, o.right_pos],
            hand: o.hand,
            opp_size: o.opponent_hand_size,
            opp_hand: o.opponent_hand,
            unseen: o.unseen(),
            pile_len: o.draw_pile_len,
            phase: o.phase,
            last_drawn: o.last_card_drawn_by.is_some(),
        }
    }

    /// `side`'s view of a (simulated) round: only what `side` may know (R7).
    #[inline]
    pub fn from_round(r: &Round, side: Side) -> View {
        let hand = *r.hand(side);
        let opp = r.hand(side.opponent());
        let open = r.rules().open_hands();
        let mut seen = hand.plus(r.discard());
        if open {
            seen = seen.plus(opp);
        }
        View {
            me: side,
            rules: *r.rules(),
            pos: [r.pos(Side::Left), r.pos(Side::Right)],
            hand,
            opp_size: opp.len(),
            opp_hand: open.then_some(*opp),
            unseen: Cards::FULL_DECK.minus(&seen).unwrap_or(Cards::EMPTY),
            pile_len: r.draw_pile().len(),
            phase: r.phase(),
            last_drawn: r.last_card_drawn_by().is_some(),
        }
    }

    /// Distance between the fencers, 1..=22 (R1.4).
    #[inline]
    pub fn distance(&self) -> u8 {
        self.pos[1] - self.pos[0]
    }

    /// How far `side` has advanced from its starting space (R6.3c2), 0..=21.
    #[inline]
    pub fn advanced(side: Side, pos: u8) -> u8 {
        match side {
            Side::Left => pos - LEFT_START,
            Side::Right => RIGHT_START - pos,
        }
    }

    /// Free spaces behind a fencer on `pos` (how far it can move back, R4.1).
    #[inline]
    pub fn room_behind(side: Side, pos: u8) -> u8 {
        match side {
            Side::Left => pos - 1,
            Side::Right => PISTE_LEN - pos,
        }
    }

    /// The own position.
    #[inline]
    pub fn my_pos(&self) -> u8 {
        self.pos[self.me.index()]
    }

    /// The opponent's position.
    #[inline]
    pub fn opp_pos(&self) -> u8 {
        self.pos[self.me.opponent().index()]
    }

    /// The own position after moving `spaces` forward (towards the opponent) or back.
    #[inline]
    pub fn my_pos_after(&self, forward: bool, spaces: u8) -> u8 {
        let p = self.my_pos();
        if forward == (self.me == Side::Left) { p + spaces } else { p - spaces }
    }

    /// Cards that could be in the opponent's hand, and how many there are to choose from.
    #[inline]
    fn opp_pool(&self) -> (u8, u8) {
        (self.unseen.len(), self.opp_size)
    }

    /// P(the opponent holds at least `k` cards of value `v`), from the unseen cards (or
    /// exactly, when his hand is open). 0 for a value outside 1..=5.
    #[inline]
    pub fn p_opp_at_least(&self, v: u8, k: u8) -> f64 {
        if v == 0 || v > MAX_VALUE {
            return if k == 0 { 1.0 } else { 0.0 };
        }
        if let Some(h) = self.opp_hand {
            return if h.count(v) >= k { 1.0 } else { 0.0 };
        }
        let (n, h) = self.opp_pool();
        hyper_at_least(n, self.unseen.count(v), h, k)
    }

    /// P(the opponent holds exactly `x` cards of value `v`).
    #[inline]
    pub fn p_opp_exactly(&self, v: u8, x: u8) -> f64 {
        if v == 0 || v > MAX_VALUE {
            return if x == 0 { 1.0 } else { 0.0 };
        }
        if let Some(h) = self.opp_hand {
            return if h.count(v) == x { 1.0 } else { 0.0 };
        }
        let (n, h) = self.opp_pool();
        hyper_pmf(n, self.unseen.count(v), h, x)
    }

    /// P(the opponent holds at least one card of value at most `room`): whether he can
    /// retreat from an indirect attack with `room` free spaces behind him (R5.2, R9.5).
    #[inline]
    pub fn p_opp_can_retreat(&self, room: u8) -> f64 {
        if self.opp_size == 0 || room == 0 || !self.rules.backward_allowed() {
            return 0.0;
        }
        if let Some(h) = self.opp_hand {
            return if (1..=room.min(MAX_VALUE)).any(|v| h.count(v) > 0) { 1.0 } else { 0.0 };
        }
        let low: u8 = (1..=room.min(MAX_VALUE)).map(|v| self.unseen.count(v)).sum();
        let (n, h) = self.opp_pool();
        1.0 - hyper_pmf(n, low, h, 0)
    }

    /// P(that `draws` cards drawn from the unseen cards hold exactly `y` of value `v`):
    /// what the own refill brings (approximately: the opponent's hidden hand is part of
    /// the unseen cards but cannot be drawn).
    #[inline]
    pub fn p_draw_exactly(&self, v: u8, draws: u8, y: u8) -> f64 {
        let pool = self.unseen.len().saturating_sub(if self.opp_hand.is_some() { 0 } else { self.opp_size });
        let k = self.unseen.count(v).min(pool);
        if draws > pool {
            return if y == 0 { 1.0 } else { 0.0 };
        }
        hyper_pmf(pool, k, draws, y)
    }

    /// Cards the own refill would draw after the hand is down to `left` cards (R4.6).
    #[inline]
    pub fn refill_draws(&self, left: u8) -> u8 {
        self.rules.hand_size.saturating_sub(left).min(self.pile_len)
    }

    /// True if a refill after the hand is down to `left` cards draws the last card of the
    /// pile (R6.3, R9.3).
    #[inline]
    pub fn refill_draws_last(&self, left: u8) -> bool {
        self.pile_len > 0 && self.rules.hand_size.saturating_sub(left) >= self.pile_len
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypergeometric_sums_to_one_and_matches_small_cases() {
        let s: f64 = (0..=5).map(|x| hyper_pmf(20, 5, 5, x)).sum();
        assert!((s - 1.0).abs() < 1e-12);
        // One marked card among 2, draw 1: one half.
        assert!((hyper_at_least(2, 1, 1, 1) - 0.5).abs() < 1e-12);
        // Three marked cards can never give four.
        assert_eq!(hyper_at_least(10, 3, 5, 4), 0.0);
        assert_eq!(binom(25, 12), 5_200_300.0);
    }
}
