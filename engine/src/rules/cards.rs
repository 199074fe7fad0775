//! Card values, hands as multisets, and the draw pile (R1.2, R2.2, R4.6).
//!
//! A hand is stored as a count per value rather than a list: the rules never depend on
//! the order of cards in hand, and counts make legal-action generation and the AI's
//! card counting a handful of array reads. Everything here is `Copy` and allocation-free.

use super::{COPIES_PER_VALUE, DECK_SIZE, MAX_VALUE};
use rand::Rng;
use rand::seq::SliceRandom;

impl TryFrom<[u8; 5]> for Cards {
    type Error = String;

    fn try_from(counts: [u8; 5]) -> Result<Cards, String> {
        Cards::try_from_counts(counts).ok_or_else(|| format!("card counts {counts:?} add up to more than 255 cards"))
    }
}

impl From<Cards> for [u8; 5] {
    fn from(cards: Cards) -> [u8; 5] {
        cards.counts()
    }
}

/// The card values in ascending order (R1.2).
pub const VALUES: [u8; 5] = [1, 2, 3, 4, 5];

/// True when `v` is a card value (1..=5, R1.2).
#[inline]
pub const fn is_value(v: u8) -> bool {
    v >= 1 && v <= MAX_VALUE
}

/// A multiset of card values 1..=5: a hand, the discard pile's contents, or the cards set
/// aside under Duell D7. Holds at most 255 cards of a value (the deck has 5).
///
/// Serialized as the five counts of values 1..=5; reading counts that add up to more than
/// 255 cards is an error, not a wrapped total.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "[u8; 5]", into = "[u8; 5]")]
pub struct Cards {
    /// `counts[v]` is the number of cards of value `v`; `counts[0]` caches the total, which
    /// the rules ask for after every draw.
    counts: [u8; 6],
}

impl Cards {
    /// No cards.
    pub const EMPTY: Cards = Cards { counts: [0; 6] };

    /// The whole deck: five of each value (R1.2).
    pub const FULL_DECK: Cards = Cards::from_counts([COPIES_PER_VALUE; 5]);

    /// Builds a multiset from card values. Returns `None` if a value is outside 1..=5.
    pub fn from_values(values: &[u8]) -> Option<Cards> {
        let mut c = Cards::EMPTY;
        for &v in values {
            if !is_value(v) {
                return None;
            }
            c.counts[v as usize] = c.counts[v as usize].checked_add(1)?;
            c.counts[0] = c.counts[0].checked_add(1)?;
        }
        Some(c)
    }

    /// Builds a multiset from counts per value: `counts[0]` is the number of 1s … `counts[4]`
    /// the number of 5s.
    pub const fn from_counts(counts: [u8; 5]) -> Cards {
        let total = counts[0] + counts[1] + counts[2] + counts[3] + counts[4];
        Cards { counts: [total, counts[0], counts[1], counts[2], counts[3], counts[4]] }
    }

    /// The multiset with these counts of values 1..=5, or `None` when they add up to more
    /// than 255 cards (what a file or a network message may claim).
    pub fn try_from_counts(counts: [u8; 5]) -> Option<Cards> {
        let total = counts.iter().try_fold(0u8, |t, &c| t.checked_add(c))?;
        Some(Cards { counts: [total, counts[0], counts[1], counts[2], counts[3], counts[4]] })
    }

    /// How many cards of value `v` (0 for a value outside 1..=5).
    #[inline]
    pub fn count(&self, v: u8) -> u8 {
        if is_value(v) { self.counts[v as usize] } else { 0 }
    }

    /// The counts of values 1..=5, in that order.
    pub fn counts(&self) -> [u8; 5] {
        [self.counts[1], self.counts[2], self.counts[3], self.counts[4], self.counts[5]]
    }

    /// Total number of cards.
    #[inline]
    pub fn len(&self) -> u8 {
        self.counts[0]
    }

    /// True when there are no cards.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// True when at least `k` cards of value `v` are held.
    #[inline]
    pub fn has(&self, v: u8, k: u8) -> bool {
        self.count(v) >= k
    }

    /// Adds one card of value `v` (1..=5; other values are ignored).
    #[inline]
    pub fn add(&mut self, v: u8) {
        if is_value(v) {
            self.counts[v as usize] += 1;
            self.counts[0] += 1;
        }
    }

    /// Adds `k` cards of value `v` (1..=5; other values are ignored).
    #[inline]
    pub fn add_n(&mut self, v: u8, k: u8) {
        if is_value(v) {
            self.counts[v as usize] += k;
            self.counts[0] += k;
        }
    }

    /// Removes `k` cards of value `v`. Returns false, changing nothing, if fewer are held.
    #[inline]
    pub fn remove(&mut self, v: u8, k: u8) -> bool {
        if self.has(v, k) {
            self.counts[v as usize] -= k;
            self.counts[0] -= k;
            true
        } else {
            false
        }
    }

    /// The cards in ascending order, as a vector (for display and serialisation; not for
    /// the hot path).
    pub fn to_vec(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len() as usize);
        for v in VALUES {
            for _ in 0..self.counts[v as usize] {
                out.push(v);
            }
        }
        out
    }

    /// The values held at least once, ascending.
    pub fn distinct(&self) -> impl Iterator<Item = u8> + '_ {
        VALUES.into_iter().filter(|&v| self.counts[v as usize] > 0)
    }

    /// The multiset sum `self + other`.
    pub fn plus(&self, other: &Cards) -> Cards {
        let mut c = *self;
        for i in 0..6 {
            c.counts[i] += other.counts[i];
        }
        c
    }

    /// The multiset difference `self - other`, or `None` if `other` is not contained in
    /// `self`.
    pub fn minus(&self, other: &Cards) -> Option<Cards> {
        let mut c = *self;
        for i in 0..6 {
            c.counts[i] = c.counts[i].checked_sub(other.counts[i])?;
        }
        Some(c)
    }
}

impl std::fmt::Display for Cards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("[")?;
        let mut first = true;
        for v in self.to_vec() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            write!(f, "{v}")?;
        }
        f.write_str("]")
    }
}

/// The face-down draw pile (R2.2): an ordered stack of at most 25 cards. Drawing takes the
/// top card. Fixed-size so that copying a round for simulation never allocates.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct DrawPile {
    /// `cards[..len]`; the top of the pile is `cards[len - 1]`.
    cards: [u8; DECK_SIZE],
    len: u8,
}

impl Default for DrawPile {
    fn default() -> Self {
        DrawPile { cards: [0; DECK_SIZE], len: 0 }
    }
}

impl std::fmt::Debug for DrawPile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "DrawPile(top first: {:?})", self.top_first())
    }
}

impl DrawPile {
    /// A pile from card values listed top card first (the scenario format's order).
    /// Returns `None` if there are more than 25 cards or a value is outside 1..=5.
    pub fn from_top_first(values: &[u8]) -> Option<DrawPile> {
        if values.len() > DECK_SIZE || values.iter().any(|&v| !super::cards::is_value(v)) {
            return None;
        }
        let mut p = DrawPile::default();
        for (i, &v) in values.iter().rev().enumerate() {
            p.cards[i] = v;
        }
        p.len = values.len() as u8;
        Some(p)
    }

    /// A pile holding `cards` in an order shuffled by `rng`.
    pub fn shuffled<R: Rng + ?Sized>(cards: &Cards, rng: &mut R) -> DrawPile {
        let mut p = DrawPile::default();
        for v in VALUES {
            for _ in 0..cards.count(v) {
                p.cards[p.len as usize] = v;
                p.len += 1;
            }
        }
        p.cards[..p.len as usize].shuffle(rng);
        p
    }

    /// Number of cards left (0..=25). Public information (R2.4).
    #[inline]
    pub fn len(&self) -> u8 {
        self.len
    }

    /// True when no card is left.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Takes the top card, or `None` if the pile is empty.
    #[inline]
    pub fn draw(&mut self) -> Option<u8> {
        if self.len == 0 {
            None
        } else {
            self.len -= 1;
            Some(self.cards[self.len as usize])
        }
    }

    /// The cards top first (private information, R7.2: for tests, saves and scenarios).
    pub fn top_first(&self) -> Vec<u8> {
        self.cards[..self.len as usize].iter().rev().copied().collect()
    }

    /// Puts a card of value `give` where the pile holds a card of value `take` (the pile's
    /// order is hidden, R7.2: for building a round consistent with what a player saw).
    /// False, changing nothing, when the pile holds no `take`.
    pub fn exchange(&mut self, take: u8, give: u8) -> bool {
        match self.cards[..self.len as usize].iter().position(|&v| v == take) {
            Some(i) => {
                self.cards[i] = give;
                true
            }
            None => false,
        }
    }

    /// The pile's contents as a multiset.
    pub fn contents(&self) -> Cards {
        let mut c = Cards::EMPTY;
        for &v in &self.cards[..self.len as usize] {
            c.add(v);
        }
        c
    }
}
