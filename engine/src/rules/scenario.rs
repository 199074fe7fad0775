//! Rule scenario files (`tests/scenarios/FORMAT.md`): a position, steps, and what must be true
//! afterwards. Loading validates the position and reports every problem as an error
//! naming the file; nothing here panics on any input.

use super::Side;
use super::action::Action;
use super::cards::Cards;
use super::error::RuleError;
use super::round::{Phase, Position, Round, RoundResult, WinReason};
use super::ruleset::{DuellCard, Level, RuleSet, StarterRule};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// Options a scenario may set (R2.3, R2.4, R6.3); unset fields keep the level's preset.
/// Written as plain values (`starter: Loser`), as FORMAT.md shows.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioOptions {
    #[serde(default, deserialize_with = "present")]
    pub starter: Option<StarterRule>,
    #[serde(default, deserialize_with = "present")]
    pub final_retreat_skips_card_count: Option<bool>,
    #[serde(default, deserialize_with = "present")]
    pub played_cards_tracker: Option<bool>,
}

/// Reads a plain value into `Some`, so that an absent field (`None`) can be told apart.
fn present<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// Expected outcome of a scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum ExpectedOutcome {
    Ongoing,
    Won(Side, WinReason),
    Draw,
}

/// Expected phase of a scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum ExpectedPhase {
    Turn,
    Defend,
    RoundOver,
}

/// What must be true after the steps. Every field but `outcome` is optional.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    pub outcome: ExpectedOutcome,
    #[serde(default)]
    pub left_pos: Option<i64>,
    #[serde(default)]
    pub right_pos: Option<i64>,
    #[serde(default)]
    pub left_hand: Option<Vec<u8>>,
    #[serde(default)]
    pub right_hand: Option<Vec<u8>>,
    #[serde(default)]
    pub draw_pile_len: Option<i64>,
    #[serde(default)]
    pub to_act: Option<Side>,
    #[serde(default)]
    pub phase: Option<ExpectedPhase>,
    #[serde(default)]
    pub rejected_step: Option<usize>,
}

/// A scenario file as written (FORMAT.md). Numbers are read wide so that out-of-range
/// values get a rule-citing message instead of a parse error.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub name: String,
    pub rules: Vec<String>,
    pub level: Level,
    #[serde(default)]
    pub options: ScenarioOptions,
    #[serde(default)]
    pub duell_card: Option<DuellCard>,
    pub left_pos: i64,
    pub right_pos: i64,
    pub left_hand: Vec<i64>,
    pub right_hand: Vec<i64>,
    pub draw_pile: Vec<i64>,
    pub to_act: Side,
    pub steps: Vec<(Side, Action)>,
    pub expect: Expect,
}

/// Why a scenario file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    #[error("{path}: cannot read: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{path}: not a valid scenario: {message}")]
    Parse { path: PathBuf, message: String },
    #[error("{path}: invalid position: {message}")]
    Invalid { path: PathBuf, message: String },
    #[error("{path}: larger than {limit} bytes; a scenario file is far smaller, so it was not read")]
    TooLarge { path: PathBuf, limit: u64 },
}

/// The largest scenario file read, in bytes (1 MiB; the shared cases are under 2 KiB).
pub const MAX_SCENARIO_BYTES: u64 = 1 << 20;

/// The state after playing a scenario's steps.
#[derive(Clone, Debug)]
pub struct ScenarioRun {
    pub round: Round,
    /// The first step the engine refused, with why.
    pub rejected: Option<(usize, RuleError)>,
}

fn to_u8_values(name: &str, values: &[i64]) -> Result<Vec<u8>, String> {
    values
        .iter()
        .map(|&v| {
            if (1..=5).contains(&v) {
                Ok(v as u8)
            } else {
                Err(format!("{name} holds {v}; card values are 1..=5 (R1.2)"))
            }
        })
        .collect()
}

impl Scenario {
    /// Parses scenario text; `path` only names the source in errors.
    ///
    /// # Errors
    /// [`ScenarioError::Parse`] with RON's message and position.
    pub fn parse(text: &str, path: &Path) -> Result<Scenario, ScenarioError> {
        // Some editors put a byte-order mark in front of UTF-8 text.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        ron::from_str(text).map_err(|e| ScenarioError::Parse { path: path.to_owned(), message: e.to_string() })
    }

    /// Reads and parses a scenario file and checks that its position is valid.
    ///
    /// # Errors
    /// [`ScenarioError`] naming the file and the problem.
    pub fn load(path: &Path) -> Result<Scenario, ScenarioError> {
        use std::io::Read;
        let read = |source| ScenarioError::Read { path: path.to_owned(), source };
        // Only a plain file: a pipe would block the reader and a device might never end.
        if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
            return Err(read(std::io::Error::new(std::io::ErrorKind::InvalidInput, "it is not a plain file")));
        }
        let mut bytes = Vec::new();
        std::fs::File::open(path).and_then(|f| f.take(MAX_SCENARIO_BYTES + 1).read_to_end(&mut bytes)).map_err(read)?;
        if bytes.len() as u64 > MAX_SCENARIO_BYTES {
            return Err(ScenarioError::TooLarge { path: path.to_owned(), limit: MAX_SCENARIO_BYTES });
        }
        let text = String::from_utf8(bytes)
            .map_err(|_| ScenarioError::Parse { path: path.to_owned(), message: "it is not UTF-8 text".into() })?;
        let s = Scenario::parse(&text, path)?;
        s.position().map_err(|message| ScenarioError::Invalid { path: path.to_owned(), message })?;
        Ok(s)
    }

    /// The rule set the scenario plays under.
    pub fn rule_set(&self) -> RuleSet {
        let mut r = RuleSet::for_level(self.level);
        if let Some(s) = self.options.starter {
            r.starter = s;
        }
        if let Some(b) = self.options.final_retreat_skips_card_count {
            r.final_retreat_skips_card_count = b;
        }
        if let Some(b) = self.options.played_cards_tracker {
            r.played_cards_tracker = b;
        }
        r.duell_special_cards = self.duell_card.is_some();
        r
    }

    /// The starting position, validated.
    ///
    /// # Errors
    /// A sentence naming the problem (positions, card values, card counts, hand sizes).
    pub fn position(&self) -> Result<Position, String> {
        if self.duell_card.is_some() && self.level != Level::Duell {
            return Err(format!("duell_card is set but the level is {}, not Duell (R8)", self.level));
        }
        if self.duell_card == Some(DuellCard::D3) {
            return Err("duell_card D3 is a choice, not a round's rules: give the chosen D4..D7 (R8)".into());
        }
        let pos = |name: &str, v: i64| -> Result<u8, String> {
            if (1..=23).contains(&v) {
                Ok(v as u8)
            } else {
                Err(format!("{name} is {v}, outside the piste (spaces 1..=23, R1.1)"))
            }
        };
        let hand = |name: &str, v: &[i64]| -> Result<Cards, String> {
            let vals = to_u8_values(name, v)?;
            Cards::from_values(&vals).ok_or_else(|| format!("{name} is not a valid hand"))
        };
        let p = Position {
            rules: self.rule_set().round_rules(self.duell_card),
            left_pos: pos("left_pos", self.left_pos)?,
            right_pos: pos("right_pos", self.right_pos)?,
            left_hand: hand("left_hand", &self.left_hand)?,
            right_hand: hand("right_hand", &self.right_hand)?,
            draw_pile: to_u8_values("draw_pile", &self.draw_pile)?,
            to_act: self.to_act,
        };
        Round::from_position(&p)?;
        Ok(p)
    }

    /// Sets up the position and plays the steps until the first refused one.
    ///
    /// # Errors
    /// The position's problem, as for [`Scenario::position`].
    pub fn play(&self) -> Result<ScenarioRun, String> {
        let mut round = Round::from_position(&self.position()?)?;
        for (i, &(side, action)) in self.steps.iter().enumerate() {
            if let Err(e) = round.apply(side, action) {
                return Ok(ScenarioRun { round, rejected: Some((i, e)) });
            }
        }
        Ok(ScenarioRun { round, rejected: None })
    }

    /// Plays the scenario and compares with `expect`.
    ///
    /// # Errors
    /// Every difference, one sentence each (or the position's problem).
    pub fn check(&self) -> Result<(), Vec<String>> {
        let run = self.play().map_err(|e| vec![e])?;
        let r = &run.round;
        let e = &self.expect;
        let mut diffs = Vec::new();
        match (e.rejected_step, &run.rejected) {
            (None, Some((i, err))) => diffs.push(format!("step {i} was refused: {err}")),
            (Some(i), None) => diffs.push(format!("step {i} should have been refused but every step was accepted")),
            (Some(i), Some((j, err))) if i != *j => {
                diffs.push(format!("step {i} should have been refused, but step {j} was: {err}"))
            }
            _ => {}
        }
        let outcome = match r.result() {
            None => ExpectedOutcome::Ongoing,
            Some(RoundResult::Draw) => ExpectedOutcome::Draw,
            Some(RoundResult::Won { winner, reason }) => ExpectedOutcome::Won(winner, reason),
        };
        if outcome != e.outcome {
            diffs.push(format!("outcome is {outcome:?}, expected {:?}", e.outcome));
        }
        let mut num = |name: &str, want: Option<i64>, got: u8| {
            if let Some(w) = want
                && w != i64::from(got)
            {
                diffs.push(format!("{name} is {got}, expected {w}"));
            }
        };
        num("left_pos", e.left_pos, r.pos(Side::Left));
        num("right_pos", e.right_pos, r.pos(Side::Right));
        num("draw_pile_len", e.draw_pile_len, r.draw_pile().len());
        for (name, want, side) in [("left_hand", &e.left_hand, Side::Left), ("right_hand", &e.right_hand, Side::Right)]
        {
            if let Some(w) = want {
                let got = r.hand(side);
                if Cards::from_values(w).as_ref() != Some(got) {
                    let mut w = w.clone();
                    w.sort_unstable();
                    diffs.push(format!("{name} is {got}, expected {w:?}"));
                }
            }
        }
        if let Some(w) = e.to_act
            && r.to_act() != Some(w)
        {
            diffs.push(format!("to_act is {:?}, expected {w:?}", r.to_act()));
        }
        if let Some(w) = e.phase {
            let got = phase_name(r.phase());
            if got != w {
                diffs.push(format!("phase is {got:?}, expected {w:?}"));
            }
        }
        if diffs.is_empty() { Ok(()) } else { Err(diffs) }
    }
}

fn phase_name(p: Phase) -> ExpectedPhase {
    match p {
        Phase::Turn => ExpectedPhase::Turn,
        Phase::Defend(_) => ExpectedPhase::Defend,
        Phase::Over(_) => ExpectedPhase::RoundOver,
    }
}

/// The state after a scenario's steps as the one-line JSON object of FORMAT.md
/// (`--print-state`), hands sorted ascending.
pub fn state_json(run: &ScenarioRun) -> serde_json::Value {
    let r = &run.round;
    let (outcome, winner, reason) = match r.result() {
        None => ("Ongoing", None, None),
        Some(RoundResult::Draw) => ("Draw", None, None),
        Some(RoundResult::Won { winner, reason }) => ("Won", Some(winner.name()), Some(format!("{reason:?}"))),
    };
    serde_json::json!({
        "outcome": outcome,
        "winner": winner,
        "reason": reason,
        "left_pos": r.pos(Side::Left),
        "right_pos": r.pos(Side::Right),
        "left_hand": r.hand(Side::Left).to_vec(),
        "right_hand": r.hand(Side::Right).to_vec(),
        "draw_pile_len": r.draw_pile().len(),
        "to_act": r.to_act().map(Side::name),
        "phase": format!("{:?}", phase_name(r.phase())),
        "rejected_step": run.rejected.map(|(i, _)| i),
    })
}

/// Outcome of running one scenario file with the runner.
#[derive(Debug)]
pub enum FileOutcome {
    Pass,
    Fail(Vec<String>),
    Error(String),
}

/// Loads, plays and checks one file: what `en-garde scenario FILE` prints a line for.
pub fn run_file(path: &Path) -> FileOutcome {
    match Scenario::load(path) {
        Err(e) => FileOutcome::Error(e.to_string()),
        Ok(s) => match s.check() {
            Ok(()) => FileOutcome::Pass,
            Err(d) => FileOutcome::Fail(d),
        },
    }
}
