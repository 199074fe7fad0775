//! The tutorial's lessons: every course loads and is checked, every lesson can be played to
//! its end by the actions it teaches, and every other action is refused with a reason that
//! names a rule, leaving the position as it was.

use en_garde_engine::rules::{Action, Dir, DuellCard, Level, Round};
use en_garde_engine::tutorial::{LEARNER, Lesson, LessonRun, Refusal, Verdict, courses, names_a_rule, parse_course};

/// A lesson on a table of its own, as the game plays one: the lesson judges each action in
/// the table's round, and the round plays what the lesson lets through (the learner's
/// action, then the computer's replies) through the rules.
#[derive(Clone)]
struct OnTable {
    run: LessonRun,
    round: Round,
}

impl OnTable {
    /// `lesson` opened at its position, with the computer's opening steps played.
    fn open(lesson: &Lesson) -> OnTable {
        let run = LessonRun::start(lesson);
        let round = Round::from_position(&lesson.scenario.position().unwrap()).unwrap();
        let mut table = OnTable { run, round };
        let opening = table.run.opening().to_vec();
        table.play(&opening);
        table
    }

    fn play(&mut self, steps: &[(en_garde_engine::rules::Side, Action)]) {
        for &(side, action) in steps {
            self.round.apply(side, action).expect("a course's replies are legal");
        }
    }

    /// The learner's D3 choice, judged; the replies are played.
    fn choose(&mut self, card: DuellCard) -> Verdict {
        let verdict = self.run.try_choice(card);
        if let Verdict::Played { replies } = &verdict {
            self.play(replies);
        }
        verdict
    }

    /// The learner's `action`, judged in the table's round; the lesson's is played with
    /// the replies after it.
    fn act(&mut self, action: Action) -> Verdict {
        let verdict = self.run.try_action(&self.round, action);
        if let Verdict::Played { replies } = &verdict {
            self.round.apply(LEARNER, action).expect("the lesson's action is legal");
            self.play(replies);
        }
        verdict
    }
}

/// Every action a learner could try: each move, direct attack, indirect attack, parry and
/// retreat with every card value and count (most of them illegal in any one position).
fn every_action() -> Vec<Action> {
    let mut all = vec![Action::Parry];
    for v in 1..=5 {
        all.push(Action::Move { dir: Dir::Forward, card: v });
        all.push(Action::Move { dir: Dir::Back, card: v });
        all.push(Action::Retreat { card: v });
        for count in 1..=3 {
            all.push(Action::Attack { value: v, count });
            for advance in 1..=5 {
                all.push(Action::AdvanceAttack { advance, value: v, count });
            }
        }
    }
    all
}

/// The parts of a round a refused action must leave as they were.
fn snapshot(r: &Round) -> (u8, u8, Vec<u8>, Vec<u8>, u8, Option<en_garde_engine::rules::Side>) {
    (
        r.pos(LEARNER),
        r.pos(LEARNER.opponent()),
        r.hand(LEARNER).to_vec(),
        r.hand(LEARNER.opponent()).to_vec(),
        r.draw_pile().len(),
        r.to_act(),
    )
}

#[test]
fn the_courses_load_in_the_order_of_the_levels() {
    let courses = courses().expect("every built-in course is valid");
    let levels: Vec<Level> = courses.iter().map(|c| c.level).collect();
    assert_eq!(levels, [Level::Basic, Level::Standard, Level::Advanced, Level::Duell]);
    assert!(courses.iter().all(|c| !c.lessons.is_empty()));
}

#[test]
fn every_lesson_can_be_completed_by_the_actions_it_teaches() {
    for course in courses().unwrap() {
        for lesson in &course.lessons {
            let mut table = OnTable::open(lesson);
            if let Some((_, card)) = table.run.choice() {
                assert!(matches!(table.choose(card), Verdict::Played { .. }), "{}", lesson.id);
            }
            let mut stages = 0;
            while let Some(action) = table.run.wanted() {
                assert!(matches!(table.act(action), Verdict::Played { .. }), "{}: stage {stages}", lesson.id);
                stages += 1;
            }
            assert!(table.run.is_done(), "{}", lesson.id);
            assert_eq!(stages, lesson.stages.len(), "{}", lesson.id);
            // Where it ends is where the scenario says (the rules played the same line).
            let by_rules = lesson.scenario.play().unwrap().round;
            assert_eq!(snapshot(&table.round), snapshot(&by_rules), "{}", lesson.id);
            assert_eq!(table.round.result(), by_rules.result(), "{}", lesson.id);
        }
    }
}

#[test]
fn every_other_action_is_refused_with_a_rule_and_changes_nothing() {
    let mut judged = 0;
    for course in courses().unwrap() {
        for lesson in &course.lessons {
            let mut run = OnTable::open(lesson);
            if let Some((_, card)) = run.run.choice() {
                // Before the choice no action is played, and every other card is refused.
                assert!(matches!(run.act(Action::Parry), Verdict::Refused(w) if names_a_rule(&w.english(lesson))));
                for other in [DuellCard::D1, DuellCard::D2, DuellCard::D3, DuellCard::D4, DuellCard::D6, DuellCard::D7]
                {
                    if other != card {
                        let mut trial = run.clone();
                        assert!(
                            matches!(trial.choose(other), Verdict::Refused(w) if names_a_rule(&w.english(lesson))),
                            "{other:?}"
                        );
                        assert!(trial.run.choice().is_some());
                        judged += 1;
                    }
                }
                assert!(matches!(run.choose(card), Verdict::Played { .. }));
                assert!(matches!(run.choose(card), Verdict::Refused(w) if names_a_rule(&w.english(lesson))));
            }
            while let Some(wanted) = run.run.wanted() {
                let before = snapshot(&run.round);
                for action in every_action().into_iter().filter(|a| *a != wanted) {
                    let mut trial = run.clone();
                    match trial.act(action) {
                        Verdict::Refused(why) => {
                            let why = why.english(lesson);
                            assert!(names_a_rule(&why), "{}: {action:?} refused without a rule: {why:?}", lesson.id);
                            assert_eq!(snapshot(&trial.round), before, "{}: {action:?}", lesson.id);
                            assert_eq!(trial.run.stages_done(), run.run.stages_done());
                            assert_eq!(trial.run.wanted(), Some(wanted), "{}: the lesson stays", lesson.id);
                            judged += 1;
                        }
                        Verdict::Played { .. } => panic!("{}: {action:?} was played instead of {wanted:?}", lesson.id),
                    }
                }
                assert!(matches!(run.act(wanted), Verdict::Played { .. }));
            }
            // After the end nothing more is played.
            assert!(matches!(run.act(Action::Parry), Verdict::Refused(w) if names_a_rule(&w.english(lesson))));
        }
    }
    assert!(judged > 500, "{judged}");
}

#[test]
fn a_legal_but_different_action_gets_the_lessons_explanation() {
    let course = &courses().unwrap()[0];
    let lesson = course.lessons.iter().find(|l| l.id == "basic-2-direct-attack").unwrap();
    let mut run = OnTable::open(lesson);
    // Advancing 2 is legal at distance 4, but the lesson is the attack.
    let Verdict::Refused(why) = run.act(Action::Move { dir: Dir::Forward, card: 2 }) else { panic!() };
    assert_eq!(why, Refusal::NotTheLesson { stage: 0 });
    assert_eq!(why.english(lesson), lesson.stages[0].other);
    // Advancing 4 is not legal: the rules say why (R4.1).
    let Verdict::Refused(why) = run.act(Action::Move { dir: Dir::Forward, card: 4 }) else { panic!() };
    assert!(matches!(why, Refusal::Rule(_)) && why.english(lesson).contains("R4.1"), "{why:?}");
}

#[test]
fn a_broken_course_is_refused_in_words() {
    let good = include_str!("../../engine/lessons/basic.ron");
    // An explanation that names no rule.
    let text = good.replacen("(R4.1).\",\n                    then", ".\",\n                    then", 1);
    assert_ne!(text, good);
    let err = parse_course(&text, "basic.ron").unwrap_err();
    assert!(err.contains("basic-1-moving") && err.contains("names no rule"), "{err}");
    // A lesson whose line does not end as it says.
    let text = good.replacen("left_pos: Some(5)", "left_pos: Some(7)", 1);
    let err = parse_course(&text, "basic.ron").unwrap_err();
    assert!(err.contains("basic-1-moving"), "{err}");
    // Not RON at all.
    assert!(parse_course("Course(", "x.ron").unwrap_err().starts_with("x.ron: not a valid course"));
}

/// The tutorial answers an illegal action with the rules' own message, so every message
/// must name its rule.
#[test]
fn every_rule_error_names_its_rule() {
    use en_garde_engine::rules::{Attack, RuleError, Side};
    let attack = Attack { value: 3, count: 2, indirect: false };
    let all = [
        RuleError::RoundOver,
        RuleError::NotYourTurn { expected: Side::Left, got: Side::Right },
        RuleError::NoSuchValue(7),
        RuleError::ZeroCount,
        RuleError::NotInHand { value: 3, need: 2, have: 1 },
        RuleError::LeavesPiste { card: 5 },
        RuleError::ReachesOpponent { card: 4, distance: 3 },
        RuleError::WrongAttackValue { value: 2, distance: 3 },
        RuleError::BasicSingleCard,
        RuleError::IndirectNotAllowed,
        RuleError::BackwardNotAllowed,
        RuleError::NoAttackToAnswer,
        RuleError::MustAnswerAttack(attack),
        RuleError::CannotParry { value: 3, count: 2 },
        RuleError::RetreatOnlyFromIndirect,
        RuleError::RoundInProgress,
        RuleError::MatchOver,
        RuleError::AwaitingDuellChoice(Side::Left),
        RuleError::NoDuellChoicePending,
        RuleError::BadDuellChoice,
    ];
    // Every variant is listed: the match below has no wildcard, so a new variant does not
    // compile until it has a number, and the list must then hold one of it.
    fn variant(e: &RuleError) -> usize {
        match e {
            RuleError::RoundOver => 0,
            RuleError::NotYourTurn { .. } => 1,
            RuleError::NoSuchValue(_) => 2,
            RuleError::ZeroCount => 3,
            RuleError::NotInHand { .. } => 4,
            RuleError::LeavesPiste { .. } => 5,
            RuleError::ReachesOpponent { .. } => 6,
            RuleError::WrongAttackValue { .. } => 7,
            RuleError::BasicSingleCard => 8,
            RuleError::IndirectNotAllowed => 9,
            RuleError::BackwardNotAllowed => 10,
            RuleError::NoAttackToAnswer => 11,
            RuleError::MustAnswerAttack(_) => 12,
            RuleError::CannotParry { .. } => 13,
            RuleError::RetreatOnlyFromIndirect => 14,
            RuleError::RoundInProgress => 15,
            RuleError::MatchOver => 16,
            RuleError::AwaitingDuellChoice(_) => 17,
            RuleError::NoDuellChoicePending => 18,
            RuleError::BadDuellChoice => 19,
        }
    }
    const VARIANTS: usize = 20;
    let mut listed: Vec<usize> = all.iter().map(variant).collect();
    listed.sort_unstable();
    assert_eq!(listed, (0..VARIANTS).collect::<Vec<_>>(), "one error of every variant");
    for e in all {
        assert!(names_a_rule(&e.to_string()), "{e:?}: {e}");
    }
}
