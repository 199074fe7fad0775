//! Every rule id of `docs/RULES.md` (the project's copy of `shared/RULES.md`) is cited by a
//! scenario file's `rules:` list or by the code of a test of either test binary
//! (`tests/engine`, `tests/it`): its strings (an assertion's message, a scenario built in the
//! test) or its names — never by a comment, which a test could keep after its checks are
//! deleted.

use crate::project::{files_with_extension, project_root, ron_files, scenario_dir};

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

/// The ids a scenario file lists in its `rules: [...]` (FORMAT.md), as one string.
fn scenario_rules(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("rules:") {
        rest = &rest[i + "rules:".len()..];
        let list = rest.trim_start();
        if let (Some(list), Some(end)) = (list.strip_prefix('['), list.find(']')) {
            out.push_str(&list[..end.saturating_sub(1)]);
            out.push('\n');
        }
    }
    out
}

/// Rust source `src` without its comments (`//` to the end of the line, doc comments
/// included, and `/* */`), its strings and chars kept: what a test checks, not what it says
/// of itself.
fn without_comments(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    let mut chars = src.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
                out.push(' ');
            }
            '"' => {
                out.push(c);
                let mut escaped = false;
                for c in chars.by_ref() {
                    out.push(c);
                    match c {
                        '\\' if !escaped => escaped = true,
                        '"' if !escaped => break,
                        _ => escaped = false,
                    }
                }
            }
            // A char literal ('"', '/'), not a lifetime ('a).
            '\'' => {
                out.push(c);
                let ahead: Vec<char> = chars.clone().take(3).collect();
                let len = match ahead.as_slice() {
                    ['\\', _, '\''] => 3,
                    [_, '\'', ..] => 2,
                    _ => 0,
                };
                for _ in 0..len {
                    out.extend(chars.next());
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// The checker itself: a comment's id is not a citation, a string's is, and a scenario
/// cites only what its `rules:` list names.
#[test]
fn a_comment_is_not_a_citation() {
    let src =
        "// R2.1 here\n/// R2.3 too\nfn t() { let s = \"R7.1: // kept\"; let c = '\"'; } /* R9.6 */ let d = \"R9.8\";";
    let code = without_comments(src);
    assert!(!cites(&code, "R2.1") && !cites(&code, "R2.3") && !cites(&code, "R9.6"), "{code}");
    assert!(cites(&code, "R7.1") && cites(&code, "R9.8"), "{code}");
    let scenario = "Scenario(\n  name: \"about R4.7\",\n  rules: [\"R5.1\", \"R5.3\"],\n)";
    let listed = scenario_rules(scenario);
    assert!(cites(&listed, "R5.1") && cites(&listed, "R5.3") && !cites(&listed, "R4.7"), "{listed}");
}

#[test]
fn every_rule_id_is_tested() {
    let root = project_root();
    let rules = std::fs::read_to_string(root.join("docs/RULES.md")).unwrap();
    let ids = rule_ids(&rules);
    assert!(ids.len() >= 36, "parsed {} ids: {ids:?}", ids.len());
    let mut corpus = String::new();
    for f in ron_files(&scenario_dir()) {
        corpus.push_str(&scenario_rules(&std::fs::read_to_string(&f).unwrap_or_default()));
    }
    for folder in ["tests/engine", "tests/it"] {
        for f in files_with_extension(&root.join(folder), "rs") {
            if f.file_name().is_some_and(|n| n != "rule_coverage.rs") {
                corpus.push_str(&without_comments(&std::fs::read_to_string(&f).unwrap()));
            }
        }
    }
    let missing: Vec<_> =
        ids.iter().filter(|id| !cites(&corpus, id) && !CHECKED_ELSEWHERE.iter().any(|(x, _)| x == id)).collect();
    assert!(missing.is_empty(), "rule ids no test cites: {missing:?}");
}
