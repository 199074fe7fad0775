//! The Fluent catalogues (`assets/locales/<lang>/*.ftl`): every language parses, has every
//! message of English with the same attributes and no variable English lacks, formats
//! without errors, keeps the grammar of "you", and every message id the code names exists.

use en_garde::lang::{FluentArgs, FluentValue, Lang, Language, catalogue_messages, catalogue_problems, format_errors};
use en_garde::tr;
use std::collections::BTreeSet;
use std::path::Path;

#[test]
fn every_catalogue_parses_without_a_syntax_error_or_a_message_defined_twice() {
    for language in Language::ALL {
        let problems = catalogue_problems(language);
        assert!(problems.is_empty(), "{language}: {problems:#?}");
        assert!(!catalogue_messages(language).is_empty(), "{language}: an empty catalogue");
    }
}

#[test]
fn every_language_has_every_english_message_and_no_other() {
    let english = catalogue_messages(Language::English);
    let ids = |m: &[(String, Vec<String>, Vec<String>)]| m.iter().map(|(id, ..)| id.clone()).collect::<BTreeSet<_>>();
    let english_ids = ids(&english);
    let mut problems = Vec::new();
    for language in Language::ALL {
        let messages = catalogue_messages(language);
        let own = ids(&messages);
        problems.extend(english_ids.difference(&own).map(|id| format!("{language}: missing {id}")));
        problems.extend(own.difference(&english_ids).map(|id| format!("{language}: {id} is not an English message")));
        for (id, attributes, variables) in &messages {
            let Some((_, en_attributes, en_variables)) = english.iter().find(|(e, ..)| e == id) else { continue };
            if attributes != en_attributes {
                problems.push(format!("{language}: {id}: attributes {attributes:?}, English has {en_attributes:?}"));
            }
            for v in variables.iter().filter(|v| !en_variables.contains(v)) {
                problems.push(format!("{language}: {id}: ${v} is not a variable of the English message"));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Arguments for every variable of every message: all numbers, or all the person "you".
fn all_variables(value: impl Fn() -> FluentValue<'static>) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    for (_, _, variables) in catalogue_messages(Language::English) {
        for v in variables {
            args.set(v, value());
        }
    }
    args
}

#[test]
fn every_message_formats_without_an_error_in_every_language() {
    for language in Language::ALL {
        for args in [all_variables(|| FluentValue::from(2)), all_variables(|| FluentValue::from("you"))] {
            let errors = format_errors(language, &args);
            assert!(errors.is_empty(), "{errors:#?}");
        }
    }
}

#[test]
fn a_message_about_a_person_speaks_to_you_differently_in_every_language() {
    // The English messages that choose their grammar by $person.
    let personal: Vec<String> = catalogue_messages(Language::English)
        .into_iter()
        .filter(|(_, _, v)| v.iter().any(|v| v == "person"))
        .map(|(id, ..)| id)
        .collect();
    assert!(personal.len() >= 20, "{personal:?}");
    for language in Language::ALL {
        let lang = Lang::new(language);
        for id in &personal {
            let say = |person: &'static str| {
                let mut args = all_variables(|| FluentValue::from(3));
                for name in ["who", "winner", "loser", "attacker", "other"] {
                    args.set(name, "Ann");
                }
                args.set("person", person);
                lang.format(id, Some(&args))
            };
            assert_ne!(say("you"), say("other"), "{language}: {id} says the same to you and of Ann");
        }
    }
}

#[test]
fn plural_forms_follow_the_number() {
    for language in Language::ALL {
        let lang = Lang::new(language);
        let one = tr!(lang, "draw-pile-count", count = 1);
        let five = tr!(lang, "draw-pile-count", count = 5);
        assert!(one.contains('1') && five.contains('5'), "{language}: {one} / {five}");
        if language != Language::Japanese {
            // The noun takes its plural (Japanese has none).
            assert_ne!(one.replace('1', ""), five.replace('5', ""), "{language}: {one} / {five}");
        }
    }
    for language in Language::ALL {
        // Numbers are written as they are: no grouping of a port or a rating.
        let lang = Lang::new(language);
        let text = tr!(lang, "online-they-join", address = "10.0.0.2", port = 5812u16, code = "AB12");
        assert!(text.contains("5812") && text.contains("AB12"), "{language}: {text}");
    }
    let en = Lang::new(Language::English);
    assert_eq!(tr!(en, "cards-of", value = 4, count = 2), "two 4s");
    assert_eq!(tr!(en, "cards-of", value = 3, count = 1), "a 3");
}

#[test]
fn a_language_is_found_from_its_code_or_a_locale_tag() {
    for language in Language::ALL {
        assert_eq!(Language::from_tag(language.code()), Some(language));
    }
    assert_eq!(Language::from_tag("pt_BR.UTF-8"), Some(Language::Portuguese));
    assert_eq!(Language::from_tag("ja-JP"), Some(Language::Japanese));
    assert_eq!(Language::from_tag("DE"), Some(Language::German));
    assert_eq!(Language::from_tag("fr_CA@euro"), Some(Language::French));
    assert_eq!(Language::from_tag("nl-NL"), None);
    assert_eq!(Language::from_tag(""), None);
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let ja = Lang::new(Language::Japanese);
    assert_eq!(ja.get("no-such-message"), "no-such-message");
    assert_eq!(ja.attribute("no-such-message", "tip", None), "no-such-message.tip");
    assert_ne!(ja.get("undo"), Lang::default().get("undo"), "Japanese has its own word for Undo");
}

/// The string literals of a line of Rust that is not a comment.
fn literals(line: &str) -> Vec<(usize, &str)> {
    if line.trim_start().starts_with("//") {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut rest = line.char_indices().filter(|(i, c)| *c == '"' && !line[..*i].ends_with('\\'));
    while let (Some((a, _)), Some((b, _))) = (rest.next(), rest.next()) {
        out.push((a, &line[a + 1..b]));
    }
    out
}

/// A message id's shape: lower-case words joined by hyphens ("turn-play").
fn id_shaped(s: &str, hyphen: bool) -> bool {
    !s.is_empty()
        && s.starts_with(|c: char| c.is_ascii_lowercase())
        && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && (!hyphen || s.contains('-'))
        && !s.ends_with('-')
}

#[test]
fn every_message_the_code_names_is_in_the_english_catalogue() {
    let known: BTreeSet<String> = catalogue_messages(Language::English).into_iter().map(|(id, ..)| id).collect();
    // Literals of the message-id shape that are not message ids.
    let not_messages = ["en-garde", "noto-jp"];
    let mut named = 0;
    let mut problems = Vec::new();
    let mut files = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        // The lessons' module names attributes of the lessons' messages, not messages.
        if p.extension().is_none_or(|e| e != "rs") || p.ends_with("lang/mod.rs") || p.ends_with("lang/lessons.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        if !text.contains("Lang") {
            continue;
        }
        for (n, line) in text.lines().enumerate() {
            for (at, s) in literals(line) {
                let before = line[..at].trim_end();
                let called = before.ends_with("lang.get(") || before.ends_with("tr!(lang,");
                if !(id_shaped(s, true) || (called && id_shaped(s, false))) || not_messages.contains(&s) {
                    continue;
                }
                named += 1;
                if !known.contains(s) {
                    problems.push(format!("{}:{}: \"{s}\" is not a message of assets/locales/en", p.display(), n + 1));
                }
            }
        }
    }
    assert!(named > 150, "only {named} message ids found: the scan is broken");
    // The engine's presets name their messages as data (`Preset::message`), with no literal
    // for the scan above to find.
    for p in en_garde::rules::PRESETS {
        if !known.contains(p.message) {
            problems.push(format!("preset {}: \"{}\" is not a message of assets/locales/en", p.id, p.message));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// The rule ids a text cites: "R4.2", "R6.3a", "D5".
fn rule_ids(text: &str) -> BTreeSet<String> {
    let b = text.as_bytes();
    let mut out = BTreeSet::new();
    for i in 0..b.len() {
        if (b[i] == b'R' || b[i] == b'D') && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
            let end = (i + 1..b.len())
                .find(|&j| {
                    !(b[j].is_ascii_alphanumeric() || (b[j] == b'.' && b.get(j + 1).is_some_and(u8::is_ascii_digit)))
                })
                .unwrap_or(b.len());
            out.insert(text[i..end].to_string());
        }
    }
    out
}

#[test]
fn every_language_translates_every_lesson_and_cites_the_same_rules() {
    use en_garde::lang::lessons::{LessonText, course_id, message_id};
    let courses = en_garde::tutorial::courses().expect("the courses");
    let mut problems = Vec::new();
    for language in Language::ALL.into_iter().filter(|l| *l != Language::English) {
        let lang = Lang::new(language);
        let messages = en_garde::lang::lesson_messages(language);
        let mut wanted = BTreeSet::new();
        for course in &courses {
            wanted.insert(course_id(course.level));
            if lang.own_attribute(&course_id(course.level), "about").is_none() {
                problems.push(format!("{language}: {} has no .about", course_id(course.level)));
            }
            for lesson in &course.lessons {
                let id = message_id(lesson);
                wanted.insert(id.clone());
                for what in LessonText::all(lesson) {
                    let Some(text) = lang.own_attribute(&id, &what.attribute()) else {
                        problems.push(format!("{language}: {id}.{} is missing", what.attribute()));
                        continue;
                    };
                    let (ours, english) = (rule_ids(&text), rule_ids(&what.english(lesson)));
                    if ours != english {
                        problems
                            .push(format!("{language}: {id}.{} cites {ours:?}, English {english:?}", what.attribute()));
                    }
                }
                let attributes = messages.iter().find(|(m, ..)| *m == id).map(|(_, a, _)| a.len()).unwrap_or(0);
                if attributes != LessonText::all(lesson).len() {
                    problems.push(format!(
                        "{language}: {id} has {attributes} texts, the lesson {}",
                        LessonText::all(lesson).len()
                    ));
                }
            }
        }
        for (id, ..) in &messages {
            if !wanted.contains(id) {
                problems.push(format!("{language}: {id} is no lesson or course"));
            }
        }
    }
    assert!(problems.is_empty(), "{} problems: {problems:#?}", problems.len());
}

#[test]
fn the_language_is_the_run_s_then_the_saved_one_then_the_system_s() {
    use en_garde::game::prefs::{Overrides, language_of};
    use en_garde::persist::Settings;
    let saved = |code: &str| Settings { language: Some(code.into()), ..Settings::default() };
    let none = Overrides::default();
    let run_ja = Overrides { language: Some(Language::Japanese), ..Overrides::default() };
    assert_eq!(language_of(Some(&saved("fr")), &none), Language::French);
    assert_eq!(language_of(Some(&saved("pt-BR")), &none), Language::Portuguese);
    assert_eq!(language_of(Some(&saved("fr")), &run_ja), Language::Japanese, "--lang wins for the run");
    // No choice saved, or one this build does not speak: the system's.
    assert_eq!(language_of(Some(&Settings::default()), &none), Language::of_system());
    assert_eq!(language_of(Some(&saved("nl")), &none), Language::of_system());
    // The headless tests without settings: English.
    assert_eq!(language_of(None, &none), Language::English);
    // A saved choice outside the shape of a code is dropped when the file is read.
    assert_eq!(saved("fr; rm -rf").sanitized().language, None);
    assert_eq!(saved("de").sanitized().language.as_deref(), Some("de"));
}

#[test]
fn network_refusals_and_failures_are_said_in_every_language() {
    use en_garde::net::client::LinkProblem;
    use en_garde::net::online::OnlineFailure;
    use en_garde::net::protocol::{CodeProblem, Refusal, RoomCode};
    use en_garde::ui::online::{link_problem, online_failure};
    let code: RoomCode = "K7QM2X".parse().expect("a room code");
    // Each with a text it must carry ("" where it has none of its own).
    let refusals = [
        (Refusal::Version { server: 7, client: 9 }, "9"),
        (Refusal::UnknownRoom("ABCDEF".into()), "ABCDEF"),
        (Refusal::BadCode("anything".into()), ""),
        (Refusal::Full(code.clone()), "K7QM2X"),
        (Refusal::Away(code.clone()), "K7QM2X"),
        (Refusal::TooManyRooms, ""),
        (Refusal::BadName, "24"),
        (Refusal::BadRules("target 99".into()), "target 99"),
        (Refusal::AlreadySeated, ""),
        (Refusal::SeatInUse(code.clone()), "K7QM2X"),
        (Refusal::Misbehaved("too many messages".into()), "too many messages"),
    ];
    let server = "192.0.2.7:7373".parse().expect("an address");
    let links = [
        (LinkProblem::Socket("denied".into()), "denied"),
        (LinkProblem::Connect { server, why: "no route".into() }, "192.0.2.7:7373"),
    ];
    let bad_length = "AB".parse::<RoomCode>().expect_err("too short");
    assert_eq!(bad_length, CodeProblem::Length { typed: "AB".into() });
    let bad_letter = "ABCDEI".parse::<RoomCode>().expect_err("I is not in codes");
    assert_eq!(bad_letter, CodeProblem::NotInCode('I'));
    let failures = [
        (OnlineFailure::NoPort, ""),
        (OnlineFailure::ServerThread("out of threads".into()), "out of threads"),
        (OnlineFailure::NoAddress, "192.168.1.20"),
        (OnlineFailure::Unknown { address: "piste.local".into(), why: "lookup".into() }, "piste.local"),
        (OnlineFailure::NamesNothing { address: "piste.local".into() }, "piste.local"),
        (OnlineFailure::BadCode(bad_length), "AB"),
        (OnlineFailure::BadCode(bad_letter), "I"),
    ];
    let english = Lang::new(Language::English);
    for language in Language::ALL {
        let lang = Lang::new(language);
        let mut said: Vec<(String, &str, String)> = Vec::new();
        for (r, carries) in &refusals {
            let problem = LinkProblem::Refused(r.clone());
            said.push((link_problem(&lang, &problem), carries, link_problem(&english, &problem)));
        }
        for (l, carries) in &links {
            said.push((link_problem(&lang, l), carries, link_problem(&english, l)));
        }
        for (f, carries) in &failures {
            said.push((online_failure(&lang, f), carries, online_failure(&english, f)));
        }
        for (text, carries, in_english) in &said {
            assert!(!text.is_empty() && !text.starts_with("online-"), "{language:?}: {text:?}");
            assert!(text.contains(carries), "{language:?}: {text:?} lacks {carries:?}");
            if language != Language::English {
                assert_ne!(text, in_english, "{language:?} says it in English");
            }
        }
        // No two refusals read the same.
        let distinct: BTreeSet<&String> = said.iter().map(|(t, _, _)| t).collect();
        assert_eq!(distinct.len(), said.len(), "{language:?}: {said:#?}");
    }
    // The English words are the protocol's own sentences (the command line prints those).
    let full = LinkProblem::Refused(Refusal::Full(code));
    assert_eq!(link_problem(&english, &full), full.to_string());
}
