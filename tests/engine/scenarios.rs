//! Every scenario file of `tests/scenarios/` (copied from `shared/cases`, plus ours)
//! passes; every file of `tests/scenarios/invalid/` is refused with an error naming the
//! file, never a panic. The runner reports each difference from what a file expects, prints
//! the state as FORMAT.md says, and reads no file past its size limit.

use crate::project::{ron_files, scenario_dir};
use en_garde_engine::rules::scenario::{
    FileOutcome, MAX_SCENARIO_BYTES, Scenario, ScenarioError, run_file, state_json,
};
use serde_json::json;
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

/// A scenario at Standard level: Left on 8 with [4, 1, 2, 2, 3], Right on 12 with
/// [5, 5, 1, 3, 2], the pile [1, 2, 3] (top first), Left to act; then `steps`, expecting
/// the round ongoing and `rejected` as the refused step.
fn refusals(steps: &str, rejected: &str) -> Scenario {
    let text = format!(
        r#"Scenario(name: "refusals", rules: ["R4.2"], level: Standard, left_pos: 8, right_pos: 12,
        left_hand: [4, 1, 2, 2, 3], right_hand: [5, 5, 1, 3, 2], draw_pile: [1, 2, 3], to_act: Left,
        steps: [{steps}], expect: (outcome: Ongoing, rejected_step: {rejected}))"#
    );
    Scenario::parse(&text, Path::new("refusals.ron")).unwrap()
}

/// An attack with a 5 at distance 4 (refused, R4.2), an advance of 1, and Right's attack
/// with a 4 once the distance is 3 (refused).
const WRONG_ATTACK: &str = "(Left, Attack(value: 5, count: 1))";
const ADVANCE: &str = "(Left, Move(dir: Forward, card: 1))";
const RIGHTS_WRONG_ATTACK: &str = "(Right, Attack(value: 4, count: 1))";

/// FORMAT.md `rejected_step`: a step refused that should not be, a step that should be
/// refused but is not, and another step refused than the one expected are each reported,
/// with the rules' reason; the expected refusal passes.
#[test]
fn a_refused_step_is_checked_against_the_expectation() {
    let refusal = "an attack needs cards equal to the distance, 4, not 5 (R4.2)";
    assert_eq!(refusals(WRONG_ATTACK, "None").check(), Err(vec![format!("step 0 was refused: {refusal}")]));
    assert_eq!(
        refusals(ADVANCE, "Some(0)").check(),
        Err(vec!["step 0 should have been refused but every step was accepted".to_string()])
    );
    assert_eq!(
        refusals(&format!("{WRONG_ATTACK}, {ADVANCE}"), "Some(1)").check(),
        Err(vec![format!("step 1 should have been refused, but step 0 was: {refusal}")])
    );
    assert_eq!(refusals(&format!("{ADVANCE}, {RIGHTS_WRONG_ATTACK}"), "Some(1)").check(), Ok(()));
}

/// FORMAT.md `--print-state`: the state after the steps as one JSON object with the keys
/// it lists, hands ascending; `winner` and `reason` null unless won, `to_act` null once the
/// round is over, `rejected_step` the refused step if any.
#[test]
fn the_printed_state_has_the_keys_of_the_format() {
    let state = |steps: &str| state_json(&refusals(steps, "None").play().unwrap());
    // R5.4: Right holds no 4 and cannot parry; Left drew a 1 after its attack (R4.6).
    let hit = state("(Left, Attack(value: 4, count: 1))");
    let want = json!({
        "outcome": "Won", "winner": "Left", "reason": "Hit", "left_pos": 8, "right_pos": 12,
        "left_hand": [1, 1, 2, 2, 3], "right_hand": [1, 2, 3, 5, 5], "draw_pile_len": 2,
        "to_act": null, "phase": "RoundOver", "rejected_step": null
    });
    assert_eq!(hit, want);
    let refused = state(&format!("{ADVANCE}, {RIGHTS_WRONG_ATTACK}"));
    let want = json!({
        "outcome": "Ongoing", "winner": null, "reason": null, "left_pos": 9, "right_pos": 12,
        "left_hand": [1, 2, 2, 3, 4], "right_hand": [1, 2, 3, 5, 5], "draw_pile_len": 2,
        "to_act": "Right", "phase": "Turn", "rejected_step": 1
    });
    assert_eq!(refused, want);
}

/// A scenario file is read up to `MAX_SCENARIO_BYTES` (1 MiB): a file of exactly that
/// size loads, one a byte longer is refused as too large, naming the limit.
#[test]
fn a_scenario_file_is_read_up_to_its_size_limit() {
    let text = std::fs::read_to_string(scenario_dir().join("move-forward-refills.ron")).unwrap();
    let padded = |size: u64| format!("{text}{}", " ".repeat(size as usize - text.len()));
    let dir = std::env::temp_dir().join(format!("en-garde-scenario-size-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (at, over) = (dir.join("at-limit.ron"), dir.join("over-limit.ron"));
    std::fs::write(&at, padded(MAX_SCENARIO_BYTES)).unwrap();
    std::fs::write(&over, padded(MAX_SCENARIO_BYTES + 1)).unwrap();
    let (loaded, refused) = (Scenario::load(&at), Scenario::load(&over));
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(loaded.is_ok(), "{:?}", loaded.err());
    match refused {
        Err(ScenarioError::TooLarge { limit, .. }) => assert_eq!(limit, MAX_SCENARIO_BYTES),
        other => panic!("a file past the limit: {other:?}"),
    }
}
