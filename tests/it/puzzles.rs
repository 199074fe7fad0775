//! Puzzles from the command line and in words: `en-garde puzzles verify`, `show` and
//! `mine` as a user runs them, and every shipped puzzle's reason in every language.

use en_garde::lang::{Lang, Language};
use en_garde::puzzles::PuzzleSet;
use std::process::Command;

fn en_garde() -> Command {
    Command::new(env!("CARGO_BIN_EXE_en-garde"))
}

#[test]
fn verify_re_judges_a_sample_and_reports_no_failure() {
    let out = en_garde().args(["puzzles", "verify", "--sample", "12"]).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("12 puzzles re-judged") && stdout.contains("12 verified, 0 failed"), "{stdout}");
}

#[test]
fn mine_writes_puzzles_that_verify_and_a_bad_set_is_refused() {
    let dir = tempfile_dir("mine");
    let file = dir.join("set.ron");
    let out = en_garde()
        .args(["puzzles", "mine", "--rules", "Standard", "--count", "3", "--matches", "8", "--seed", "5", "--out"])
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    let set = PuzzleSet::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(set.puzzles.len(), 3, "{stdout}");
    assert_eq!(set.puzzles[0].id, "standard-0001");
    let out = en_garde().args(["puzzles", "verify", "--file"]).arg(&file).output().unwrap();
    assert!(out.status.success() && String::from_utf8_lossy(&out.stdout).contains("3 verified, 0 failed"));
    // Mining again adds after the level's last number, never a position twice.
    let out = en_garde()
        .args(["puzzles", "mine", "--rules", "Standard", "--count", "4", "--matches", "8", "--seed", "5", "--out"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success());
    let set = PuzzleSet::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(set.puzzles.len(), 4);
    assert_eq!(set.puzzles[3].id, "standard-0004");
    // A damaged set: a clear error naming the file, exit 1, the file left as it was.
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(format_version: 1, puzzles: [ (id: \"x\" ) ])").unwrap();
    for args in [vec!["puzzles", "verify", "--file"], vec!["puzzles", "show", "x", "--file"]] {
        let out = en_garde().args(&args).arg(&bad).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains("bad.ron") && stderr.contains("not valid"), "{stderr}");
    }
    // An empty set verifies nothing: not a pass.
    let empty = dir.join("empty.ron");
    std::fs::write(&empty, "(format_version: 1, puzzles: [])").unwrap();
    let out = en_garde().args(["puzzles", "verify", "--file"]).arg(&empty).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no puzzles"));
    let out =
        en_garde().args(["puzzles", "mine", "--count", "1", "--matches", "1", "--out"]).arg(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(std::fs::read_to_string(&bad).unwrap().contains("(id: \"x\" )"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn show_prints_the_position_solution_and_why_in_a_language() {
    let set = PuzzleSet::shipped().unwrap();
    let id = &set.puzzles[0].id;
    let out = en_garde().args(["puzzles", "show", id, "--lang", "fr"]).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("Solution :") && stdout.contains("(R"), "{stdout}");
    let out = en_garde().args(["puzzles", "show", "daily"]).output().unwrap();
    assert!(out.status.success());
    let out = en_garde().args(["puzzles", "show", "no-such-puzzle"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no puzzle"));
}

#[test]
fn every_reason_reads_in_every_language_and_names_its_rule() {
    let set = PuzzleSet::shipped().unwrap();
    for language in Language::ALL {
        let lang = Lang::new(language);
        for p in &set.puzzles {
            let why = en_garde::lang::puzzles::why(&lang, &p.why, p.rules.level);
            let solution = en_garde::lang::puzzles::solution(&lang, p);
            for text in [&why, &solution] {
                assert!(!text.contains("puzzle-") && !text.contains('{'), "{language}: {}: {text}", p.id);
            }
            // The reason names the rule it rests on (the solution's line always names R7.2).
            let first_rule = p.why.rules().split(", ").next().unwrap_or("R");
            assert!(why.contains(first_rule), "{language}: {}: {why}", p.id);
        }
    }
}

/// A fresh folder under the system's temporary folder.
fn tempfile_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("en-garde-puzzles-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A puzzle through the game's own messages, headless: it opens at its position with the
/// person at its deciding side; an answer is judged and not played; the first answer moves
/// the puzzle rating and is kept in the settings file; Try again is not counted; leaving
/// ends the puzzle.
#[test]
fn a_puzzle_is_judged_not_played_and_its_first_answer_is_kept() {
    use bevy::prelude::*;
    use en_garde::game::puzzles::{PuzzleMode, ShowWhy, StartPuzzle};
    use en_garde::game::{ActionRequested, MatchEntity, MatchKind, MatchState};
    let (mut app, dir) = super::tutorial::lesson_app();
    let set = PuzzleSet::shipped().unwrap();
    let index = 7;
    let p = &set.puzzles[index];
    let kind = |app: &mut App| {
        let world = app.world_mut();
        world.query_filtered::<&MatchKind, With<MatchEntity>>().single(world).ok().and_then(|k| k.puzzle().cloned())
    };
    let steps = |app: &mut App| {
        let world = app.world_mut();
        world.query_filtered::<&MatchState, With<MatchEntity>>().single(world).ok().map(|b| b.steps)
    };
    app.world_mut().write_message(StartPuzzle { index, mode: PuzzleMode::Trainer });
    for _ in 0..5 {
        app.update();
    }
    let live = super::support::live(&mut app);
    assert_eq!(live.game.round().pos(en_garde::rules::Side::Left), p.round().unwrap().pos(en_garde::rules::Side::Left));
    assert_eq!(live.game.round().to_act(), Some(p.side));
    assert!(kind(&mut app).is_some_and(|k| k.attempt.is_none()));
    let at = steps(&mut app);
    // A wrong answer: judged a miss, nothing played.
    let wrong = p.legal_actions().unwrap().iter().copied().find(|a| *a != p.solution).unwrap();
    app.world_mut().write_message(ActionRequested { side: p.side, action: wrong });
    for _ in 0..3 {
        app.update();
    }
    let attempt = kind(&mut app).and_then(|k| k.attempt).expect("the answer is judged");
    assert!(!attempt.solved && attempt.counted && attempt.rating_after < attempt.rating_before, "{attempt:?}");
    assert_eq!(steps(&mut app), at, "a puzzle's answer is not played");
    app.world_mut().write_message(ShowWhy);
    app.update();
    assert!(kind(&mut app).is_some_and(|k| k.why_shown));
    // Try again: the right answer now, not counted.
    app.world_mut().write_message(StartPuzzle { index, mode: PuzzleMode::Trainer });
    for _ in 0..3 {
        app.update();
    }
    app.world_mut().write_message(ActionRequested { side: p.side, action: p.solution });
    for _ in 0..3 {
        app.update();
    }
    let again = kind(&mut app).and_then(|k| k.attempt).expect("judged");
    assert!(again.solved && !again.counted, "{again:?}");
    let progress = app.world().resource::<en_garde::game::storage::UserSettings>().puzzles.clone();
    assert_eq!((progress.tried, progress.solved, progress.streak), (1, 0, 0));
    let file = std::fs::read_to_string(dir.0.join("settings.ron")).expect("the settings are saved");
    assert!(file.contains(&p.id), "{file}");
    // Leaving ends the puzzle.
    app.world_mut().write_message(en_garde::game::flow::FlowRequest::ToTitle);
    for _ in 0..3 {
        app.update();
    }
    assert!(kind(&mut app).is_none());
}
