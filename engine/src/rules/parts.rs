//! A match split the way a table holds it (R7): what every player sees ([`MatchPublic`]),
//! each player's own hand, and what only the referee knows ([`RefereeSecrets`]: the order
//! of the draw pile, cards set aside under Duell D7, the randomness of later deals). The
//! game keeps the public parts and the hands where its views read them and the secrets
//! where no view can, and joins them back into a [`Match`] to apply an action.

use super::action::Played;
use super::cards::{Cards, DrawPile};
use super::matchplay::{Match, MatchPhase, MatchRng};
use super::observation::Observation;
use super::round::{EMPTY_PLAYED, MAX_HISTORY, Phase, Round};
use super::ruleset::{DuellCard, RoundRules, RuleSet};
use super::{DECK_SIZE, PISTE_LEN, Side};

/// What every player sees of the round in play (R7.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPublic {
    /// The round's rules (level, hand size, Duell special card).
    pub rules: RoundRules,
    /// The fencers' spaces, 1..=23, indexed by [`Side::index`], left < right (R1.4).
    pub positions: [u8; 2],
    /// Every card played this round (R2.4).
    pub discard: Cards,
    /// The top card of the discard pile, 1..=5.
    pub discard_top: Option<u8>,
    /// Cards left in the draw pile, 0..=25.
    pub draw_pile_len: u8,
    /// Who acts next (the defender while an attack waits, R5).
    pub to_act: Side,
    /// A normal turn, an attack to answer, or the end of the round.
    pub phase: Phase,
    /// Who drew the last card of the pile, once that has happened (R6.3).
    pub last_drawer: Option<Side>,
    /// The round's actions so far, in order (at most 25).
    pub played: Vec<Played>,
}

/// What every player sees of the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchPublic {
    /// The match's rules.
    pub rules: RuleSet,
    /// Scores, indexed by [`Side::index`], 0..=target.
    pub scores: [u8; 2],
    /// The current round's number, from 1.
    pub round_number: u32,
    /// Who started (or will start) the current round (R2.3).
    pub starter: Side,
    /// The current round's Duell special card (R8).
    pub duell_card: Option<DuellCard>,
    /// Where the match stands.
    pub phase: MatchPhase,
    /// Who lost the match on the clock, if it ended so ([`Match::lost_on_time`]).
    pub out_of_time: Option<Side>,
    /// The round in play (the last one while a D3 choice is pending).
    pub round: RoundPublic,
}

/// What only the referee knows: the seed, the generator of later deals and special cards,
/// the order of the draw pile and the cards set aside (R7.2). It has no accessors: nothing
/// can be read from it, it can only be joined back into a [`Match`].
#[derive(Clone, Debug, PartialEq)]
pub struct RefereeSecrets {
    seed: u64,
    rng: MatchRng,
    special_deck: [DuellCard; 8],
    special_left: u8,
    pile: DrawPile,
    set_aside: Cards,
}

/// A match taken apart: see [`Match::to_parts`].
#[derive(Clone, Debug, PartialEq)]
pub struct MatchParts {
    /// What every player sees.
    pub public: MatchPublic,
    /// Each player's hand, indexed by [`Side::index`] (each private to its owner, R7.2).
    pub hands: [Cards; 2],
    /// What only the referee knows.
    pub secrets: RefereeSecrets,
}

/// Parts that do not make a match: what is wrong, in words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the parts of the match do not fit together: {0}")]
pub struct PartsError(pub String);

impl Match {
    /// The match taken apart into what the table shows, the hands and the referee's
    /// secrets. [`Match::from_parts`] joins them back into the same match.
    pub fn to_parts(&self) -> MatchParts {
        let r = &self.round;
        MatchParts {
            public: MatchPublic {
                rules: self.rules,
                scores: self.scores,
                round_number: self.round_number,
                starter: self.starter,
                duell_card: self.duell_card,
                phase: self.phase,
                out_of_time: self.out_of_time,
                round: RoundPublic {
                    rules: r.rules,
                    positions: r.pos,
                    discard: r.discard,
                    discard_top: r.discard_top(),
                    draw_pile_len: r.pile.len(),
                    to_act: r.to_act,
                    phase: r.phase,
                    last_drawer: r.last_drawer,
                    played: r.history().to_vec(),
                },
            },
            hands: r.hands,
            secrets: RefereeSecrets {
                seed: self.seed,
                rng: self.rng.clone(),
                special_deck: self.special_deck,
                special_left: self.special_left,
                pile: r.pile,
                set_aside: r.set_aside,
            },
        }
    }

    /// Joins parts back into a match: the inverse of [`Match::to_parts`].
    ///
    /// # Errors
    /// [`PartsError`] when the parts cannot be one match: a space off the piste or the
    /// fencers not left of each other (R1.1, R1.4), cards that are not the 25 of the deck
    /// (R1.2), a pile count that is not the secret pile's, a top card not in the discard
    /// pile, more than 25 actions in the round, or a score past the target plus one (D2, R8).
    pub fn from_parts(public: &MatchPublic, hands: [Cards; 2], secrets: &RefereeSecrets) -> Result<Match, PartsError> {
        let r = &public.round;
        let bad = |why: String| Err(PartsError(why));
        let [left, right] = r.positions;
        if !(1..=PISTE_LEN).contains(&left) || !(1..=PISTE_LEN).contains(&right) || left >= right {
            return bad(format!("the fencers stand on spaces {left} and {right} (R1.1, R1.4)"));
        }
        if r.draw_pile_len != secrets.pile.len() {
            return bad(format!(
                "the table shows {} cards in the draw pile, the pile holds {}",
                r.draw_pile_len,
                secrets.pile.len()
            ));
        }
        let all = hands[0].plus(&hands[1]).plus(&r.discard).plus(&secrets.pile.contents()).plus(&secrets.set_aside);
        if all != Cards::FULL_DECK {
            return bad(format!(
                "the hands, the piles and the cards set aside hold {all}, not the 25 cards of the deck (R1.2)"
            ));
        }
        if let Some(top) = r.discard_top
            && r.discard.count(top) == 0
        {
            return bad(format!("the top of the discard pile is a {top}, which is not in the discard pile"));
        }
        if let Some(late) = public.out_of_time
            && public.phase != (MatchPhase::Over { winner: late.opponent() })
        {
            return bad(format!(
                "{late} ran out of time, but the match is not over with {} the winner",
                late.opponent()
            ));
        }
        if r.played.len() > MAX_HISTORY {
            return bad(format!("{} actions in one round; a round has at most {MAX_HISTORY}", r.played.len()));
        }
        if public.scores.iter().any(|s| *s > public.rules.target_score.saturating_add(1)) {
            return bad(format!("the scores {:?} are beyond the target {}", public.scores, public.rules.target_score));
        }
        let mut history = [EMPTY_PLAYED; MAX_HISTORY];
        history[..r.played.len()].copy_from_slice(&r.played);
        let round = Round {
            rules: r.rules,
            pos: r.positions,
            hands,
            pile: secrets.pile,
            discard: r.discard,
            discard_top: r.discard_top.unwrap_or(0),
            set_aside: secrets.set_aside,
            to_act: r.to_act,
            phase: r.phase,
            last_drawer: r.last_drawer,
            history,
            history_len: r.played.len() as u8,
        };
        Ok(Match {
            rules: public.rules,
            seed: secrets.seed,
            rng: secrets.rng.clone(),
            scores: public.scores,
            round_number: public.round_number,
            starter: public.starter,
            duell_card: public.duell_card,
            special_deck: secrets.special_deck,
            special_left: secrets.special_left,
            round,
            phase: public.phase,
            out_of_time: public.out_of_time,
        })
    }
}

impl Observation {
    /// `viewer`'s view of a match taken apart ([`super::MatchPublic`] and the hands): the
    /// same view as [`Observation::of`], from what the table shows and the hands alone.
    pub fn from_public(public: &MatchPublic, hands: [Cards; 2], viewer: Side) -> Observation {
        // Both hands known: the other hand is seen whole, and the rules decide what of it
        // the viewer's observation shows (R7.2).
        let other = hands[viewer.opponent().index()];
        Observation::from_seen(
            public,
            viewer,
            hands[viewer.index()],
            SeenHand { size: other.len(), cards: Some(other) },
        )
    }

    /// `viewer`'s view of a match from what that player alone is told (R7): the public
    /// state, the player's own hand, and of the other hand its size and, where R7 shows
    /// them (Duell D4's open hands, a round that is over), its cards. This is what a
    /// player at another computer builds its view from; with the other hand known it is
    /// the same view as [`Observation::from_public`].
    pub fn from_seen(public: &MatchPublic, viewer: Side, own: Cards, opponent: SeenHand) -> Observation {
        let r = &public.round;
        let mut hands = [Cards::EMPTY; 2];
        hands[viewer.index()] = own;
        hands[viewer.opponent().index()] = opponent.cards.unwrap_or(Cards::EMPTY);
        let held = own.len() + opponent.size + r.discard.len() + r.draw_pile_len;
        let set_aside_len = (DECK_SIZE as u8).saturating_sub(held);
        let mut obs = Observation::assemble(
            viewer,
            r.rules,
            r.positions,
            hands,
            r.draw_pile_len,
            (r.discard, r.discard_top),
            set_aside_len,
            (r.phase, r.to_act, r.last_drawer),
            (public.scores, public.rules.target_score),
        );
        obs.opponent_hand_size = opponent.size;
        if opponent.cards.is_none() {
            obs.opponent_hand = None;
        }
        // At most 25 actions fit in a round (R1.2); a longer list is cut, not trusted.
        let _ = obs.set_history(&r.played[..r.played.len().min(MAX_HISTORY)]);
        obs
    }
}

/// What a player is told of the other fencer's hand (R7.2): its size always, its cards
/// only under Duell D4 (open hands) or once the round is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SeenHand {
    /// Cards in that hand, 0..=12.
    pub size: u8,
    /// The cards, where the player may see them.
    pub cards: Option<Cards>,
}
