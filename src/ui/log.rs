//! The action log of the round in words, and short-lived notices (refused actions, file
//! problems) for the player.

use super::words::{action_line, round_result};
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

fn on_moved(ev: On<Moved>, mut log: ResMut<ActionLog>) {
    log.push_action(action_line(ev.side, &Action::Move { dir: ev.dir, card: ev.card }, ev.from, ev.to));
}

fn on_attacked(ev: On<Attacked>, mut log: ResMut<ActionLog>) {
    log.push_action(action_line(ev.side, &ev.action, ev.from, ev.to));
}

fn on_parried(ev: On<Parried>, mut log: ResMut<ActionLog>) {
    log.push_action(action_line(ev.side, &Action::Parry, 0, 0));
}

fn on_retreated(ev: On<Retreated>, mut log: ResMut<ActionLog>) {
    log.push_action(action_line(ev.side, &Action::Retreat { card: ev.card }, ev.from, ev.to));
}

fn on_drawn(ev: On<CardsDrawn>, mut log: ResMut<ActionLog>) {
    let s = if ev.count == 1 { "card" } else { "cards" };
    log.push(format!("{} draws {} {s}", ev.side, ev.count));
}

fn on_round_over(ev: On<RoundOver>, mut log: ResMut<ActionLog>) {
    let how = round_result(&ev.ending);
    let line = match ev.result.winner() {
        Some(w) => format!("{w} wins the round: {how}"),
        None => how,
    };
    log.push(line);
}

fn on_round_started(ev: On<RoundStarted>, mut log: ResMut<ActionLog>) {
    *log = ActionLog::default();
    log.push(round_start_line(&ev));
}

/// The log's first line of a round. A scenario position (`--scenario`) opens mid-round:
/// who started that round is not known, only who acts first from the position.
fn round_start_line(ev: &RoundStarted) -> String {
    let card = ev.duell_card.map(|c| format!(" — special card {c:?}: {}", c.describe())).unwrap_or_default();
    if ev.positions == [1, 23] {
        format!("Round {}: {} starts{card}", ev.round_number, ev.starter)
    } else {
        format!(
            "Round {} from a set position (spaces {} and {}): {} to act{card}",
            ev.round_number, ev.positions[0], ev.positions[1], ev.starter
        )
    }
}

fn on_undone(ev: On<Undone>, mut log: ResMut<ActionLog>) {
    // Only the moves that stand stay in the log.
    let log = &mut *log;
    let keep = log.actions_at.iter().take_while(|a| **a <= ev.actions).count();
    log.lines.truncate(keep);
    log.actions_at.truncate(keep);
    log.actions = ev.actions;
    log.push(format!("{} takes back the last decision", ev.side));
}

impl Toast {
    /// Shows `text` for four seconds from `now` (real time, seconds since start).
    pub fn show(&mut self, text: String, now: f64) {
        self.text = text;
        self.until = now + 4.0;
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
        .add_observer(on_refused);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Side;

    #[test]
    fn a_set_position_names_who_acts_not_a_starter() {
        let mut ev = RoundStarted { round_number: 1, positions: [1, 23], starter: Side::Right, duell_card: None };
        assert_eq!(round_start_line(&ev), "Round 1: Right starts");
        ev.positions = [8, 13];
        assert_eq!(round_start_line(&ev), "Round 1 from a set position (spaces 8 and 13): Right to act");
    }
}
