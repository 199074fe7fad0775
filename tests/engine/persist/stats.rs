//! Statistics (`persist::stats`): the results of the people at this computer, per opponent
//! and rule level, counted from the records — matches, rounds and how they ended, streaks
//! in the order the matches finished.

use super::{TempDir, random_record, vs_computer};
use en_garde_engine::ai::{BotLevel, Controller, Players};
use en_garde_engine::persist::record::{self, MatchRecord, MatchResult, RoundSummary};
use en_garde_engine::persist::stats::*;
use en_garde_engine::persist::{DataPaths, UtcTime, store};
use en_garde_engine::rules::{Level, RoundResult, RuleSet, Side, WinReason};

fn human(name: &str) -> Controller {
    Controller::Human { name: name.into() }
}

fn computer(level: BotLevel) -> Controller {
    Controller::Computer { level }
}

fn remote(name: &str) -> Controller {
    Controller::Remote { name: name.into() }
}

/// A record with a made-up result (statistics count results; they do not re-play them):
/// `winner` won the match, and the rounds ended as `rounds` say.
fn made(players: Players, level: Level, finished: i64, winner: Side, rounds: &[RoundResult]) -> MatchRecord {
    let summaries = rounds
        .iter()
        .enumerate()
        .map(|(i, &result)| RoundSummary {
            number: i as u32 + 1,
            duell_card: None,
            result,
            points: u8::from(result.winner().is_some()),
            scores_after: [0, 0],
        })
        .collect();
    MatchRecord {
        format_version: MatchRecord::FORMAT_VERSION,
        rules: RuleSet::for_level(level),
        seed: 0,
        players,
        steps: Vec::new(),
        result: MatchResult { winner, scores: [0, 0], rounds: summaries, out_of_time: None },
        started_at: UtcTime { unix_seconds: finished - 60 },
        finished_at: UtcTime { unix_seconds: finished },
        match_id: None,
    }
}

fn won(winner: Side, reason: WinReason, n: usize) -> Vec<RoundResult> {
    vec![RoundResult::Won { winner, reason }; n]
}

/// Whose results a match counts for: against the computer, the person's side, filed under
/// the computer's level; in hot-seat (or against a person at another computer) the person
/// at this computer — Left when both sides are here — under "human"; with nobody here,
/// nobody's.
#[test]
fn the_person_at_this_computer_is_counted() {
    let p = |a, b| perspective(&Players([a, b]));
    let (left, right) = (Side::Left, Side::Right);
    assert_eq!(p(human("A"), human("B")), Some((left, HUMAN_OPPONENT.to_string())));
    assert_eq!(p(human("A"), remote("B")), Some((left, "human".to_string())));
    assert_eq!(p(remote("A"), human("B")), Some((right, "human".to_string())));
    assert_eq!(p(human("A"), computer(BotLevel::Hard)), Some((left, "hard".to_string())));
    assert_eq!(p(computer(BotLevel::Reflex), human("B")), Some((right, "reflex".to_string())));
    for players in [
        [computer(BotLevel::Easy), computer(BotLevel::Hard)],
        [computer(BotLevel::Easy), remote("B")],
        [remote("A"), computer(BotLevel::Easy)],
        [remote("A"), remote("B")],
    ] {
        assert_eq!(perspective(&Players(players.clone())), None, "{players:?}");
    }
}

/// Every round is counted once, from the player's side: won, lost or drawn, and each won
/// or lost round by how it ended; matches won and lost add up to matches, rounds to rounds.
#[test]
fn every_round_counts_once_by_how_it_ended() {
    let me = Side::Right;
    let them = Side::Left;
    let rounds: Vec<RoundResult> = [
        won(me, WinReason::Hit, 4),
        won(them, WinReason::DeckOutPosition, 4),
        won(me, WinReason::NoLegalAction, 1),
        won(them, WinReason::Hit, 1),
        vec![RoundResult::Draw; 2],
        won(me, WinReason::DeckOutCards, 2),
        won(them, WinReason::NoLegalAction, 2),
        won(me, WinReason::DeckOutPosition, 3),
        won(them, WinReason::DeckOutCards, 3),
    ]
    .concat();
    let players = Players([computer(BotLevel::Normal), human("Ann")]);
    let records = [
        made(players.clone(), Level::Advanced, 10, me, &rounds),
        made(players.clone(), Level::Advanced, 20, them, &[]),
        made(players.clone(), Level::Advanced, 30, them, &[]),
        made(players.clone(), Level::Advanced, 40, me, &[]),
        made(players, Level::Advanced, 50, them, &[]),
    ];
    let stats = Statistics::from_records(&records);
    let want = Tally {
        matches_won: 2,
        matches_lost: 3,
        rounds_won: 10,
        rounds_lost: 10,
        rounds_drawn: 2,
        won_by: WinCounts { hit: 4, no_legal_action: 1, deck_out_cards: 2, deck_out_position: 3 },
        lost_by: WinCounts { hit: 1, no_legal_action: 2, deck_out_cards: 3, deck_out_position: 4 },
        longest_streak: 1,
        current_streak: 0,
    };
    assert_eq!(stats.overall, want);
    assert_eq!(stats.rows, [StatsRow { opponent: "normal".into(), level: Level::Advanced, tally: want }]);
    assert_eq!((want.matches(), want.rounds()), (5, 22));
    assert_eq!((want.won_by.total(), want.lost_by.total()), (10, 10));
    let odd = WinCounts { hit: 7, no_legal_action: 0, deck_out_cards: 5, deck_out_position: 1 };
    assert_eq!(odd.total(), 13);
    assert_eq!(Tally { rounds_won: 3, rounds_lost: 0, rounds_drawn: 4, ..Tally::default() }.rounds(), 7);
    assert_eq!(Tally { matches_won: 0, matches_lost: 4, ..Tally::default() }.matches(), 4);
}

/// Streaks follow the order the matches finished in, not the order they are given: the
/// longest run of wins, and the run up to the latest match (0 after a loss).
#[test]
fn streaks_follow_the_finishing_order() {
    let me = Side::Left;
    // By time: W L W W W L W W.
    let by_time = [true, false, true, true, true, false, true, true];
    let mut records: Vec<MatchRecord> = by_time
        .iter()
        .enumerate()
        .map(|(i, &win)| {
            let winner = if win { me } else { me.opponent() };
            made(vs_computer(), Level::Standard, 1000 + i as i64, winner, &[])
        })
        .collect();
    records.reverse();
    records.swap(1, 5);
    let t = Statistics::from_records(&records).overall;
    assert_eq!((t.matches_won, t.matches_lost, t.longest_streak, t.current_streak), (6, 2, 3, 2));
    let t = Statistics::from_records(&records[..1]).overall;
    assert_eq!((t.longest_streak, t.current_streak), (1, 1));
}

/// One row per opponent and rule level that has matches: opponents in alphabetical order,
/// the levels of one opponent in the rules' order (basic, standard, advanced, duell);
/// computer-against-computer matches are left out and counted.
#[test]
fn rows_are_by_opponent_then_level() {
    let vs = |level| Players([human("Ann"), computer(level)]);
    let hot_seat = Players([human("A"), human("B")]);
    let records = [
        made(vs(BotLevel::Hard), Level::Duell, 1, Side::Left, &[]),
        made(vs(BotLevel::Hard), Level::Advanced, 2, Side::Left, &[]),
        made(vs(BotLevel::Easy), Level::Standard, 3, Side::Right, &[]),
        made(hot_seat.clone(), Level::Basic, 4, Side::Left, &[]),
        made(vs(BotLevel::Hard), Level::Basic, 5, Side::Right, &[]),
        made(vs(BotLevel::Hard), Level::Advanced, 6, Side::Left, &[]),
        made(Players([computer(BotLevel::Easy), computer(BotLevel::Hard)]), Level::Basic, 7, Side::Left, &[]),
        made(vs(BotLevel::Hard), Level::Standard, 8, Side::Left, &[]),
        made(hot_seat, Level::Basic, 9, Side::Right, &[]),
        made(vs(BotLevel::Easy), Level::Standard, 10, Side::Left, &[]),
    ];
    let stats = Statistics::from_records(&records);
    let rows: Vec<(&str, Level, u32, u32)> =
        stats.rows.iter().map(|r| (r.opponent.as_str(), r.level, r.tally.matches_won, r.tally.matches_lost)).collect();
    assert_eq!(
        rows,
        [
            ("easy", Level::Standard, 1, 1),
            ("hard", Level::Basic, 0, 1),
            ("hard", Level::Standard, 1, 0),
            ("hard", Level::Advanced, 2, 0),
            ("hard", Level::Duell, 1, 0),
            ("human", Level::Basic, 1, 1),
        ]
    );
    assert_eq!(stats.left_out, 1);
    assert_eq!((stats.overall.matches_won, stats.overall.matches_lost), (6, 3));
}

/// The statistics of a data folder are those of its good records; a bad record is left out
/// (and set aside) with its problem told; no records, no statistics.
#[test]
fn the_statistics_of_a_folder_are_its_good_records() {
    let dir = TempDir::new("stats");
    let paths = DataPaths::in_dir(dir.path());
    assert_eq!(Statistics::load(&paths), (Statistics::default(), Vec::new()));
    let rec = random_record(RuleSet::basic(), 11, vs_computer(), 1_700_000_000, None);
    record::save(&paths, &rec).unwrap();
    store::write_atomic(&paths.records_dir().join("bad.ron"), b"(format_version: 1, rules: (").unwrap();
    let (stats, problems) = Statistics::load(&paths);
    assert_eq!(stats, Statistics::from_records([&rec]));
    assert_eq!(stats.overall.matches(), 1);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(!paths.records_dir().join("bad.ron").exists());
}
