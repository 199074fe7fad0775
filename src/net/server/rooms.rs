//! The rooms: opening one (a table of the one shape, with its [`Room`]), restoring them
//! when the server starts, saving one after every step, and finishing one with its record.

use super::fleet::{RoomWrite, Written};
use super::options::{ServerOptions, log};
use super::telling::tell;
use crate::ai::Controller;
use crate::game::table::{Referee, TableEntities, spawn_table};
use crate::net::identity::PlayerKey;
use crate::net::protocol::{ClockShown, HandShown, RecordReady, Role, RoomCode, RoomState, Seat, SeatState, Welcome};
use crate::persist::journal::JournalEntry;
use crate::persist::room::{self as saved_room, SavedRoom};
use crate::persist::{MatchRecord, RoomClock, UtcTime, record};
use crate::rules::matchplay::MatchRng;
use crate::rules::{Match, MatchHistory, Phase, RuleSet, Side};
use bevy::prelude::*;
use rand::Rng;
use rand::SeedableRng;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

/// One room: who sits where, their tokens, and who is here. A component on the room's
/// table entity, beside the table's [`Referee`] (the match itself lives in the table's
/// components, written by `game::table::Tables` as every table is).
#[derive(Component)]
pub struct Room {
    pub(super) id: u32,
    pub(super) code: RoomCode,
    pub(super) players: [Option<Controller>; 2],
    pub(super) tokens: [Option<u64>; 2],
    /// Each seat's player's identity key: only it takes the seat back (with the token).
    pub(super) keys: [Option<PlayerKey>; 2],
    pub(super) accepted: [bool; 2],
    pub(super) clients: [Option<Entity>; 2],
    pub(super) away_since: [Option<Instant>; 2],
    pub(super) ready: [bool; 2],
    pub(super) started_at: UtcTime,
    pub(super) match_id: String,
    /// When the match ended: the room is kept for the away timeout after it, for a player
    /// who was out at the end and comes back with its token for the record (F12).
    pub(super) ended_at: Option<Instant>,
    /// The match's record, made once when it ended: the one every player is sent, also one
    /// who comes back for it later (F12).
    pub(super) record: Option<Box<MatchRecord>>,
    /// The room's last step is not on disk (its save failed): the match waits, taking no
    /// step, until a save succeeds (F08: with the disk full a match played on unsaved,
    /// and after a restart was played again from the last saved step — two endings).
    pub(super) unsaved: bool,
    /// How many of the match's steps are on disk (in the room's file or the journal:
    /// `super::store`).
    pub(super) journaled: usize,
    /// The room's fields as its last whole journal entry wrote them; while they are the
    /// same, an entry of only the new steps is written (`super::store`). `None`: the next
    /// entry is whole.
    pub(super) journaled_fields: Option<RoomFields>,
    /// In a fleet: how many entries the room's journal in Redis holds (`super::store`
    /// replaces them by the whole room past `super::fleet::COMPACT_AT_ENTRIES`).
    pub(super) stored_entries: i64,
    /// The IP address of the client that opened the room (unknown for a room restored
    /// from its file): a server holds at most `--max-per-address` open rooms opened from
    /// one address.
    pub(super) opened_from: Option<std::net::IpAddr>,
    /// Listed in the lobby ([`crate::net::protocol::Want::Open`]).
    pub(super) public: bool,
    /// The spectators' connections (at most [`crate::net::protocol::MAX_WATCHERS`]).
    pub(super) watchers: Vec<Entity>,
    /// A correspondence room's clock (`super::clock`); `None`: a match played at once.
    pub(super) clock: Option<Clock>,
}

/// A correspondence room's clock: each decision has `days` days; the one waited for now
/// (by `decider`, or by the room for its other player before the match starts) must be
/// taken by `deadline`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Clock {
    /// Days for each decision: 1, 3 or 7.
    pub days: u8,
    /// When the decision waited for now must be taken, by the server's clock.
    pub deadline: UtcTime,
    /// Who must decide now (`None` before the match starts, and after it).
    pub decider: Option<Side>,
}

/// What of a room a whole journal entry carries that can change during a match (its
/// code, rules, seed, start and match id never do): compared at each write, so that a
/// step that changed only the steps is journaled as those alone (issue 27).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct RoomFields {
    players: [Option<Controller>; 2],
    tokens: [Option<u64>; 2],
    keys: [Option<PlayerKey>; 2],
    public: bool,
    accepted: [bool; 2],
    clock: Option<Clock>,
}

impl Clock {
    /// The clock as its players and spectators are sent it.
    pub(super) fn shown(&self) -> ClockShown {
        ClockShown { days: self.days, deadline: self.deadline, decider: self.decider }
    }
}

impl Room {
    /// The room's code.
    pub fn code(&self) -> &RoomCode {
        &self.code
    }

    /// What is saved of the room after a step: its seats and the match's `history`.
    pub(super) fn saved(&self, history: &MatchHistory) -> SavedRoom {
        self.saved_since(history, 0)
    }

    /// As [`Room::saved`], with only the steps after the first `from` (at most all of them):
    /// the room's entry in the journal (`super::store`).
    pub(super) fn saved_since(&self, history: &MatchHistory, from: usize) -> SavedRoom {
        let steps = history.steps();
        SavedRoom {
            format_version: SavedRoom::FORMAT_VERSION,
            code: self.code.to_string(),
            players: self.players.clone(),
            tokens: self.tokens,
            keys: self.keys.map(|k| k.map(|k| k.to_string())),
            public: self.public,
            accepted: self.accepted,
            rules: history.rules,
            seed: history.seed,
            steps: steps[from.min(steps.len())..].to_vec(),
            started_at: self.started_at,
            saved_at: UtcTime::now(),
            match_id: self.match_id.clone(),
            clock: self.clock.map(|c| RoomClock { days: c.days, deadline: c.deadline }),
        }
    }

    /// The fields a whole journal entry carries that can change ([`RoomFields`]).
    pub(super) fn fields(&self) -> RoomFields {
        RoomFields {
            players: self.players.clone(),
            tokens: self.tokens,
            keys: self.keys,
            public: self.public,
            accepted: self.accepted,
            clock: self.clock,
        }
    }

    /// Whether the match has started: both seats taken and the rules accepted by both.
    pub(super) fn started(&self) -> bool {
        self.players.iter().all(Option::is_some) && self.accepted == [true; 2]
    }

    /// Whether the match is over (its record written and sent, [`finish`]).
    pub(super) fn over(&self) -> bool {
        self.ended_at.is_some()
    }

    /// Since when nobody has been connected to the room: the moment its last player left
    /// (or the server restored it); `None` while someone is here.
    pub(super) fn empty_since(&self) -> Option<Instant> {
        if self.clients.iter().any(Option::is_some) {
            return None;
        }
        self.away_since.iter().flatten().max().copied()
    }

    /// What the room's players are sent of it: the seats and who is away for how long.
    pub(super) fn state(&self, timeout_s: u32) -> RoomState {
        let seat = |i: usize| match (self.players[i].is_some(), self.clients[i], self.away_since[i]) {
            (false, _, _) => SeatState::Open,
            (true, Some(_), _) => SeatState::Here,
            (true, None, since) => {
                let gone = since.map_or(u64::from(timeout_s), |t| t.elapsed().as_secs());
                SeatState::Away { left_s: u64::from(timeout_s).saturating_sub(gone) as u32 }
            }
        };
        RoomState {
            code: self.code.clone(),
            players: self.players.clone(),
            seats: [seat(0), seat(1)],
            accepted: self.accepted,
            ready: self.ready,
            keys: self.keys,
            watchers: self.watchers.len() as u32,
            clock: self.clock.map(|c| c.shown()),
        }
    }

    /// Everyone at the table who is connected: the players here, then the spectators. The
    /// table's public news (the steps' accounts, the record, the emotes) goes to them all.
    pub(super) fn everyone(&self) -> impl Iterator<Item = Entity> + '_ {
        self.clients.iter().flatten().copied().chain(self.watchers.iter().copied())
    }

    /// The name of the player in `side`'s seat (the side's name while it is open).
    pub(super) fn name(&self, side: Side) -> String {
        self.players[side.index()].as_ref().map_or_else(|| side.to_string(), Controller::display_name)
    }
}

/// The rooms by code, and the server's own randomness.
#[derive(Resource)]
pub struct Rooms {
    pub(super) by_code: BTreeMap<RoomCode, Entity>,
    /// The rooms whose match is over, kept for the away timeout so that a player who was
    /// out at the end comes back for the record (F12); they count against no limit.
    pub(super) finished: BTreeSet<RoomCode>,
    pub(super) next_id: u32,
    pub(super) rng: MatchRng,
}

impl Rooms {
    /// The room with this code, if any.
    pub fn get(&self, code: &RoomCode) -> Option<Entity> {
        self.by_code.get(code).copied()
    }

    /// How many rooms are open: their match goes on (a finished one kept for its record
    /// does not count).
    pub fn len(&self) -> usize {
        self.by_code.len() - self.finished.len()
    }

    /// True when no room is open.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Forgets the room `code` (closed, or its match over and the wait for its players
    /// done).
    pub(super) fn forget(&mut self, code: &RoomCode) {
        self.by_code.remove(code);
        self.finished.remove(code);
    }
}

/// Loads the saved rooms (a server restarted), settling finished ones into records: the
/// data folder's (its rooms' files and journal), or in a fleet this process's rooms in
/// Redis (`super::fleet`), having joined the fleet first (a server that cannot join exits
/// with status 2).
pub(super) fn restore_rooms(options: Res<ServerOptions>, mut commands: Commands, mut exit: MessageWriter<AppExit>) {
    let mut rooms = Rooms {
        by_code: BTreeMap::new(),
        finished: BTreeSet::new(),
        next_id: 1,
        rng: MatchRng::seed_from_u64(options.seed),
    };
    let (saved, notices) = if let Some(fleet) = &options.fleet {
        match fleet.join().and_then(|()| fleet.mine()) {
            Ok(found) => found,
            Err(e) => {
                eprintln!("error: the fleet: {e}");
                exit.write(AppExit::from_code(2));
                return;
            }
        }
    } else if let Some(paths) = &options.data {
        crate::persist::journal::restore(paths)
    } else {
        (Vec::new(), Vec::new())
    };
    for n in notices {
        log(&options, || n);
    }
    for s in saved {
        restore_one(&mut commands, &mut rooms, &options, s);
    }
    // A server started again on the same seed must not deal its first run's codes,
    // tokens and seeds again: what it restored moves the generator on.
    let restored: u64 =
        rooms.by_code.keys().map(|c| c.as_str().bytes().fold(0u64, |h, b| h.rotate_left(5) ^ u64::from(b))).sum();
    if restored != 0 {
        rooms.rng = MatchRng::seed_from_u64(options.seed ^ restored.rotate_left(17));
    }
    commands.insert_resource(rooms);
}

/// Restores the saved room `s` (a server restarted, or a room of a dead process of the
/// fleet claimed by this one): a match going on waits for its players; one that ended
/// before it could be settled is recorded — once: its record is looked for first — and
/// kept for the away timeout, as any finished room, for its players to come back for the
/// record (F12). Returns the room's table, or `None` (logged) when it cannot be restored.
pub(super) fn restore_one(
    commands: &mut Commands,
    rooms: &mut Rooms,
    options: &ServerOptions,
    s: SavedRoom,
) -> Option<Entity> {
    // A code is checked before it is used for anything (a file name included).
    let Ok(code) = s.code.parse::<RoomCode>() else {
        log(options, || format!("room {:?}: not restored: not a room code", s.code));
        return None;
    };
    if rooms.by_code.contains_key(&code) {
        return rooms.get(&code);
    }
    let (history, game) = match s.resume() {
        Ok(resumed) => resumed,
        Err(e) => {
            log(options, || format!("room {}: not restored: {e}", s.code));
            return None;
        }
    };
    let id = rooms.next_id;
    rooms.next_id += 1;
    if game.is_over() {
        let record = match s.record() {
            Ok(record) => record,
            Err(e) => {
                log(options, || format!("room {}: the match cannot be recorded: {e}", s.code));
                return None;
            }
        };
        match keep_record_once(options, &s, &record) {
            Ok(at) => log(options, || format!("room {}: match over; record {at}", s.code)),
            Err(e) => {
                log(options, || e);
                return None;
            }
        }
        // A fleet rates each match once: one whose server died before rating it is rated
        // by the one that restores it (a server alone leaves it unrated, never rating twice).
        if options.fleet.is_some() {
            let keys: [Option<PlayerKey>; 2] = s.keys.clone().map(|k| k.and_then(|k| k.parse().ok()));
            let names = s.players.clone().map(|p| p.map_or_else(String::new, |p| p.display_name()));
            commands.trigger(super::ratings::MatchFinished {
                code: code.to_string(),
                level: s.rules.level,
                keys,
                names,
                clients: [None; 2],
                winner: record.result.winner,
                match_id: s.match_id.clone(),
            });
        }
        let room = spawn_room(commands, id, code.clone(), history, game, &s, None, options.away_timeout_s);
        commands.queue(move |world: &mut World| {
            if let Some(mut r) = world.get_mut::<Room>(room) {
                r.ended_at = Some(Instant::now());
                r.record = Some(Box::new(record));
            }
        });
        rooms.by_code.insert(code.clone(), room);
        rooms.finished.insert(code);
        return Some(room);
    }
    let steps = history.steps().len();
    let clock = restored_clock(s.clock, &game, &s, options);
    let room = spawn_room(commands, id, code.clone(), history, game, &s, clock, options.away_timeout_s);
    rooms.by_code.insert(code.clone(), room);
    log(options, || format!("room {code}: restored after {steps} steps; waiting for its players"));
    Some(room)
}

/// Keeps the record of the finished match of `saved` unless it is kept already (a match
/// restored over: its server may have recorded it before it stopped): in the fleet's
/// Redis (one record per match, whichever process finished it) and the data folder's
/// records. Returns where it is, in words.
///
/// # Errors
/// A sentence: the record cannot be written.
fn keep_record_once(options: &ServerOptions, saved: &SavedRoom, record: &MatchRecord) -> Result<String, String> {
    if let Some(fleet) = &options.fleet {
        let kept = fleet.record_once(&saved.match_id, record)?;
        if let Some(paths) = &options.data
            && kept
            && let Err(e) = saved_room::record_once(paths, saved)
        {
            log(options, || format!("room {}: the record's copy in the data folder: {e}", saved.code));
        }
        return Ok(if kept { "kept in the fleet" } else { "kept in the fleet before" }.to_string());
    }
    match &options.data {
        Some(paths) => saved_room::record_once(paths, saved).map(|p| p.display().to_string()),
        None => Ok("not kept (no data folder)".to_string()),
    }
}

/// Spawns a room: a table of the one shape (`game::table::spawn_table`) showing `game`,
/// which `history` has played, sent to the room's players and spectators only
/// (`super::views`, each hand as the rules show it: [`HandShown`]), with its [`Referee`] (which takes
/// nothing back) and its [`Room`] with `clock` (a correspondence room's). Returns the
/// table's entity, which is the room's.
#[allow(clippy::too_many_arguments)]
pub(super) fn spawn_room(
    commands: &mut Commands,
    id: u32,
    code: RoomCode,
    history: MatchHistory,
    game: Match,
    saved: &SavedRoom,
    clock: Option<Clock>,
    timeout_s: u32,
) -> Entity {
    let referee = Referee::new(&game, history, false);
    let TableEntities { table, fencers: _, hands } = spawn_table(commands, &game, referee.facts(&game), ());
    let open = hands_open(&game);
    for (side, e) in Side::BOTH.into_iter().zip(hands) {
        commands.entity(e).insert(HandShown { room: id, owner: side, open });
    }
    let room = Room {
        id,
        code,
        players: saved.players.clone(),
        tokens: saved.tokens,
        // A key that does not read (a hand-edited file) leaves its seat to the token alone.
        keys: saved.keys.clone().map(|k| k.and_then(|k| k.parse().ok())),
        accepted: saved.accepted,
        clients: [None; 2],
        away_since: saved.players.clone().map(|p| p.map(|_| Instant::now())),
        ready: [false; 2],
        started_at: saved.started_at,
        match_id: saved.match_id.clone(),
        ended_at: None,
        record: None,
        unsaved: false,
        journaled: saved.steps.len(),
        journaled_fields: None,
        stored_entries: 0,
        opened_from: None,
        public: saved.public,
        watchers: Vec::new(),
        clock,
    };
    commands.entity(table).insert((room.state(timeout_s), referee, room));
    table
}

/// A player a new room seats at once: the connection (`None`: a player paired on another
/// server of the fleet, whose seat waits for it as for a player away), who plays, and the
/// key it proved (which takes the seat).
pub(super) struct Sitter {
    pub client: Option<Entity>,
    pub player: Controller,
    pub key: PlayerKey,
}

/// Why a room could not be opened.
pub(super) enum CannotOpen {
    /// The server holds `--max-rooms` open rooms.
    Full,
    /// The fleet's store cannot be reached (`super::fleet`): no code can be taken.
    Store,
}

/// Opens a room for a match with `rules` (checked already) and seats `sitters` in it, by
/// side, each having accepted the rules: a new code, seed and token per seat, saved at once
/// where the server keeps rooms, each sitter told its seat ([`Welcome`]). `public` lists it
/// in the lobby; `days` makes it a correspondence room with that many days a decision
/// (checked already); `from` is the opener's address (one address opens at most its
/// share). Returns the room's code.
///
/// # Errors
/// [`CannotOpen::Full`] when the server holds as many open rooms as it may.
#[allow(clippy::too_many_arguments)]
pub(super) fn open_room(
    commands: &mut Commands,
    rooms: &mut Rooms,
    options: &ServerOptions,
    rules: RuleSet,
    public: bool,
    days: Option<u8>,
    sitters: [Option<Sitter>; 2],
    from: Option<std::net::IpAddr>,
) -> Result<RoomCode, CannotOpen> {
    if rooms.len() >= options.max_rooms {
        return Err(CannotOpen::Full);
    }
    let code = loop {
        let code = RoomCode::from_picks(|| rooms.rng.next_u32());
        if rooms.by_code.contains_key(&code) {
            continue;
        }
        // In a fleet, a code is taken for the whole fleet (its directory) before it is used.
        match options.fleet.as_ref().map(|f| f.reserve(code.as_str())) {
            None | Some(Ok(true)) => break code,
            Some(Ok(false)) => {}
            Some(Err(e)) => {
                log(options, || format!("a room cannot be opened: {e}"));
                return Err(CannotOpen::Store);
            }
        }
    };
    let seed = rooms.rng.next_u64();
    let tokens = sitters.each_ref().map(|s| s.as_ref().map(|_| rooms.rng.next_u64()));
    let id = rooms.next_id;
    rooms.next_id += 1;
    let started_at = UtcTime::now();
    let saved = SavedRoom {
        format_version: SavedRoom::FORMAT_VERSION,
        code: code.to_string(),
        players: sitters.each_ref().map(|s| s.as_ref().map(|s| s.player.clone())),
        tokens,
        keys: sitters.each_ref().map(|s| s.as_ref().map(|s| s.key.to_string())),
        public,
        accepted: sitters.each_ref().map(Option::is_some),
        rules,
        seed,
        steps: Vec::new(),
        started_at,
        saved_at: started_at,
        match_id: record::new_match_id(started_at, seed),
        clock: days.map(|days| RoomClock { days, deadline: deadline(days, options) }),
    };
    let history = MatchHistory::new(rules, seed);
    let game = Match::new(rules, seed);
    let started = sitters.iter().all(Option::is_some);
    let clock =
        saved.clock.map(|c| Clock { days: c.days, deadline: c.deadline, decider: game.decider().filter(|_| started) });
    let room = spawn_room(commands, id, code.clone(), history, game, &saved, clock, options.away_timeout_s);
    rooms.by_code.insert(code.clone(), room);
    let unsaved = !save_room(options, &saved);
    let clients = sitters.each_ref().map(|s| s.as_ref().and_then(|s| s.client));
    let seated = sitters.each_ref().map(Option::is_some);
    let timeout_s = options.away_timeout_s;
    for side in Side::BOTH {
        let (Some(client), Some(token)) = (clients[side.index()], tokens[side.index()]) else { continue };
        commands.entity(client).insert(Seat { room: id, table: room, role: Role::Plays(side) });
        tell(commands, client, Welcome { room: code.clone(), side, token, rules });
    }
    // The room component is spawned by the commands; set its clients there.
    commands.queue(move |world: &mut World| {
        if let Some(mut r) = world.get_mut::<Room>(room) {
            r.clients = clients;
            // A seat taken by a player who is not here yet waits for it as for one away.
            r.away_since = [0, 1].map(|i| (seated[i] && clients[i].is_none()).then(Instant::now));
            r.unsaved = unsaved;
            r.opened_from = from;
        }
        if let Some(state) = world.get::<Room>(room).map(|r| r.state(timeout_s)) {
            world.entity_mut(room).insert(state);
        }
    });
    Ok(code)
}

/// Whether the rules show both hands now (R7.2, Duell D4; a round that is over).
pub(super) fn hands_open(game: &Match) -> bool {
    let round = game.round();
    round.rules().open_hands() || matches!(round.phase(), Phase::Over(_))
}

/// Closes the room `code` at `table`: forgotten, its table and the table's `members`
/// despawned (whoever was in it is let go by the caller, with its reason).
pub(super) fn close_room(
    commands: &mut Commands,
    rooms: &mut Rooms,
    code: &RoomCode,
    table: Entity,
    members: Option<&crate::game::TableMembers>,
) {
    rooms.forget(code);
    for e in members.into_iter().flat_map(|m| m.iter()) {
        commands.entity(e).despawn();
    }
    commands.entity(table).despawn();
}

/// Saves the room's snapshot (`persist::room`: its file, synced), where the server keeps a
/// data folder: when it opens, and when the journal is compacted (`super::store`; its
/// changes in between go to the journal). In a fleet the snapshot replaces the room's
/// journal in Redis. Returns whether the room is stored as it is now (always, for a
/// server that keeps nothing).
pub(super) fn save_room(options: &ServerOptions, saved: &SavedRoom) -> bool {
    if let Some(fleet) = &options.fleet {
        let whole = JournalEntry::Room { from: 0, room: Box::new(saved.clone()) };
        return match fleet.write(&[RoomWrite::Replace { code: saved.code.clone(), entry: whole }]).as_deref() {
            Ok([Written::Entries(_)]) => true,
            Ok(_) => {
                log(options, || format!("room {}: not saved: another server of the fleet holds it", saved.code));
                false
            }
            Err(e) => {
                log(options, || format!("room {}: cannot be saved: {e}; the match waits until it can be", saved.code));
                false
            }
        };
    }
    if let Some(paths) = &options.data
        && let Err(e) = saved_room::save(paths, saved)
    {
        log(options, || format!("room {}: cannot be saved: {e}; the match waits until it can be", saved.code));
        return false;
    }
    true
}

/// The match, which `history` has played, is over: the record is written and sent to
/// both players; the room stays for the away timeout, for a player who was out at the end
/// and comes back with its token (it is sent the record then, `admission`).
pub(super) fn finish(
    room: &mut Room,
    history: &MatchHistory,
    options: &ServerOptions,
    rooms: &mut Rooms,
    commands: &mut Commands,
) {
    room.ended_at = Some(Instant::now());
    let saved = room.saved(history);
    let record = match saved.record() {
        Ok(r) => r,
        Err(e) => {
            log(options, || format!("room {}: the match cannot be recorded: {e}", room.code));
            return;
        }
    };
    let code = room.code.clone();
    log(options, || format!("room {code}: match over — {}", record.summary()));
    if options.fleet.is_some() {
        match keep_record_once(options, &saved, &record) {
            Ok(at) => log(options, || format!("room {code}: record {at}")),
            Err(e) => log(options, || format!("room {code}: the record cannot be kept: {e}")),
        }
    } else if let Some(paths) = &options.data {
        // The match ended in this run: no record of it exists yet (a room restored over is
        // recorded at the start, `restore_rooms`, which looks for one). Its file stays
        // until the room closes (`presence`), for a restart meanwhile.
        match saved_room::record_new(paths, &saved) {
            // The room is noted gone in the journal only when it closes (`super::presence`):
            // until then a player who missed the end comes back for the record, also after
            // a restart (F12).
            Ok(path) => log(options, || format!("room {code}: record {}", path.display())),
            Err(e) => log(options, || e),
        }
    }
    for client in room.everyone() {
        tell(commands, client, RecordReady { record: record.clone() });
    }
    commands.trigger(super::ratings::MatchFinished {
        code: code.to_string(),
        level: history.rules.level,
        keys: room.keys,
        names: [room.name(Side::Left), room.name(Side::Right)],
        clients: room.clients,
        winner: record.result.winner,
        match_id: room.match_id.clone(),
    });
    room.record = Some(Box::new(record));
    rooms.finished.insert(code);
}

// A correspondence room's clock (`super::clock` decides the clocks that run out).

/// The moment a decision asked for now must be taken by, on a clock of `days` days.
pub(super) fn deadline(days: u8, options: &ServerOptions) -> UtcTime {
    UtcTime::now().plus_seconds(u64::from(days).saturating_mul(options.day_s))
}

/// The clock of a room restored from `saved` (a server restarted), whose match is `game`:
/// as it was saved, except that a deadline that passed while the server was stopped is
/// one day after the restart.
pub(super) fn restored_clock(
    clock: Option<RoomClock>,
    game: &Match,
    saved: &SavedRoom,
    options: &ServerOptions,
) -> Option<Clock> {
    let c = clock?;
    let now = UtcTime::now();
    let deadline = if c.deadline <= now { now.plus_seconds(options.day_s) } else { c.deadline };
    let started = saved.players.iter().all(Option::is_some) && saved.accepted == [true; 2];
    Some(Clock { days: c.days, deadline, decider: game.decider().filter(|_| started) })
}

/// A decision was taken (or the match started): a correspondence room's clock runs again,
/// its full time, for whoever decides next in `game` (nobody before the match starts and
/// after it ends).
pub(super) fn restart_clock(room: &mut Room, game: &Match, options: &ServerOptions) {
    let started = room.started();
    if let Some(clock) = &mut room.clock {
        clock.deadline = deadline(clock.days, options);
        clock.decider = game.decider().filter(|_| started && !game.is_over());
    }
}

/// How many correspondence matches `key` holds on the server (open or being played).
pub(super) fn held_by(rooms: &Rooms, room_q: &Query<(&mut Room, &Referee)>, key: PlayerKey) -> usize {
    rooms
        .by_code
        .values()
        .filter_map(|e| room_q.get(*e).ok())
        .filter(|(r, _)| r.clock.is_some() && !r.over() && r.keys.contains(&Some(key)))
        .count()
}
