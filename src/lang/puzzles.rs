//! A puzzle's solution and reason in the player's language (`puzzles.ftl`): the words for
//! [`Why`], each with the rule it rests on.

use super::{Lang, terms};
use crate::puzzles::{Puzzle, Why};
use crate::rules::Level;
use crate::tr;

/// "Solution: advance 3: 81% to win the round; no other action gives more than 40% …".
pub fn solution(lang: &Lang, p: &Puzzle) -> String {
    tr!(
        lang,
        "puzzle-solution",
        action = terms::action(lang, &p.solution),
        percent = (100.0 * p.chance).round() as i64,
        next = (100.0 * p.next_chance).round() as i64
    )
}

/// Why the solution is best, one sentence citing the rules; `level` decides whether
/// indirect attacks (R4.3) are cited.
pub fn why(lang: &Lang, why: &Why, level: Level) -> String {
    let indirect = if level == Level::Advanced { "yes" } else { "no" };
    match *why {
        Why::AttackHits { value } => tr!(lang, "puzzle-why-attack-hits", value = value),
        Why::Unparriable { value, count } => tr!(lang, "puzzle-why-unparriable", value = value, count = count),
        Why::CannotParry { value, count, unseen, open } => {
            tr!(lang, "puzzle-why-cannot-parry", value = value, count = count, unseen = unseen, open = yes(open))
        }
        Why::Parry => lang.get("puzzle-why-parry"),
        Why::ParryAtPileEnd => lang.get("puzzle-why-parry-at-pile-end"),
        Why::PileEnd { distance, held } => tr!(lang, "puzzle-why-pile-end", distance = distance, held = held),
        Why::OutOfReach { distance } => {
            tr!(lang, "puzzle-why-out-of-reach", distance = distance, indirect = indirect)
        }
        Why::NoAttackLeft { distance, open } => {
            tr!(lang, "puzzle-why-no-attack-left", distance = distance, indirect = indirect, open = yes(open))
        }
        Why::Threat { distance, held } => tr!(lang, "puzzle-why-threat", distance = distance, held = held),
        Why::Judged => lang.get("puzzle-why-judged"),
    }
}

/// A flag as the catalogues' selectors read it.
fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}
