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
                    // What a player at another computer is told (R7.2): the other hand's
                    // size, and its cards only where the rules show them.
                    let own = m.observation(side);
                    let other = parts.hands[side.opponent().index()];
                    let seen = SeenHand { size: other.len(), cards: own.opponent_hand };
                    assert_eq!(
                        Observation::from_seen(&parts.public, side, parts.hands[side.index()], seen),
                        own,
                        "{side}'s view from what it is told"
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

/// R7.2 and takebacks: a decision may be taken back only if that shows its maker no card it
/// would not otherwise know — not once it drew (it would draw the same card again), not
/// across the step to the next round (both hands were shown).
#[test]
fn a_takeback_never_shows_a_card() {
    let rules = RuleSet::advanced();
    let position = round::Position {
        rules: rules.round_rules(None),
        left_pos: 8,
        right_pos: 13,
        left_hand: Cards::from_values(&[5, 5, 1, 2, 3]).unwrap(),
        right_hand: Cards::from_values(&[5, 5, 4, 4, 1]).unwrap(),
        draw_pile: vec![1, 2, 3, 4, 4, 2, 2],
        to_act: Side::Left,
    };
    let mut history = MatchHistory::from_position(rules, 1, Round::from_position(&position).unwrap());
    let mut m = history.opening();
    let attack = MatchStep::Act { who: Side::Left, action: Action::Attack { value: 5, count: 2 } };
    let parry = MatchStep::Act { who: Side::Right, action: Action::Parry };
    history.play(&mut m, attack).unwrap();
    let after_attack = m.clone();
    history.play(&mut m, parry).unwrap();
    // Left drew two cards after its attack: taking it back would show them again.
    assert_eq!(history.takeback_point(Side::Left), None);
    // Right's parry drew nothing: it may be taken back, and the match is as after the attack.
    assert_eq!(history.takeback_point(Side::Right), Some(1));
    let mut back = history.clone();
    same_match(&back.take_back(Side::Right).unwrap(), &after_attack);
    assert_eq!(back.steps(), vec![attack]);
    // Once Right moves and refills, nothing of Right's can be taken back.
    history
        .play(&mut m, MatchStep::Act { who: Side::Right, action: Action::Move { dir: Dir::Back, card: 4 } })
        .unwrap();
    assert_eq!(history.takeback_point(Side::Right), None);
    assert!(history.clone().take_back(Side::Right).is_none());
    // Never across rounds: play on to the next round; nothing of the last round comes back.
    let mut rng = MatchRng::seed_from_u64(4);
    while !matches!(m.phase(), MatchPhase::RoundOver(_) | MatchPhase::Over { .. }) {
        let step = random_step(&m, &mut rng);
        history.play(&mut m, step).unwrap();
    }
    if !m.is_over() {
        history.play(&mut m, MatchStep::NextRound).unwrap();
        for side in Side::BOTH {
            assert_eq!(history.takeback_point(side), None, "{side}: not across the next round");
        }
    }
}

#[test]
fn history_replays_through_one_loop() {
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
            assert_eq!(*step, history.steps()[index]);
            visited += 1;
        })
        .unwrap();
    assert_eq!(visited, 12);
    same_match(&replayed, &m);
    // A history whose step the rules refuse names it.
    let bad = MatchHistory::with_steps(rules, 8, vec![MatchStep::NextRound]);
    assert_eq!(bad.replay().unwrap_err(), ReplayError { index: 0, error: RuleError::RoundInProgress });
}

#[test]
fn cards_read_back_as_written_and_impossible_counts_are_refused() {
    let hand = Cards::from_values(&[1, 3, 3, 5]).unwrap();
    let text = serde_json::to_string(&hand).unwrap();
    assert_eq!(text, "[1,0,2,0,1]");
    assert_eq!(serde_json::from_str::<Cards>(&text).unwrap(), hand);
    assert_eq!(serde_json::from_str::<Cards>(&text).unwrap().len(), 4);
    let err = serde_json::from_str::<Cards>("[200,100,0,0,0]").unwrap_err().to_string();
    assert!(err.contains("more than 255"), "{err}");
}

/// R1.2, R2.1, R8 (D2): a round holds at most 25 actions (each plays a card), and a score
/// may pass the target by one point — a round worth 2 under Duell D2 won from one point
/// short — never by more: parts beyond either are refused in words.
#[test]
fn parts_hold_at_most_25_actions_and_a_score_at_most_one_past_the_target() {
    let rules = RuleSet::duell(true);
    let parts = Match::new(rules, 5).to_parts();
    let join = |public: &MatchPublic| Match::from_parts(public, parts.hands, &parts.secrets);
    let step = Played { who: Side::Left, action: Action::Move { dir: Dir::Forward, card: 1 } };
    let mut full = parts.public.clone();
    full.round.played = vec![step; 25];
    assert_eq!(join(&full).unwrap().round().history(), [step; 25]);
    let mut longer = parts.public.clone();
    longer.round.played = vec![step; 26];
    let why = join(&longer).unwrap_err().to_string();
    assert!(why.contains("26 actions in one round; a round has at most 25"), "{why}");
    let target = rules.target_score;
    let mut d2_win = parts.public.clone();
    d2_win.scores = [target + 1, target - 1];
    d2_win.phase = MatchPhase::Over { winner: Side::Left };
    assert_eq!(join(&d2_win).unwrap().scores(), [target + 1, target - 1]);
    for scores in [[target + 2, 0], [0, target + 2]] {
        let mut beyond = parts.public.clone();
        beyond.scores = scores;
        let why = join(&beyond).unwrap_err().to_string();
        assert!(why.contains("beyond the target 5"), "{scores:?}: {why}");
    }
}

/// The takeback point as its rule says (R7.2), by replaying the whole match: `side`'s last
/// decision, if only actions follow it and `side` drew no card in it or after it.
fn takeback_point_by_replay(history: &MatchHistory, side: Side) -> Option<usize> {
    let i = history.last_decision_of(side)?;
    if history.steps()[i..].iter().any(|s| !matches!(s, MatchStep::Act { .. })) {
        return None;
    }
    let mut drew = false;
    history
        .replay_visiting(usize::MAX, |_, index, _, report| {
            drew |= index >= i && report.is_some_and(|r| r.who == side && r.drawn > 0);
        })
        .ok()?;
    (!drew).then_some(i)
}

/// The takeback point, which looks only at the round being played, is the rule's at every
/// step of whole random matches of every level (Duell's D3 choices and rounds that end at
/// once included), for a history played step by step, one rebuilt from its steps, and one
/// cut short; a history with a refused step offers no takeback after it.
#[test]
fn the_takeback_point_of_the_round_is_the_rules_at_every_step() {
    let (mut checked, mut d3_choices) = (0, 0);
    // Every preset, Duell with its special cards among them (the D3 choice).
    for (n, preset) in PRESETS.iter().cycle().take(36).enumerate() {
        let (rules, level) = (preset.rules, preset.id);
        let seed = 100 + n as u64;
        let mut history = MatchHistory::new(rules, seed);
        let mut m = history.opening();
        let mut rng = MatchRng::seed_from_u64(seed);
        while !m.is_over() {
            let step = random_step(&m, &mut rng);
            history.play(&mut m, step).unwrap();
            d3_choices += usize::from(matches!(step, MatchStep::ChooseDuellCard { .. }));
            for side in Side::BOTH {
                assert_eq!(
                    history.takeback_point(side),
                    takeback_point_by_replay(&history, side),
                    "{level} seed {seed}, {side} after step {}",
                    history.steps().len()
                );
                checked += 1;
            }
        }
        let rebuilt = MatchHistory::with_steps(rules, seed, history.steps().to_vec());
        assert_eq!(rebuilt, history, "rebuilt from its steps, it is the same history");
        for cut in [1, history.steps().len() / 3, history.steps().len() / 2] {
            let mut part = history.clone();
            part.truncate(cut);
            assert_eq!(part, MatchHistory::with_steps(rules, seed, history.steps()[..cut].to_vec()));
            for side in Side::BOTH {
                assert_eq!(part.takeback_point(side), takeback_point_by_replay(&part, side), "cut at {cut}");
            }
        }
    }
    assert!(checked > 2_000, "only {checked} points checked");
    assert!(d3_choices > 0, "no D3 choice was made: the Duell special cards went untested");
    // A refused step: no takeback across it, whatever follows.
    let rules = RuleSet::advanced();
    let mut m = Match::new(rules, 3);
    let first = random_step(&m, &mut MatchRng::seed_from_u64(3));
    m.step(first).unwrap();
    let bad = MatchHistory::with_steps(rules, 3, vec![first, MatchStep::NextRound, first]);
    for side in Side::BOTH {
        assert_eq!(bad.takeback_point(side), None, "{side}");
    }
}
