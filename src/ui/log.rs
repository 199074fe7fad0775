//! The action log of the round in words, and short-lived notices (refused actions, file
//! problems) for the player.

use super::words::{Names, action_line, round_result};
use crate::game::Seats;
use crate::game::{ActionRefused, Attacked, CardsDrawn, Moved, Parried, Retreated, RoundOver, RoundStarted, Undone};
use crate::lang::{Lang, terms};
use crate::rules::Action;
use crate::tr;
use bevy::prelude::*;

/// The round's actions in words, oldest first — only those that stand: a takeback
/// removes the lines of what it took back.
#[derive(Resource, Debug, Default, Clone)]
pub struct ActionLog {
    pub lines: Vec<String>,
    /// For each line, how many of the round's actions had been played when it was written
    /// (0 for the round's first line): what a takeback to fewer actions removes.
    actions_at: Vec<usize>,
    /// The round's actions played so far.
    actions: usize,
    /// The line of the newest action (what a screen reader announces, with the lines after
    /// it: the draw, the end of the round).
    newest_action: usize,
}

impl ActionLog {
    /// Adds a line about the round as it stands.
    fn push(&mut self, line: String) {
        self.lines.push(line);
        self.actions_at.push(self.actions);
    }

    /// Adds the line of one more action of the round.
    fn push_action(&mut self, line: String) {
        self.actions += 1;
        self.newest_action = self.lines.len();
        self.push(line);
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

/// The names the log uses: the panels' ("You", "Computer (hard)"), or the seats' in an
/// app without seats (the headless tests).
fn names(lang: &Lang, seats: Option<Res<Seats>>) -> Names {
    seats.map_or_else(|| Names::seats(lang), |s| Names::of(lang, &s.0))
}

fn on_moved(ev: On<Moved>, seats: Option<Res<Seats>>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let names = names(&lang, seats);
    let action = Action::Move { dir: ev.dir, card: ev.card };
    log.push_action(action_line(&lang, &names, ev.side, &action, ev.from, ev.to));
}

fn on_attacked(ev: On<Attacked>, seats: Option<Res<Seats>>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let names = names(&lang, seats);
    log.push_action(action_line(&lang, &names, ev.side, &ev.action, ev.from, ev.to));
}

fn on_parried(ev: On<Parried>, seats: Option<Res<Seats>>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let names = names(&lang, seats);
    log.push_action(action_line(&lang, &names, ev.side, &Action::Parry, 0, 0));
}

fn on_retreated(ev: On<Retreated>, seats: Option<Res<Seats>>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let names = names(&lang, seats);
    log.push_action(action_line(&lang, &names, ev.side, &Action::Retreat { card: ev.card }, ev.from, ev.to));
}

fn on_drawn(ev: On<CardsDrawn>, seats: Option<Res<Seats>>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let names = names(&lang, seats);
    let line = tr!(lang, "log-draw", who = names.get(ev.side), person = names.person(ev.side), count = ev.count);
    log.push(line);
}

fn on_round_over(ev: On<RoundOver>, seats: Option<Res<Seats>>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    let names = names(&lang, seats);
    let how = round_result(&lang, &ev.ending, &names);
    let line = match ev.result.winner() {
        Some(w) => tr!(lang, "log-round-won", who = names.get(w), person = names.person(w), how = how),
        None => how,
    };
    log.push(line);
}

fn on_round_started(ev: On<RoundStarted>, seats: Option<Res<Seats>>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    *log = ActionLog::default();
    let names = names(&lang, seats);
    log.push(round_start_line(&lang, &ev, &names));
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

fn on_undone(ev: On<Undone>, seats: Option<Res<Seats>>, lang: Res<Lang>, mut log: ResMut<ActionLog>) {
    // Only the moves that stand stay in the log.
    let log = &mut *log;
    let keep = log.actions_at.iter().take_while(|a| **a <= ev.actions).count();
    log.lines.truncate(keep);
    log.actions_at.truncate(keep);
    log.actions = ev.actions;
    // The takeback's line is the news.
    log.newest_action = log.lines.len();
    let names = names(&lang, seats);
    log.push(tr!(lang, "log-take-back", who = names.get(ev.side), person = names.person(ev.side)));
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
    lesson: Option<Res<crate::game::tutorial::ActiveLesson>>,
    lang: Res<Lang>,
    time: Res<Time<Real>>,
    mut toast: ResMut<Toast>,
) {
    if let Some(l) = lesson.filter(|l| l.run.is_done()) {
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
        .add_observer(on_refused)
        .add_observer(on_lesson_refused);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Side;

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
