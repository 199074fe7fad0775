//! The action log of the round in words, and short-lived notices (refused actions, file
//! problems) for the player.

use super::words::{Names, action_line, round_result};
use crate::game::Seats;
use crate::game::{ActionRefused, Attacked, CardsDrawn, Moved, Parried, Retreated, RoundOver, RoundStarted, Undone};
use crate::lang::{Lang, terms};
use crate::rules::{Action, Side};
use crate::tr;
use bevy::prelude::*;

/// The round's actions in words, oldest first — only those that stand: a takeback
/// removes the lines of what it took back. What happened is kept too, so that the lines
/// are said again in the new language when the player changes it mid-round.
#[derive(Resource, Debug, Default, Clone)]
pub struct ActionLog {
    pub lines: Vec<String>,
    /// What each line says, to word it again.
    entries: Vec<LogEntry>,
    /// For each line, how many of the round's actions had been played when it was written
    /// (0 for the round's first line): what a takeback to fewer actions removes.
    actions_at: Vec<usize>,
    /// The round's actions played so far.
    actions: usize,
    /// The line of the newest action (what a screen reader announces, with the lines after
    /// it: the draw, the end of the round).
    newest_action: usize,
}

/// What one line of the log says, before it is put into words.
#[derive(Debug, Clone, Copy, PartialEq)]
enum LogEntry {
    /// `side` played `action`, from space `from` to `to` (both 0 for a parry).
    Action { side: Side, action: Action, from: u8, to: u8 },
    /// `side` drew `count` cards.
    Drawn { side: Side, count: u8 },
    /// The round is over.
    RoundOver(RoundOver),
    /// A round began.
    RoundStarted(RoundStarted),
    /// `side` took a move back.
    TakeBack { side: Side },
}

impl LogEntry {
    /// The line in `lang`, with the players called by `names`.
    fn line(&self, lang: &Lang, names: &Names) -> String {
        match *self {
            LogEntry::Action { side, action, from, to } => action_line(lang, names, side, &action, from, to),
            LogEntry::Drawn { side, count } => {
                tr!(lang, "log-draw", who = names.get(side), person = names.person(side), count = count)
            }
            LogEntry::RoundOver(ev) => {
                let how = round_result(lang, &ev.ending, names);
                match ev.result.winner() {
                    Some(w) => tr!(lang, "log-round-won", who = names.get(w), person = names.person(w), how = how),
                    None => how,
                }
            }
            LogEntry::RoundStarted(ev) => round_start_line(lang, &ev, names),
            LogEntry::TakeBack { side } => {
                tr!(lang, "log-take-back", who = names.get(side), person = names.person(side))
            }
        }
    }
}

impl ActionLog {
    /// Adds a line about the round as it stands.
    fn push(&mut self, entry: LogEntry, lang: &Lang, names: &Names) {
        self.lines.push(entry.line(lang, names));
        self.entries.push(entry);
        self.actions_at.push(self.actions);
    }

    /// Adds the line of one more action of the round.
    fn push_action(&mut self, entry: LogEntry, lang: &Lang, names: &Names) {
        self.actions += 1;
        self.newest_action = self.lines.len();
        self.push(entry, lang, names);
    }

    /// Says every line again in `lang` (the language changed).
    fn reword(&mut self, lang: &Lang, names: &Names) {
        self.lines = self.entries.iter().map(|e| e.line(lang, names)).collect();
    }

    /// The lines of the newest action and what followed it (all of them before the
    /// round's first action): what a screen reader announces.
    pub fn newest(&self) -> std::ops::Range<usize> {
        self.newest_action.min(self.lines.len())..self.lines.len()
    }
}

/// A message shown to the player for a few seconds (e.g. why an action was refused).
#[derive(Resource, Debug, Default, Clone)]
pub struct Toast {
    pub text: String,
    /// Real time (seconds since start) until which it shows.
    pub until: f64,
}

/// The names the log uses: the panels' ("You", "Computer (hard)").
fn names(lang: &Lang, seats: Res<Seats>) -> Names {
    Names::of(lang, &seats.0)
}

fn on_moved(ev: On<Moved>, seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let action = Action::Move { dir: ev.dir, card: ev.card };
    log.push_action(LogEntry::Action { side: ev.side, action, from: ev.from, to: ev.to }, &lang, &names(&lang, seats));
}

fn on_attacked(ev: On<Attacked>, seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let entry = LogEntry::Action { side: ev.side, action: ev.action, from: ev.from, to: ev.to };
    log.push_action(entry, &lang, &names(&lang, seats));
}

fn on_parried(ev: On<Parried>, seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let entry = LogEntry::Action { side: ev.side, action: Action::Parry, from: 0, to: 0 };
    log.push_action(entry, &lang, &names(&lang, seats));
}

fn on_retreated(ev: On<Retreated>, seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let entry = LogEntry::Action { side: ev.side, action: Action::Retreat { card: ev.card }, from: ev.from, to: ev.to };
    log.push_action(entry, &lang, &names(&lang, seats));
}

fn on_drawn(ev: On<CardsDrawn>, seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    log.push(LogEntry::Drawn { side: ev.side, count: ev.count }, &lang, &names(&lang, seats));
}

fn on_round_over(ev: On<RoundOver>, seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    log.push(LogEntry::RoundOver(*ev.event()), &lang, &names(&lang, seats));
}

fn on_round_started(ev: On<RoundStarted>, seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    *log = ActionLog::default();
    log.push(LogEntry::RoundStarted(*ev.event()), &lang, &names(&lang, seats));
}

/// The log's first line of a round. A scenario position (`--scenario`) opens mid-round:
/// who started that round is not known, only who acts first from the position.
fn round_start_line(lang: &Lang, ev: &RoundStarted, names: &Names) -> String {
    let (who, person) = (names.get(ev.starter), names.person(ev.starter));
    let line = if ev.positions == [1, 23] {
        tr!(lang, "log-round-starts", round = ev.round_number, who = who, person = person)
    } else {
        tr!(
            lang,
            "log-round-from-position",
            round = ev.round_number,
            who = who,
            person = person,
            left = ev.positions[0],
            right = ev.positions[1]
        )
    };
    match ev.duell_card {
        Some(c) => tr!(lang, "log-with-duell-card", line = line, card = terms::duell_card(lang, c)),
        None => line,
    }
}

/// A match put on the table mid-round (resumed, or back after a practice or a lesson): its
/// round's log is told again from the start of the round.
fn on_round_retold(ev: On<crate::game::RoundRetold>, seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    use crate::game::TableEvent;
    let names = names(&lang, seats);
    *log = ActionLog::default();
    for e in &ev.events {
        let action = |side, action, from, to| LogEntry::Action { side, action, from, to };
        match *e {
            TableEvent::Moved(m) => {
                log.push_action(action(m.side, Action::Move { dir: m.dir, card: m.card }, m.from, m.to), &lang, &names)
            }
            TableEvent::Attacked(a) => log.push_action(action(a.side, a.action, a.from, a.to), &lang, &names),
            TableEvent::Parried(p) => log.push_action(action(p.side, Action::Parry, 0, 0), &lang, &names),
            TableEvent::Retreated(r) => {
                log.push_action(action(r.side, Action::Retreat { card: r.card }, r.from, r.to), &lang, &names)
            }
            TableEvent::CardsDrawn(d) => log.push(LogEntry::Drawn { side: d.side, count: d.count }, &lang, &names),
            TableEvent::RoundOver(r) => log.push(LogEntry::RoundOver(r), &lang, &names),
            TableEvent::RoundStarted(r) => log.push(LogEntry::RoundStarted(r), &lang, &names),
            TableEvent::Hit(_) | TableEvent::MatchOver(_) | TableEvent::Resumed(_) => {}
        }
    }
}

fn on_undone(ev: On<Undone>, seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    // Only the moves that stand stay in the log.
    let log = &mut *log;
    let keep = log.actions_at.iter().take_while(|a| **a <= ev.actions).count();
    log.lines.truncate(keep);
    log.entries.truncate(keep);
    log.actions_at.truncate(keep);
    log.actions = ev.actions;
    // The takeback's line is the news.
    log.newest_action = log.lines.len();
    log.push(LogEntry::TakeBack { side: ev.side }, &lang, &names(&lang, seats));
}

/// The language changed: the round's log is said again in it.
fn reword_log(seats: Res<Seats>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let names = names(&lang, seats);
    log.reword(&lang, &names);
}

impl Toast {
    /// Shows `text` for four seconds from `now` (real time, seconds since start).
    pub fn show(&mut self, text: String, now: f64) {
        self.text = text;
        self.until = now + 4.0;
    }
}

/// A lesson's refusal after the lesson is done is told here (before, its band says it).
fn on_lesson_refused(
    ev: On<crate::game::tutorial::LessonRefused>,
    table: crate::game::MatchView,
    lang: Res<Lang>,
    time: Res<Time<Real>>,
    mut toast: ResMut<Toast>,
) {
    if let Some(l) = table.kind().and_then(|k| k.lesson()).filter(|l| l.run.is_done()) {
        toast.show(crate::lang::lessons::refusal(&lang, l.run.lesson(), &ev.why), time.elapsed_secs_f64());
    }
}

fn on_refused(ev: On<ActionRefused>, time: Res<Time<Real>>, lang: Res<Lang>, mut toast: ResMut<Toast>) {
    toast.show(tr!(lang, "not-allowed", why = terms::rule_error(&lang, &ev.error)), time.elapsed_secs_f64());
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ActionLog>()
        .init_resource::<Toast>()
        .add_observer(on_moved)
        .add_observer(on_attacked)
        .add_observer(on_parried)
        .add_observer(on_retreated)
        .add_observer(on_drawn)
        .add_observer(on_round_over)
        .add_observer(on_round_started)
        .add_observer(on_undone)
        .add_observer(on_round_retold)
        .add_observer(on_refused)
        .add_observer(on_lesson_refused)
        .add_systems(Update, reword_log.run_if(resource_exists_and_changed::<Lang>));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_is_said_again_in_a_new_language() {
        let (en, fr) = (Lang::default(), Lang::new(crate::lang::Language::French));
        let players = crate::ai::Players([
            crate::ai::Controller::Human { name: "Ann".into() },
            crate::ai::Controller::Computer { level: crate::ai::BotLevel::Normal },
        ]);
        let names = |lang: &Lang| Names::of(lang, &players);
        let mut log = ActionLog::default();
        let start = RoundStarted { round_number: 2, positions: [1, 23], starter: Side::Left, duell_card: None };
        log.push(LogEntry::RoundStarted(start), &en, &names(&en));
        let step = Action::Move { dir: crate::rules::Dir::Forward, card: 3 };
        log.push_action(LogEntry::Action { side: Side::Right, action: step, from: 23, to: 20 }, &en, &names(&en));
        log.push(LogEntry::Drawn { side: Side::Right, count: 1 }, &en, &names(&en));
        let english = log.lines.clone();
        assert!(english[1].contains("Computer (normal)") && english[1].contains("20"), "{english:?}");
        log.reword(&fr, &names(&fr));
        assert_eq!(log.lines.len(), 3);
        for (now, before) in log.lines.iter().zip(&english) {
            assert_ne!(now, before, "still in English");
        }
        assert_eq!(log.lines[1], action_line(&fr, &names(&fr), Side::Right, &step, 23, 20));
        // What a screen reader announces is still the newest action and its draw.
        assert_eq!(log.newest(), 1..3);
    }

    #[test]
    fn a_set_position_names_who_acts_not_a_starter() {
        let lang = Lang::default();
        let seats = Names::seats(&lang);
        let mut ev = RoundStarted { round_number: 1, positions: [1, 23], starter: Side::Right, duell_card: None };
        assert_eq!(round_start_line(&lang, &ev, &seats), "Round 1: Right starts");
        let you = Names::new(["Computer (hard)".into(), "You".into()], Some(Side::Right));
        assert_eq!(round_start_line(&lang, &ev, &you), "Round 1: You start");
        ev.positions = [8, 13];
        assert_eq!(round_start_line(&lang, &ev, &seats), "Round 1 from a set position (spaces 8 and 13): Right to act");
        assert_eq!(round_start_line(&lang, &ev, &you), "Round 1 from a set position (spaces 8 and 13): your turn");
        ev.duell_card = Some(crate::rules::DuellCard::D4);
        assert_eq!(
            round_start_line(&lang, &ev, &seats),
            "Round 1 from a set position (spaces 8 and 13): Right to act — special card D4: open hands"
        );
    }
}
