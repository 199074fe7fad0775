//! The action log of the round in words, and short-lived notices (refused actions, file
//! problems) for the player.

use super::words::{Names, action_line, count, round_result, verb};
use crate::game::Seats;
use crate::game::{ActionRefused, Attacked, CardsDrawn, Moved, Parried, Retreated, RoundOver, RoundStarted, Undone};
use crate::rules::Action;
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
        self.push(line);
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
fn names(seats: Option<Res<Seats>>) -> Names {
    seats.map_or_else(Names::seats, |s| Names::of(&s.0))
}

fn on_moved(ev: On<Moved>, seats: Option<Res<Seats>>, mut log: ResMut<ActionLog>) {
    let who = names(seats);
    log.push_action(action_line(who.get(ev.side), &Action::Move { dir: ev.dir, card: ev.card }, ev.from, ev.to));
}

fn on_attacked(ev: On<Attacked>, seats: Option<Res<Seats>>, mut log: ResMut<ActionLog>) {
    log.push_action(action_line(names(seats).get(ev.side), &ev.action, ev.from, ev.to));
}

fn on_parried(ev: On<Parried>, seats: Option<Res<Seats>>, mut log: ResMut<ActionLog>) {
    log.push_action(action_line(names(seats).get(ev.side), &Action::Parry, 0, 0));
}

fn on_retreated(ev: On<Retreated>, seats: Option<Res<Seats>>, mut log: ResMut<ActionLog>) {
    log.push_action(action_line(names(seats).get(ev.side), &Action::Retreat { card: ev.card }, ev.from, ev.to));
}

fn on_drawn(ev: On<CardsDrawn>, seats: Option<Res<Seats>>, mut log: ResMut<ActionLog>) {
    let names = names(seats);
    let who = names.get(ev.side);
    log.push(format!("{who} {} {}", verb(who, "draws", "draw"), count(ev.count, "card", "cards")));
}

fn on_round_over(ev: On<RoundOver>, seats: Option<Res<Seats>>, mut log: ResMut<ActionLog>) {
    let names = names(seats);
    let how = round_result(&ev.ending, &names);
    let line = match ev.result.winner() {
        Some(w) => format!("{} {} the round: {how}", names.get(w), verb(names.get(w), "wins", "win")),
        None => how,
    };
    log.push(line);
}

fn on_round_started(ev: On<RoundStarted>, seats: Option<Res<Seats>>, mut log: ResMut<ActionLog>) {
    *log = ActionLog::default();
    log.push(round_start_line(&ev, &names(seats)));
}

/// The log's first line of a round. A scenario position (`--scenario`) opens mid-round:
/// who started that round is not known, only who acts first from the position.
fn round_start_line(ev: &RoundStarted, names: &Names) -> String {
    let card = ev.duell_card.map(|c| format!(" — special card {c:?}: {}", c.describe())).unwrap_or_default();
    let who = names.get(ev.starter);
    if ev.positions == [1, 23] {
        format!("Round {}: {who} {}{card}", ev.round_number, verb(who, "starts", "start"))
    } else {
        format!(
            "Round {} from a set position (spaces {} and {}): {who} to act{card}",
            ev.round_number, ev.positions[0], ev.positions[1]
        )
    }
}

fn on_undone(ev: On<Undone>, seats: Option<Res<Seats>>, mut log: ResMut<ActionLog>) {
    // Only the moves that stand stay in the log.
    let log = &mut *log;
    let keep = log.actions_at.iter().take_while(|a| **a <= ev.actions).count();
    log.lines.truncate(keep);
    log.actions_at.truncate(keep);
    log.actions = ev.actions;
    let names = names(seats);
    let who = names.get(ev.side);
    log.push(format!("{who} {} the last decision", verb(who, "takes back", "take back")));
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
    time: Res<Time<Real>>,
    mut toast: ResMut<Toast>,
) {
    if lesson.is_some_and(|l| l.run.is_done()) {
        toast.show(ev.why.clone(), time.elapsed_secs_f64());
    }
}

fn on_refused(ev: On<ActionRefused>, time: Res<Time<Real>>, mut toast: ResMut<Toast>) {
    toast.show(format!("Not allowed: {}", ev.error), time.elapsed_secs_f64());
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
        let mut ev = RoundStarted { round_number: 1, positions: [1, 23], starter: Side::Right, duell_card: None };
        assert_eq!(round_start_line(&ev, &Names::seats()), "Round 1: Right starts");
        let you = Names(["Computer (hard)".into(), "You".into()]);
        assert_eq!(round_start_line(&ev, &you), "Round 1: You start");
        ev.positions = [8, 13];
        assert_eq!(
            round_start_line(&ev, &Names::seats()),
            "Round 1 from a set position (spaces 8 and 13): Right to act"
        );
    }
}
