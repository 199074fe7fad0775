//! The game in words: how a round ended, what an action did. Pure functions over what the
//! rules and the events report, in the player's language ([`Lang`]), shared by the
//! round-over screen, the log and the tests.

use crate::lang::{Lang, terms};
use crate::rules::{Action, RoundEnding, RoundResult, Side, WinReason};
use crate::tr;

/// What the panels call each side: "You" and "Computer (hard)" where a person plays the
/// computer, the names in hot-seat, the seats ("Left", "Right") where no one is named;
/// with each side's grammatical person for the catalogues ("you" or "other").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    names: [String; 2],
    persons: [&'static str; 2],
}

impl Names {
    /// `names` of Left and Right; `you` is the side of the one person at this computer.
    pub fn new(names: [String; 2], you: Option<Side>) -> Names {
        Names { names, persons: Side::BOTH.map(|s| if you == Some(s) { "you" } else { "other" }) }
    }

    /// The names the panels show for `players` ([`terms::shown_name`]).
    pub fn of(lang: &Lang, players: &crate::ai::Players) -> Names {
        Names {
            names: Side::BOTH.map(|s| terms::shown_name(lang, players, s)),
            persons: Side::BOTH.map(|s| terms::person(players, s)),
        }
    }

    /// The seats' own names, "Left" and "Right".
    pub fn seats(lang: &Lang) -> Names {
        Names::new(Side::BOTH.map(|s| terms::side(lang, s)), None)
    }

    /// `side`'s name.
    pub fn get(&self, side: Side) -> &str {
        &self.names[side.index()]
    }

    /// `side`'s grammatical person: `"you"` or `"other"`.
    pub fn person(&self, side: Side) -> &'static str {
        self.persons[side.index()]
    }
}

/// Why a round ended, in words, from the loser's or the table's point of view, e.g.
/// "Right is hit by an attack with two 4s", "You have no legal move",
/// "draw pile out: 2 cards of 3 against 1" — from the rules' account of the ending alone.
pub fn round_result(lang: &Lang, ending: &RoundEnding, names: &Names) -> String {
    let dist = ending.distance;
    match ending.result {
        // R6.3: the card count first (where the level counts), then the advancement.
        RoundResult::Draw if ending.cards_counted => {
            tr!(lang, "result-draw-even", cards = ending.cards_at_distance[0], distance = dist)
        }
        RoundResult::Draw => lang.get("result-draw"),
        RoundResult::Won { winner, reason } => {
            let (w, l) = (winner.index(), winner.opponent().index());
            let loser_side = winner.opponent();
            let (wn, ln) = (names.get(winner).to_string(), names.get(loser_side).to_string());
            let (wp, lp) = (names.person(winner), names.person(loser_side));
            match reason {
                WinReason::Hit => match ending.hit_by {
                    Some(a) => {
                        let cards = terms::cards_of(lang, a.value, a.count);
                        let attack = if a.indirect {
                            tr!(lang, "hit-by-indirect", cards = cards)
                        } else {
                            tr!(lang, "hit-by-direct", cards = cards)
                        };
                        tr!(lang, "result-hit", loser = ln, person = lp, attack = attack)
                    }
                    None => tr!(
                        lang,
                        "result-last-chance",
                        winner = wn,
                        winner_person = wp,
                        loser = ln,
                        loser_person = lp,
                        distance = dist
                    ),
                },
                WinReason::NoLegalAction => tr!(lang, "result-no-legal-move", loser = ln, person = lp),
                WinReason::DeckOutCards => tr!(
                    lang,
                    "result-cards-at-distance",
                    winner_cards = ending.cards_at_distance[w],
                    loser_cards = ending.cards_at_distance[l],
                    distance = dist
                ),
                WinReason::DeckOutPosition if ending.cards_counted => tr!(
                    lang,
                    "result-advanced-further-even",
                    cards = ending.cards_at_distance[w],
                    distance = dist,
                    winner = wn,
                    person = wp,
                    winner_spaces = ending.advancement[w],
                    loser_spaces = ending.advancement[l]
                ),
                WinReason::DeckOutPosition => tr!(
                    lang,
                    "result-advanced-further",
                    winner = wn,
                    person = wp,
                    winner_spaces = ending.advancement[w],
                    loser_spaces = ending.advancement[l]
                ),
            }
        }
    }
}

/// `text` with the spaces inside its first parenthesis and the one before it made
/// non-breaking (U+00A0), so that a wrapped line never parts a figure in brackets from its
/// word ("best (52 %): …" breaks after the colon, not inside "(52 %)"). Text without a
/// parenthesis is unchanged.
pub fn parenthesis_kept_with_its_word(text: &str) -> String {
    let Some(open) = text.find(['(', '（']) else { return text.to_string() };
    let close = text[open..].find([')', '）']).map_or(text.len(), |c| open + c);
    let (head, rest) = text.split_at(open);
    let (inside, tail) = rest.split_at(close - open);
    let word = head.trim_end();
    let gap = if word.len() < head.len() { "\u{a0}" } else { "" };
    format!("{word}{gap}{}{tail}", inside.replace(' ', "\u{a0}"))
}

/// `text` with its first letter a capital, for a sentence made of a phrase ("advance 1"
/// → "Advance 1"); unchanged in scripts without capitals.
pub fn capitalized(text: &str) -> String {
    let mut c = text.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// "Your hand", "Ann's hand".
pub fn whose_hand(lang: &Lang, players: &crate::ai::Players, side: Side) -> String {
    tr!(lang, "whose-hand", who = terms::shown_name(lang, players, side), person = terms::person(players, side))
}

/// A finished match as the Replays list shows it: "You beat Computer (hard) 5–3 ·
/// Advanced · 7 rounds · 1 Dec 2026, 14:02", in the local time zone. `scores` are Left's
/// and Right's, `finished` the record's time (UTC).
pub fn record_line(
    lang: &Lang,
    players: &crate::ai::Players,
    winner: Side,
    scores: [u8; 2],
    level: crate::rules::Level,
    rounds: usize,
    finished: crate::persist::time::UtcTime,
) -> String {
    let when = chrono::DateTime::from_timestamp(finished.unix_seconds, 0)
        .map(|t| t.with_timezone(&chrono::Local).format("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_default();
    let [a, b] = scores;
    tr!(
        lang,
        "record-line",
        winner = terms::shown_name(lang, players, winner),
        person = terms::person(players, winner),
        loser = terms::shown_name(lang, players, winner.opponent()),
        loser_person = terms::person(players, winner.opponent()),
        high = a.max(b),
        low = a.min(b),
        level = terms::level(lang, level),
        rounds = rounds,
        when = when
    )
}

/// A line of the action log: "Left advances 3 to space 4", "You parry".
pub fn action_line(lang: &Lang, names: &Names, side: Side, action: &Action, from: u8, to: u8) -> String {
    let (who, person) = (names.get(side).to_string(), names.person(side));
    match *action {
        Action::Move { card, dir: crate::rules::Dir::Forward } => {
            tr!(lang, "log-advance", who = who, person = person, card = card, to = to)
        }
        Action::Move { card, dir: crate::rules::Dir::Back } => {
            tr!(lang, "log-retreat", who = who, person = person, card = card, to = to)
        }
        Action::Attack { value, count } => {
            tr!(lang, "log-attack", who = who, person = person, cards = terms::cards_of(lang, value, count))
        }
        Action::AdvanceAttack { advance, value, count } => tr!(
            lang,
            "log-advance-attack",
            who = who,
            person = person,
            card = advance,
            to = to,
            cards = terms::cards_of(lang, value, count)
        ),
        Action::Parry => tr!(lang, "log-parry", who = who, person = person),
        Action::Retreat { card } => {
            tr!(lang, "log-retreat-from-attack", who = who, person = person, card = card, from = from, to = to)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Attack;

    #[test]
    fn sentences_start_with_a_capital() {
        assert_eq!(capitalized("advance 1"), "Advance 1");
        assert_eq!(capitalized("été"), "Été");
        assert_eq!(capitalized("前進"), "前進");
        assert_eq!(capitalized(""), "");
    }

    #[test]
    fn log_lines_agree_with_you() {
        let lang = Lang::default();
        let names = Names::new(["Computer (hard)".into(), "You".into()], Some(Side::Right));
        let advance = Action::Move { card: 3, dir: crate::rules::Dir::Forward };
        assert_eq!(action_line(&lang, &names, Side::Right, &advance, 1, 4), "You advance 3 to space 4");
        assert_eq!(action_line(&lang, &names, Side::Left, &advance, 1, 4), "Computer (hard) advances 3 to space 4");
        assert_eq!(action_line(&lang, &names, Side::Right, &Action::Parry, 0, 0), "You parry");
        let ann = Names::new(["Ann".into(), "Bo".into()], None);
        let indirect = Action::AdvanceAttack { advance: 1, value: 5, count: 2 };
        assert_eq!(
            action_line(&lang, &ann, Side::Left, &indirect, 13, 14),
            "Ann advances 1 to space 14 and attacks with two 5s"
        );
    }

    #[test]
    fn log_lines_in_another_language_take_its_grammar() {
        let fr = Lang::new(crate::lang::Language::French);
        let names = Names::new(["Ordinateur".into(), "Vous".into()], Some(Side::Right));
        let advance = Action::Move { card: 3, dir: crate::rules::Dir::Forward };
        let you = action_line(&fr, &names, Side::Right, &advance, 1, 4);
        let it = action_line(&fr, &names, Side::Left, &advance, 1, 4);
        assert!(you.starts_with("Vous") && it.starts_with("Ordinateur"), "{you} / {it}");
        assert_ne!(you.trim_start_matches("Vous"), it.trim_start_matches("Ordinateur"), "the verb agrees");
    }

    #[test]
    fn round_results_name_the_players_the_panels_name() {
        let lang = Lang::default();
        let hit = RoundEnding {
            result: RoundResult::Won { winner: Side::Left, reason: WinReason::Hit },
            distance: 5,
            hit_by: Some(Attack { value: 5, count: 1, indirect: false }),
            cards_at_distance: [0, 0],
            advancement: [4, 1],
            cards_counted: false,
        };
        assert_eq!(round_result(&lang, &hit, &Names::seats(&lang)), "Right is hit by an attack with a 5");
        let you_lose = Names::new(["Computer (normal)".into(), "You".into()], Some(Side::Right));
        assert_eq!(round_result(&lang, &hit, &you_lose), "You are hit by an attack with a 5");
        let stuck =
            RoundEnding { result: RoundResult::Won { winner: Side::Left, reason: WinReason::NoLegalAction }, ..hit };
        assert_eq!(round_result(&lang, &stuck, &you_lose), "You have no legal move");
        let cards = RoundEnding {
            result: RoundResult::Won { winner: Side::Left, reason: WinReason::DeckOutCards },
            cards_at_distance: [1, 0],
            distance: 3,
            ..hit
        };
        assert_eq!(round_result(&lang, &cards, &you_lose), "draw pile out: 1 card of 3 against 0");
        // By advancement: where the cards were counted first, the result says they were
        // even before it says who advanced further (R6.3).
        let far = RoundEnding {
            result: RoundResult::Won { winner: Side::Right, reason: WinReason::DeckOutPosition },
            cards_at_distance: [1, 1],
            distance: 5,
            advancement: [6, 11],
            ..hit
        };
        assert_eq!(round_result(&lang, &far, &you_lose), "draw pile out: you advanced further (11 spaces against 6)");
        let even = RoundEnding { cards_counted: true, ..far };
        assert_eq!(
            round_result(&lang, &even, &you_lose),
            "draw pile out: 1 card of 5 each, even; then you advanced further (11 spaces against 6)"
        );
        let drawn = RoundEnding { result: RoundResult::Draw, cards_at_distance: [0, 0], ..even };
        assert_eq!(
            round_result(&lang, &drawn, &you_lose),
            "draw pile out: 0 cards of 5 each, and neither fencer is ahead — a draw"
        );
    }
}
