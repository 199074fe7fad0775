//! Every scenario file of `tests/scenarios/` (copied from `shared/cases`, plus ours)
//! passes; every file of `tests/scenarios/invalid/` is refused with an error naming the
//! file, never a panic.

use crate::project::{ron_files, scenario_dir};
use en_garde_engine::rules::scenario::{FileOutcome, run_file};
use std::path::Path;

fn is_invalid(p: &Path) -> bool {
    p.components().any(|c| c.as_os_str() == "invalid")
}

#[test]
fn every_valid_scenario_passes() {
    let files: Vec<_> = ron_files(&scenario_dir()).into_iter().filter(|p| !is_invalid(p)).collect();
    assert!(files.len() >= 70, "expected the shared cases and ours, found {}", files.len());
    let mut failures = Vec::new();
    for f in &files {
        match run_file(f) {
            FileOutcome::Pass => {}
            other => failures.push(format!("{}: {other:?}", f.display())),
        }
    }
    assert!(failures.is_empty(), "{} of {} scenarios failed:\n{}", failures.len(), files.len(), failures.join("\n"));
}

#[test]
fn every_invalid_scenario_is_an_error_naming_the_file() {
    let files: Vec<_> = ron_files(&scenario_dir()).into_iter().filter(|p| is_invalid(p)).collect();
    assert!(files.len() >= 8, "found {}", files.len());
    for f in &files {
        match run_file(f) {
            FileOutcome::Error(msg) => {
                let name = f.file_name().unwrap().to_string_lossy().to_string();
                assert!(msg.contains(&name), "error for {} does not name the file: {msg}", f.display());
            }
            other => panic!("{} should be refused as invalid, got {other:?}", f.display()),
        }
    }
}

#[test]
fn invalid_scenarios_say_what_is_wrong() {
    let dir = scenario_dir().join("invalid");
    let msg = |name: &str| match run_file(&dir.join(name)) {
        FileOutcome::Error(m) => m,
        other => panic!("{name}: {other:?}"),
    };
    assert!(msg("six-fives.ron").contains("6 cards of value 5"), "{}", msg("six-fives.ron"));
    assert!(msg("same-space.ron").contains("both fencers are on space 12"));
    assert!(msg("card-value-six.ron").contains("values are 1..=5"));
    assert!(msg("off-piste.ron").contains("outside the piste"));
    assert!(msg("hand-too-big.ron").contains("more than the hand size"));
    assert!(msg("unknown-level.ron").contains("not a valid scenario"));
}

#[test]
fn a_failing_expectation_is_reported_not_passed() {
    let text = std::fs::read_to_string(scenario_dir().join("move-forward-refills.ron")).unwrap();
    let wrong = text.replace("left_pos: Some(4)", "left_pos: Some(5)");
    let s = en_garde_engine::rules::scenario::Scenario::parse(&wrong, Path::new("x.ron")).unwrap();
    let diffs = s.check().unwrap_err();
    assert_eq!(diffs, vec!["left_pos is 4, expected 5".to_string()]);
}
