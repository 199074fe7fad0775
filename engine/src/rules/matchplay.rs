//! A match: a series of rounds to the target score (R2.1), who starts each round (R2.3),
//! and the Duell special cards (R8). Seeded: the same seed and the same decisions give
//! the same match, card for card.

use super::Side;
use super::action::Action;
use super::error::RuleError;
use super::observation::Observation;
use super::round::{Round, RoundResult, StepReport};
use super::ruleset::{DuellCard, Level, RuleSet, StarterRule};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;

/// The random number generator of a match: PCG, chosen because its output is fixed by its
/// specification, so a seed gives the same deals on every platform and version.
pub type MatchRng = Pcg64Mcg;

/// Where the match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum MatchPhase {
    /// A round is being played.
    Playing,
    /// The round ended with this result; call [`Match::next_round`] to go on.
    RoundOver(RoundResult),
    /// Duell D3 was drawn: `chooser` (the round's starter) picks D4..=D7 with
    /// [`Match::choose_duell_card`] before the deal.
    ChooseDuellCard { chooser: Side },
    /// Someone reached the target score, or the other ran out of time on a correspondence
    /// clock ([`Match::out_of_time`]).
    Over { winner: Side },
}

/// A whole match. Build with [`Match::new`]; drive with [`Match::apply`],
/// [`Match::next_round`] and, under Duell D3, [`Match::choose_duell_card`].
#[derive(Clone, Debug)]
pub struct Match {
    pub(crate) rules: RuleSet,
    pub(crate) seed: u64,
    pub(crate) rng: MatchRng,
    pub(crate) scores: [u8; 2],
    pub(crate) round_number: u32,
    pub(crate) starter: Side,
    pub(crate) duell_card: Option<DuellCard>,
    pub(crate) special_deck: [DuellCard; 8],
    pub(crate) special_left: u8,
    pub(crate) round: Round,
    pub(crate) phase: MatchPhase,
    /// Who lost the match on the clock ([`Match::out_of_time`]), if it ended so.
    pub(crate) out_of_time: Option<Side>,
}

impl Match {
    /// A new match with `rules`, its randomness drawn from `seed`; round 1 is set up at
    /// once (or waits for a D3 choice).
    pub fn new(rules: RuleSet, seed: u64) -> Match {
        let rng = MatchRng::seed_from_u64(seed);
        let starter = rules.first_starter;
        // Replaced by `set_up_round` below; dealt from its own generator so that it does not
        // consume the match's randomness.
        let placeholder = Round::deal(rules.round_rules(None), starter, &mut MatchRng::seed_from_u64(0));
        let mut m = Match {
            rules,
            seed,
            rng,
            scores: [0, 0],
            round_number: 0,
            starter,
            duell_card: None,
            special_deck: DuellCard::DECK,
            special_left: 0,
            round: placeholder,
            phase: MatchPhase::Playing,
            out_of_time: None,
        };
        m.set_up_round(starter);
        m
    }

    /// A match whose first round is `round` (a position from a scenario file, not a
    /// deal); later rounds are dealt from `seed`. Its steps replay only from this
    /// position, not from the seed alone.
    pub fn from_round(rules: RuleSet, seed: u64, round: Round) -> Match {
        let mut m = Match::new(rules, seed);
        m.starter = round.to_act().unwrap_or(rules.first_starter);
        m.duell_card = round.rules().duell_card;
        m.round = round;
        m.phase = MatchPhase::Playing;
        if let Some(result) = m.round.result() {
            m.score_round(result);
        }
        m
    }

    /// The match's rules.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The seed the match was created with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Scores, indexed by [`Side::index`].
    pub fn scores(&self) -> [u8; 2] {
        self.scores
    }

    /// One player's score.
    pub fn score(&self, side: Side) -> u8 {
        self.scores[side.index()]
    }

    /// The current round's number, from 1.
    pub fn round_number(&self) -> u32 {
        self.round_number
    }

    /// Who started (or will start) the current round.
    pub fn starter(&self) -> Side {
        self.starter
    }

    /// The current round's Duell special card, if any.
    pub fn duell_card(&self) -> Option<DuellCard> {
        self.duell_card
    }

    /// The current round (the previous one while a D3 choice is pending).
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// Where the match stands.
    pub fn phase(&self) -> MatchPhase {
        self.phase
    }

    /// The match winner, once over.
    pub fn winner(&self) -> Option<Side> {
        match self.phase {
            MatchPhase::Over { winner } => Some(winner),
            _ => None,
        }
    }

    /// Who must decide now: the player to act (or to defend) while a round is played, the
    /// starter while a Duell D3 choice is pending (R8), nobody between rounds or after the
    /// match.
    pub fn decider(&self) -> Option<Side> {
        match self.phase {
            MatchPhase::Playing => self.round.to_act(),
            MatchPhase::ChooseDuellCard { chooser } => Some(chooser),
            MatchPhase::RoundOver(_) | MatchPhase::Over { .. } => None,
        }
    }

    /// Who lost the match because their clock ran out ([`Match::out_of_time`]); `None`
    /// while it goes on and when it was won on the piste.
    pub fn lost_on_time(&self) -> Option<Side> {
        self.out_of_time
    }

    /// Ends the match because `side` ran out of time on the clock of a correspondence
    /// match: the other side wins it, with the score as it stands. Not a rule of the boxed
    /// game (its matches are played at one table): a network server's clock decides it
    /// (issue 26, correspondence matches), and the step is recorded so that the match's
    /// record re-plays to the same end.
    ///
    /// Only the player who must decide ([`Match::decider`]) can run out of time.
    ///
    /// # Errors
    /// [`RuleError::MatchOver`] once the match is over, [`RuleError::RoundOver`] between
    /// rounds (nobody decides), [`RuleError::NotYourTurn`] for the other side; nothing
    /// changes then.
    pub fn out_of_time(&mut self, side: Side) -> Result<(), RuleError> {
        match self.decider() {
            Some(d) if d == side => {}
            Some(d) => return Err(RuleError::NotYourTurn { expected: d, got: side }),
            None if self.is_over() => return Err(RuleError::MatchOver),
            None => return Err(RuleError::RoundOver),
        }
        self.phase = MatchPhase::Over { winner: side.opponent() };
        self.out_of_time = Some(side);
        Ok(())
    }

    /// True once someone reached the target score (or ran out of time).
    pub fn is_over(&self) -> bool {
        matches!(self.phase, MatchPhase::Over { .. })
    }

    /// `side`'s view of the current round and the score (R7).
    pub fn observation(&self, side: Side) -> Observation {
        Observation::of(&self.round, side, self.scores, self.rules.target_score)
    }

    /// Plays an action of the current round; scores the round when it ends (R6.4).
    ///
    /// # Errors
    /// [`RuleError::MatchOver`], [`RuleError::AwaitingDuellChoice`], or the round's own
    /// refusal ([`Round::apply`]); nothing changes then.
    pub fn apply(&mut self, side: Side, action: Action) -> Result<StepReport, RuleError> {
        match self.phase {
            MatchPhase::Over { .. } => return Err(RuleError::MatchOver),
            MatchPhase::ChooseDuellCard { chooser } => return Err(RuleError::AwaitingDuellChoice(chooser)),
            MatchPhase::RoundOver(_) => return Err(RuleError::RoundOver),
            MatchPhase::Playing => {}
        }
        let report = self.round.apply(side, action)?;
        if let Some(result) = report.result {
            self.score_round(result);
        }
        Ok(report)
    }

    fn score_round(&mut self, result: RoundResult) {
        self.phase = MatchPhase::RoundOver(result);
        if let RoundResult::Won { winner, .. } = result {
            let s = &mut self.scores[winner.index()];
            *s = s.saturating_add(self.round.rules().points_for_win());
            if *s >= self.rules.target_score {
                self.phase = MatchPhase::Over { winner };
            }
        }
    }

    /// Sets up the next round after a round ended (R2.2, R2.3, R6.4, R9.8).
    ///
    /// # Errors
    /// [`RuleError::RoundInProgress`] while a round is being played,
    /// [`RuleError::MatchOver`] after the match, [`RuleError::AwaitingDuellChoice`].
    pub fn next_round(&mut self) -> Result<(), RuleError> {
        let result = match self.phase {
            MatchPhase::RoundOver(r) => r,
            MatchPhase::Playing => return Err(RuleError::RoundInProgress),
            MatchPhase::Over { .. } => return Err(RuleError::MatchOver),
            MatchPhase::ChooseDuellCard { chooser } => return Err(RuleError::AwaitingDuellChoice(chooser)),
        };
        let next = match (self.rules.starter, result) {
            (StarterRule::Loser, RoundResult::Won { winner, .. }) => winner.opponent(),
            _ => self.starter.opponent(),
        };
        self.set_up_round(next);
        Ok(())
    }

    /// Chooses this round's special card under Duell D3 (R8): `card` must be D4..=D7 and
    /// `side` the round's starter.
    ///
    /// # Errors
    /// [`RuleError::NoDuellChoicePending`], [`RuleError::NotYourTurn`],
    /// [`RuleError::BadDuellChoice`].
    pub fn choose_duell_card(&mut self, side: Side, card: DuellCard) -> Result<(), RuleError> {
        let MatchPhase::ChooseDuellCard { chooser } = self.phase else {
            return Err(RuleError::NoDuellChoicePending);
        };
        if side != chooser {
            return Err(RuleError::NotYourTurn { expected: chooser, got: side });
        }
        if !DuellCard::D3_CHOICES.contains(&card) {
            return Err(RuleError::BadDuellChoice);
        }
        self.deal(Some(card));
        Ok(())
    }

    fn set_up_round(&mut self, starter: Side) {
        self.round_number += 1;
        self.starter = starter;
        let card = if self.rules.level == Level::Duell && self.rules.duell_special_cards {
            Some(self.draw_special_card())
        } else {
            None
        };
        if card == Some(DuellCard::D3) {
            self.duell_card = card;
            self.phase = MatchPhase::ChooseDuellCard { chooser: starter };
        } else {
            self.deal(card);
        }
    }

    fn draw_special_card(&mut self) -> DuellCard {
        if self.special_left == 0 {
            self.special_deck = DuellCard::DECK;
            self.special_deck.shuffle(&mut self.rng);
            self.special_left = self.special_deck.len() as u8;
        }
        self.special_left -= 1;
        self.special_deck[self.special_left as usize]
    }

    fn deal(&mut self, card: Option<DuellCard>) {
        self.duell_card = card;
        self.round = Round::deal(self.rules.round_rules(card), self.starter, &mut self.rng);
        self.phase = MatchPhase::Playing;
        if let Some(result) = self.round.result() {
            self.score_round(result);
        }
    }
}

/// One decision of a match, as recorded in saves and match records: an action, the step
/// to the next round, or a D3 choice — or the end of a correspondence match whose player
/// to decide let the clock run out. A match is its rules, its seed and its steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum MatchStep {
    Act {
        who: Side,
        action: Action,
    },
    NextRound,
    ChooseDuellCard {
        who: Side,
        card: DuellCard,
    },
    /// `who` ran out of time ([`Match::out_of_time`]): written by a network server's clock,
    /// never chosen by a player.
    OutOfTime {
        who: Side,
    },
}

impl Match {
    /// Applies one recorded step.
    ///
    /// # Errors
    /// The refusal of [`Match::apply`], [`Match::next_round`] or
    /// [`Match::choose_duell_card`] or [`Match::out_of_time`]; nothing changes then.
    pub fn step(&mut self, step: MatchStep) -> Result<Option<StepReport>, RuleError> {
        match step {
            MatchStep::Act { who, action } => self.apply(who, action).map(Some),
            MatchStep::NextRound => self.next_round().map(|()| None),
            MatchStep::ChooseDuellCard { who, card } => self.choose_duell_card(who, card).map(|()| None),
            MatchStep::OutOfTime { who } => self.out_of_time(who).map(|()| None),
        }
    }
}
