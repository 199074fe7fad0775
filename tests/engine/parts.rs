//! R7 at the table: a match taken apart into what every player sees, the two hands and
//! the referee's secrets, and joined back, is the same match — it plays on to the same
//! end — and each player's view built from the public parts and the hands alone equals
//! the rules' own observation. Parts that cannot be one match are refused in words.

use en_garde_engine::rules::matchplay::MatchRng;
use en_garde_engine::rules::*;
use rand::{RngExt, SeedableRng};

/// The next step of `m` chosen at random among the legal ones.
fn random_step(m: &Match, rng: &mut MatchRng) -> MatchStep {
    match m.phase() {
        MatchPhase::RoundOver(_) => MatchStep::NextRound,
        MatchPhase::ChooseDuellCard { chooser } => {
            MatchStep::ChooseDuellCard { who: chooser, card: DuellCard::D3_CHOICES[rng.random_range(0..4)] }
        }
        _ => {
            let mut list = ActionList::new();
            m.round().legal_actions(&mut list);
            MatchStep::Act { who: m.decider().unwrap(), action: list[rng.random_range(0..list.len())] }
        }
    }
}

fn same_match(a: &Match, b: &Match) {
    assert_eq!(a.round(), b.round());
    assert_eq!(a.phase(), b.phase());
    assert_eq!(a.scores(), b.scores());
    assert_eq!(a.round_number(), b.round_number());
    assert_eq!((a.starter(), a.duell_card(), a.seed()), (b.starter(), b.duell_card(), b.seed()));
}

#[test]
fn a_match_taken_apart_and_joined_plays_on_to_the_same_end() {
    for (i, rules) in
        [RuleSet::basic(), RuleSet::standard(), RuleSet::advanced(), RuleSet::duell(true)].into_iter().enumerate()
    {
        for seed in 0..20u64 {
            let mut m = Match::new(rules, seed * 31 + i as u64);
            let mut rng = MatchRng::seed_from_u64(seed);
            while !m.is_over() {
                let parts = m.to_parts();
                let mut joined = Match::from_parts(&parts.public, parts.hands, &parts.secrets).unwrap();
                same_match(&joined, &m);
                for side in Side::BOTH {
                    assert_eq!(
                        Observation::from_public(&parts.public, parts.hands, side),
                        m.observation(side),
                        "{side}'s view from the table and the hands"
                    );
                }
                // The joined match deals the same later rounds: the secrets came along.
                let step = random_step(&m, &mut rng);
                assert_eq!(joined.step(step), m.step(step));
                same_match(&joined, &m);
            }
        }
    }
}

#[test]
fn parts_that_are_not_one_match_are_refused_in_words() {
    let m = Match::new(RuleSet::advanced(), 3);
    let parts = m.to_parts();
    let refuse = |public: &MatchPublic, hands: [Cards; 2]| {
        Match::from_parts(public, hands, &parts.secrets).err().map(|e| e.to_string()).unwrap_or_default()
    };
    let mut off = parts.public.clone();
    off.round.positions = [0, 23];
    assert!(refuse(&off, parts.hands).contains("spaces 0 and 23"), "{}", refuse(&off, parts.hands));
    let mut crossed = parts.public.clone();
    crossed.round.positions = [12, 12];
    assert!(refuse(&crossed, parts.hands).contains("R1.4"));
    let mut extra = parts.hands;
    extra[0].add(5);
    assert!(refuse(&parts.public, extra).contains("not the 25 cards"), "{}", refuse(&parts.public, extra));
    let mut pile = parts.public.clone();
    pile.round.draw_pile_len += 1;
    assert!(refuse(&pile, parts.hands).contains("draw pile"));
    let mut top = parts.public.clone();
    top.round.discard_top = Some(4);
    assert!(refuse(&top, parts.hands).contains("top of the discard pile"));
}

#[test]
fn history_replays_through_one_loop_and_takes_back_a_decision() {
    let rules = RuleSet::advanced();
    let mut history = MatchHistory::new(rules, 8);
    let mut m = history.opening();
    let mut rng = MatchRng::seed_from_u64(8);
    let mut visited = 0;
    for _ in 0..12 {
        let step = random_step(&m, &mut rng);
        history.play(&mut m, step).unwrap();
    }
    let replayed = history
        .replay_visiting(usize::MAX, |_, index, step, _| {
            assert_eq!(*step, history.steps[index]);
            visited += 1;
        })
        .unwrap();
    assert_eq!(visited, 12);
    same_match(&replayed, &m);
    // Taking back Left's last decision replays the match without it and what followed.
    let last_left = history.last_decision_of(Side::Left).unwrap();
    let mut shorter = history.clone();
    let back = shorter.take_back(Side::Left).unwrap();
    assert_eq!(shorter.steps.len(), last_left);
    same_match(&back, &history.replay_to(last_left).unwrap());
    // A history whose step the rules refuse names it.
    let bad = MatchHistory::with_steps(rules, 8, vec![MatchStep::NextRound]);
    assert_eq!(bad.replay().unwrap_err(), ReplayError { index: 0, error: RuleError::RoundInProgress });
}
