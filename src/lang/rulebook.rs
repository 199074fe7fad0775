//! The rules of a match in the player's language, with the options in force, for the Rules
//! screen: only what holds at its level. Written from `docs/RULES.md` (rule ids in
//! brackets) and, in French, Japanese and Portuguese, from the rulebooks' own wording; the
//! engine in `crate::rules` is what enforces them. The words are the catalogues'
//! `rulebook-…` messages; this module only chooses which of them the rules call for.

use super::{Lang, terms};
use crate::rules::{DuellCard, Level, RuleSet, StarterRule};
use crate::tr;

/// `"on"` or `"off"`, for the catalogues' select expressions.
fn on(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}

/// Headings, each with its paragraphs, describing `rules`: only what holds at its level,
/// and the options as they are set.
pub fn rules_text(lang: &Lang, rules: &RuleSet) -> Vec<(String, Vec<String>)> {
    let level = rules.level;
    let duell = level == Level::Duell;
    let level_name = terms::level(lang, level);
    let mut out = Vec::new();

    let title = if duell { level_name.clone() } else { tr!(lang, "level-rules", level = level_name.as_str()) };
    out.push((
        title,
        vec![tr!(lang, "rulebook-intro", points = rules.target_score, d2 = on(duell && rules.duell_special_cards))],
    ));

    let starter = match rules.starter {
        StarterRule::Alternate => "alternate",
        StarterRule::Loser => "loser",
    };
    out.push((
        lang.get("rulebook-round-heading"),
        vec![tr!(
            lang,
            "rulebook-round",
            hand_size = rules.hand_size,
            first = terms::side(lang, rules.first_starter),
            starter = starter,
            tracker = on(rules.played_cards_tracker)
        )],
    ));

    let mut turn = vec![lang.get("rulebook-turn-move")];
    turn.push(lang.get(if level == Level::Basic { "rulebook-turn-attack-basic" } else { "rulebook-turn-attack" }));
    if level.has_indirect_attack() {
        turn.push(lang.get("rulebook-turn-indirect"));
    }
    turn.push(lang.get("rulebook-turn-end"));
    out.push((lang.get("rulebook-turn-heading"), turn));

    let defence = if level.has_parry() {
        let mut d = vec![lang.get("rulebook-defence-parry")];
        if level.has_indirect_attack() {
            d.push(lang.get("rulebook-defence-retreat"));
        }
        d.push(lang.get("rulebook-defence-riposte"));
        d
    } else {
        vec![lang.get("rulebook-defence-none")]
    };
    out.push((lang.get("rulebook-defence-heading"), defence));

    let mut end = vec![lang.get("rulebook-end-attack")];
    if level == Level::Basic {
        end.push(lang.get("rulebook-end-last-chance"));
    }
    if level.deck_out_counts_cards() {
        end.push(lang.get("rulebook-end-cards"));
        if rules.final_retreat_skips_card_count {
            end.push(lang.get("rulebook-end-final-retreat"));
        }
    } else {
        end.push(lang.get("rulebook-end-advancement"));
    }
    out.push((lang.get("rulebook-end-heading"), end));

    if duell {
        let mut p = vec![lang.get("rulebook-duell")];
        if rules.duell_special_cards {
            p.push(lang.get("rulebook-duell-cards-on"));
            p.extend(DuellCard::ALL.iter().map(|&c| {
                tr!(
                    lang,
                    "rulebook-duell-card",
                    card = format!("{c:?}"),
                    text = terms::duell_effect(lang, c),
                    two = on(c == DuellCard::D1)
                )
            }));
        } else {
            p.push(lang.get("rulebook-duell-cards-off"));
        }
        out.push((level_name.clone(), p));
    }

    let mut options = vec![
        tr!(lang, "rulebook-option-level", level = level_name.as_str()),
        tr!(lang, "rulebook-option-target", points = rules.target_score),
        tr!(lang, "rulebook-option-hand-size", hand_size = rules.hand_size),
        tr!(lang, "rulebook-option-first", first = terms::side(lang, rules.first_starter)),
        tr!(lang, "rulebook-option-starter", starter = starter),
        tr!(lang, "rulebook-option-tracker", state = on(rules.played_cards_tracker)),
    ];
    if level.deck_out_counts_cards() {
        options.push(tr!(lang, "rulebook-option-final-retreat", state = on(rules.final_retreat_skips_card_count)));
    }
    if duell {
        options.push(tr!(lang, "rulebook-option-special-cards", state = on(rules.duell_special_cards)));
    }
    out.push((lang.get("rulebook-options-heading"), options));
    out
}
