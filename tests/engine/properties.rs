//! Property tests: random matches of every level, checking the invariants of RULES.md
//! after every action. The number of rounds per level defaults to 100,000; set
//! `EN_GARDE_PROPTEST_ROUNDS` for longer (or shorter) runs.

use en_garde_engine::rules::matchplay::MatchRng;
use en_garde_engine::rules::*;
use proptest::prelude::*;
use rand::{Rng, RngExt, SeedableRng};

/// Rounds played by each case; the number of cases makes up the per-level total.
const ROUNDS_PER_CASE: u64 = 100;

fn rounds_per_level() -> u64 {
    std::env::var("EN_GARDE_PROPTEST_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000)
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: (rounds_per_level() / ROUNDS_PER_CASE).max(1) as u32,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Any action shape, legal or not, to probe that refusals change nothing.
fn arbitrary_action(rng: &mut MatchRng) -> Action {
    let v = |rng: &mut MatchRng| rng.random_range(0..=6u8);
    match rng.random_range(0..5) {
        0 => Action::Move { dir: if rng.random() { Dir::Forward } else { Dir::Back }, card: v(rng) },
        1 => Action::Attack { value: v(rng), count: v(rng) },
        2 => Action::AdvanceAttack { advance: v(rng), value: v(rng), count: v(rng) },
        3 => Action::Parry,
        _ => Action::Retreat { card: v(rng) },
    }
}

fn invariants(r: &Round) -> Result<(), TestCaseError> {
    // All 25 cards accounted for (R1.2).
    prop_assert_eq!(r.all_cards(), Cards::FULL_DECK);
    // Positions on the piste, left < right (R1.1, R1.4).
    let (l, rp) = (r.pos(Side::Left), r.pos(Side::Right));
    prop_assert!(1 <= l && l < rp && rp <= PISTE_LEN, "positions {} {}", l, rp);
    // Hands never above the hand size (R2.2, R4.6).
    for s in Side::BOTH {
        prop_assert!(r.hand(s).len() <= r.rules().hand_size);
    }
    // A player to act always has a legal action, or the round has ended (R4.7, R5.4).
    let mut list = ActionList::new();
    r.legal_actions(&mut list);
    prop_assert_eq!(list.is_empty(), r.is_over());
    Ok(())
}

fn fresh_round_set_up(r: &Round) -> Result<(), TestCaseError> {
    // R2.2, R9.8: nothing carries over.
    prop_assert_eq!((r.pos(Side::Left), r.pos(Side::Right)), (1, 23));
    prop_assert!(r.discard().is_empty() && r.history().is_empty() && r.discard_top().is_none());
    prop_assert!(r.last_card_drawn_by().is_none());
    let hs = r.rules().hand_size;
    prop_assert_eq!(r.hand(Side::Left).len(), hs);
    prop_assert_eq!(r.hand(Side::Right).len(), hs);
    let expected_pile = if r.rules().ten_card_deal() { 0 } else { 25 - 2 * hs };
    prop_assert_eq!(r.draw_pile().len(), expected_pile);
    Ok(())
}

/// Plays random matches under `rules` until `rounds` rounds have ended.
fn play(rules: RuleSet, seed: u64, rounds: u64) -> Result<(), TestCaseError> {
    let mut rng = MatchRng::seed_from_u64(seed);
    let mut m = Match::new(rules, rng.next_u64());
    let mut ended = 0;
    let mut scores = [0u8; 2];
    let mut list = ActionList::new();
    fresh_round_set_up(m.round())?;
    while ended < rounds {
        match m.phase() {
            MatchPhase::Over { winner } => {
                prop_assert!(m.score(winner) >= rules.target_score);
                prop_assert!(m.score(winner.opponent()) < rules.target_score);
                prop_assert_eq!(m.apply(Side::Left, Action::Parry), Err(RuleError::MatchOver));
                m = Match::new(rules, rng.next_u64());
                scores = [0, 0];
                fresh_round_set_up(m.round())?;
            }
            MatchPhase::RoundOver(_) => {
                prop_assert_eq!(m.next_round(), Ok(()));
                if m.phase() == MatchPhase::Playing {
                    fresh_round_set_up(m.round())?;
                }
            }
            MatchPhase::ChooseDuellCard { chooser } => {
                prop_assert_eq!(m.choose_duell_card(chooser, DuellCard::D1), Err(RuleError::BadDuellChoice));
                let card = DuellCard::D3_CHOICES[rng.random_range(0..4)];
                prop_assert_eq!(m.choose_duell_card(chooser, card), Ok(()));
                if m.phase() == MatchPhase::Playing {
                    fresh_round_set_up(m.round())?;
                }
            }
            MatchPhase::Playing => {
                let r = *m.round();
                let side = r.to_act().expect("a round being played has a player to act");
                r.legal_actions(&mut list);
                for a in list.iter() {
                    prop_assert!(r.check(side, *a).is_ok(), "generated {:?} is refused", a);
                    prop_assert!(r.check(side.opponent(), *a).is_err());
                }
                // A probe: accepted exactly when generated; refused without any change.
                let probe = arbitrary_action(&mut rng);
                let mut copy = m.clone();
                match copy.apply(side, probe) {
                    Ok(_) => prop_assert!(list.contains(&probe), "{:?} accepted but not generated", probe),
                    Err(_) => {
                        prop_assert!(!list.contains(&probe));
                        prop_assert_eq!(copy.round(), &r);
                        prop_assert_eq!(copy.scores(), m.scores());
                    }
                }
                let a = list[rng.random_range(0..list.len())];
                let (cards_before, pile_before) = (usize::from(r.hand(side).len()), r.draw_pile().len() as usize);
                let report = m.apply(side, a).map_err(|e| TestCaseError::fail(format!("{a:?}: {e}")))?;
                // Every card accounted for: what was played left the hand, what was drawn
                // came from the pile.
                let played = usize::from(a.cards_played(report.parried.map_or(0, |p| p.count)));
                prop_assert!(played >= 1, "R4.5: {:?} plays no card", a);
                let (after, pile_after) =
                    (usize::from(m.round().hand(side).len()), m.round().draw_pile().len() as usize);
                let drawn = pile_before - pile_after;
                prop_assert_eq!(after + played, cards_before + drawn, "{:?}", a);
                if report.result.is_none() {
                    if a == Action::Parry {
                        prop_assert_eq!(drawn, 0, "R5.3: no refill after a parry");
                    } else {
                        let full = usize::from(r.rules().hand_size).min(cards_before - played + pile_before);
                        prop_assert_eq!(after, full, "R4.6: {:?} refills to the hand size while the pile lasts", a);
                    }
                }
                invariants(m.round())?;
                // Scores only grow, by the round's points (R2.1, D2).
                let now = m.scores();
                prop_assert!(now[0] >= scores[0] && now[1] >= scores[1]);
                if let Some(res) = report.result {
                    ended += 1;
                    let gained = [now[0] - scores[0], now[1] - scores[1]];
                    match res.winner() {
                        Some(w) => {
                            prop_assert_eq!(gained[w.index()], m.round().rules().points_for_win());
                            prop_assert_eq!(gained[w.opponent().index()], 0);
                        }
                        None => prop_assert_eq!(gained, [0, 0]),
                    }
                } else {
                    prop_assert_eq!(now, scores);
                }
                scores = now;
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn basic_rounds_keep_every_invariant(seed in any::<u64>()) {
        play(RuleSet::basic(), seed, ROUNDS_PER_CASE)?;
    }

    #[test]
    fn standard_rounds_keep_every_invariant(seed in any::<u64>()) {
        play(RuleSet::standard(), seed, ROUNDS_PER_CASE)?;
    }

    #[test]
    fn advanced_rounds_keep_every_invariant(seed in any::<u64>()) {
        let mut rules = RuleSet::advanced();
        rules.final_retreat_skips_card_count = seed % 2 == 0;
        play(rules, seed, ROUNDS_PER_CASE)?;
    }

    #[test]
    fn duell_rounds_keep_every_invariant(seed in any::<u64>()) {
        play(RuleSet::duell(seed % 4 != 0), seed, ROUNDS_PER_CASE)?;
    }
}
