//! The resolve systems: requests in, rules applied, components synced, events out.

use super::components::{Deck, Fencer, Hand, MatchEntity, Score};
use super::events::*;
use super::messages::{ActionRequested, MatchRequest};
use crate::rules::{Action, Match, MatchPhase, MatchStep, Round, RuleError, Side, StepReport, WinReason};
use bevy::prelude::*;

/// The match being played: the rules state (the one source of truth) and every step taken
/// so far, in order (for autosaves and match records).
#[derive(Resource, Debug, Clone)]
pub struct Duel {
    pub game: Match,
    pub steps: Vec<MatchStep>,
    /// The first round's position when the match did not start from a deal (scenario
    /// files); the steps replay from there.
    pub start: Option<Round>,
}

impl Duel {
    /// A fresh match.
    pub fn new(game: Match) -> Self {
        Duel { game, steps: Vec::new(), start: None }
    }

    /// The match rebuilt from its start with the first `n` steps.
    fn rebuild(&self, n: usize) -> Result<Match, (usize, RuleError)> {
        let rules = *self.game.rules();
        let seed = self.game.seed();
        match self.start {
            None => Match::replay(rules, seed, &self.steps[..n]),
            Some(round) => {
                let mut m = Match::from_round(rules, seed, round);
                for (i, s) in self.steps[..n].iter().enumerate() {
                    m.step(*s).map_err(|e| (i, e))?;
                }
                Ok(m)
            }
        }
    }

    /// Takes back `side`'s last decision and every step after it, by replaying the match
    /// from its seed without them. Returns false, changing nothing, if `side` has made
    /// no decision yet.
    pub fn undo(&mut self, side: Side) -> bool {
        let last = self.steps.iter().rposition(|s| match *s {
            MatchStep::Act { who, .. } | MatchStep::ChooseDuellCard { who, .. } => who == side,
            MatchStep::NextRound => false,
        });
        let Some(i) = last else { return false };
        match self.rebuild(i) {
            Ok(m) => {
                self.game = m;
                self.steps.truncate(i);
                true
            }
            Err(_) => false,
        }
    }

    /// Applies a step through the rules and records it.
    ///
    /// # Errors
    /// The rules' refusal; nothing changes then.
    pub fn step(&mut self, step: MatchStep) -> Result<Option<StepReport>, RuleError> {
        let r = self.game.step(step)?;
        self.steps.push(step);
        Ok(r)
    }
}

/// Starts matches, moves to the next round, and takes D3 choices.
pub fn handle_match_requests(
    mut requests: MessageReader<MatchRequest>,
    duel: Option<ResMut<Duel>>,
    old: Query<Entity, With<MatchEntity>>,
    mut commands: Commands,
) {
    let mut duel = duel;
    for req in requests.read() {
        let new_game = match req {
            MatchRequest::New { rules, seed } => Some(Match::new(*rules, *seed)),
            MatchRequest::FromPosition { rules, seed, round } => Some(Match::from_round(*rules, *seed, **round)),
            _ => None,
        };
        if let Some(game) = new_game {
            let start = match req {
                MatchRequest::FromPosition { round, .. } => Some(**round),
                _ => None,
            };
            for e in &old {
                commands.entity(e).despawn();
            }
            // The resource first: observers of the events below read it.
            let (round_number, result, scores) = (game.round_number(), game.round().result(), game.scores());
            spawn_match_entities(&mut commands, &game);
            let started = round_started(&game);
            commands.insert_resource(Duel { start, ..Duel::new(game) });
            commands.trigger(started);
            // A scenario position may already be decided (its steps ended the round).
            if let Some(result) = result {
                commands.trigger(RoundOver { round_number, result, scores });
            }
            // The new resource exists only after this system; later requests in the
            // same frame are for the new match and wait for the next frame.
            duel = None;
            continue;
        }
        match *req {
            MatchRequest::New { .. } | MatchRequest::FromPosition { .. } => {}
            MatchRequest::NextRound => {
                let Some(d) = duel.as_mut() else { continue };
                match d.step(MatchStep::NextRound) {
                    Ok(_) => announce_round_start(&mut commands, &d.game),
                    Err(error) => {
                        let side = d.game.round().to_act().unwrap_or(Side::Left);
                        commands.trigger(ActionRefused { side, action: None, error });
                    }
                }
            }
            MatchRequest::Undo { side } => {
                let Some(d) = duel.as_mut() else { continue };
                if d.undo(side) {
                    commands.trigger(Undone { side });
                }
            }
            MatchRequest::ChooseDuellCard { side, card } => {
                let Some(d) = duel.as_mut() else { continue };
                match d.step(MatchStep::ChooseDuellCard { who: side, card }) {
                    Ok(_) => announce_round_start(&mut commands, &d.game),
                    Err(error) => commands.trigger(ActionRefused { side, action: None, error }),
                }
            }
        }
    }
}

/// Spawns the fencer and deck entities mirroring `game`.
pub fn spawn_match_entities(commands: &mut Commands, game: &Match) {
    for side in Side::BOTH {
        commands.spawn((
            Name::new(format!("{side} fencer")),
            MatchEntity,
            Fencer { side, space: game.round().pos(side) },
            Hand { cards: *game.round().hand(side) },
            Score(game.score(side)),
        ));
    }
    let r = game.round();
    commands.spawn((
        Name::new("Deck"),
        MatchEntity,
        Deck { draw_pile: r.draw_pile().len(), discard: *r.discard(), discard_top: r.discard_top() },
    ));
}

fn announce_round_start(commands: &mut Commands, game: &Match) {
    commands.trigger(round_started(game));
}

fn round_started(game: &Match) -> RoundStarted {
    RoundStarted {
        round_number: game.round_number(),
        positions: [game.round().pos(Side::Left), game.round().pos(Side::Right)],
        starter: game.starter(),
        duell_card: game.duell_card(),
        awaiting_choice: matches!(game.phase(), MatchPhase::ChooseDuellCard { .. }),
    }
}

/// Applies every [`ActionRequested`] through the rules, in order, and announces what
/// happened. Requests that the rules refuse trigger [`ActionRefused`] and change nothing.
pub fn resolve_action_requests(
    mut requests: MessageReader<ActionRequested>,
    duel: Option<ResMut<Duel>>,
    mut commands: Commands,
) {
    let Some(mut duel) = duel else {
        requests.clear();
        return;
    };
    for req in requests.read() {
        let before = *duel.game.round();
        match duel.step(MatchStep::Act { who: req.side, action: req.action }) {
            Ok(Some(report)) => announce(&mut commands, &before, &duel.game, &report),
            Ok(None) => {}
            Err(error) => commands.trigger(ActionRefused { side: req.side, action: Some(req.action), error }),
        }
    }
}

/// Triggers the events of one applied action: the action itself, the refill, and the end
/// of the round or match.
fn announce(commands: &mut Commands, before: &Round, game: &Match, report: &StepReport) {
    let side = report.who;
    let after = game.round();
    let (from, to) = (before.pos(side), after.pos(side));
    match report.action {
        Action::Move { card, .. } => commands.trigger(Moved { side, from, to, card }),
        Action::Attack { value, count } => commands.trigger(Attacked {
            side,
            attack: crate::rules::Attack { value, count, indirect: false },
            from,
            to,
        }),
        Action::AdvanceAttack { value, count, .. } => {
            commands.trigger(Attacked { side, attack: crate::rules::Attack { value, count, indirect: true }, from, to })
        }
        Action::Parry => {
            if let Some(attack) = report.parried {
                commands.trigger(Parried { side, attack });
            }
        }
        Action::Retreat { card } => commands.trigger(Retreated { side, from, to, card }),
    }
    if report.drawn > 0 {
        commands.trigger(CardsDrawn { side, count: report.drawn });
    }
    if let Some(result) = report.result {
        if let crate::rules::RoundResult::Won { winner, reason: WinReason::Hit } = result {
            commands.trigger(Hit { attacker: winner });
        }
        commands.trigger(RoundOver { round_number: game.round_number(), result, scores: game.scores() });
        if let Some(winner) = game.winner() {
            commands.trigger(MatchOver { winner, scores: game.scores() });
        }
    }
}

/// Mirrors the rules state into the components whenever the match changed.
pub fn sync_components(
    duel: Option<Res<Duel>>,
    mut fencers: Query<(&mut Fencer, &mut Hand, &mut Score)>,
    mut decks: Query<&mut Deck>,
) {
    let Some(duel) = duel else { return };
    if !duel.is_changed() {
        return;
    }
    let r = duel.game.round();
    for (mut f, mut h, mut s) in &mut fencers {
        let side = f.side;
        f.set_if_neq(Fencer { side, space: r.pos(side) });
        h.set_if_neq(Hand { cards: *r.hand(side) });
        s.set_if_neq(Score(duel.game.score(side)));
    }
    for mut d in &mut decks {
        d.set_if_neq(Deck { draw_pile: r.draw_pile().len(), discard: *r.discard(), discard_top: r.discard_top() });
    }
}
