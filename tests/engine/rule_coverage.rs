//! Every rule id of `docs/RULES.md` (the project's copy of `shared/RULES.md`) is cited by a
//! scenario file or by a test of either test binary (`tests/engine`, `tests/it`).

use crate::project::{project_root, ron_files, scenario_dir};

/// Ids cited only by tests outside the test binaries, with where they are checked (none now).
const CHECKED_ELSEWHERE: &[(&str, &str)] = &[];

fn rule_ids(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    let mut sections = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("- R") {
            let id: String = rest.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
            ids.push(format!("R{}", id.trim_end_matches('.')));
        } else if let Some(rest) = line.strip_prefix("## R") {
            let id: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            sections.push(format!("R{id}"));
        }
    }
    for s in sections {
        if !ids.iter().any(|i| i.starts_with(&format!("{s}."))) {
            ids.push(s);
        }
    }
    ids
}

fn cites(text: &str, id: &str) -> bool {
    text.match_indices(id).any(|(i, _)| {
        let next = text[i + id.len()..].chars().next();
        !matches!(next, Some(c) if c.is_ascii_digit() || c == '.' && text[i + id.len() + 1..].starts_with(|d: char| d.is_ascii_digit()))
    })
}

#[test]
fn every_rule_id_is_tested() {
    let root = project_root();
    let rules = std::fs::read_to_string(root.join("docs/RULES.md")).unwrap();
    let ids = rule_ids(&rules);
    assert!(ids.len() >= 36, "parsed {} ids: {ids:?}", ids.len());
    let mut corpus = String::new();
    for f in ron_files(&scenario_dir()) {
        corpus.push_str(&std::fs::read_to_string(&f).unwrap_or_default());
    }
    for folder in ["tests/engine", "tests/it"] {
        for e in std::fs::read_dir(root.join(folder)).unwrap().flatten() {
            if e.path().file_name().is_some_and(|n| n != "rule_coverage.rs") {
                corpus.push_str(&std::fs::read_to_string(e.path()).unwrap());
            }
        }
    }
    let missing: Vec<_> =
        ids.iter().filter(|id| !cites(&corpus, id) && !CHECKED_ELSEWHERE.iter().any(|(x, _)| x == id)).collect();
    assert!(missing.is_empty(), "rule ids no test cites: {missing:?}");
}
