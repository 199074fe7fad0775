//! A player's view of the game (R7): everything public plus the viewer's own hand, and
//! nothing private of the opponent — except under Duell D4 (open hands), and the hands
//! revealed once a round is over. The AI decides from this alone.

use super::Side;
use super::action::{MAX_ACTIONS, Played};
use super::cards::{Cards, DrawPile, VALUES};
use super::round::{MAX_HISTORY, Phase, Round};
use super::ruleset::RoundRules;
use rand::Rng;
use rand::seq::SliceRandom;

const _: () = assert!(MAX_ACTIONS >= 40);

/// What one player may know (R7.1 public information, plus their own hand, R7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Observation {
    /// Whose view this is.
    pub viewer: Side,
    /// The rules of the round, the Duell card included (public).
    pub rules: RoundRules,
    /// Left's space, 1..=23.
    pub left_pos: u8,
    /// Right's space, 1..=23.
    pub right_pos: u8,
    /// The viewer's own hand.
    pub hand: Cards,
    /// Number of cards in the opponent's hand, 0..=10.
    pub opponent_hand_size: u8,
    /// The opponent's hand, only under Duell D4 (open hands) or once the round is over.
    pub opponent_hand: Option<Cards>,
    /// Cards left in the draw pile, 0..=25 (R2.4).
    pub draw_pile_len: u8,
    /// Every card played this round (R2.4: all were seen being played).
    pub discard: Cards,
    /// The top of the discard pile, 1..=5.
    pub discard_top: Option<u8>,
    /// Number of cards set aside unseen (Duell D7), otherwise 0.
    pub set_aside_len: u8,
    /// The phase, with the pending attack when defending.
    pub phase: Phase,
    /// Who acts now (`None` once the round is over).
    pub to_act: Option<Side>,
    /// Who drew the last card, once that happened (R6.3).
    pub last_card_drawn_by: Option<Side>,
    /// Match scores, indexed by [`Side::index`].
    pub scores: [u8; 2],
    /// Score that wins the match.
    pub target_score: u8,
    history: [Played; MAX_HISTORY],
    history_len: u8,
}

impl Observation {
    /// `viewer`'s view of `round`, with the match `scores` and `target_score`.
    pub fn of(round: &Round, viewer: Side, scores: [u8; 2], target_score: u8) -> Observation {
        let mut obs = Observation::assemble(
            viewer,
            round.rules,
            round.pos,
            round.hands,
            round.pile.len(),
            (round.discard, round.discard_top()),
            round.set_aside.len(),
            (round.phase, round.to_act, round.last_drawer),
            (scores, target_score),
        );
        obs.history = round.history;
        obs.history_len = round.history_len;
        obs
    }

    /// The one place that decides what `viewer` sees: the opponent's hand only under Duell
    /// D4 (open hands) or once the round is over (R7.2, R8).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn assemble(
        viewer: Side,
        rules: RoundRules,
        pos: [u8; 2],
        hands: [Cards; 2],
        draw_pile_len: u8,
        (discard, discard_top): (Cards, Option<u8>),
        set_aside_len: u8,
        (phase, to_act, last_card_drawn_by): (Phase, Side, Option<Side>),
        (scores, target_score): ([u8; 2], u8),
    ) -> Observation {
        let opp = viewer.opponent();
        let over = matches!(phase, Phase::Over(_));
        let reveal = rules.open_hands() || over;
        let to_act = (!over).then_some(to_act);
        Observation {
            viewer,
            rules,
            left_pos: pos[0],
            right_pos: pos[1],
            hand: hands[viewer.index()],
            opponent_hand_size: hands[opp.index()].len(),
            opponent_hand: reveal.then_some(hands[opp.index()]),
            draw_pile_len,
            discard,
            discard_top,
            set_aside_len,
            phase,
            to_act,
            last_card_drawn_by,
            scores,
            target_score,
            history: [super::round::EMPTY_PLAYED; MAX_HISTORY],
            history_len: 0,
        }
    }

    /// The public history of the round, oldest first.
    pub fn history(&self) -> &[Played] {
        &self.history[..self.history_len as usize]
    }

    /// Replaces the public history of the round (oldest first): for views built from
    /// their parts rather than from a [`Round`], as the bot protocol does. The caller keeps
    /// the other fields consistent with it (the discard pile holds the cards it played).
    ///
    /// # Errors
    /// A sentence if there are more than 25 entries (every action plays a card, R1.2).
    pub fn set_history(&mut self, history: &[Played]) -> Result<(), String> {
        if history.len() > MAX_HISTORY {
            return Err(format!("{} actions in one round; at most {MAX_HISTORY} fit (R1.2)", history.len()));
        }
        self.history[..history.len()].copy_from_slice(history);
        self.history_len = history.len() as u8;
        Ok(())
    }

    /// Distance between the fencers, 1..=22.
    pub fn distance(&self) -> u8 {
        self.right_pos - self.left_pos
    }

    /// The viewer's own space.
    pub fn my_pos(&self) -> u8 {
        if self.viewer == Side::Left { self.left_pos } else { self.right_pos }
    }

    /// Cards the viewer has not seen: the opponent's hand (unless open), the draw pile and
    /// the set-aside cards, as one multiset.
    pub fn unseen(&self) -> Cards {
        let seen = self.hand.plus(&self.discard).plus(&self.opponent_hand.unwrap_or(Cards::EMPTY));
        Cards::FULL_DECK.minus(&seen).unwrap_or(Cards::EMPTY)
    }

    /// A full round consistent with this view: the opponent's hand (when hidden), the pile
    /// order and the set-aside cards are sampled uniformly from [`Self::unseen`], from a
    /// generator seeded with `seed` (the same seed, the same round). Everything the viewer
    /// knows is kept exactly. This is how the AI guesses without peeking (R7.2), and how a
    /// practice position is dealt anew from what the player knew.
    pub fn determinize_seeded(&self, seed: u64) -> Round {
        use rand::SeedableRng;
        self.determinize(&mut rand_pcg::Pcg64Mcg::seed_from_u64(seed))
    }

    /// [`Self::determinize`] with `rng`.
    pub fn determinize<R: Rng + ?Sized>(&self, rng: &mut R) -> Round {
        let mut unseen = [0u8; 25];
        let mut n = 0;
        let pool = self.unseen();
        for v in VALUES {
            for _ in 0..pool.count(v) {
                unseen[n] = v;
                n += 1;
            }
        }
        let unseen = &mut unseen[..n];
        unseen.shuffle(rng);
        let mut it = unseen.iter().copied();
        let opp_hand = match self.opponent_hand {
            Some(h) => h,
            None => {
                let mut h = Cards::EMPTY;
                for _ in 0..self.opponent_hand_size {
                    if let Some(c) = it.next() {
                        h.add(c);
                    }
                }
                h
            }
        };
        let mut pile_cards = [0u8; 25];
        let mut pile_len = 0;
        for c in it.by_ref().take(self.draw_pile_len as usize) {
            pile_cards[pile_len] = c;
            pile_len += 1;
        }
        let mut set_aside = Cards::EMPTY;
        for c in it {
            set_aside.add(c);
        }
        let mut hands = [Cards::EMPTY; 2];
        hands[self.viewer.index()] = self.hand;
        hands[self.viewer.opponent().index()] = opp_hand;
        Round {
            rules: self.rules,
            pos: [self.left_pos, self.right_pos],
            hands,
            pile: DrawPile::from_top_first(&pile_cards[..pile_len]).unwrap_or_default(),
            discard: self.discard,
            discard_top: self.discard_top.unwrap_or(0),
            set_aside,
            to_act: self.to_act.unwrap_or(self.viewer),
            phase: self.phase,
            last_drawer: self.last_card_drawn_by,
            history: self.history,
            history_len: self.history_len,
        }
    }
}
