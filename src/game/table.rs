//! Tables, seen whole. Every table — the live match here, a replay, a lesson, each room
//! of a server — has one shape: a table entity ([`Deck`], [`MatchState`], and where it is
//! refereed here the [`Referee`]), two fencer entities ([`Fencer`], [`Score`]) and two
//! hand entities ([`HandOf`], [`Hand`]), the four [`AtTable`] the table. One function
//! spawns that shape ([`spawn_table`]) and one writes a match into it ([`Tables::write`]).
//! [`MatchView`] reads the live match for every view; [`Table`] joins it with the
//! referee into a `rules::Match`; [`TableMut`] applies steps to it. The components are the
//! state: nothing here keeps a second copy of the round.

use super::components::{
    AtTable, Deck, Fencer, Hand, HandOf, MatchEntity, MatchKind, MatchState, Score, SetAside, TableFacts, TableMembers,
};
use crate::rules::{
    Cards, Match, MatchHistory, MatchStep, Observation, PartsError, RefereeSecrets, RuleError, SeenHand, Side,
    StepReport,
};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// What only a table's referee knows: the match's history (the seed and every step, for
/// saves, records and takebacks) and the secrets of the deck (the order of the draw pile,
/// cards set aside, the generator of later deals). A component on the table entity it
/// referees; private to the referee (R7.2): the views read the other components, never
/// this; in network play only the server's tables have one.
#[derive(Component, Debug, Clone)]
pub struct Referee {
    secrets: RefereeSecrets,
    history: MatchHistory,
    /// Whether the players may take back decisions here (a local match; a server's rooms
    /// take none back).
    takebacks: bool,
}

impl Referee {
    /// The referee of `game`, which `history` has played; `takebacks` says whether its
    /// players may take decisions back (`MatchHistory::takeback_point`).
    pub fn new(game: &Match, history: MatchHistory, takebacks: bool) -> Referee {
        Referee { secrets: game.to_parts().secrets, history, takebacks }
    }

    /// The match's history: rules, seed, start position and every step taken.
    pub fn history(&self) -> &MatchHistory {
        &self.history
    }

    /// What the table shows of `game`, the match this referee's history has played to:
    /// who decides, how the round ended, the history's length, and what each side may
    /// take back (nothing where the table takes nothing back).
    pub fn facts(&self, game: &Match) -> TableFacts {
        let takeback = Side::BOTH.map(|side| self.takebacks && self.history.takeback_point(side).is_some());
        TableFacts { takeback, ..facts_of(game, self.history.steps()) }
    }
}

/// One look at the live match, borrowed from its components for the length of a system.
#[derive(Debug, Clone, Copy)]
pub struct TableView<'a> {
    /// The match and round as everyone sees them.
    pub match_state: &'a MatchState,
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
        let public = self.match_state.public(self.spaces, self.scores, self.deck);
        Observation::from_seen(&public, viewer, self.hands[viewer.index()], seen)
    }
}

/// Reads the components of the table whose entities carry `M`: what a view of a table
/// uses — [`MatchView`] for the live match, the replay's view for its own table.
#[derive(SystemParam)]
pub struct TableViewOf<'w, 's, M: Component> {
    fencers: Query<'w, 's, (&'static Fencer, &'static Score), With<M>>,
    hands: Query<'w, 's, (&'static HandOf, &'static Hand), With<M>>,
    table: Query<'w, 's, (&'static Deck, &'static MatchState, Option<&'static MatchKind>), With<M>>,
}

/// Reads the live match's components: what every view of the match uses.
pub type MatchView<'w, 's> = TableViewOf<'w, 's, MatchEntity>;

impl<M: Component> TableViewOf<'_, '_, M> {
    /// The table, or `None` when there is none (before the first match, while its
    /// entities are being set up).
    pub fn get(&self) -> Option<TableView<'_>> {
        let (deck, match_state, kind) = self.table.single().ok()?;
        gather(match_state, deck, kind, self.fencers.iter(), self.hands.iter())
    }

    /// What the table is for; `None` when there is no table.
    pub fn kind(&self) -> Option<&MatchKind> {
        self.table.single().ok().map(|(_, _, k)| k.unwrap_or(&PLAIN_MATCH))
    }
}

/// The live match joined with its referee, read-only: for the game's own systems that
/// need the whole match (the person's choices, saving).
#[derive(SystemParam)]
pub struct Table<'w, 's> {
    view: MatchView<'w, 's>,
    /// None until the first match starts, and at a client of network play.
    referee: Query<'w, 's, Ref<'static, Referee>, With<MatchEntity>>,
}

impl Table<'_, '_> {
    /// The components, as [`MatchView::get`].
    pub fn view(&self) -> Option<TableView<'_>> {
        self.view.get()
    }

    /// The referee of the live match.
    pub fn referee(&self) -> Option<&Referee> {
        self.referee.single().ok().map(Ref::into_inner)
    }

    /// True when the referee changed this frame (a step, a takeback, a new match).
    pub fn changed(&self) -> bool {
        self.referee.single().is_ok_and(|r| r.is_changed())
    }

    /// The live match as the rules hold it.
    pub fn current(&self) -> Option<Match> {
        join(self.view.get()?, self.referee()?).ok()
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

/// Why a step could not be applied to a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepError {
    /// There is no such table, or it has no referee here.
    NoMatch,
    /// The components do not make a match (something wrote them outside the rules).
    Parts(PartsError),
    /// The rules refused the step; nothing changed.
    Refused(RuleError),
}

/// A step applied to a table: the match before and after it, and what it did.
pub struct Applied {
    /// The match before the step.
    pub before: Match,
    /// The match after it (as the components now hold it).
    pub after: Match,
    /// What an action did (`None` for the step to the next round or a D3 choice).
    pub report: Option<StepReport>,
}

/// The entities of one table, as [`spawn_table`] made them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableEntities {
    /// The table ([`Deck`], [`MatchState`]).
    pub table: Entity,
    /// The fencers, indexed by `Side::index`.
    pub fencers: [Entity; 2],
    /// The hands, indexed by `Side::index`.
    pub hands: [Entity; 2],
}

/// Every table of this world, to change: the one place a match is written into
/// components ([`Tables::write`]) and steps are applied through the rules — for the live
/// match ([`TableMut`]), a replay, and each room of a server.
#[derive(SystemParam)]
pub struct Tables<'w, 's> {
    tables: Query<
        'w,
        's,
        (&'static mut Deck, &'static mut MatchState, Option<&'static mut Referee>, Option<&'static TableMembers>),
    >,
    fencers: Query<'w, 's, (&'static mut Fencer, &'static mut Score)>,
    hands: Query<'w, 's, (&'static HandOf, &'static mut Hand)>,
}

impl Tables<'_, '_> {
    /// The referee of `table`, if it has one here.
    pub fn referee(&self, table: Entity) -> Option<&Referee> {
        self.tables.get(table).ok()?.2
    }

    /// The match on `table` as the rules hold it: its components joined with its referee.
    ///
    /// # Errors
    /// [`StepError::NoMatch`] for a table without a referee here; [`StepError::Parts`]
    /// when the components do not make a match.
    pub fn current(&self, table: Entity) -> Result<Match, StepError> {
        let (deck, match_state, referee, members) = self.tables.get(table).map_err(|_| StepError::NoMatch)?;
        let referee = referee.ok_or(StepError::NoMatch)?;
        let members = members.map_or(&[][..], |m| m.collection());
        let fencers = self.fencers.iter_many(members);
        let hands = self.hands.iter_many(members);
        let view = gather(match_state, deck, None, fencers, hands).ok_or(StepError::NoMatch)?;
        join(view, referee).map_err(StepError::Parts)
    }

    /// Applies `step` to the match on `table` through the rules, records it with the
    /// referee and writes the new state into the table's components.
    ///
    /// # Errors
    /// [`StepError`]; nothing changes then.
    pub fn step(&mut self, table: Entity, step: MatchStep) -> Result<Applied, StepError> {
        let before = self.current(table)?;
        let mut after = before.clone();
        let (_, _, referee, _) = self.tables.get_mut(table).map_err(|_| StepError::NoMatch)?;
        let mut referee = referee.ok_or(StepError::NoMatch)?;
        let report = referee.history.play(&mut after, step).map_err(StepError::Refused)?;
        let facts = referee.facts(&after);
        self.write(table, &after, facts);
        Ok(Applied { before, after, report })
    }

    /// Takes back `side`'s last decision on `table` and every step after it
    /// ([`MatchHistory::take_back`]) and writes the match as it was before it. Returns the
    /// restored match, or `None` (nothing changes) when there is nothing `side` may take
    /// back there.
    pub fn take_back(&mut self, table: Entity, side: Side) -> Option<Match> {
        let (_, _, referee, _) = self.tables.get_mut(table).ok()?;
        let mut referee = referee?;
        if !referee.takebacks {
            return None;
        }
        let m = referee.history.take_back(side)?;
        let facts = referee.facts(&m);
        self.write(table, &m, facts);
        Some(m)
    }

    /// Writes `game` into `table`'s components (and its referee's secrets, where it has a
    /// referee), touching only what changed, so that change detection tells the views —
    /// and network play its clients — exactly what moved. `facts` are what the table
    /// shows beyond the match's parts ([`Referee::facts`], or [`facts_of`] for a table
    /// without a referee).
    pub fn write(&mut self, table: Entity, game: &Match, facts: TableFacts) {
        let parts = game.to_parts();
        let Ok((mut deck, mut match_state, referee, members)) = self.tables.get_mut(table) else { return };
        if let Some(mut referee) = referee {
            referee.secrets = parts.secrets.clone();
        }
        let members = members.map_or(&[][..], |m| m.collection());
        let (new_state, new_deck) = MatchState::from_public(&parts.public, facts);
        deck.set_if_neq(new_deck);
        match_state.set_if_neq(new_state);
        let mut fencers = self.fencers.iter_many_mut(members);
        while let Some((mut f, mut s)) = fencers.fetch_next() {
            let side = f.side;
            f.set_if_neq(Fencer::of(&parts, side));
            s.set_if_neq(Score::of(&parts, side));
        }
        let mut hands = self.hands.iter_many_mut(members);
        while let Some((of, mut h)) = hands.fetch_next() {
            h.set_if_neq(Hand::of(&parts, of.0));
        }
    }
}

/// The live match to change: applies steps through the rules and writes the result back
/// into the components ([`Tables`]); starts, resumes and takes back matches. Used by the
/// resolve systems only.
#[derive(SystemParam)]
pub struct TableMut<'w, 's> {
    tables: Tables<'w, 's>,
    /// The live table, where it is refereed here.
    live: Query<'w, 's, Entity, (With<MatchEntity>, With<Referee>)>,
    kind: Query<'w, 's, &'static mut MatchKind, With<MatchEntity>>,
    /// This computer's own tables. A table the server sent (network play) is the
    /// client's to take away (`net::client::leave`): a local match started in the frame a
    /// seat came in must not take it from under the seat.
    old: Query<'w, 's, Entity, (With<MatchEntity>, Without<crate::game::FromServer>)>,
    commands: Commands<'w, 's>,
}

impl<'w, 's> TableMut<'w, 's> {
    /// The commands of this system (for triggering events after the changes).
    pub fn commands(&mut self) -> &mut Commands<'w, 's> {
        &mut self.commands
    }

    /// The referee's history of the live match.
    pub fn history(&self) -> Option<&MatchHistory> {
        self.tables.referee(self.live.single().ok()?).map(Referee::history)
    }

    /// Applies `step` to the live match ([`Tables::step`]).
    ///
    /// # Errors
    /// [`StepError`]; nothing changes then.
    pub fn step(&mut self, step: MatchStep) -> Result<Applied, StepError> {
        let table = self.live.single().map_err(|_| StepError::NoMatch)?;
        self.tables.step(table, step)
    }

    /// Takes back `side`'s last decision in the live match ([`Tables::take_back`]).
    pub fn take_back(&mut self, side: Side) -> Option<Match> {
        let table = self.live.single().ok()?;
        self.tables.take_back(table, side)
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
        let referee = Referee::new(game, history, true);
        let made = spawn_table(&mut self.commands, game, referee.facts(game), MatchEntity);
        self.commands.entity(made.table).insert((kind, referee));
    }

    /// Takes the live match off the table: its entities, with the referee, go.
    pub fn close(&mut self) {
        for e in &self.old {
            self.commands.entity(e).despawn();
        }
    }
}

/// What the table shows of `game` beyond its parts, with `steps` the steps that led to it,
/// for a table without a referee (a replayed record: nothing to take back there).
pub fn facts_of(game: &Match, steps: &[MatchStep]) -> TableFacts {
    TableFacts { decider: game.decider(), ending: game.round().ending(), steps: steps.len(), takeback: [false; 2] }
}

/// A [`TableView`] of one table's components, if both fencers are there.
fn gather<'a, 'b>(
    match_state: &'a MatchState,
    deck: &'a Deck,
    kind: Option<&'a MatchKind>,
    fencers: impl Iterator<Item = (&'b Fencer, &'b Score)>,
    hands: impl Iterator<Item = (&'b HandOf, &'b Hand)>,
) -> Option<TableView<'a>> {
    let (mut spaces, mut cards, mut scores, mut seen) = ([0; 2], [Cards::EMPTY; 2], [0; 2], 0);
    let (mut known, mut hand_sizes) = ([false; 2], [0; 2]);
    for (f, s) in fencers {
        let i = f.side.index();
        (spaces[i], scores[i], hand_sizes[i]) = (f.space, s.0, f.hand_size);
        seen |= 1 << i;
    }
    for (of, h) in hands {
        (cards[of.0.index()], known[of.0.index()]) = (h.cards, true);
    }
    let kind = kind.unwrap_or(&PLAIN_MATCH);
    (seen == 3).then_some(TableView { match_state, deck, spaces, hands: cards, known, hand_sizes, scores, kind })
}

/// The view of a table given by its parts rather than its entities (a network client's
/// copy of a table, `net::protocol::SeatView`): the fencers and scores by `Side::index`,
/// the hands known here by `Side::index` (`None`: not known here). `None` only where a
/// fencer's side is not its index.
pub fn view_of_parts<'a>(
    match_state: &'a MatchState,
    deck: &'a Deck,
    fencers: &[Fencer; 2],
    scores: &[Score; 2],
    hands: &[Option<Hand>; 2],
) -> Option<TableView<'a>> {
    let owners = [HandOf(Side::Left), HandOf(Side::Right)];
    let known = Side::BOTH.into_iter().filter_map(|s| hands[s.index()].as_ref().map(|h| (&owners[s.index()], h)));
    gather(match_state, deck, None, fencers.iter().zip(scores), known)
}

/// Spawns the entities of a table showing `game` (with `facts`, [`Referee::facts`] or
/// [`facts_of`]): the table, its two fencers and its two hands, each with `marker` (the
/// live match's [`MatchEntity`], a replay's own marker, a server's replication marker).
/// The caller adds what else the table is (its referee, its kind, its room).
pub fn spawn_table(
    commands: &mut Commands,
    game: &Match,
    facts: TableFacts,
    marker: impl Bundle + Clone,
) -> TableEntities {
    let parts = game.to_parts();
    let (match_state, deck) = MatchState::from_public(&parts.public, facts);
    let table = commands.spawn((Name::new("Table"), marker.clone(), deck, match_state, Visibility::default())).id();
    let fencers = Side::BOTH.map(|side| {
        commands
            .spawn((
                Name::new(format!("{side} fencer")),
                marker.clone(),
                AtTable(table),
                Fencer::of(&parts, side),
                Score::of(&parts, side),
                // Hidden, with the table, while a replay shows its own fencers.
                Visibility::default(),
            ))
            .id()
    });
    let hands = Side::BOTH.map(|side| {
        let hand =
            (Name::new(format!("{side} hand")), marker.clone(), AtTable(table), HandOf(side), Hand::of(&parts, side));
        commands.spawn(hand).id()
    });
    TableEntities { table, fencers, hands }
}

/// The components and the referee joined into the rules' match.
fn join(view: TableView<'_>, referee: &Referee) -> Result<Match, PartsError> {
    let public = view.match_state.public(view.spaces, view.scores, view.deck);
    Match::from_parts(&public, view.hands, &referee.secrets)
}
