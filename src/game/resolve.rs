//! The resolve systems: requests in, rules applied to the match's components, events out.

use super::components::MatchKind;
use super::events::*;
use super::messages::{ActionRequested, MatchRequest};
use super::table::{Applied, StepError, TableMut};
use crate::rules::{Action, Match, MatchHistory, MatchStep, RoundResult, Side, StepReport, WinReason};
use bevy::ecs::system::SystemState;
use bevy::prelude::*;

/// The steps of [`crate::AppSystems::Resolve`], in order: what must be ready before the frame's
/// requests (a resumed match's history read from disk), the requests applied through the
/// rules (each action past the gates of [`super::vet::Vet`]), and what follows from the new state
/// (who acts, the person's choices).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResolveSteps {
    /// Before any request is handled.
    Prepare,
    /// Match requests, then action requests.
    Apply,
    /// Who acts now and what the person may do.
    Follow,
}

/// Starts, resumes and takes back matches, moves to the next round, and takes D3 choices.
///
/// A table a server referees (network play, whose requests `crate::net::online` sends
/// there) has no [`super::table::Referee`] here: a step, a takeback or a close finds no
/// match of this computer's to change ([`TableMut`]). A local match started here (New
/// match, Continue's autosave, a lesson, a practice) is played here, and network play ends
/// with it (`net::online`).
pub fn handle_match_requests(mut requests: MessageReader<MatchRequest>, mut table: TableMut) {
    let mut started = false;
    for req in requests.read() {
        if started {
            // The new match's entities exist only after this system; later requests in the
            // same frame are for it and wait for the next frame.
            warn!("{req:?} comes in the frame a match started; ignored");
            continue;
        }
        match req {
            MatchRequest::New { rules, seed } => {
                start(&mut table, MatchHistory::new(*rules, *seed), None, MatchKind::Match);
                started = true;
            }
            MatchRequest::FromPosition { rules, seed, round, kind } => {
                start(&mut table, MatchHistory::from_position(*rules, *seed, **round), None, kind.clone());
                started = true;
            }
            MatchRequest::Resume(saved) => {
                let (history, game) = (**saved).clone();
                let resumed = Resumed { round_number: game.round_number(), steps: history.steps().len() };
                let retold = RoundRetold { events: round_so_far(&history) };
                start(&mut table, history, Some((game, resumed)), MatchKind::Match);
                table.commands().trigger(retold);
                started = true;
            }
            MatchRequest::Close => {
                table.close();
                started = true;
            }
            MatchRequest::NextRound => {
                let side = table.history().and_then(|h| h.steps().last()).and_then(|s| s.decided_by());
                match table.step(MatchStep::NextRound) {
                    Ok(applied) => {
                        table.commands().trigger(round_started(&applied.after));
                    }
                    Err(e) => refuse(&mut table, side.unwrap_or(Side::Left), None, e),
                }
            }
            MatchRequest::Undo { side } => {
                if let Some(game) = table.take_back(*side) {
                    table.commands().trigger(Undone { side: *side, actions: game.round().history().len() });
                }
            }
            MatchRequest::ChooseDuellCard { side, card } => {
                match table.step(MatchStep::ChooseDuellCard { who: *side, card: *card }) {
                    Ok(applied) => {
                        table.commands().trigger(round_started(&applied.after));
                    }
                    Err(e) => refuse(&mut table, *side, None, e),
                }
            }
        }
    }
}

/// Puts a new (or resumed) match on the table for what `kind` says and announces it: its
/// first round, or the resumed position; a position that is already decided also ends its
/// round.
fn start(table: &mut TableMut, history: MatchHistory, resumed: Option<(Match, Resumed)>, kind: MatchKind) {
    let (game, resumed) = match resumed {
        Some((game, ev)) => (game, Some(ev)),
        None => (history.opening(), None),
    };
    table.start(history, &game, kind);
    let commands = table.commands();
    match resumed {
        Some(ev) => commands.trigger(ev),
        None => {
            commands.trigger(round_started(&game));
            // A scenario position may already be decided (its steps ended the round).
            if let Some(ending) = game.round().ending() {
                let (round_number, result, scores) = (game.round_number(), ending.result, game.scores());
                commands.trigger(RoundOver { round_number, result, ending, scores });
            }
        }
    }
}

/// The events of the current round of `history`'s match so far, in order, from its start
/// (or the position it was set up at): what a resumed match's log tells again.
pub fn round_so_far(history: &MatchHistory) -> Vec<TableEvent> {
    let mut events = Vec::new();
    let mut before = history.opening();
    events.push(TableEvent::RoundStarted(round_started(&before)));
    // A step the rules refuse cannot be in a history that was replayed to resume it.
    let _ = history.replay_visiting(history.steps().len(), |after, _, _, report| {
        let round_began = after.round_number() != before.round_number() || after.duell_card() != before.duell_card();
        if round_began {
            events.clear();
        }
        events.extend(events_of(&before, after, report.copied()));
        before = after.clone();
    });
    events
}

fn refuse(table: &mut TableMut, side: Side, action: Option<Action>, e: StepError) {
    match e {
        StepError::Refused(error) => table.commands().trigger(ActionRefused { side, action, error }),
        StepError::NoMatch => {}
        StepError::Parts(p) => error!("{p}"),
    }
}

/// The [`RoundStarted`] of `game`'s current round.
pub fn round_started(game: &Match) -> RoundStarted {
    RoundStarted {
        round_number: game.round_number(),
        positions: [game.round().pos(Side::Left), game.round().pos(Side::Right)],
        starter: game.starter(),
        duell_card: game.duell_card(),
    }
}

/// Applies every [`ActionRequested`] through the rules, in order, and announces what
/// happened. Each request first passes the gates of [`super::vet::Vet`] (a lesson's
/// script, the coach, network play); only an approved one reaches the rules. Requests
/// that the rules refuse trigger [`ActionRefused`] and change nothing.
pub fn resolve_action_requests(
    world: &mut World,
    requests: &mut SystemState<MessageReader<ActionRequested>>,
    table: &mut SystemState<TableMut>,
) {
    let Ok(mut reader) = requests.get_mut(world) else { return };
    let pending: Vec<ActionRequested> = reader.read().copied().collect();
    for req in pending {
        if super::vet::review(world, req) != super::vet::Verdict::Approved {
            continue;
        }
        let Ok(mut table_now) = table.get_mut(world) else { continue };
        match table_now.step(MatchStep::Act { who: req.side, action: req.action }) {
            Ok(applied) => announce(table_now.commands(), &applied),
            Err(e) => refuse(&mut table_now, req.side, Some(req.action), e),
        }
        // This request's events before the next request's gates: everything in the order
        // of the requests.
        table.apply(world);
    }
}

/// Triggers the events of one applied action ([`events_of`]).
fn announce(commands: &mut Commands, applied: &Applied) {
    for e in events_of(&applied.before, &applied.after, applied.report) {
        e.trigger(commands);
    }
}

/// The events of one applied step, in order: for an action, the action itself (who, what,
/// from where to where), the refill, and the end of the round or match; for the step to
/// the next round or a Duell D3 choice, the round's start. `before` and `after` are the
/// match around the step, `report` what an action did. Everything in them is public.
pub fn events_of(before: &Match, after: &Match, report: Option<StepReport>) -> Vec<TableEvent> {
    let mut events = Vec::new();
    let Some(report) = report else {
        if after.round_number() != before.round_number() || after.duell_card() != before.duell_card() {
            events.push(TableEvent::RoundStarted(round_started(after)));
        }
        return events;
    };
    let (before_round, after_round) = (before.round(), after.round());
    let side = report.who;
    let (from, to) = (before_round.pos(side), after_round.pos(side));
    events.extend(match report.action {
        Action::Move { dir, card } => Some(TableEvent::Moved(Moved { side, dir, card, from, to })),
        Action::Attack { .. } | Action::AdvanceAttack { .. } => {
            Some(TableEvent::Attacked(Attacked { side, action: report.action, from, to }))
        }
        Action::Parry => report.parried.map(|attack| TableEvent::Parried(Parried { side, attack })),
        Action::Retreat { card } => Some(TableEvent::Retreated(Retreated { side, from, to, card })),
    });
    if report.drawn > 0 {
        events.push(TableEvent::CardsDrawn(CardsDrawn { side, count: report.drawn }));
    }
    if let Some(result) = report.result {
        if let RoundResult::Won { winner, reason: WinReason::Hit } = result {
            events.push(TableEvent::Hit(Hit { attacker: winner }));
        }
        if let Some(ending) = after_round.ending() {
            let (round_number, scores) = (after.round_number(), after.scores());
            events.push(TableEvent::RoundOver(RoundOver { round_number, result, ending, scores }));
        }
        if let Some(winner) = after.winner() {
            events.push(TableEvent::MatchOver(MatchOver { winner, scores: after.scores() }));
        }
    }
    events
}
