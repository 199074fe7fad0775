//! The rules' own things in the player's language: sides, levels, Duell cards, cards,
//! actions, attacks and the rules' reasons for refusing an action ([`RuleError`], each
//! naming its rule). The rules keep their English `Display` for logs and the command line;
//! every view shows these instead.

use super::Lang;
use crate::ai::{BotLevel, Controller, Players};
use crate::rules::{Action, Attack, Dir, DuellCard, Level, RuleError, Side};
use crate::tr;

/// The seat's own name: "Left", "Right".
pub fn side(lang: &Lang, side: Side) -> String {
    lang.get(match side {
        Side::Left => "side-left",
        Side::Right => "side-right",
    })
}

/// A computer level's name: "easy", "hard".
pub fn bot_level(lang: &Lang, level: BotLevel) -> String {
    lang.get(match level {
        BotLevel::Random => "bot-level-random",
        BotLevel::Beginner => "bot-level-beginner",
        BotLevel::Easy => "bot-level-easy",
        BotLevel::Normal => "bot-level-normal",
        BotLevel::Hard => "bot-level-hard",
        BotLevel::Expert => "bot-level-expert",
        BotLevel::Reflex => "bot-level-reflex",
    })
}

/// A rule level's name (R3): "Basic", "Standard", "Advanced", "Duell".
pub fn level(lang: &Lang, level: Level) -> String {
    lang.get(match level {
        Level::Basic => "level-basic",
        Level::Standard => "level-standard",
        Level::Advanced => "level-advanced",
        Level::Duell => "level-duell",
    })
}

/// What a Duell card does (R8): "open hands".
pub fn duell_effect(lang: &Lang, card: DuellCard) -> String {
    lang.get(match card {
        DuellCard::D1 => "duell-d1",
        DuellCard::D2 => "duell-d2",
        DuellCard::D3 => "duell-d3",
        DuellCard::D4 => "duell-d4",
        DuellCard::D5 => "duell-d5",
        DuellCard::D6 => "duell-d6",
        DuellCard::D7 => "duell-d7",
    })
}

/// A Duell card with what it does: "D4: open hands".
pub fn duell_card(lang: &Lang, card: DuellCard) -> String {
    tr!(lang, "duell-card", card = format!("{card:?}"), text = duell_effect(lang, card))
}

/// `count` cards of `value` (1..=5): "a 4", "two 4s".
pub fn cards_of(lang: &Lang, value: u8, count: u8) -> String {
    tr!(lang, "cards-of", value = value, count = count)
}

/// An action without its subject: "advance 3", "attack with two 4s".
pub fn action(lang: &Lang, action: &Action) -> String {
    match *action {
        Action::Move { card, dir: Dir::Forward } => tr!(lang, "action-advance", card = card),
        Action::Move { card, dir: Dir::Back } => tr!(lang, "action-retreat", card = card),
        Action::Attack { value, count } => tr!(lang, "action-attack", cards = cards_of(lang, value, count)),
        Action::AdvanceAttack { advance, value, count } => {
            tr!(lang, "action-advance-attack", card = advance, cards = cards_of(lang, value, count))
        }
        Action::Parry => lang.get("action-parry"),
        Action::Retreat { card } => tr!(lang, "action-retreat-from-attack", card = card),
    }
}

/// An attack: "direct attack with two 4s".
pub fn attack(lang: &Lang, attack: &Attack) -> String {
    let cards = cards_of(lang, attack.value, attack.count);
    if attack.indirect {
        tr!(lang, "attack-indirect", cards = cards)
    } else {
        tr!(lang, "attack-direct", cards = cards)
    }
}

/// Why the rules refuse an action, naming the rule.
pub fn rule_error(lang: &Lang, error: &RuleError) -> String {
    match *error {
        RuleError::RoundOver => lang.get("error-round-over"),
        RuleError::NotYourTurn { expected, got } => {
            tr!(lang, "error-not-your-turn", expected = side(lang, expected), got = side(lang, got))
        }
        RuleError::NoSuchValue(v) => tr!(lang, "error-no-such-value", value = v),
        RuleError::ZeroCount => lang.get("error-zero-count"),
        RuleError::NotInHand { value, need, have } => {
            tr!(lang, "error-not-in-hand", value = value, need = need, have = have)
        }
        RuleError::LeavesPiste { card } => tr!(lang, "error-leaves-piste", card = card),
        RuleError::ReachesOpponent { card, distance } => {
            tr!(lang, "error-reaches-opponent", card = card, distance = distance)
        }
        RuleError::WrongAttackValue { value, distance } => {
            tr!(lang, "error-wrong-attack-value", value = value, distance = distance)
        }
        RuleError::BasicSingleCard => lang.get("error-basic-single-card"),
        RuleError::IndirectNotAllowed => lang.get("error-indirect-not-allowed"),
        RuleError::BackwardNotAllowed => lang.get("error-backward-not-allowed"),
        RuleError::NoAttackToAnswer => lang.get("error-no-attack-to-answer"),
        RuleError::MustAnswerAttack(a) => tr!(lang, "error-must-answer-attack", attack = attack(lang, &a)),
        RuleError::CannotParry { value, count } => tr!(lang, "error-cannot-parry", value = value, count = count),
        RuleError::RetreatOnlyFromIndirect => lang.get("error-retreat-only-from-indirect"),
        RuleError::RoundInProgress => lang.get("error-round-in-progress"),
        RuleError::MatchOver => lang.get("error-match-over"),
        RuleError::AwaitingDuellChoice(s) => tr!(lang, "error-awaiting-duell-choice", who = side(lang, s)),
        RuleError::NoDuellChoicePending => lang.get("error-no-duell-choice-pending"),
        RuleError::BadDuellChoice => lang.get("error-bad-duell-choice"),
    }
}

/// A controller's name: the person's own name, or "Computer (hard)".
pub fn controller_name(lang: &Lang, controller: &Controller) -> String {
    match controller {
        Controller::Human { name } | Controller::Remote { name } => name.clone(),
        Controller::Computer { level } => tr!(lang, "computer-name", level = bot_level(lang, *level)),
    }
}

/// How the panels name `side`'s player: "You" for the one person at this computer
/// ([`Players::is_you`]), else [`controller_name`].
pub fn shown_name(lang: &Lang, players: &Players, side: Side) -> String {
    if players.is_you(side) { lang.get("you") } else { controller_name(lang, players.get(side)) }
}

/// The grammatical person of `side` for the catalogues' select expressions: `"you"` for
/// the one person at this computer, else `"other"`.
pub fn person(players: &Players, side: Side) -> &'static str {
    if players.is_you(side) { "you" } else { "other" }
}

/// One step of a match record: "Left: advance 3", "next round", "Right chooses D4 (open hands)".
pub fn step(lang: &Lang, step: &crate::rules::MatchStep) -> String {
    use crate::rules::MatchStep;
    match step {
        MatchStep::Act { who, action: a } => tr!(lang, "step-act", who = side(lang, *who), action = action(lang, a)),
        MatchStep::NextRound => lang.get("step-next-round"),
        MatchStep::OutOfTime { who } => tr!(lang, "step-out-of-time", who = side(lang, *who)),
        MatchStep::ChooseDuellCard { who, card } => tr!(
            lang,
            "step-duell-card",
            who = side(lang, *who),
            card = format!("{card:?}"),
            text = duell_effect(lang, *card)
        ),
    }
}

/// The name of a computer level's fencer on the ladder: "Captain Nora".
pub fn fencer_name(lang: &Lang, level: BotLevel) -> String {
    lang.attribute(fencer_id(level), "name", None)
}

/// The style of a computer level's fencer, in one line: "counts the cards, with lapses".
pub fn fencer_style(lang: &Lang, level: BotLevel) -> String {
    lang.attribute(fencer_id(level), "style", None)
}

fn fencer_id(level: BotLevel) -> &'static str {
    match level {
        BotLevel::Random => "fencer-random",
        BotLevel::Beginner => "fencer-beginner",
        BotLevel::Easy => "fencer-easy",
        BotLevel::Normal => "fencer-normal",
        BotLevel::Hard => "fencer-hard",
        BotLevel::Expert => "fencer-expert",
        BotLevel::Reflex => "fencer-reflex",
    }
}
