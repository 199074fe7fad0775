//! The game in six languages: every string a player sees is a message of the Fluent
//! catalogues in `assets/locales/<lang>/*.ftl` (built into the binary), looked up through
//! [`Lang`]. Plurals and the grammar of "you" against a named player are the catalogues'
//! own select expressions, never string concatenation here.
//!
//! A message missing from a language falls back to English, and one missing from English
//! shows its id: a gap never panics, and the catalogue test (`tests/it/lang.rs`) fails on
//! it first.

use bevy::prelude::*;
pub use fluent_bundle::{FluentArgs, FluentValue};
use fluent_bundle::{FluentResource, concurrent::FluentBundle};
use std::fmt;

pub mod file_problems;
pub mod fonts;
pub mod lessons;
pub mod puzzles;
pub mod rulebook;
pub mod terms;

/// The languages the game speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    English,
    French,
    German,
    Japanese,
    Portuguese,
    Spanish,
}

impl Language {
    /// Every language, in the order the Settings list them.
    pub const ALL: [Language; 6] = [
        Language::English,
        Language::French,
        Language::German,
        Language::Japanese,
        Language::Portuguese,
        Language::Spanish,
    ];

    /// The language's code: its folder under `assets/locales/`, the value of `--lang` and of
    /// the settings file's `language`, e.g. `"ja"`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::German => "de",
            Language::Japanese => "ja",
            Language::Portuguese => "pt",
            Language::Spanish => "es",
        }
    }

    /// The language's name in itself, as the Settings list shows it ("Français").
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Japanese => "日本語",
            Language::Portuguese => "Português",
            Language::Spanish => "Español",
        }
    }

    /// The language of a code or a locale tag: `"fr"`, `"fr-CA"`, `"pt_BR.UTF-8"`, `"DE"`.
    /// `None` for a language the game does not speak (or an empty tag).
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.trim().split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language of the system's locale (`LANG`/`LC_*` on Linux, the user's language on
    /// Windows and macOS), or English when the system's is not one of the six.
    pub fn of_system() -> Language {
        sys_locale::get_locales().find_map(|t| Language::from_tag(&t)).unwrap_or_default()
    }

    /// The catalogue files of the language: (file name, Fluent source).
    pub fn catalogue(self) -> &'static [(&'static str, &'static str)] {
        catalogues::of(self)
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

mod catalogues {
    use super::Language;

    macro_rules! files {
        ($lang:literal: $($file:literal),+) => {
            &[$(($file, include_str!(concat!("../../assets/locales/", $lang, "/", $file)))),+]
        };
    }

    /// The files of each language; every language has the same files, but English has no
    /// `lessons.ftl` (the courses are written in English, [`super::lessons`]).
    pub(super) fn of(language: Language) -> &'static [(&'static str, &'static str)] {
        match language {
            Language::English => files!("en": "game.ftl", "menus.ftl", "rules.ftl", "rulebook.ftl", "puzzles.ftl"),
            Language::French => {
                files!("fr": "game.ftl", "menus.ftl", "rules.ftl", "rulebook.ftl", "puzzles.ftl", "lessons.ftl")
            }
            Language::German => {
                files!("de": "game.ftl", "menus.ftl", "rules.ftl", "rulebook.ftl", "puzzles.ftl", "lessons.ftl")
            }
            Language::Japanese => {
                files!("ja": "game.ftl", "menus.ftl", "rules.ftl", "rulebook.ftl", "puzzles.ftl", "lessons.ftl")
            }
            Language::Portuguese => {
                files!("pt": "game.ftl", "menus.ftl", "rules.ftl", "rulebook.ftl", "puzzles.ftl", "lessons.ftl")
            }
            Language::Spanish => {
                files!("es": "game.ftl", "menus.ftl", "rules.ftl", "rulebook.ftl", "puzzles.ftl", "lessons.ftl")
            }
        }
    }
}

/// One language's messages, ready to format.
struct Bundle(FluentBundle<FluentResource>);

impl Bundle {
    /// The bundle of `language`'s catalogue, and the problems found in it (syntax errors,
    /// a message defined twice), as "file: problem". A message with an error is left out
    /// (and falls back), the rest still counts.
    fn new(language: Language) -> (Bundle, Vec<String>) {
        let tag: unic_langid::LanguageIdentifier = language.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![tag]);
        // No Unicode isolation marks around arguments: egui would draw them as boxes.
        bundle.set_use_isolating(false);
        let mut problems = Vec::new();
        for (file, source) in language.catalogue() {
            let resource = match FluentResource::try_new((*source).to_string()) {
                Ok(r) => r,
                Err((r, errors)) => {
                    problems.extend(errors.iter().map(|e| format!("{language}/{file}: {e}")));
                    r
                }
            };
            if let Err(errors) = bundle.add_resource(resource) {
                problems.extend(errors.iter().map(|e| format!("{language}/{file}: {e}")));
            }
        }
        (Bundle(bundle), problems)
    }

    fn format(&self, id: &str, attribute: Option<&str>, args: Option<&FluentArgs>) -> Option<String> {
        let message = self.0.get_message(id)?;
        let pattern = match attribute {
            Some(a) => message.get_attribute(a)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = self.0.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            warn!("lang: formatting {id}: {errors:?}");
        }
        Some(text.into_owned())
    }
}

/// The messages of the language in force, with English behind them. A resource of the
/// app, replaced when the language changes (Settings, `--lang`).
#[derive(Resource)]
pub struct Lang {
    language: Language,
    bundle: Bundle,
    english: Option<Bundle>,
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lang").field("language", &self.language).finish_non_exhaustive()
    }
}

impl Default for Lang {
    fn default() -> Self {
        Lang::new(Language::English)
    }
}

impl Lang {
    /// The messages of `language`; problems in its catalogue are logged (the catalogue
    /// test fails on them).
    pub fn new(language: Language) -> Lang {
        let (bundle, problems) = Bundle::new(language);
        for p in &problems {
            warn!("lang: {p}");
        }
        let english = (language != Language::English).then(|| Bundle::new(Language::English).0);
        Lang { language, bundle, english }
    }

    /// The language in force.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The text of message `id`, formatted with `args`: in the language in force, else in
    /// English, else the id itself.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        self.lookup(id, None, args)
    }

    /// The text of message `id`'s attribute `attribute` (`id.attribute` in the catalogue).
    pub fn attribute(&self, id: &str, attribute: &str, args: Option<&FluentArgs>) -> String {
        self.lookup(id, Some(attribute), args)
    }

    /// The text of message `id`'s attribute `attribute` in the language in force only
    /// (no English behind it): for texts whose English is elsewhere (the lessons).
    pub fn own_attribute(&self, id: &str, attribute: &str) -> Option<String> {
        self.bundle.format(id, Some(attribute), None)
    }

    /// The text of message `id`, which takes no arguments.
    pub fn get(&self, id: &str) -> String {
        self.lookup(id, None, None)
    }

    fn lookup(&self, id: &str, attribute: Option<&str>, args: Option<&FluentArgs>) -> String {
        self.bundle
            .format(id, attribute, args)
            .or_else(|| self.english.as_ref().and_then(|e| e.format(id, attribute, args)))
            .unwrap_or_else(|| match attribute {
                Some(a) => format!("{id}.{a}"),
                None => id.to_string(),
            })
    }
}

/// The problems of `language`'s catalogue: syntax errors and messages defined twice, as
/// "lang/file: problem". Empty for a sound catalogue.
pub fn catalogue_problems(language: Language) -> Vec<String> {
    Bundle::new(language).1
}

/// The errors of formatting every message (and attribute) of `language`'s catalogue with
/// `args`, as "lang: id: error": a variable the message lacks is not an error, a
/// reference to a message that does not exist is. Empty for a sound catalogue.
pub fn format_errors(language: Language, args: &FluentArgs) -> Vec<String> {
    let (bundle, _) = Bundle::new(language);
    let mut out = Vec::new();
    for (id, attributes, _) in catalogue_messages(language) {
        let Some(message) = bundle.0.get_message(&id) else { continue };
        let patterns = message
            .value()
            .into_iter()
            .chain(attributes.iter().filter_map(|a| message.get_attribute(a).map(|a| a.value())));
        for pattern in patterns {
            let mut errors = Vec::new();
            bundle.0.format_pattern(pattern, Some(args), &mut errors);
            out.extend(errors.iter().map(|e| format!("{language}: {id}: {e}")));
        }
    }
    out
}

/// Every message of `language`'s catalogue with its attributes and the variables it uses,
/// for the catalogue test: (id, attribute names, variable names), sorted by id.
pub fn catalogue_messages(language: Language) -> Vec<(String, Vec<String>, Vec<String>)> {
    messages_of(language, |file| file != LESSONS_FILE)
}

/// The catalogue file that translates the tutorial's courses (not in English).
pub const LESSONS_FILE: &str = "lessons.ftl";

/// The messages of `language`'s `lessons.ftl` (none in English), as
/// [`catalogue_messages`] lists them.
pub fn lesson_messages(language: Language) -> Vec<(String, Vec<String>, Vec<String>)> {
    messages_of(language, |file| file == LESSONS_FILE)
}

fn messages_of(language: Language, take: impl Fn(&str) -> bool) -> Vec<(String, Vec<String>, Vec<String>)> {
    use fluent_syntax::ast;
    let mut out = Vec::new();
    for (_, source) in language.catalogue().iter().filter(|(file, _)| take(file)) {
        let Ok(resource) = fluent_syntax::parser::parse(*source) else { continue };
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = Vec::new();
                if let Some(p) = &m.value {
                    variables(p, &mut vars);
                }
                for a in &m.attributes {
                    variables(&a.value, &mut vars);
                }
                vars.sort();
                vars.dedup();
                let attrs = m.attributes.iter().map(|a| a.id.name.to_string()).collect();
                out.push((m.id.name.to_string(), attrs, vars));
            }
        }
    }
    out.sort();
    out
}

fn variables(pattern: &fluent_syntax::ast::Pattern<&str>, out: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut Vec<String>) {
        match e {
            InlineExpression::VariableReference { id } => out.push(id.name.to_string()),
            InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.iter().for_each(|a| inline(a, out));
                arguments.named.iter().for_each(|a| inline(&a.value, out));
            }
            InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut Vec<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expr(expression, out);
        }
    }
}

/// `tr!(lang, "id")` or `tr!(lang, "id", name = value, …)`: the text of a message with its
/// arguments (numbers stay numbers, so that the catalogue can choose a plural form).
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:expr) => {
        $lang.get($id)
    };
    ($lang:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let id: &str = $id;
        let mut args = $crate::lang::FluentArgs::new();
        $(args.set(stringify!($name), $crate::lang::FluentValue::from($value));)+
        $lang.format(id, Some(&args))
    }};
}
