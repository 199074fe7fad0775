//! One round ("bout"): the state, legal actions, and `apply`, which resolves an action and
//! everything that follows it automatically — refills (R4.6), the defence (R5), a player
//! left with no legal action (R4.7) and every end of the round (R6).
//!
//! The state is a fixed-size `Copy` value (about 200 bytes) and no action allocates, so
//! the AI can copy and simulate rounds by the million.

use super::action::{Action, ActionList, Attack, Dir, Played};
use super::cards::{Cards, DrawPile, VALUES, is_value};
use super::error::RuleError;
use super::ruleset::{Level, RoundRules};
use super::{DECK_SIZE, LEFT_START, MAX_VALUE, PISTE_LEN, RIGHT_START, Side};
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

/// Why a round was won (R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WinReason {
    /// An attack could not be parried (R5.4), a Basic attack (R4.2), or the Basic
    /// last-chance attack (R6.3b).
    Hit,
    /// The loser had no legal action at the start of a turn (R4.7).
    NoLegalAction,
    /// The draw pile ran out and the winner held more cards equal to the distance (R6.3c1).
    DeckOutCards,
    /// The draw pile ran out and the winner had advanced further (R6.3c2).
    DeckOutPosition,
}

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RoundResult {
    Won {
        winner: Side,
        reason: WinReason,
    },
    /// Deck-out with equal cards and equal advancement (R6.3c3).
    Draw,
}

impl RoundResult {
    /// The winner, if any.
    pub fn winner(&self) -> Option<Side> {
        match *self {
            RoundResult::Won { winner, .. } => Some(winner),
            RoundResult::Draw => None,
        }
    }
}

/// Where the round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The player to act takes a normal turn (after a parry: the parrier's turn, R5.3).
    Turn,
    /// The player to act must answer this attack (R5).
    Defend(Attack),
    /// The round has ended.
    Over(RoundResult),
}

/// How a round ended, with the facts that decided it (R5.4, R4.7, R6.3): what an observer
/// needs to tell it without reading the round back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RoundEnding {
    /// Who won and why, or a draw.
    pub result: RoundResult,
    /// The distance between the fencers at the end, 1..=22.
    pub distance: u8,
    /// For a hit: the attack that hit; `None` for the last-chance attack of Basic (R6.3b)
    /// and for every other ending.
    pub hit_by: Option<Attack>,
    /// Cards equal to the distance in each hand at the end, indexed by `Side::index`
    /// (the deck-out count, R6.3c1).
    pub cards_at_distance: [u8; 2],
    /// How far each fencer advanced from its starting space (R6.3c2).
    pub advancement: [u8; 2],
    /// At the end of the draw pile: whether the cards equal to the distance were counted
    /// before the advancement (R6.3c1: Standard and Advanced, unless the round ended on a
    /// retreat and the option skips the count). An ending by advancement then means the
    /// counts were even.
    #[serde(default)]
    pub cards_counted: bool,
}

/// What one successful `apply` did, for whoever shows it (scene, sound, log).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepReport {
    /// Who acted.
    pub who: Side,
    /// The action as played (for a parry, see `parried`).
    pub action: Action,
    /// For a parry: the attack that was parried.
    pub parried: Option<Attack>,
    /// Cards the actor drew in the refill that followed (R4.6), 0..=10.
    pub drawn: u8,
    /// Set when this action drew the last card of the pile (R6.3).
    pub drew_last_card: bool,
    /// Set when the action ended the round.
    pub result: Option<RoundResult>,
}

/// The most actions a round can hold: every action plays at least one of the 25 cards.
pub const MAX_HISTORY: usize = DECK_SIZE;

/// The complete state of one round, private information included. Players see it through
/// [`super::Observation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Round {
    pub(crate) rules: RoundRules,
    /// Positions on the piste, indexed by [`Side::index`], in 1..=23 with left < right.
    pub(crate) pos: [u8; 2],
    pub(crate) hands: [Cards; 2],
    pub(crate) pile: DrawPile,
    pub(crate) discard: Cards,
    /// The top of the discard pile (0: empty).
    pub(crate) discard_top: u8,
    pub(crate) set_aside: Cards,
    pub(crate) to_act: Side,
    pub(crate) phase: Phase,
    /// Who drew the last card of the pile, once that has happened (R6.3).
    pub(crate) last_drawer: Option<Side>,
    pub(crate) history: [Played; MAX_HISTORY],
    pub(crate) history_len: u8,
}

/// The parts of a round position, as scenario files and tests describe one. Cards in
/// neither hand nor the pile are in the discard pile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub rules: RoundRules,
    /// Left's space, 1..=23.
    pub left_pos: u8,
    /// Right's space, 1..=23, greater than `left_pos`.
    pub right_pos: u8,
    pub left_hand: Cards,
    pub right_hand: Cards,
    /// The draw pile, top card first.
    pub draw_pile: Vec<u8>,
    /// Who takes the next (normal) turn.
    pub to_act: Side,
}

pub(crate) const EMPTY_PLAYED: Played = Played { who: Side::Left, action: Action::Parry };

impl Round {
    /// Sets up a round (R2.2): fencers on 1 and 23, the 25 cards shuffled with `rng`, each
    /// player dealt the hand size (under D7: 10 each and 5 set aside, no pile), and
    /// `starter` to act.
    pub fn deal<R: Rng + ?Sized>(rules: RoundRules, starter: Side, rng: &mut R) -> Round {
        let mut pile = DrawPile::shuffled(&Cards::FULL_DECK, rng);
        let mut hands = [Cards::EMPTY; 2];
        let per_hand = rules.hand_size.min(12);
        for hand in hands.iter_mut() {
            for _ in 0..per_hand {
                if let Some(c) = pile.draw() {
                    hand.add(c);
                }
            }
        }
        let mut set_aside = Cards::EMPTY;
        if rules.ten_card_deal() {
            while let Some(c) = pile.draw() {
                set_aside.add(c);
            }
        }
        Round::opening(rules, starter, hands, pile, set_aside)
    }

    /// Builds a round at a given position (scenarios, tests, puzzles). The remaining cards
    /// of the deck form the discard pile. R4.7 is judged for the player to act at once.
    ///
    /// # Errors
    /// A sentence naming the problem: a position outside 1..=23, both fencers on one
    /// space or left not left of right (R1.4), a card value outside 1..=5, more than five
    /// cards of a value (R1.2), or a hand larger than the hand size.
    pub fn from_position(p: &Position) -> Result<Round, String> {
        for (name, pos) in [("left_pos", p.left_pos), ("right_pos", p.right_pos)] {
            if !(1..=PISTE_LEN).contains(&pos) {
                return Err(format!("{name} is {pos}, outside the piste (spaces 1..=23, R1.1)"));
            }
        }
        if p.left_pos == p.right_pos {
            return Err(format!("both fencers are on space {} (R1.4)", p.left_pos));
        }
        if p.left_pos > p.right_pos {
            return Err(format!(
                "the left fencer (space {}) must be left of the right fencer (space {}) (R1.4)",
                p.left_pos, p.right_pos
            ));
        }
        let pile = DrawPile::from_top_first(&p.draw_pile).ok_or_else(|| {
            if p.draw_pile.len() > DECK_SIZE {
                format!("the draw pile has {} cards; the deck has 25 (R1.2)", p.draw_pile.len())
            } else {
                "the draw pile holds a card value outside 1..=5 (R1.2)".to_string()
            }
        })?;
        if p.rules.ten_card_deal() && !p.draw_pile.is_empty() {
            return Err("under Duell D7 nobody draws: the draw pile must be empty (R8)".to_string());
        }
        for (name, hand) in [("left_hand", &p.left_hand), ("right_hand", &p.right_hand)] {
            if hand.len() > p.rules.hand_size {
                return Err(format!(
                    "{name} holds {} cards, more than the hand size {} (R2.2)",
                    hand.len(),
                    p.rules.hand_size
                ));
            }
        }
        let used = p.left_hand.plus(&p.right_hand).plus(&pile.contents());
        for v in VALUES {
            if used.count(v) > super::COPIES_PER_VALUE {
                return Err(format!(
                    "{} cards of value {v} in hands and draw pile; the deck has five (R1.2)",
                    used.count(v)
                ));
            }
        }
        let discard = Cards::FULL_DECK.minus(&used).unwrap_or(Cards::EMPTY);
        let mut round = Round {
            rules: p.rules,
            pos: [p.left_pos, p.right_pos],
            hands: [p.left_hand, p.right_hand],
            pile,
            discard,
            discard_top: 0,
            set_aside: Cards::EMPTY,
            to_act: p.to_act,
            phase: Phase::Turn,
            last_drawer: None,
            history: [EMPTY_PLAYED; MAX_HISTORY],
            history_len: 0,
        };
        round.judge_no_legal_action();
        Ok(round)
    }

    /// A round at its deal (R2.2) with these hands, this draw pile and these cards set
    /// aside (Duell D7), `starter` to act: for building a deal consistent with what a
    /// player saw (the bot protocol). R4.7 is judged for the starter at once.
    ///
    /// # Errors
    /// A sentence if the cards are not the 25 of the deck or a hand is larger than the
    /// hand size.
    pub fn dealt_as(
        rules: RoundRules,
        starter: Side,
        hands: [Cards; 2],
        pile: DrawPile,
        set_aside: Cards,
    ) -> Result<Round, String> {
        if hands.iter().any(|h| h.len() > rules.hand_size) {
            return Err(format!("a hand holds more than the hand size {} (R2.2)", rules.hand_size));
        }
        if hands[0].plus(&hands[1]).plus(&pile.contents()).plus(&set_aside) != Cards::FULL_DECK {
            return Err("the hands, the pile and the cards set aside are not the 25 cards of the deck (R1.2)".into());
        }
        Ok(Round::opening(rules, starter, hands, pile, set_aside))
    }

    /// The round just dealt: both fencers on their starting spaces, `starter` to act, no
    /// discard pile yet; R4.7 judged for the starter at once.
    fn opening(rules: RoundRules, starter: Side, hands: [Cards; 2], pile: DrawPile, set_aside: Cards) -> Round {
        let mut round = Round {
            rules,
            pos: [LEFT_START, RIGHT_START],
            hands,
            pile,
            discard: Cards::EMPTY,
            discard_top: 0,
            set_aside,
            to_act: starter,
            phase: Phase::Turn,
            last_drawer: None,
            history: [EMPTY_PLAYED; MAX_HISTORY],
            history_len: 0,
        };
        round.judge_no_legal_action();
        round
    }

    /// Rearranges hidden cards so that `side`'s hand holds `want`: each missing card is
    /// exchanged with a card of that value from the draw pile, the cards set aside or,
    /// failing those, from the other hand — never one of `keep`, the cards the other hand must go on holding. The
    /// hands keep their sizes and nothing public changes (R7.2): for building a round
    /// consistent with what a player saw. False when a value is nowhere to be had (the
    /// round may be partly rearranged then).
    pub fn exchange_hidden(&mut self, side: Side, want: &Cards, keep: &Cards) -> bool {
        let (me, other) = (side.index(), side.opponent().index());
        for v in want.distinct() {
            while self.hands[me].count(v) < want.count(v) {
                // A card of the hand that is not wanted goes the other way.
                let Some(give) = self.hands[me].distinct().find(|g| self.hands[me].count(*g) > want.count(*g)) else {
                    return false;
                };
                if self.pile.exchange(v, give) {
                    self.hands[me].remove(give, 1);
                    self.hands[me].add(v);
                } else if self.set_aside.count(v) > 0 {
                    self.set_aside.remove(v, 1);
                    self.set_aside.add(give);
                    self.hands[me].remove(give, 1);
                    self.hands[me].add(v);
                } else if self.hands[other].count(v) > keep.count(v) {
                    self.hands[other].remove(v, 1);
                    self.hands[other].add(give);
                    self.hands[me].remove(give, 1);
                    self.hands[me].add(v);
                } else {
                    return false;
                }
            }
        }
        true
    }

    // ----- reading the state -------------------------------------------------------

    /// The rules of this round.
    pub fn rules(&self) -> &RoundRules {
        &self.rules
    }

    /// A fencer's space, 1..=23.
    #[inline]
    pub fn pos(&self, side: Side) -> u8 {
        self.pos[side.index()]
    }

    /// Distance between the fencers, `right_pos - left_pos`, 1..=22 (R1.4).
    #[inline]
    pub fn distance(&self) -> u8 {
        super::distance(self.pos)
    }

    /// A player's hand (private, R7.2).
    #[inline]
    pub fn hand(&self, side: Side) -> &Cards {
        &self.hands[side.index()]
    }

    /// The draw pile (its order is private, R7.2; its size is public).
    pub fn draw_pile(&self) -> &DrawPile {
        &self.pile
    }

    /// Every card played this round (public: all were seen being played, R2.4).
    pub fn discard(&self) -> &Cards {
        &self.discard
    }

    /// The top card of the discard pile, 1..=5, if any.
    pub fn discard_top(&self) -> Option<u8> {
        (self.discard_top != 0).then_some(self.discard_top)
    }

    /// Cards set aside unseen (Duell D7), otherwise empty.
    pub fn set_aside(&self) -> &Cards {
        &self.set_aside
    }

    /// The phase of the round.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Who must act now, or `None` once the round is over.
    #[inline]
    pub fn to_act(&self) -> Option<Side> {
        match self.phase {
            Phase::Over(_) => None,
            _ => Some(self.to_act),
        }
    }

    /// The result, once the round is over.
    #[inline]
    pub fn result(&self) -> Option<RoundResult> {
        match self.phase {
            Phase::Over(r) => Some(r),
            _ => None,
        }
    }

    /// True once the round has ended.
    #[inline]
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// The facts of the round's end, once it is over.
    pub fn ending(&self) -> Option<RoundEnding> {
        let result = self.result()?;
        let dist = self.distance();
        let hit_by = match result {
            // The winner's attack hit if the round ended on it; a hit that is not the
            // last action is the Basic last-chance attack (R6.3b), made by the rules.
            RoundResult::Won { winner, reason: WinReason::Hit } => match self.history().last() {
                Some(p) if p.who == winner => match p.action {
                    Action::Attack { value, count } => Some(Attack { value, count, indirect: false }),
                    Action::AdvanceAttack { value, count, .. } => Some(Attack { value, count, indirect: true }),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        Some(RoundEnding {
            result,
            distance: dist,
            hit_by,
            cards_at_distance: Side::BOTH.map(|s| self.hands[s.index()].count(dist)),
            advancement: Side::BOTH.map(|s| super::advancement(s, self.pos[s.index()])),
            cards_counted: self.cards_counted_at_deck_out(),
        })
    }

    /// Who drew the last card of the pile, once that has happened (R6.3).
    pub fn last_card_drawn_by(&self) -> Option<Side> {
        self.last_drawer
    }

    /// The actions of this round so far, oldest first (public, R7.1).
    pub fn history(&self) -> &[Played] {
        &self.history[..self.history_len as usize]
    }

    /// Every card in hands, pile, discard pile and set aside, as a multiset: always the
    /// full deck (R1.2) for a dealt round.
    pub fn all_cards(&self) -> Cards {
        self.hands[0].plus(&self.hands[1]).plus(&self.pile.contents()).plus(&self.discard).plus(&self.set_aside)
    }

    /// A copy of this round with the cards hidden from `viewer` placed differently: the
    /// opponent holds `opponent_hand`, the draw pile is `pile_top_first`, and the rest of
    /// the hidden cards are set aside. Everything `viewer` can see stays the same. This is
    /// what a fairness test varies to prove a decision depends only on the view (R7.2).
    ///
    /// # Errors
    /// A sentence if the sizes differ from the current hand and pile, or the cards are not
    /// the ones hidden from `viewer`.
    pub fn with_hidden(&self, viewer: Side, opponent_hand: Cards, pile_top_first: &[u8]) -> Result<Round, String> {
        let opp = viewer.opponent().index();
        if opponent_hand.len() != self.hands[opp].len() {
            return Err(format!("the opponent holds {} cards, not {}", self.hands[opp].len(), opponent_hand.len()));
        }
        if pile_top_first.len() != self.pile.len() as usize {
            return Err(format!("the draw pile has {} cards, not {}", self.pile.len(), pile_top_first.len()));
        }
        let pile = DrawPile::from_top_first(pile_top_first).ok_or("the pile holds a value outside 1..=5")?;
        let hidden = self.hands[opp].plus(&self.pile.contents()).plus(&self.set_aside);
        let set_aside = hidden
            .minus(&opponent_hand.plus(&pile.contents()))
            .ok_or("those are not the cards hidden from the viewer")?;
        let mut r = *self;
        r.hands[opp] = opponent_hand;
        r.pile = pile;
        r.set_aside = set_aside;
        Ok(r)
    }

    /// A copy of this round with every card hidden from the public placed differently:
    /// the hands are `hands` (Left's, Right's) and the draw pile is `pile_top_first`.
    /// Everything public stays the same (R7.1): for dealing the cards neither player can
    /// see into every arrangement (the exact endgame). The player to act is judged again
    /// with the new hand: without a legal turn he loses (R4.7), and a defender who can
    /// neither parry nor retreat is hit (R5.4) — so such an arrangement is a round already
    /// over.
    ///
    /// # Errors
    /// A sentence if a size differs from the current hand or pile, or the cards are not the
    /// ones in the hands and the pile now.
    pub fn with_hands(&self, hands: [Cards; 2], pile_top_first: &[u8]) -> Result<Round, String> {
        for side in [Side::Left, Side::Right] {
            let (now, new) = (self.hands[side.index()].len(), hands[side.index()].len());
            if now != new {
                return Err(format!("{side:?} holds {now} cards, not {new}"));
            }
        }
        if pile_top_first.len() != self.pile.len() as usize {
            return Err(format!("the draw pile has {} cards, not {}", self.pile.len(), pile_top_first.len()));
        }
        let pile = DrawPile::from_top_first(pile_top_first).ok_or("the pile holds a value outside 1..=5")?;
        let before = self.hands[0].plus(&self.hands[1]).plus(&self.pile.contents());
        if before != hands[0].plus(&hands[1]).plus(&pile.contents()) {
            return Err("those are not the cards in the hands and the pile".into());
        }
        let mut r = *self;
        r.hands = hands;
        r.pile = pile;
        match r.phase {
            Phase::Turn => r.judge_no_legal_action(),
            Phase::Defend(att) => {
                if !r.can_defend(r.to_act, att) {
                    r.phase = Phase::Over(RoundResult::Won { winner: r.to_act.opponent(), reason: WinReason::Hit });
                }
            }
            Phase::Over(_) => {}
        }
        Ok(r)
    }

    // ----- legal actions -------------------------------------------------------------

    /// Space `side` would reach by moving `card` spaces backward, if that stays on the piste.
    #[inline]
    fn back_target(&self, side: Side, card: u8) -> Option<u8> {
        let p = self.pos[side.index()];
        match side {
            Side::Left => p.checked_sub(card).filter(|&t| t >= 1),
            Side::Right => Some(p + card).filter(|&t| t <= PISTE_LEN),
        }
    }

    /// True if `side` could take some normal turn now (the test of R4.7).
    #[inline]
    pub fn has_turn_action(&self, side: Side) -> bool {
        let hand = &self.hands[side.index()];
        let dist = self.distance();
        let back = self.rules.backward_allowed();
        VALUES.into_iter().any(|v| hand.count(v) > 0 && (v <= dist || (back && self.back_target(side, v).is_some())))
    }

    /// True if `defender` has a legal answer to `att` (R5.1, R5.2, R9.5).
    #[inline]
    fn can_defend(&self, defender: Side, att: Attack) -> bool {
        let hand = &self.hands[defender.index()];
        if hand.has(att.value, att.count) {
            return true;
        }
        att.indirect
            && self.rules.backward_allowed()
            && VALUES.into_iter().any(|v| hand.count(v) > 0 && self.back_target(defender, v).is_some())
    }

    /// Fills `out` with every legal action of the player to act (empty once the round is
    /// over). Attacks with fewer of the matching cards than held are listed separately.
    pub fn legal_actions(&self, out: &mut ActionList) {
        out.clear();
        match self.phase {
            Phase::Over(_) => {}
            Phase::Turn => self.turn_actions(out),
            Phase::Defend(att) => {
                let side = self.to_act;
                let hand = &self.hands[side.index()];
                if hand.has(att.value, att.count) {
                    out.push(Action::Parry);
                }
                if att.indirect && self.rules.backward_allowed() {
                    for v in VALUES {
                        if hand.count(v) > 0 && self.back_target(side, v).is_some() {
                            out.push(Action::Retreat { card: v });
                        }
                    }
                }
            }
        }
    }

    fn turn_actions(&self, out: &mut ActionList) {
        let side = self.to_act;
        let hand = &self.hands[side.index()];
        let dist = self.distance();
        let back = self.rules.backward_allowed();
        for v in VALUES {
            if hand.count(v) == 0 {
                continue;
            }
            if v < dist {
                out.push(Action::Move { dir: Dir::Forward, card: v });
            }
            if back && self.back_target(side, v).is_some() {
                out.push(Action::Move { dir: Dir::Back, card: v });
            }
        }
        if dist <= MAX_VALUE {
            let held = hand.count(dist);
            let max = if self.rules.level == Level::Basic { held.min(1) } else { held };
            for k in 1..=max {
                out.push(Action::Attack { value: dist, count: k });
            }
        }
        if self.rules.level.has_indirect_attack() {
            for a in VALUES {
                if a >= dist || hand.count(a) == 0 {
                    continue;
                }
                let v = dist - a;
                if v > MAX_VALUE {
                    continue;
                }
                let avail = hand.count(v) - u8::from(a == v);
                for k in 1..=avail {
                    out.push(Action::AdvanceAttack { advance: a, value: v, count: k });
                }
            }
        }
    }

    /// True if `action` by `side` is legal now.
    pub fn is_legal(&self, side: Side, action: Action) -> bool {
        self.check(side, action).is_ok()
    }

    // ----- applying an action ----------------------------------------------------------

    /// Checks an action without applying it.
    ///
    /// # Errors
    /// The [`RuleError`] that `apply` would return.
    pub fn check(&self, side: Side, action: Action) -> Result<(), RuleError> {
        let att = match self.phase {
            Phase::Over(_) => return Err(RuleError::RoundOver),
            Phase::Turn => None,
            Phase::Defend(a) => Some(a),
        };
        if side != self.to_act {
            return Err(RuleError::NotYourTurn { expected: self.to_act, got: side });
        }
        let hand = &self.hands[side.index()];
        let dist = self.distance();
        let need = |v: u8, k: u8| -> Result<(), RuleError> {
            if !is_value(v) {
                Err(RuleError::NoSuchValue(v))
            } else if hand.has(v, k) {
                Ok(())
            } else {
                Err(RuleError::NotInHand { value: v, need: k, have: hand.count(v) })
            }
        };
        match (att, action) {
            (Some(a), Action::Move { .. } | Action::Attack { .. } | Action::AdvanceAttack { .. }) => {
                Err(RuleError::MustAnswerAttack(a))
            }
            (None, Action::Parry | Action::Retreat { .. }) => Err(RuleError::NoAttackToAnswer),
            (None, Action::Move { dir, card }) => {
                need(card, 1)?;
                match dir {
                    Dir::Forward if card >= dist => Err(RuleError::ReachesOpponent { card, distance: dist }),
                    Dir::Forward => Ok(()),
                    Dir::Back if !self.rules.backward_allowed() => Err(RuleError::BackwardNotAllowed),
                    Dir::Back if self.back_target(side, card).is_none() => Err(RuleError::LeavesPiste { card }),
                    Dir::Back => Ok(()),
                }
            }
            (None, Action::Attack { value, count }) => {
                if !is_value(value) {
                    return Err(RuleError::NoSuchValue(value));
                }
                if count == 0 {
                    return Err(RuleError::ZeroCount);
                }
                if self.rules.level == Level::Basic && count != 1 {
                    return Err(RuleError::BasicSingleCard);
                }
                if value != dist {
                    return Err(RuleError::WrongAttackValue { value, distance: dist });
                }
                need(value, count)
            }
            (None, Action::AdvanceAttack { advance, value, count }) => {
                if !self.rules.level.has_indirect_attack() {
                    return Err(RuleError::IndirectNotAllowed);
                }
                for v in [advance, value] {
                    if !is_value(v) {
                        return Err(RuleError::NoSuchValue(v));
                    }
                }
                if count == 0 {
                    return Err(RuleError::ZeroCount);
                }
                if advance >= dist {
                    return Err(RuleError::ReachesOpponent { card: advance, distance: dist });
                }
                if value != dist - advance {
                    return Err(RuleError::WrongAttackValue { value, distance: dist - advance });
                }
                if advance == value {
                    need(value, count + 1)
                } else {
                    need(advance, 1)?;
                    need(value, count)
                }
            }
            (Some(a), Action::Parry) => {
                if hand.has(a.value, a.count) {
                    Ok(())
                } else {
                    Err(RuleError::CannotParry { value: a.value, count: a.count })
                }
            }
            (Some(a), Action::Retreat { card }) => {
                if !a.indirect {
                    return Err(RuleError::RetreatOnlyFromIndirect);
                }
                if !self.rules.backward_allowed() {
                    return Err(RuleError::BackwardNotAllowed);
                }
                need(card, 1)?;
                if self.back_target(side, card).is_none() {
                    return Err(RuleError::LeavesPiste { card });
                }
                Ok(())
            }
        }
    }

    /// Applies `action` by `side` and everything that follows from it by itself: the
    /// refill (R4.6), the defence or the hit (R5), R4.7 for the next player, and the end
    /// of the round (R6).
    ///
    /// # Errors
    /// A [`RuleError`] saying why the action is illegal; the round is then unchanged.
    pub fn apply(&mut self, side: Side, action: Action) -> Result<StepReport, RuleError> {
        self.check(side, action)?;
        Ok(self.execute(side, action))
    }

    /// Applies an action already known to be legal (checked, or generated by
    /// `legal_actions`).
    #[inline]
    fn execute(&mut self, side: Side, action: Action) -> StepReport {
        debug_assert!(self.check(side, action).is_ok());
        let mut report = StepReport { who: side, action, parried: None, drawn: 0, drew_last_card: false, result: None };
        let hand_before = self.hands[side.index()].len();
        self.history[self.history_len as usize] = Played { who: side, action };
        self.history_len += 1;
        match action {
            Action::Move { dir, card } => {
                self.play(side, card, 1);
                self.step(side, dir, card);
                report.drew_last_card = self.refill_and_pass(side);
            }
            Action::Attack { value, count } => {
                self.play(side, value, count);
                if self.rules.level == Level::Basic {
                    self.phase = Phase::Over(RoundResult::Won { winner: side, reason: WinReason::Hit });
                } else {
                    report.drew_last_card = self.refill(side);
                    self.start_defence(side, Attack { value, count, indirect: false });
                }
            }
            Action::AdvanceAttack { advance, value, count } => {
                self.play(side, advance, 1);
                self.step(side, Dir::Forward, advance);
                self.play(side, value, count);
                report.drew_last_card = self.refill(side);
                self.start_defence(side, Attack { value, count, indirect: true });
            }
            Action::Parry => {
                if let Phase::Defend(att) = self.phase {
                    report.parried = Some(att);
                    self.play(side, att.value, att.count);
                }
                if self.last_drawer.is_some() {
                    // R6.3a: the final attack was parried; no riposte follows.
                    self.finish_deck_out(false);
                } else {
                    // R5.3: the parrier takes a full turn with what is left, no refill yet.
                    self.phase = Phase::Turn;
                    self.judge_no_legal_action();
                }
            }
            Action::Retreat { card } => {
                self.play(side, card, 1);
                self.step(side, Dir::Back, card);
                if self.last_drawer.is_some() {
                    self.finish_deck_out(true);
                } else {
                    report.drew_last_card = self.refill_and_pass(side);
                }
            }
        }
        let after = self.hands[side.index()].len();
        let played = action.cards_played(report.parried.map_or(0, |a| a.count));
        report.drawn = after + played - hand_before;
        report.result = self.result();
        report
    }

    /// Moves `count` cards of `value` from `side`'s hand to the discard pile.
    #[inline]
    fn play(&mut self, side: Side, value: u8, count: u8) {
        self.hands[side.index()].remove(value, count);
        self.discard.add_n(value, count);
        self.discard_top = value;
    }

    #[inline]
    fn step(&mut self, side: Side, dir: Dir, spaces: u8) {
        let p = &mut self.pos[side.index()];
        // Only legal actions reach here, so the move stays on the piste.
        *p = shifted(*p, side, dir, spaces).unwrap_or(*p);
    }

    /// The space `side`'s fencer stands on after `action`, 1..=23, if it stays on the
    /// piste: moved forward or back by the card (R4.1), advanced before an indirect attack
    /// (R4.3), retreated from one (R5.2); an attack or a parry leaves the fencer where it
    /// stands. Says nothing of whether the action is legal: see [`Round::check`].
    pub fn destination(&self, side: Side, action: Action) -> Option<u8> {
        let from = self.pos(side);
        match action {
            Action::Move { dir, card } => shifted(from, side, dir, card),
            Action::AdvanceAttack { advance, .. } => shifted(from, side, Dir::Forward, advance),
            Action::Retreat { card } => shifted(from, side, Dir::Back, card),
            Action::Attack { .. } | Action::Parry => Some(from),
        }
    }

    /// R4.6: draws until the hand size or until the pile is empty. Returns true if this
    /// refill drew the last card (R6.3, R9.3).
    #[inline]
    fn refill(&mut self, side: Side) -> bool {
        if self.pile.is_empty() {
            return false;
        }
        let hand = &mut self.hands[side.index()];
        while hand.len() < self.rules.hand_size {
            match self.pile.draw() {
                Some(c) => hand.add(c),
                None => break,
            }
        }
        if self.pile.is_empty() {
            self.last_drawer = Some(side);
            true
        } else {
            false
        }
    }

    /// The end of a turn that was not an attack (a move, a retreat): refill (R4.6), then
    /// the deck-out (R6.3) if that drew the last card, else the other player's turn.
    /// Returns whether the last card was drawn.
    #[inline]
    fn refill_and_pass(&mut self, side: Side) -> bool {
        let drew_last = self.refill(side);
        if drew_last {
            self.finish_deck_out(false);
        } else {
            self.pass_turn(side.opponent());
        }
        drew_last
    }

    #[inline]
    fn pass_turn(&mut self, next: Side) {
        self.to_act = next;
        self.phase = Phase::Turn;
        self.judge_no_legal_action();
    }

    /// R4.7, judged only for the player about to take a normal turn (R9.7).
    #[inline]
    fn judge_no_legal_action(&mut self) {
        if self.phase == Phase::Turn && !self.has_turn_action(self.to_act) {
            self.phase =
                Phase::Over(RoundResult::Won { winner: self.to_act.opponent(), reason: WinReason::NoLegalAction });
        }
    }

    /// After an attack by `attacker`: the defender must answer, or is hit (R5.4), also
    /// when the attack drew the last card (R6.3a).
    #[inline]
    fn start_defence(&mut self, attacker: Side, att: Attack) {
        let defender = attacker.opponent();
        if self.can_defend(defender, att) {
            self.to_act = defender;
            self.phase = Phase::Defend(att);
        } else {
            self.phase = Phase::Over(RoundResult::Won { winner: attacker, reason: WinReason::Hit });
        }
    }

    /// Whether the end of the pile counts the cards equal to the distance before the
    /// advancement (R6.3c1), for a round that ended by its last action.
    fn cards_counted_at_deck_out(&self) -> bool {
        let after_retreat = matches!(self.history().last(), Some(Played { action: Action::Retreat { .. }, .. }));
        self.rules.level.deck_out_counts_cards() && !(after_retreat && self.rules.final_retreat_skips_card_count)
    }

    /// R6.3b and R6.3c once the last card has been drawn.
    fn finish_deck_out(&mut self, after_final_retreat: bool) {
        let dist = self.distance();
        let won = |winner, reason| Phase::Over(RoundResult::Won { winner, reason });
        if self.rules.level == Level::Basic {
            // R6.3b: the player who did not draw the last card may still attack directly.
            let other = self.last_drawer.unwrap_or(self.to_act).opponent();
            if self.hands[other.index()].count(dist) > 0 {
                self.phase = won(other, WinReason::Hit);
                return;
            }
        }
        let count_cards = self.rules.level.deck_out_counts_cards()
            && !(after_final_retreat && self.rules.final_retreat_skips_card_count);
        if count_cards {
            let l = self.hands[0].count(dist);
            let r = self.hands[1].count(dist);
            if l != r {
                let winner = if l > r { Side::Left } else { Side::Right };
                self.phase = won(winner, WinReason::DeckOutCards);
                return;
            }
        }
        let left_adv = super::advancement(Side::Left, self.pos[0]);
        let right_adv = super::advancement(Side::Right, self.pos[1]);
        self.phase = if left_adv > right_adv {
            won(Side::Left, WinReason::DeckOutPosition)
        } else if right_adv > left_adv {
            won(Side::Right, WinReason::DeckOutPosition)
        } else {
            Phase::Over(RoundResult::Draw)
        };
    }

    /// Plays the round to its end with uniformly random legal actions drawn from `rng`
    /// (the AI's and the benchmark's playout). Returns the result.
    pub fn play_out_random<R: Rng + ?Sized>(&mut self, rng: &mut R) -> RoundResult {
        let mut list = ActionList::new();
        loop {
            if let Phase::Over(r) = self.phase {
                return r;
            }
            self.legal_actions(&mut list);
            if list.is_empty() {
                return RoundResult::Draw;
            }
            let i = rng.random_range(0..list.len());
            self.execute(self.to_act, list[i]);
        }
    }
}

/// The space `spaces` away from `from` in `side`'s direction `dir` (forward is towards 23
/// for Left and towards 1 for Right, R1.3), if it is on the piste (1..=23).
#[inline]
fn shifted(from: u8, side: Side, dir: Dir, spaces: u8) -> Option<u8> {
    let towards_23 = (side == Side::Left) == (dir == Dir::Forward);
    let to = if towards_23 { from.checked_add(spaces) } else { from.checked_sub(spaces) };
    to.filter(|t| (1..=PISTE_LEN).contains(t))
}
