//! The live match, seen whole: the referee's private record ([`Referee`]: the match's
//! history and the secrets of the deck) and the system parameters that read the match's
//! components ([`MatchView`], for every view) or join them with the referee into a
//! `rules::Match` ([`Table`] to read, [`TableMut`] to apply a step and write the result
//! back). The components are the state: nothing here keeps a second copy of the round.

use super::components::{Bout, Deck, Fencer, Hand, MatchEntity, MatchKind, Score, SetAside, TableFacts};
use crate::rules::{
    Cards, Match, MatchHistory, MatchParts, MatchStep, Observation, PartsError, RefereeSecrets, RuleError, SeenHand,
    Side, StepReport,
};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// What only the referee of the live match knows: its history (the seed and every step,
/// for saves, records and takebacks) and the secrets of the deck (the order of the draw
/// pile, cards set aside, the generator of later deals). Private to the referee (R7.2):
/// the views read the components, never this; network play keeps it on the host.
#[derive(Resource, Debug, Clone)]
pub struct Referee {
    secrets: RefereeSecrets,
    history: MatchHistory,
}

impl Referee {
    /// The match's history: rules, seed, start position and every step taken.
    pub fn history(&self) -> &MatchHistory {
        &self.history
    }
}

/// One look at the live match, borrowed from its components for the length of a system.
#[derive(Debug, Clone, Copy)]
pub struct TableView<'a> {
    /// The match and round as everyone sees them.
    pub bout: &'a Bout,
    /// The draw pile's size and the discard pile.
    pub deck: &'a Deck,
    /// The fencers' spaces, 1..=23, indexed by `Side::index`.
    pub spaces: [u8; 2],
    /// The hands, indexed by `Side::index` (each private to its owner: a view shows one
    /// only to its player). Empty where this computer is not told it (network play).
    pub hands: [Cards; 2],
    /// Whether each hand is known here (both in a local match; at a client of network
    /// play its own, and the other only where the rules show it).
    pub known: [bool; 2],
    /// The size of each hand, 0..=12 (public).
    pub hand_sizes: [u8; 2],
    /// The scores, indexed by `Side::index`.
    pub scores: [u8; 2],
    /// What the match is for: a match, a lesson, a practice.
    pub kind: &'a MatchKind,
}

/// The kind of a table that carries none (a client's copy of a network match).
static PLAIN_MATCH: MatchKind = MatchKind::Match;

impl TableView<'_> {
    /// Distance between the fencers, 1..=22 (R1.4).
    pub fn distance(&self) -> u8 {
        crate::rules::distance(self.spaces)
    }

    /// `side`'s space, 1..=23.
    pub fn space(&self, side: Side) -> u8 {
        self.spaces[side.index()]
    }

    /// `side`'s hand (empty where it is not known here, see [`TableView::known`]).
    pub fn hand(&self, side: Side) -> Cards {
        self.hands[side.index()]
    }

    /// How many cards `side` holds, 0..=12 (public, known everywhere).
    pub fn hand_size(&self, side: Side) -> u8 {
        self.hand_sizes[side.index()]
    }

    /// `side`'s score.
    pub fn score(&self, side: Side) -> u8 {
        self.scores[side.index()]
    }

    /// `viewer`'s view of the match (R7): what a computer player, a hint or the tracker
    /// may see — built from the table and the hands alone, never the referee's secrets.
    ///
    /// Built as a player at another computer builds it (`Observation::from_seen`): the
    /// other hand's cards count only where the rules show them.
    pub fn observation(&self, viewer: Side) -> Observation {
        let other = viewer.opponent().index();
        let seen = SeenHand { size: self.hand_sizes[other], cards: self.known[other].then_some(self.hands[other]) };
        let public = self.bout.public(self.spaces, self.scores, self.deck);
        Observation::from_seen(&public, viewer, self.hands[viewer.index()], seen)
    }
}

/// Reads the live match's components: what every view of the match uses.
#[derive(SystemParam)]
pub struct MatchView<'w, 's> {
    fencers: Query<'w, 's, (&'static Fencer, Option<&'static Hand>, &'static Score), With<MatchEntity>>,
    table: Query<'w, 's, (&'static Deck, &'static Bout, Option<&'static MatchKind>), With<MatchEntity>>,
}

impl MatchView<'_, '_> {
    /// The live match, or `None` before the first match (or while its entities are being
    /// set up).
    pub fn get(&self) -> Option<TableView<'_>> {
        let (deck, bout, kind) = self.table.single().ok()?;
        gather(bout, deck, kind, self.fencers.iter())
    }

    /// What the live match is for; `None` when there is no match on the table.
    pub fn kind(&self) -> Option<&MatchKind> {
        self.table.single().ok().map(|(_, _, k)| k.unwrap_or(&PLAIN_MATCH))
    }
}

/// The live match joined with the referee's secrets, read-only: for the game's own
/// systems that need the whole match (the person's choices, saving).
#[derive(SystemParam)]
pub struct Table<'w, 's> {
    view: MatchView<'w, 's>,
    /// Absent until the first match starts.
    referee: Option<Res<'w, Referee>>,
}

impl Table<'_, '_> {
    /// The components, as [`MatchView::get`].
    pub fn view(&self) -> Option<TableView<'_>> {
        self.view.get()
    }

    /// The referee's record of the live match.
    pub fn referee(&self) -> Option<&Referee> {
        self.referee.as_deref()
    }

    /// True when the referee changed this frame (a step, a takeback, a new match).
    pub fn changed(&self) -> bool {
        self.referee.as_ref().is_some_and(|r| r.is_changed())
    }

    /// The live match as the rules hold it.
    pub fn current(&self) -> Option<Match> {
        join(self.view.get()?, self.referee.as_deref()?).ok()
    }

    /// What the live match is for; `None` when there is no match on the table.
    pub fn kind(&self) -> Option<&MatchKind> {
        self.view.kind()
    }

    /// The match to put back once a lesson or a practice that takes the table now ends:
    /// the live match itself, played by `seats`, or — when the table holds a lesson or a
    /// practice already — the match that one set aside.
    pub fn set_aside(&self, seats: &crate::ai::Players) -> Option<SetAside> {
        match self.kind()? {
            MatchKind::Match => {
                let game = self.current()?;
                let history = self.referee()?.history().clone();
                Some(SetAside { history, game, players: seats.clone() })
            }
            other => other.set_aside().cloned(),
        }
    }
}

/// Why a step could not be applied to the live match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepError {
    /// There is no live match.
    NoMatch,
    /// The components do not make a match (something wrote them outside the rules).
    Parts(PartsError),
    /// The rules refused the step; nothing changed.
    Refused(RuleError),
}

/// A step applied to the live match: the match before and after it, and what it did.
pub struct Applied {
    /// The match before the step.
    pub before: Match,
    /// The match after it (as the components now hold it).
    pub after: Match,
    /// What an action did (`None` for the step to the next round or a D3 choice).
    pub report: Option<StepReport>,
}

/// The live match to change: applies steps through the rules and writes the result back
/// into the components; starts, resumes and takes back matches. Used by the resolve
/// systems only.
#[derive(SystemParam)]
pub struct TableMut<'w, 's> {
    fencers: Query<'w, 's, (&'static mut Fencer, &'static mut Hand, &'static mut Score), With<MatchEntity>>,
    table: Query<'w, 's, (&'static mut Deck, &'static mut Bout), With<MatchEntity>>,
    kind: Query<'w, 's, &'static mut MatchKind, With<MatchEntity>>,
    /// This computer's own tables. A table the server sent (network play) is the
    /// client's to take away (`net::client::leave`): a local match started in the frame a
    /// seat came in must not take it from under the seat.
    old: Query<'w, 's, Entity, (With<MatchEntity>, Without<bevy_replicon::prelude::Remote>)>,
    /// Absent until the first match starts.
    referee: Option<ResMut<'w, Referee>>,
    commands: Commands<'w, 's>,
}

impl<'w, 's> TableMut<'w, 's> {
    /// The commands of this system (for triggering events after the changes).
    pub fn commands(&mut self) -> &mut Commands<'w, 's> {
        &mut self.commands
    }

    /// The referee's history of the live match.
    pub fn history(&self) -> Option<&MatchHistory> {
        self.referee.as_deref().map(Referee::history)
    }

    fn current(&self) -> Result<Match, StepError> {
        let referee = self.referee.as_deref().ok_or(StepError::NoMatch)?;
        let (deck, bout) = self.table.single().map_err(|_| StepError::NoMatch)?;
        let fencers = self.fencers.iter().map(|(f, h, s)| (f, Some(h), s));
        let view = gather(bout, deck, None, fencers).ok_or(StepError::NoMatch)?;
        join(view, referee).map_err(StepError::Parts)
    }

    /// Applies `step` through the rules, records it and writes the new state into the
    /// components.
    ///
    /// # Errors
    /// [`StepError`]; nothing changes then.
    pub fn step(&mut self, step: MatchStep) -> Result<Applied, StepError> {
        let before = self.current()?;
        let mut after = before.clone();
        let referee = self.referee.as_mut().ok_or(StepError::NoMatch)?;
        let report = referee.history.play(&mut after, step).map_err(StepError::Refused)?;
        self.write(&after);
        Ok(Applied { before, after, report })
    }

    /// Takes back `side`'s last decision and every step after it
    /// ([`MatchHistory::take_back`]) and writes the match as it was before it. Returns
    /// the restored match, or `None` (nothing changes) when there is nothing `side` may take
    /// back (`MatchHistory::takeback_point`).
    pub fn take_back(&mut self, side: Side) -> Option<Match> {
        let m = self.referee.as_mut()?.history.take_back(side)?;
        self.write(&m);
        Some(m)
    }

    /// What the live match is for, to change (a lesson's account of its round); `None`
    /// when there is no match on the table.
    pub fn kind_mut(&mut self) -> Option<Mut<'_, MatchKind>> {
        self.kind.single_mut().ok()
    }

    /// Replaces any live match by the one `history` has played, `game` (which must be
    /// `history` replayed), for what `kind` says: the old entities go, new ones come with
    /// the commands of this system, so they exist from the next system on.
    pub fn start(&mut self, history: MatchHistory, game: &Match, kind: MatchKind) {
        self.close();
        let parts = game.to_parts();
        let table = spawn_table(&mut self.commands, &parts, facts(game, &history), MatchEntity);
        self.commands.entity(table).insert(kind);
        self.commands.insert_resource(Referee { secrets: parts.secrets, history });
    }

    /// Takes the live match off the table: its entities and the referee go.
    pub fn close(&mut self) {
        for e in &self.old {
            self.commands.entity(e).despawn();
        }
        self.commands.remove_resource::<Referee>();
    }

    /// Writes `m` into the components and the referee's secrets, touching only what
    /// changed (so change detection tells the views what moved).
    fn write(&mut self, m: &Match) {
        let Some(referee) = self.referee.as_mut() else { return };
        let parts = m.to_parts();
        let facts = facts(m, &referee.history);
        referee.secrets = parts.secrets.clone();
        write_parts(&parts, facts, self.fencers.iter_mut(), self.table.iter_mut());
    }
}

/// What the table shows of `game` beyond its parts, with `history` the steps that led to
/// it.
pub(crate) fn facts(game: &Match, history: &MatchHistory) -> TableFacts {
    TableFacts {
        takeback: Side::BOTH.map(|side| history.takeback_point(side).is_some()),
        ..facts_of(game, history.steps())
    }
}

/// [`facts`] from the steps alone, for a replayed record (nothing to take back there).
pub fn facts_of(game: &Match, steps: &[MatchStep]) -> TableFacts {
    TableFacts { decider: game.decider(), ending: game.round().ending(), steps: steps.len(), takeback: [false; 2] }
}

/// Writes a match's `parts` and `facts` into fencer and table components, touching only
/// what changed (so change detection tells the views what moved).
pub fn write_parts<'a>(
    parts: &MatchParts,
    facts: TableFacts,
    fencers: impl Iterator<Item = (Mut<'a, Fencer>, Mut<'a, Hand>, Mut<'a, Score>)>,
    table: impl Iterator<Item = (Mut<'a, Deck>, Mut<'a, Bout>)>,
) {
    for (mut f, mut h, mut s) in fencers {
        let side = f.side;
        f.set_if_neq(Fencer::of(parts, side));
        h.set_if_neq(Hand::of(parts, side));
        s.set_if_neq(Score::of(parts, side));
    }
    let (bout, deck) = Bout::from_public(&parts.public, facts);
    for (mut d, mut b) in table {
        d.set_if_neq(deck);
        b.set_if_neq(bout.clone());
    }
}

/// A [`TableView`] of one table's components, if both fencers are there.
fn gather<'a>(
    bout: &'a Bout,
    deck: &'a Deck,
    kind: Option<&'a MatchKind>,
    fencers: impl Iterator<Item = (&'a Fencer, Option<&'a Hand>, &'a Score)>,
) -> Option<TableView<'a>> {
    let (mut spaces, mut hands, mut scores, mut seen) = ([0; 2], [Cards::EMPTY; 2], [0; 2], 0);
    let (mut known, mut hand_sizes) = ([false; 2], [0; 2]);
    for (f, h, s) in fencers {
        let i = f.side.index();
        (spaces[i], scores[i], hand_sizes[i]) = (f.space, s.0, f.hand_size);
        if let Some(h) = h {
            (hands[i], known[i]) = (h.cards, true);
        }
        seen |= 1 << i;
    }
    let kind = kind.unwrap_or(&PLAIN_MATCH);
    (seen == 3).then_some(TableView { bout, deck, spaces, hands, known, hand_sizes, scores, kind })
}

/// Spawns the fencer and table entities of a match's `parts`, each with `marker` (the
/// live match's [`MatchEntity`], or a replay's own marker); returns the table's entity.
pub fn spawn_table(
    commands: &mut Commands,
    parts: &MatchParts,
    facts: TableFacts,
    marker: impl Bundle + Clone,
) -> Entity {
    for side in Side::BOTH {
        commands.spawn((
            Name::new(format!("{side} fencer")),
            marker.clone(),
            Fencer::of(parts, side),
            Hand::of(parts, side),
            Score::of(parts, side),
            // Hidden, with the table, while a replay shows its own fencers.
            Visibility::default(),
        ));
    }
    let (bout, deck) = Bout::from_public(&parts.public, facts);
    commands.spawn((Name::new("Table"), marker, deck, bout, Visibility::default())).id()
}

/// The components and the referee joined into the rules' match.
fn join(view: TableView<'_>, referee: &Referee) -> Result<Match, PartsError> {
    let public = view.bout.public(view.spaces, view.scores, view.deck);
    Match::from_parts(&public, view.hands, &referee.secrets)
}
