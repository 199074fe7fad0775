//! Rule levels, options and the Duell special cards (R2, R3, R8).

use super::Side;
use serde::{Deserialize, Serialize};

/// The rule level (R3). `Advanced` is the default the rulebooks recommend; `Duell` is the
/// later re-implementation's preset (R8): Standard actions, advancement-only deck-out,
/// the loser starts, optional special cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    Basic,
    Standard,
    #[default]
    Advanced,
    Duell,
}

impl Level {
    /// All levels, in the order a menu lists them.
    pub const ALL: [Level; 4] = [Level::Basic, Level::Standard, Level::Advanced, Level::Duell];

    /// The level's name as the rulebooks write it.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Basic => "Basic",
            Level::Standard => "Standard",
            Level::Advanced => "Advanced",
            Level::Duell => "Duell",
        }
    }

    /// Attacks may be parried (R3: all but Basic).
    pub const fn has_parry(self) -> bool {
        !matches!(self, Level::Basic)
    }

    /// Indirect attacks (advance + attack) and retreat as a defence exist (R3: Advanced).
    pub const fn has_indirect_attack(self) -> bool {
        matches!(self, Level::Advanced)
    }

    /// The deck-out tiebreak counts cards equal to the distance first (R6.3c1: Standard
    /// and Advanced; Basic and Duell use advancement only).
    pub const fn deck_out_counts_cards(self) -> bool {
        matches!(self, Level::Standard | Level::Advanced)
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a rule level's ([`Level::name`], any case).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleLevel(pub String);

impl std::fmt::Display for UnknownRuleLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let known: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        write!(f, "unknown rule level {:?}; known: {}", self.0, known.join(", "))
    }
}

impl std::error::Error for UnknownRuleLevel {}

impl std::str::FromStr for Level {
    type Err = UnknownRuleLevel;

    /// The level named `s` as [`Level::name`] writes it, in any case (`duell`, `Duell`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(s)).ok_or_else(|| UnknownRuleLevel(s.to_string()))
    }
}

/// Who starts the rounds after the first (R2.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StarterRule {
    /// The other player starts each following round.
    #[default]
    Alternate,
    /// The loser of the previous round starts; after a drawn round it alternates (Duell,
    /// R2.3, R9.9).
    Loser,
}

/// A Duell special card (R8). One is drawn before each round and applies to all of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DuellCard {
    /// A normal round.
    D1,
    /// The round's winner scores 2 points.
    D2,
    /// The starting player chooses one of D4..=D7 for this round.
    D3,
    /// Open hands: both hands are visible to both players and to the AI.
    D4,
    /// No moving backward: backward moves and retreats are illegal.
    D5,
    /// Hand size 3 instead of 5.
    D6,
    /// Ten cards each, five set aside unseen, no draw pile and no deck-out end.
    D7,
}

impl DuellCard {
    /// The special-card deck of this project (R8): 2 × D1 and one each of D2..=D7.
    pub const DECK: [DuellCard; 8] = [
        DuellCard::D1,
        DuellCard::D1,
        DuellCard::D2,
        DuellCard::D3,
        DuellCard::D4,
        DuellCard::D5,
        DuellCard::D6,
        DuellCard::D7,
    ];

    /// Every kind of special card, D1..=D7, once each.
    pub const ALL: [DuellCard; 7] =
        [DuellCard::D1, DuellCard::D2, DuellCard::D3, DuellCard::D4, DuellCard::D5, DuellCard::D6, DuellCard::D7];

    /// The cards the starting player may choose under D3.
    pub const D3_CHOICES: [DuellCard; 4] = [DuellCard::D4, DuellCard::D5, DuellCard::D6, DuellCard::D7];

    /// A short description for the UI and logs.
    pub const fn describe(self) -> &'static str {
        match self {
            DuellCard::D1 => "normal round",
            DuellCard::D2 => "the winner scores 2 points",
            DuellCard::D3 => "the starting player chooses one of D4 to D7",
            DuellCard::D4 => "open hands",
            DuellCard::D5 => "no moving backward",
            DuellCard::D6 => "hand size 3",
            DuellCard::D7 => "10 cards each, no draw pile",
        }
    }
}

/// A whole match's rules: the level, the target score and the options of RULES.md.
/// Build one with a preset ([`RuleSet::for_level`]) and adjust the options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleSet {
    /// The rule level (R3, R8).
    pub level: Level,
    /// Points that win the match, 1..=15 (R2.1; default 5).
    pub target_score: u8,
    /// Cards held after a refill, 1..=10 (R2.2; default 5; Duell D6/D7 change it per round).
    pub hand_size: u8,
    /// Who starts the rounds after the first (R2.3).
    pub starter: StarterRule,
    /// Who starts round 1 (R2.3; default `Left`).
    pub first_starter: Side,
    /// R6.3 option: after a retreat as the final defence, the tiebreak uses advancement
    /// only (default off).
    pub final_retreat_skips_card_count: bool,
    /// R2.4 option: the UI may list every card played this round (default off).
    pub played_cards_tracker: bool,
    /// Duell only (R8): draw a special card before each round.
    pub duell_special_cards: bool,
}

/// A named set of rules the set-up offers as a starting point (R2, R3, R8): choosing one
/// sets every rule ([`RuleSet::with_preset`]); the player may change any afterwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// Stable identifier (lower case, hyphens): `"advanced"`, `"duell-special"`.
    pub id: &'static str,
    /// The message naming it in the game's catalogues (`assets/locales/<lang>/menus.ftl`),
    /// `"preset-<id>"`.
    pub message: &'static str,
    /// Its rules; valid ([`RuleSet::validate`]) and the tracker off.
    pub rules: RuleSet,
}

/// The presets, in the order the set-up lists them: the rulebook's levels (R3, R8) first.
/// A new preset is one entry here plus its message in the catalogues.
pub const PRESETS: &[Preset] = &[
    Preset { id: "basic", message: "preset-basic", rules: RuleSet::basic() },
    Preset { id: "standard", message: "preset-standard", rules: RuleSet::standard() },
    Preset { id: "advanced", message: "preset-advanced", rules: RuleSet::advanced() },
    Preset { id: "duell", message: "preset-duell", rules: RuleSet::duell(false) },
    Preset { id: "duell-special", message: "preset-duell-special", rules: RuleSet::duell(true) },
    // A short match: the Advanced rules to 3 points (R2.1).
    Preset { id: "quick", message: "preset-quick", rules: RuleSet { target_score: 3, ..RuleSet::advanced() } },
];

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::for_level(Level::Advanced)
    }
}

impl RuleSet {
    /// The preset for a level: target 5, hand size 5, `Alternate` starter (Duell: `Loser`),
    /// every option off.
    pub const fn for_level(level: Level) -> RuleSet {
        RuleSet {
            level,
            target_score: 5,
            hand_size: 5,
            starter: match level {
                Level::Duell => StarterRule::Loser,
                _ => StarterRule::Alternate,
            },
            first_starter: Side::Left,
            final_retreat_skips_card_count: false,
            played_cards_tracker: false,
            duell_special_cards: false,
        }
    }

    /// These rules at `level`: the level's preset ([`RuleSet::for_level`]; Duell: the loser
    /// starts, R8) with the player's own choices kept — the target score (R2.1), the hand
    /// size (R2.2), who starts round 1 (R2.3) and the played-cards tracker (R2.4). The
    /// level's own options (the starter rule, the end-of-pile option, Duell's special
    /// cards) are the new level's. The same level changes nothing. The one place that
    /// decides what a change of level keeps: the set-up's form and the rules page use it.
    pub fn with_level(self, level: Level) -> RuleSet {
        if level == self.level {
            return self;
        }
        let mut rules = RuleSet::for_level(level);
        rules.target_score = self.target_score;
        rules.hand_size = self.hand_size;
        rules.first_starter = self.first_starter;
        rules.played_cards_tracker = self.played_cards_tracker;
        rules
    }

    /// The rules chosen by `preset`, keeping only the played-cards tracker (R2.4), which
    /// is the player's display aid and not a rule of the match. The one place that decides
    /// what choosing a preset keeps: the set-up's form uses it.
    pub fn with_preset(self, preset: &Preset) -> RuleSet {
        RuleSet { played_cards_tracker: self.played_cards_tracker, ..preset.rules }
    }

    /// The first preset whose rules are these (ignoring the tracker, which no preset sets),
    /// or `None` for rules of the player's own.
    pub fn preset(&self) -> Option<&'static Preset> {
        PRESETS.iter().find(|p| self.with_preset(p) == *self)
    }

    /// Basic preset (R3).
    pub const fn basic() -> RuleSet {
        RuleSet::for_level(Level::Basic)
    }

    /// Standard preset (R3).
    pub const fn standard() -> RuleSet {
        RuleSet::for_level(Level::Standard)
    }

    /// Advanced preset (R3), the default.
    pub const fn advanced() -> RuleSet {
        RuleSet::for_level(Level::Advanced)
    }

    /// Duell preset (R8), with or without the special cards.
    pub const fn duell(special_cards: bool) -> RuleSet {
        let mut r = RuleSet::for_level(Level::Duell);
        r.duell_special_cards = special_cards;
        r
    }

    /// The target scores a match may have (R2.1): 1 to 15 points.
    pub const TARGET_SCORES: std::ops::RangeInclusive<u8> = 1..=15;

    /// The hand sizes a match may have (R2.2): 1 to 10 cards.
    pub const HAND_SIZES: std::ops::RangeInclusive<u8> = 1..=10;

    /// Checks the ranges documented on the fields.
    ///
    /// # Errors
    /// The field out of its range, with its value ([`RuleSetError`]).
    pub fn validate(&self) -> Result<(), RuleSetError> {
        if !Self::TARGET_SCORES.contains(&self.target_score) {
            return Err(RuleSetError::TargetScore(self.target_score));
        }
        if !Self::HAND_SIZES.contains(&self.hand_size) {
            return Err(RuleSetError::HandSize(self.hand_size));
        }
        Ok(())
    }

    /// The rules of one round, with the special card (if any) applied.
    pub fn round_rules(&self, duell_card: Option<DuellCard>) -> RoundRules {
        let card = if self.level == Level::Duell { duell_card } else { None };
        RoundRules {
            level: self.level,
            hand_size: match card {
                Some(DuellCard::D6) => 3,
                Some(DuellCard::D7) => 10,
                _ => self.hand_size,
            },
            final_retreat_skips_card_count: self.final_retreat_skips_card_count,
            duell_card: card,
        }
    }
}

/// A [`RuleSet`] field out of its documented range ([`RuleSet::validate`]); the `Display`
/// names the field and its range, for logs and the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleSetError {
    /// [`RuleSet::target_score`] is not in 1..=15.
    #[error("target score must be 1..=15, not {0}")]
    TargetScore(u8),
    /// [`RuleSet::hand_size`] is not in 1..=10.
    #[error("hand size must be 1..=10, not {0}")]
    HandSize(u8),
}

/// The rules in force for one round: the level, the hand size after D6/D7, the option of
/// R6.3 and the Duell card. Small and `Copy`, read on every action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RoundRules {
    /// The rule level (R3, R8).
    pub level: Level,
    /// Cards held after a refill (R4.6): 5, or 3 under D6, 10 under D7.
    pub hand_size: u8,
    /// R6.3 option, see [`RuleSet::final_retreat_skips_card_count`].
    pub final_retreat_skips_card_count: bool,
    /// The Duell special card of this round, if any (always `None` outside Duell).
    pub duell_card: Option<DuellCard>,
}

impl RoundRules {
    /// Plain rules of a level with hand size 5 and no special card.
    pub fn of_level(level: Level) -> RoundRules {
        RuleSet::for_level(level).round_rules(None)
    }

    /// Backward moves and retreats are allowed (not under D5).
    #[inline]
    pub fn backward_allowed(&self) -> bool {
        self.duell_card != Some(DuellCard::D5)
    }

    /// Both hands are public (D4).
    #[inline]
    pub fn open_hands(&self) -> bool {
        self.duell_card == Some(DuellCard::D4)
    }

    /// Each player is dealt 10, five are set aside, and nobody draws (D7).
    #[inline]
    pub fn ten_card_deal(&self) -> bool {
        self.duell_card == Some(DuellCard::D7)
    }

    /// Points the winner of this round scores (R2.1; 2 under D2).
    #[inline]
    pub fn points_for_win(&self) -> u8 {
        if self.duell_card == Some(DuellCard::D2) { 2 } else { 1 }
    }
}
