//! Network play through a real server on loopback (bevy_replicon over QUIC): the
//! server app and the client apps run in this test, one frame each in turn, so that every
//! client frame sees at most one server frame's messages.
//!
//! - whole matches of every rule level, every computer level playing, over the network;
//! - R7.2 across the wire ([`Watch`]): everything a client is sent of its match (the
//!   replicated table, fencers and hands as they were after every frame, every step's
//!   account `Happened`, the record `RecordReady`) is rebuilt from that side's own view of
//!   the server's match at that step (`Match::observation`) and must equal it: the other
//!   hand only where the rules show it (a round that is over, Duell D4) and then exactly,
//!   the draw pile only as its size, a played card as played, the record (whose seed deals
//!   every card) only once the match is over; and what a server may replicate is exactly
//!   what is checked. `Welcome`, `Refused` and `Declined` hold no card and are not looked at;
//! - a client that drops rejoins its seat and finishes, also after the away timeout ran
//!   out (the other player told so in words); a person's game reconnects by itself; a
//!   server stopped and started again on its saved rooms resumes them; the record each
//!   player gets re-plays;
//! - refusals in words (version, unknown room, bad code, full room, a full server and a
//!   room freed), declined steps with the rules' reason, and a fuzzed server that drops
//!   hostile clients and panics on none.

use crate::persist::TempDir;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use en_garde::ai::{BotLevel, BotSpec, Controller};
use en_garde::cli::net::HiddenCards;
use en_garde::game::{Deck, Fencer, FromServer, Hand, MatchEntity, MatchState, Referee, Score, TableEvent};
use en_garde::lang::{Lang, Language};
use en_garde::net::bot::{NetBot, bot_app};
use en_garde::net::client::{
    ClientOptions, FinishedRecord, LastDeclined, Link, LinkProblem, Spectating, Stale, Ticket,
};
use en_garde::net::identity::{Identity, Proof};
use en_garde::net::protocol::{
    Act, HandOf, Happened, Hello, NET_VERSION, NetStep, Proven, RecordReady, Refusal, RoomCode, RoomState, Seat,
    SeatState, SeatView, Want,
};
use en_garde::net::quic::ServerTrust;
use en_garde::net::quic::server::ChannelBinding;
use en_garde::net::server::KnownAs;
use en_garde::net::server::{ListeningOn, PairingQueue, Room, Rooms, ServerOptions, StopRequested, server_app};
use en_garde::persist::{DataPaths, MatchRecord};
use en_garde::rules::{
    Action, Cards, Dir, Level, Match, MatchHistory, MatchPhase, MatchStep, Observation, Phase, Played, RoundEnding,
    RoundResult, RuleSet, Side, WinReason,
};
use en_garde::ui::online::status_lines;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

fn server(data: Option<DataPaths>, port: u16) -> App {
    server_with(options(data, port))
}

/// A test server's options: on loopback at `port` (0: the system picks), keeping its rooms
/// in `data`, waiting 300 s for a player who dropped, at most 50 rooms.
fn options(data: Option<DataPaths>, port: u16) -> ServerOptions {
    ServerOptions {
        listen: SocketAddr::from(([127, 0, 0, 1], port)),
        data,
        seed: 11,
        away_timeout_s: 300,
        day_s: en_garde::net::protocol::DAY_S,
        house: Vec::new(),
        house_after_s: en_garde::net::protocol::HOUSE_AFTER_S,
        max_rooms: 50,
        max_per_address: en_garde::net::server::MAX_CLIENTS_PER_ADDRESS,
        max_clients: en_garde::net::server::MAX_CLIENTS,
        metrics: None,
        log: false,
        identity: None,
        fleet: None,
    }
}

fn server_with(options: ServerOptions) -> App {
    let mut app = server_app(options);
    app.finish();
    app.cleanup();
    app.update();
    app
}

fn port_of(server: &App) -> u16 {
    server.world().resource::<ListeningOn>().0.port()
}

fn client(port: u16, want: Want, level: &str, seed: u64, dir: Option<&TempDir>) -> App {
    let spec: BotSpec = level.parse().unwrap();
    let options = ClientOptions {
        server: SocketAddr::from(([127, 0, 0, 1], port)),
        want,
        player: Controller::Computer { level: spec.level },
        token_file: dir.map(|d| d.0.join("seat.txt")),
        version: NET_VERSION,
        trust: ServerTrust::default(),
        // A bot with a data folder keeps its identity there, as the command line's does.
        identity: Arc::new(Identity::kept_at(dir.map(|d| d.paths().identity_file()).as_deref()).unwrap()),
    };
    let mut app = bot_app(options, NetBot::new(spec, seed, dir.map(TempDir::paths)));
    app.add_plugins(Watch::plugin);
    app.finish();
    app.cleanup();
    app
}

/// One frame of every app, in turn.
fn frame(server: &mut App, clients: &mut [&mut App]) {
    server.update();
    for c in clients.iter_mut() {
        if c.should_exit().is_none() {
            c.update();
        }
    }
    std::thread::sleep(Duration::from_micros(300));
}

/// Frames until `done`, at most `limit` of wall-clock time.
fn pump(
    server: &mut App,
    clients: &mut [&mut App],
    limit: Duration,
    mut done: impl FnMut(&mut App, &mut [&mut App]) -> bool,
) {
    let start = Instant::now();
    while !done(server, clients) {
        if start.elapsed() > limit {
            let states: Vec<String> = clients.iter_mut().map(|c| describe(c)).collect();
            panic!("not done within {limit:?}: {states:#?}");
        }
        frame(server, clients);
    }
}

/// Where a client stands, for a failure's message.
fn describe(app: &mut App) -> String {
    let (l, s, exit) = (link(app), seat(app), app.should_exit());
    let room = room_state(app);
    let world = app.world_mut();
    let bouts: Vec<_> = world
        .query_filtered::<&MatchState, With<MatchEntity>>()
        .iter(world)
        .map(|b| (b.steps, b.match_phase, b.phase, b.decider))
        .collect();
    format!("{l:?} {s:?} exit {exit:?} room {room:?} bouts {bouts:?}")
}

fn seat(app: &App) -> Option<Ticket> {
    app.world().get_resource::<Ticket>().cloned()
}

fn link(app: &App) -> Link {
    app.world().resource::<Link>().clone()
}

fn steps(app: &mut App) -> usize {
    let world = app.world_mut();
    let mut q = world.query_filtered::<&MatchState, With<MatchEntity>>();
    q.iter(world).map(|b| b.steps).max().unwrap_or(0)
}

fn room_state(app: &mut App) -> Option<RoomState> {
    let world = app.world_mut();
    let mut q = world.query::<&RoomState>();
    q.iter(world).next().cloned()
}

/// The room as the client shows it: the server's, not one kept from a dropped connection.
fn shown_room(app: &mut App) -> Option<RoomState> {
    let world = app.world_mut();
    let mut q = world.query_filtered::<&RoomState, Without<Stale>>();
    q.iter(world).next().cloned()
}

/// The step of the table the client has from the server's present connection, if any.
fn table_steps(app: &mut App) -> Option<usize> {
    let world = app.world_mut();
    let mut q = world.query_filtered::<&MatchState, (With<MatchEntity>, Without<Stale>)>();
    q.iter(world).next().map(|b| b.steps)
}

/// The hand the client has put on `side`'s fencer from the server's present connection.
fn hand_shown(app: &mut App, side: Side) -> Option<Cards> {
    let world = app.world_mut();
    let mut q = world.query_filtered::<(&HandOf, &Hand), (With<MatchEntity>, Without<Stale>)>();
    q.iter(world).find(|(of, _)| of.0 == side).map(|(_, h)| h.cards)
}

/// Opens a room with `a` and seats `b` in it; returns both apps.
fn pair(
    port: u16,
    rules: RuleSet,
    levels: [&str; 2],
    seed: u64,
    dirs: [Option<&TempDir>; 2],
    server: &mut App,
) -> (App, App) {
    let mut a = client(port, Want::Create { rules }, levels[0], seed, dirs[0]);
    pump(server, &mut [&mut a], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    let code = seat(&a).unwrap().room.to_string();
    let b = client(port, Want::Join { room: code }, levels[1], seed + 1, dirs[1]);
    (a, b)
}

/// Everything one client was sent of its match, as it arrived: the replicated table, the
/// fencers and the hands after every frame that changed them, every step's account
/// ([`Happened`]) and the record ([`RecordReady`]). [`Watch::check`] holds it against the
/// server's match once that is over.
#[derive(Resource, Default)]
struct Watch {
    /// The side this client plays once seated (`Some(None)`: it watches as a spectator).
    side: Option<Option<Side>>,
    /// What the client held, each time it changed.
    sights: Vec<Sight>,
    /// Every step's account, in the order it arrived.
    happened: Vec<Happened>,
    /// Every record sent.
    records: Vec<MatchRecord>,
    /// Frames where the client held other than one table.
    tables: Vec<String>,
}

/// What a client held of its match after one frame's replication: its table, each fencer
/// (a hand found on one is checked as any hand, though hands travel on their own
/// entities) and each hand entity ([`HandOf`]).
#[derive(Clone, Debug, PartialEq)]
struct Sight {
    match_state: MatchState,
    deck: Deck,
    room: Option<RoomState>,
    /// By side.
    fencers: Vec<(Fencer, Score, Option<Hand>)>,
    /// By side.
    hands: Vec<(HandOf, Hand)>,
}

/// How much a client was shown, for the tests' own counts ([`Watch::check`]).
#[derive(Clone, Copy, Debug, Default)]
struct Shown {
    /// Sights in which the client held its own hand.
    own: u32,
    /// Sights in which it held the other hand (lawfully: the check passed).
    other: u32,
}

impl Watch {
    fn plugin(app: &mut App) {
        app.init_resource::<Watch>()
            .add_systems(PreUpdate, Watch::look.after(ClientSystems::Receive))
            .add_observer(|h: On<Happened>, mut watch: ResMut<Watch>| watch.happened.push(h.event().clone()))
            .add_observer(|r: On<RecordReady>, mut watch: ResMut<Watch>| {
                let RecordReady { record } = r.event();
                watch.records.push(record.clone());
            });
    }

    /// Keeps what the client holds of the server's entities, when it changed.
    fn look(
        seat: Option<Res<Ticket>>,
        spectating: Option<Res<Spectating>>,
        tables: Query<(&MatchState, &Deck, Option<&RoomState>), With<FromServer>>,
        fencers: Query<(&Fencer, &Score, Option<&Hand>), With<FromServer>>,
        hands: Query<(&HandOf, &Hand), With<FromServer>>,
        mut watch: ResMut<Watch>,
    ) {
        watch.side = match (seat, spectating) {
            (Some(seat), _) => Some(Some(seat.side)),
            (None, Some(_)) => Some(None),
            (None, None) => return,
        };
        let (match_state, deck, room) = match tables.iter().collect::<Vec<_>>().as_slice() {
            [] => return,
            [one] => *one,
            more => {
                let line = format!("{} tables at once", more.len());
                watch.tables.push(line);
                return;
            }
        };
        let mut fencers: Vec<_> = fencers.iter().map(|(f, s, h)| (*f, *s, h.copied())).collect();
        fencers.sort_by_key(|(f, _, _)| f.side.index());
        let mut hands: Vec<_> = hands.iter().map(|(of, h)| (*of, *h)).collect();
        hands.sort_by_key(|(of, _)| of.0.index());
        let sight = Sight { match_state: match_state.clone(), deck: *deck, room: room.cloned(), fencers, hands };
        if watch.sights.last() != Some(&sight) {
            watch.sights.push(sight);
        }
    }

    /// Holds everything the client was sent against the server's match (`history`, the
    /// server's own) at the step it was sent at, as this client's side may see it there:
    /// its [`Observation`] of the match (R7.2) — for a spectator, what both players'
    /// views show: a hand only where the other player's view shows it too. Each value is rebuilt in full from that view
    /// (struct literals and patterns with every field, so that a field added to what is
    /// sent does not compile here until it is checked) and must be equal:
    /// - the table ([`MatchState`], [`Deck`]), the fencers ([`Fencer`], [`Score`]) and every hand
    ///   held, on a hand entity or put on its fencer: its own hand always, the other only
    ///   where the view shows it (a round that is over, Duell D4) and then as it is; a
    ///   round's ending counts cards of both hands, so it is shown only with both hands;
    /// - every step's events ([`Happened`]): each card in them one played, the number
    ///   drawn what left the pile, a round's ending with both hands shown;
    /// - the record ([`RecordReady`]), whose seed deals every card: the server's history
    ///   of a match that is over, sent once.
    ///
    /// Returns what was wrong, and how much of the hands the client was shown.
    fn check(&self, history: &MatchHistory) -> (Vec<String>, Shown) {
        let mut wrong: Vec<String> = self.tables.clone();
        let mut shown = Shown::default();
        let Some(seat) = self.side else { return (vec!["never seated".into()], shown) };
        // A spectator sees the public table as either player does.
        let side = seat.unwrap_or(Side::Left);
        let who = seat.map_or_else(|| "a spectator".to_string(), |s| s.to_string());
        let seen = |game: &Match, obs: &Observation, of: Side| match seat {
            Some(_) => hand_seen(obs, of),
            None => game.observation(of.opponent()).opponent_hand,
        };
        // The server's match after each of its steps.
        let mut games = vec![history.opening()];
        if let Err(e) = history.replay_visiting(history.steps().len(), |m, _, _, _| games.push(m.clone())) {
            return (vec![format!("the server's history does not re-play: {e}")], shown);
        }
        for sight in &self.sights {
            let n = sight.match_state.steps;
            let Some(game) = games.get(n) else {
                wrong.push(format!("a table at step {n}, past the server's {}", history.steps().len()));
                continue;
            };
            let obs = game.observation(side);
            let mut at = |what: String| wrong.push(format!("step {n}, seen by {who}: {what}"));
            let (match_state, deck) = table_seen(game, &obs, n);
            if sight.match_state != match_state {
                at(format!("the table {:?}, not {match_state:?}", sight.match_state));
            }
            if let Some(ending) = &sight.match_state.ending
                && !ending_seen(ending, &obs)
            {
                at(format!("a round's ending {ending:?} while the view shows {:?}", obs.opponent_hand));
            }
            if sight.deck != deck {
                at(format!("the cards on the table {:?}, not {deck:?}", sight.deck));
            }
            // The room says who sits where and has said what: no card in any of it (the keys are public).
            if let Some(RoomState {
                code: _,
                players: _,
                seats: _,
                accepted: _,
                ready: _,
                keys: _,
                watchers: _,
                clock: _,
            }) = &sight.room
            {}
            let fencers: Vec<(Fencer, Score)> = sight.fencers.iter().map(|(f, s, _)| (*f, *s)).collect();
            if fencers != fencers_seen(&obs) {
                at(format!("the fencers {fencers:?}, not {:?}", fencers_seen(&obs)));
            }
            let held = sight.fencers.iter().filter_map(|(f, _, h)| h.map(|h| (f.side, h, "on its fencer")));
            let entities = sight.hands.iter().map(|(HandOf(of), h)| (*of, *h, "on a hand entity"));
            for (of, Hand { cards }, how) in held.chain(entities) {
                match seen(game, &obs, of) {
                    Some(seen) if seen == cards => {
                        if seat == Some(of) {
                            shown.own += 1;
                        } else {
                            shown.other += 1;
                        }
                    }
                    Some(seen) => at(format!("{of}'s hand {cards:?} {how}, where the view has {seen:?}")),
                    None => {
                        let before = n.checked_sub(1).and_then(|b| games.get(b)).map(|g| *g.round().hand(of));
                        let now = *game.round().hand(of);
                        at(format!(
                            "{of}'s hand {cards:?} {how}, hidden there (R7.2; that hand is {now:?} there, and was \
                             {before:?} a step before)"
                        ))
                    }
                }
            }
        }
        let mut accounts: Vec<usize> = Vec::new();
        for Happened { steps: n, events } in &self.happened {
            let n = *n;
            accounts.push(n);
            let (Some(before), Some(after), Some(step)) = (
                n.checked_sub(1).and_then(|b| games.get(b)),
                games.get(n),
                n.checked_sub(1).and_then(|b| history.steps().get(b)),
            ) else {
                wrong.push(format!("an account of step {n}, which the server never took"));
                continue;
            };
            for event in events {
                if let Err(what) = event_seen(event, step, before, after, side) {
                    wrong.push(format!("step {n}, told to {who}: {event:?}: {what}"));
                }
            }
        }
        // Every step was told, once, in order: the check above was not of a few (a
        // spectator is told the steps from when it came).
        let first = if seat.is_none() { accounts.first().copied().unwrap_or(1) } else { 1 };
        let all: Vec<usize> = (first..=history.steps().len()).collect();
        if accounts != all {
            wrong.push(format!("accounts of steps {accounts:?}, not of each of 1..={}", history.steps().len()));
        }
        match self.records.as_slice() {
            [] if games.last().is_some_and(Match::is_over) => wrong.push("no record of a match that is over".into()),
            [] => {}
            [r] => {
                // Who played, the result and the times hold no card but what the steps
                // played, and the seed deals every card: all of it only once the match is over.
                let MatchRecord {
                    format_version: _,
                    rules,
                    seed,
                    players: _,
                    steps,
                    result: _,
                    started_at: _,
                    finished_at: _,
                    match_id: _,
                } = r;
                let server = (history.rules, history.seed, history.steps());
                if (*rules, *seed, steps.as_slice()) != server {
                    wrong.push("a record of another match than the server's".into());
                }
                if !games.get(steps.len()).is_some_and(Match::is_over) {
                    wrong
                        .push(format!("the record (its seed deals every card) of a match not over at {}", steps.len()));
                }
            }
            more => wrong.push(format!("{} records", more.len())),
        }
        (wrong, shown)
    }
}

/// A fencer's space in `obs`.
fn space(obs: &Observation, side: Side) -> u8 {
    if side == Side::Left { obs.left_pos } else { obs.right_pos }
}

/// The hand of `of` as `obs` shows it: the viewer's own, the other only while the rules
/// show it (R7.2, Duell D4, a round that is over).
fn hand_seen(obs: &Observation, of: Side) -> Option<Cards> {
    if of == obs.viewer { Some(obs.hand) } else { obs.opponent_hand }
}

/// The table a player whose view is `obs` sees at step `steps` of `game`: the cards from
/// the view; the rest (the match's rules, round, starter, phase, who decides and how the
/// round ended) public facts of the match, which hold no card but the ending's count
/// ([`ending_seen`]).
fn table_seen(game: &Match, obs: &Observation, steps: usize) -> (MatchState, Deck) {
    let public = game.to_parts().public;
    let match_state = MatchState {
        rules: public.rules,
        round_rules: obs.rules,
        round_number: public.round_number,
        starter: public.starter,
        duell_card: public.duell_card,
        match_phase: public.phase,
        out_of_time: public.out_of_time,
        phase: obs.phase,
        to_act: public.round.to_act,
        decider: game.decider(),
        last_drawer: obs.last_card_drawn_by,
        ending: game.round().ending(),
        played: obs.history().to_vec(),
        steps,
        // A network match takes nothing back.
        takeback: [false; 2],
    };
    let deck = Deck { draw_pile: obs.draw_pile_len, discard: obs.discard, discard_top: obs.discard_top };
    (match_state, deck)
}

/// The fencers as `obs` shows them, by side: spaces, hand sizes (R7.1), scores.
fn fencers_seen(obs: &Observation) -> Vec<(Fencer, Score)> {
    Side::BOTH
        .into_iter()
        .map(|s| {
            let hand_size = if s == obs.viewer { obs.hand.len() } else { obs.opponent_hand_size };
            (Fencer { side: s, space: space(obs, s), hand_size }, Score(obs.scores[s.index()]))
        })
        .collect()
}

/// A round's ending counts the cards of each hand equal to the distance (R6.3c1): it may
/// be shown only where `obs` shows both hands, and must count them as they are there.
fn ending_seen(ending: &RoundEnding, obs: &Observation) -> bool {
    let RoundEnding { result, distance, hit_by: _, cards_at_distance, advancement: _, cards_counted: _ } = *ending;
    let hands = Side::BOTH.map(|s| hand_seen(obs, s));
    let [Some(left), Some(right)] = hands else { return false };
    obs.phase == Phase::Over(result)
        && distance == obs.distance()
        && cards_at_distance == [left.count(distance), right.count(distance)]
}

/// Checks one event of the account of `step` (the match `before` it and `after` it)
/// against what `viewer` sees of the two: every card it names was played, every number
/// is public (R7.1).
fn event_seen(event: &TableEvent, step: &MatchStep, before: &Match, after: &Match, viewer: Side) -> Result<(), String> {
    use en_garde::game::{Attacked, CardsDrawn, Hit, MatchOver, Moved, Parried, Retreated, RoundOver, RoundStarted};
    let (b, a) = (before.observation(viewer), after.observation(viewer));
    let played = |who: Side, action: Action| {
        let last = a.history().last().copied();
        let by = matches!(step, MatchStep::Act { who: w, action: x } if *w == who && *x == action);
        (by && last == Some(Played { who, action }))
            .then_some(())
            .ok_or_else(|| format!("not the action played, {last:?}"))
    };
    let moved = |who: Side, from: u8, to: u8| {
        (from == space(&b, who) && to == space(&a, who)).then_some(()).ok_or("not the spaces of the view".to_string())
    };
    let holds = |ok: bool, what: &str| ok.then_some(()).ok_or_else(|| what.to_string());
    match *event {
        TableEvent::Moved(Moved { side, dir, card, from, to }) => {
            played(side, Action::Move { dir, card })?;
            moved(side, from, to)
        }
        TableEvent::Attacked(Attacked { side, action, from, to }) => {
            played(side, action)?;
            moved(side, from, to)
        }
        TableEvent::Parried(Parried { side, attack }) => {
            played(side, Action::Parry)?;
            holds(b.phase == Phase::Defend(attack), "not the attack that was parried")
        }
        TableEvent::Retreated(Retreated { side, from, to, card }) => {
            played(side, Action::Retreat { card })?;
            moved(side, from, to)
        }
        TableEvent::CardsDrawn(CardsDrawn { side, count }) => {
            holds(matches!(step, MatchStep::Act { who, .. } if *who == side), "not the player who acted")?;
            holds(b.draw_pile_len.checked_sub(a.draw_pile_len) == Some(count), "not the cards that left the pile")
        }
        TableEvent::Hit(Hit { attacker }) => holds(
            a.phase == Phase::Over(RoundResult::Won { winner: attacker, reason: WinReason::Hit }),
            "not the round's end",
        ),
        TableEvent::RoundOver(RoundOver { round_number, result, ending, scores }) => {
            holds(round_number == after.round_number() && scores == a.scores, "not the round or the score")?;
            holds(ending.result == result && Some(ending) == after.round().ending(), "not the round's ending")?;
            holds(ending_seen(&ending, &a), "an ending counted from hands the view does not show")
        }
        TableEvent::MatchOver(MatchOver { winner, scores }) => {
            holds(after.phase() == MatchPhase::Over { winner } && scores == a.scores, "not the match's end")
        }
        TableEvent::RoundStarted(RoundStarted { round_number, positions, starter, duell_card }) => holds(
            round_number == after.round_number()
                && positions == [a.left_pos, a.right_pos]
                && starter == after.starter()
                && duell_card == after.duell_card(),
            "not the round dealt",
        ),
        TableEvent::Resumed(_) => Err("a server never resumes a client's match".into()),
    }
}

/// The history of the server's room that `client` sits in, while the server holds it.
fn room_history(server: &mut App, client: &App) -> Option<MatchHistory> {
    let seat = seat(client)?;
    let world = server.world_mut();
    let mut rooms = world.query::<(&Room, &Referee)>();
    rooms.iter(world).find(|(r, _)| *r.code() == seat.room).map(|(_, referee)| referee.history().clone())
}

/// What a server may send of a table is the one [`Watch`] checks: no entity is replicated
/// (bevy_replicon's rules are empty), and a table travels as a [`SeatView`] (whole, or its
/// changes), whose every part the watch holds against the server's match. A part added to
/// what is sent does not compile here until it is named, nor pass until it is checked.
fn sent_components_are_watched(app: &App) {
    use bevy_replicon::shared::replication::rules::ReplicationRules;
    let world = app.world();
    let rules = world.resource::<ReplicationRules>();
    assert_eq!(rules.iter().count(), 0, "no entity is replicated: a table travels as each seat may see it");
    let parts = |view: &SeatView| {
        // Every field: the state and the deck (the table), the fencers and scores, the hands,
        // the room — the Sight's fields, each checked in `Watch::check`.
        let SeatView { state, deck, fencers, scores, hands, room } = view;
        (state.clone(), *deck, room.clone(), *fencers, *scores, *hands)
    };
    let _ = parts;
}

fn rule_sets() -> Vec<(&'static str, RuleSet)> {
    vec![
        ("basic", RuleSet::for_level(Level::Basic)),
        ("standard", RuleSet::for_level(Level::Standard)),
        ("advanced", RuleSet::for_level(Level::Advanced)),
        ("duell", RuleSet::duell(false)),
        ("duell with its special cards", RuleSet::duell(true)),
    ]
}

#[test]
fn whole_matches_of_every_level_over_loopback_keep_each_hand_with_its_owner() {
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    // Every computer level plays at least once; the search levels on a small budget.
    let levels = ["random", "beginner", "easy", "normal", "hard:150", "expert:150", "reflex"];
    let sets = rule_sets();
    let mut shown = Shown::default();
    for i in 0..levels.len().max(sets.len()) {
        let (name, rules) = sets[i % sets.len()];
        let pair_levels = [levels[i % levels.len()], levels[(i + 3) % levels.len()]];
        let (mut a, mut b) = pair(port, rules, pair_levels, 40 + i as u64, [None, None], &mut srv);
        if i == 0 {
            sent_components_are_watched(&a);
        }
        // The server's own history of the room, kept until its match is over.
        let mut history = None;
        pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(240), |s, c| {
            if let Some(h) = room_history(s, c[0]) {
                history = Some(h);
            }
            c.iter().all(|c| c.should_exit().is_some())
        });
        let history = history.expect("the room was seen on the server");
        for (who, app) in [("A", &mut a), ("B", &mut b)] {
            assert_eq!(app.should_exit(), Some(AppExit::Success), "{name}: client {who} ended the match");
            let (wrong, seen) = app.world().resource::<Watch>().check(&history);
            assert!(wrong.is_empty(), "{name}: client {who} was sent what its view does not show: {wrong:#?}");
            assert!(seen.own > 0, "{name}: client {who} saw its own hand");
            shown.own += seen.own;
            shown.other += seen.other;
            let record = app.world().resource::<FinishedRecord>().0.clone();
            record.verify().expect("the record sent re-plays to its result");
            assert_eq!(record.rules, rules, "{name}: the record's rules");
            let world = app.world_mut();
            let match_state = world.query_filtered::<&MatchState, With<MatchEntity>>().single(world).unwrap().clone();
            let MatchPhase::Over { winner } = match_state.match_phase else { panic!("{name}: the match is over") };
            assert_eq!(winner, record.result.winner, "{name}: the winner the client saw is the record's");
        }
    }
    // The other hand was shown where the rules show it (every round that ends does).
    assert!(shown.other > 0, "the other hand was never shown, not even at a round's end");
}

/// Plays until the match has taken `n` decisions.
fn play_to(server: &mut App, a: &mut App, b: &mut App, n: usize) {
    pump(server, &mut [a, b], Duration::from_secs(60), |_, c| steps(c[0]) >= n && steps(c[1]) >= n);
}

/// Cuts a client off as a closed laptop lid would: its connection says goodbye (so the
/// server notices now, not after the transport's timeout) and the app is gone.
fn close(mut app: App) {
    if let Some(mut t) = app.world_mut().get_resource_mut::<en_garde::net::quic::QuicClient>() {
        t.disconnect();
    }
    app.update();
}

#[test]
fn a_dropped_player_is_awaited_and_takes_its_seat_back_with_its_hand() {
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let dir_b = TempDir::new();
    let rules = RuleSet::for_level(Level::Advanced);
    let (mut a, mut b) = pair(port, rules, ["easy", "random"], 7, [None, Some(&dir_b)], &mut srv);
    play_to(&mut srv, &mut a, &mut b, 12);
    let code = seat(&b).unwrap().room;
    close(b);
    let dropped = Instant::now();
    // The other player is told: waiting, with a countdown from the server's 300 s, less the
    // time since the drop (read off this test's clock, so a slow machine does not fail it).
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| {
        room_state(c[0]).is_some_and(|r| matches!(r.seats[1], SeatState::Away { .. }))
    });
    let SeatState::Away { left_s } = room_state(&mut a).unwrap().seats[1].clone() else { unreachable!() };
    let waited = u32::try_from(dropped.elapsed().as_secs()).unwrap_or(u32::MAX);
    assert!(
        left_s <= 300 && left_s.saturating_add(waited).saturating_add(1) >= 300,
        "{left_s} s left to wait, {waited} s after the drop"
    );
    // The seat is its player's token's (F03 of ../shared/breakit/server): a stranger with
    // the code and no token, or with a token of its own, is refused in words. Before, the
    // first was seated there and sent the seat's token and hand.
    let join = Want::Join { room: code.to_string() };
    let stranger = refusal(&mut srv, client(port, join.clone(), "easy", 9, None));
    assert_eq!(stranger, Refusal::Away(code.clone()).to_string());
    let forged = TempDir::new();
    std::fs::write(forged.0.join("seat.txt"), format!("{code} 12345\n")).unwrap();
    let guessed = refusal(&mut srv, client(port, join.clone(), "easy", 10, Some(&forged)));
    assert_eq!(guessed, Refusal::Away(code.clone()).to_string());
    // The seat's real token without its player's identity key (issue 26: the seat is the
    // key's too) is refused the same way.
    let copied = TempDir::new();
    std::fs::copy(dir_b.0.join("seat.txt"), copied.0.join("seat.txt")).unwrap();
    let stolen = refusal(&mut srv, client(port, join.clone(), "easy", 11, Some(&copied)));
    assert_eq!(stolen, Refusal::Away(code.clone()).to_string());
    // Started again from its data folder, the bot takes its seat back and finds its hand
    // as it was — by its identity key alone, its token lost (as when its Welcome never
    // arrived: a server killed after writing the seat, issue 27); the key is proven on
    // each connection, and the bot is told its token again.
    let kept_token = std::fs::read_to_string(dir_b.0.join("seat.txt")).unwrap();
    std::fs::remove_file(dir_b.0.join("seat.txt")).unwrap();
    let mut b = client(port, join, "random", 8, Some(&dir_b));
    back_in_its_seat_with_its_hand(&mut srv, &mut a, &mut b, &code, Side::Right);
    assert_eq!(std::fs::read_to_string(dir_b.0.join("seat.txt")).unwrap(), kept_token, "the same seat, told again");
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(120), |_, c| c.iter().all(|c| c.should_exit().is_some()));
    assert_eq!(b.should_exit(), Some(AppExit::Success));
    // The bot kept its copy of the record in its own records.
    let (records, _) = en_garde::persist::record::list(&dir_b.paths());
    assert_eq!(records.len(), 1, "one record in the bot's folder");
    records[0].record.verify().unwrap();
    // Out when the match ended, a player comes back with its token and still gets the
    // record (F12 of ../shared/breakit/server: the room was gone at once — "there is no
    // room" — and the record lost to that player).
    let dir_c = TempDir::new();
    std::fs::copy(dir_b.0.join("seat.txt"), dir_c.0.join("seat.txt")).unwrap();
    std::fs::copy(dir_b.0.join("identity.key"), dir_c.0.join("identity.key")).unwrap();
    let mut c = client(port, Want::Join { room: code.to_string() }, "random", 9, Some(&dir_c));
    pump(&mut srv, &mut [&mut c], Duration::from_secs(30), |_, c| c[0].should_exit().is_some());
    assert_eq!(c.should_exit(), Some(AppExit::Success), "{}", describe(&mut c));
    let (late, _) = en_garde::persist::record::list(&dir_c.paths());
    assert_eq!(late.len(), 1, "the record, for the player back after the end");
    assert_eq!(late[0].record, records[0].record);
}

/// `back`, a client come back to room `code`, holds the seat of `side` again and `other`
/// sees it there; the first time its table is at the server's step (the other player may
/// move meanwhile) its hand is the server's hand of that seat.
fn back_in_its_seat_with_its_hand(srv: &mut App, other: &mut App, back: &mut App, code: &RoomCode, side: Side) {
    pump(srv, &mut [&mut *other, &mut *back], Duration::from_secs(20), |_, c| {
        seat(c[1]).is_some()
            && link(c[1]) == Link::Seated
            && room_state(c[0]).is_some_and(|r| r.seats[side.index()] == SeatState::Here)
    });
    assert_eq!(seat(back).unwrap().side, side, "the same seat");
    let mut hands = None;
    pump(srv, &mut [other, back], Duration::from_secs(20), |s, c| {
        let room = s.world().resource::<Rooms>().get(code).expect("the room is open");
        let history = s.world().get::<Referee>(room).unwrap().history();
        if table_steps(c[1]) != Some(history.steps().len()) {
            return false;
        }
        let truth = *history.replay().expect("the server's history re-plays").round().hand(side);
        hands = Some((hand_shown(c[1], side), truth));
        true
    });
    let (shown, truth) = hands.expect("the client caught up with the server");
    assert_eq!(shown, Some(truth), "the hand back is the seat's hand");
}

/// The away timeout running out (`--away-timeout`): the other player's room counts down
/// to 0 and its screen then says the dropped player has not come back; the match is kept,
/// and the dropped player, back after the wait, takes its seat with its hand and the match
/// ends with a record that re-plays.
#[test]
fn a_player_back_after_the_away_timeout_takes_its_seat_and_the_match_ends() {
    let mut srv = server_with(ServerOptions { away_timeout_s: 2, ..options(None, 0) });
    let port = port_of(&srv);
    let dir_b = TempDir::new();
    let rules = RuleSet::for_level(Level::Standard);
    let (mut a, mut b) = pair(port, rules, ["easy", "random"], 17, [None, Some(&dir_b)], &mut srv);
    play_to(&mut srv, &mut a, &mut b, 8);
    let code = seat(&b).unwrap().room;
    close(b);
    let dropped = Instant::now();
    // What A's screen says as the server counts down: each second left, with its words.
    let lang = Lang::new(Language::English);
    let mut told: Vec<(u32, Vec<(String, bool)>)> = Vec::new();
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| {
        let room = room_state(c[0]);
        if let Some(SeatState::Away { left_s }) = room.as_ref().map(|r| r.seats[1].clone())
            && told.last().is_none_or(|(l, _)| *l != left_s)
        {
            let words = status_lines(&link(c[0]), seat(c[0]).as_ref(), room.as_ref(), None, &lang);
            told.push((left_s, words.lines));
        }
        told.last().is_some_and(|(l, _)| *l == 0)
    });
    let left: Vec<u32> = told.iter().map(|(l, _)| *l).collect();
    assert!(left[0] == 2 && left.windows(2).all(|w| w[0] > w[1]), "counted down from 2 s: {left:?}");
    assert!(dropped.elapsed() >= Duration::from_secs(2), "the wait was the server's 2 s");
    for (l, lines) in &told[..told.len() - 1] {
        let waiting = en_garde::tr!(lang, "online-opponent-away", time = format!("0:{l:02}"));
        assert_eq!(lines, &vec![(waiting, true)], "A's screen with {l} s left");
    }
    let gone = lang.get("online-opponent-gone");
    assert_eq!(gone, "Your opponent has not come back. The match is kept on the server.");
    assert_eq!(told[told.len() - 1].1, vec![(gone, true)], "A's screen once the wait is over");
    // The match is kept: the room stays, its seat waits on.
    for _ in 0..50 {
        frame(&mut srv, &mut [&mut a]);
    }
    assert!(srv.world().resource::<Rooms>().get(&code).is_some(), "the room is kept");
    assert_eq!(room_state(&mut a).unwrap().seats[1], SeatState::Away { left_s: 0 });
    // Back after the wait, from its data folder (its token).
    let mut b = client(port, Want::Join { room: code.to_string() }, "random", 18, Some(&dir_b));
    back_in_its_seat_with_its_hand(&mut srv, &mut a, &mut b, &code, Side::Right);
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(120), |_, c| c.iter().all(|c| c.should_exit().is_some()));
    assert_eq!(a.should_exit(), Some(AppExit::Success));
    assert_eq!(b.should_exit(), Some(AppExit::Success));
    b.world().resource::<FinishedRecord>().0.verify().expect("the record sent re-plays");
    let (records, _) = en_garde::persist::record::list(&dir_b.paths());
    assert_eq!(records.len(), 1, "one record in B's folder");
    records[0].record.verify().unwrap();
}

#[test]
fn a_server_stopped_and_started_again_resumes_its_rooms() {
    let data = TempDir::new();
    let mut srv = server(Some(data.paths()), 0);
    let port = port_of(&srv);
    let rules = RuleSet::duell(true);
    let (mut a, mut b) = pair(port, rules, ["easy", "easy"], 21, [None, None], &mut srv);
    play_to(&mut srv, &mut a, &mut b, 15);
    let code = seat(&a).unwrap().room;
    assert!(data.0.join("rooms").join(format!("{code}.ron")).is_file(), "the room is saved");
    // Ctrl-C / SIGTERM: the clients are told, the server exits.
    srv.insert_resource(StopRequested::default());
    srv.update();
    srv.update();
    assert_eq!(srv.should_exit(), Some(AppExit::Success));
    let steps = |srv: &App, room| srv.world().get::<Referee>(room).unwrap().history().steps().len();
    let at = steps(&srv, srv.world().resource::<Rooms>().get(&code).unwrap());
    drop(srv);
    pump_clients(&mut [&mut a, &mut b], |c| c.iter().all(|c| matches!(link(c), Link::Reconnecting { .. })));
    // The same port, the same folder: the room is back, and the players with it.
    let mut srv = server(Some(data.paths()), port);
    let room = srv.world().resource::<Rooms>().get(&code).expect("the room is restored");
    assert_eq!(steps(&srv, room), at, "at the step it stopped");
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(180), |_, c| c.iter().all(|c| c.should_exit().is_some()));
    for c in [&a, &b] {
        assert_eq!(c.should_exit(), Some(AppExit::Success));
    }
    // The server's own record; the finished room is kept (its file too, for a restart) for a
    // player who missed the end (F12), until it closes — the correspondence test sees it go.
    let (records, _) = en_garde::persist::record::list(&data.paths());
    assert_eq!(records.len(), 1);
    records[0].record.verify().unwrap();
    assert!(srv.world().resource::<Rooms>().get(&code).is_some(), "the finished room is kept for its players");
}

/// Issue 26, point 2: a player is known by its identity key, proven on the connection. A
/// Hello whose proof is not its key's signature over this connection's keying material
/// (another connection's, another key's, a truncated one, or a client without keying
/// material) is refused and the client dropped, known as nobody and seated nowhere; a
/// good one makes the client known by its key and opens its room.
#[test]
fn an_identity_that_fails_its_proof_is_refused() {
    let mut srv = server(None, 0);
    let me = Identity::generate().unwrap();
    let other = Identity::generate().unwrap();
    let at = |n: u8| ChannelBinding([n; 32]);
    let truncated = Proof(me.prove(&[7; 32]).0[..40].to_vec());
    let cases: Vec<(&str, Option<ChannelBinding>, Proven)> = vec![
        ("another connection's proof", Some(at(7)), Proven { key: me.public(), proof: me.prove(&[8; 32]) }),
        ("another key's proof", Some(at(7)), Proven { key: me.public(), proof: other.prove(&[7; 32]) }),
        ("a truncated proof", Some(at(7)), Proven { key: me.public(), proof: truncated }),
        ("no keying material", None, Proven { key: me.public(), proof: me.prove(&[7; 32]) }),
        ("a good proof", Some(at(7)), Proven { key: me.public(), proof: me.prove(&[7; 32]) }),
    ];
    for (i, (what, binding, identity)) in cases.into_iter().enumerate() {
        let mut e = srv.world_mut().spawn((ConnectedClient { max_size: 1200 }, NetworkId::new(7000 + i as u64)));
        if let Some(b) = binding {
            e.insert(b);
        }
        let fake = e.id();
        let hello = Hello {
            version: NET_VERSION,
            identity,
            want: Want::Create { rules: RuleSet::for_level(Level::Basic) },
            player: Controller::Human { name: "Ann".into() },
            token: None,
        };
        srv.world_mut().trigger(FromClient { client_id: ClientId::Client(fake), message: hello });
        srv.update();
        let requests = srv.world().resource::<Messages<DisconnectRequest>>();
        let dropped = requests.get_cursor().read(requests).any(|r| r.client == fake);
        let known = srv.world().get_entity(fake).ok().and_then(|e| e.get::<KnownAs>().map(|k| k.0));
        let seated = srv.world().get_entity(fake).is_ok_and(|e| e.contains::<Seat>());
        if what == "a good proof" {
            assert!(!dropped && seated, "{what}: its room opened, it sits in it");
            assert_eq!(known, Some(me.public()), "{what}: known by its key");
        } else {
            assert!(dropped && !seated, "{what}: refused and dropped");
            assert_eq!(known, None, "{what}: not known as anyone");
        }
    }
    assert_eq!(
        Refusal::BadIdentity.to_string(),
        "the server could not confirm your identity key; connect again",
        "said in words"
    );
}

fn pump_clients(clients: &mut [&mut App], mut done: impl FnMut(&mut [&mut App]) -> bool) {
    let start = Instant::now();
    while !done(clients) {
        assert!(start.elapsed() < Duration::from_secs(20), "clients did not notice");
        for c in clients.iter_mut() {
            c.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// A client whose connection ends with the server's refusal; returns the sentence.
fn refusal(server: &mut App, mut c: App) -> String {
    pump(server, &mut [&mut c], Duration::from_secs(20), |_, c| matches!(link(c[0]), Link::Refused(_)));
    let Link::Refused(why) = link(&c) else { unreachable!() };
    let why = why.to_string();
    // The bot stops, with its own exit code.
    pump(server, &mut [&mut c], Duration::from_secs(5), |_, c| c[0].should_exit().is_some());
    assert_eq!(c.should_exit(), Some(AppExit::from_code(3)));
    why
}

#[test]
fn clients_that_cannot_be_seated_are_told_why_in_words() {
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let (mut a, mut b) = pair(port, RuleSet::for_level(Level::Basic), ["easy", "easy"], 3, [None, None], &mut srv);
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(20), |_, c| seat(c[1]).is_some());
    let code = seat(&a).unwrap().room.to_string();

    let full = refusal(&mut srv, client(port, Want::Join { room: code.clone() }, "easy", 5, None));
    assert_eq!(full, format!("room {code} already has two players"));
    let unknown = refusal(&mut srv, client(port, Want::Join { room: "ZZZZ22".into() }, "easy", 5, None));
    assert!(unknown.contains("there is no room ZZZZ22"), "{unknown}");
    // Typed in lower case with a dash, a code still reads; one with an O does not.
    let bad = refusal(&mut srv, client(port, Want::Join { room: "kq-o22a".into() }, "easy", 5, None));
    assert!(bad.contains("'O' is not in a room code"), "{bad}");
    let mut other = client(port, Want::Join { room: code.to_lowercase() }, "easy", 5, None);
    other.world_mut().resource_mut::<ClientOptions>().version = NET_VERSION + 1;
    let version = refusal(&mut srv, other);
    assert!(
        version.contains(&format!("version {NET_VERSION} of En Garde and this game version {}", NET_VERSION + 1)),
        "{version}"
    );
    let mut bad_rules = RuleSet::for_level(Level::Standard);
    bad_rules.target_score = 40;
    let rules = refusal(&mut srv, client(port, Want::Create { rules: bad_rules }, "easy", 5, None));
    assert!(rules.contains("target score must be 1..=15, not 40"), "{rules}");
    // The hand size too (RuleSet::validate, the rules' own check).
    let mut bad_hand = RuleSet::for_level(Level::Standard);
    bad_hand.hand_size = 0;
    let hand = refusal(&mut srv, client(port, Want::Create { rules: bad_hand }, "easy", 5, None));
    assert!(hand.contains("hand size must be 1..=10, not 0"), "{hand}");
    // Every name a client sends is checked, whichever kind of player it says it is, and
    // none can forge a line or hide itself where it is printed (F07 of
    // ../shared/breakit/server: a Remote's name skipped the check, and bidirectional
    // overrides and zero-width names passed it).
    for (player, what) in [
        (
            Controller::Remote { name: "Eve\n2026-12-02T00:00:00Z room ABCDEF: Eve won 5-0\x1b[2J".into() },
            "a forged line",
        ),
        (Controller::Remote { name: String::new() }, "an empty name"),
        (Controller::Human { name: "Eve\u{202E}evE".into() }, "a right-to-left override"),
        (Controller::Human { name: "\u{200B}\u{200B}".into() }, "only zero-width spaces"),
        (Controller::Human { name: "x".repeat(900) }, "900 characters"),
    ] {
        let mut c = client(port, Want::Create { rules: RuleSet::for_level(Level::Basic) }, "easy", 6, None);
        c.world_mut().resource_mut::<ClientOptions>().player = player;
        assert_eq!(refusal(&mut srv, c), Refusal::BadName.to_string(), "{what}");
    }
    for name in ["Zoë", "李 小龍", "Ada Lovelace", "O'Brien-Smith"] {
        assert!(en_garde::net::protocol::name_ok(name), "{name}");
    }
    // The seated players were not disturbed.
    assert_eq!(link(&a), Link::Seated);
    assert_eq!(link(&b), Link::Seated);
}

/// A seat held by a connection is not taken from it (F12 of ../shared/breakit/server: two
/// clients with one token — a copied seat file — took the seat from each other every
/// second): the second is refused as in use and keeps trying, the holder keeps the seat,
/// and once the holder has gone the second takes it.
#[test]
fn a_seat_held_by_a_connection_is_not_taken_by_another_with_its_token() {
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let dir_b = TempDir::new();
    let rules = RuleSet::for_level(Level::Advanced);
    let (mut a, mut b) = pair(port, rules, ["easy", "random"], 7, [None, Some(&dir_b)], &mut srv);
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(20), |_, c| seat(c[1]).is_some());
    // The holder stops playing (the match waits for it) but stays connected.
    b.world_mut().remove_resource::<NetBot>();
    let code = seat(&b).unwrap().room;
    let twin_dir = TempDir::new();
    std::fs::copy(dir_b.0.join("seat.txt"), twin_dir.0.join("seat.txt")).unwrap();
    // The same player (its token and its identity) on a second connection.
    std::fs::copy(dir_b.0.join("identity.key"), twin_dir.0.join("identity.key")).unwrap();
    let mut twin = client(port, Want::Join { room: code.to_string() }, "random", 8, Some(&twin_dir));
    let start = Instant::now();
    pump(&mut srv, &mut [&mut a, &mut b, &mut twin], Duration::from_secs(20), |_, c| {
        assert_ne!(link(c[2]), Link::Seated, "the twin took the seat");
        assert_eq!(link(c[1]), Link::Seated, "the seat's holder lost it");
        start.elapsed() > Duration::from_secs(4)
    });
    assert!(!matches!(link(&twin), Link::Refused(_)), "the twin keeps trying: {:?}", link(&twin));
    // The holder goes: the twin takes the seat.
    close(b);
    pump(&mut srv, &mut [&mut a, &mut twin], Duration::from_secs(20), |_, c| link(c[1]) == Link::Seated);
    assert_eq!(seat(&twin).unwrap().side, Side::Right);
}

/// A room whose step cannot be saved (a full disk, a folder gone) takes no other step until
/// it can be saved, then goes on and ends once, with one record (F08 of
/// ../shared/breakit/server: with the disk full the match played on unsaved, and after a
/// restart it was played again from the last saved step — two records, two results).
#[test]
fn a_match_that_cannot_be_saved_waits_until_it_can() {
    let data = TempDir::new();
    let mut srv = server(Some(data.paths()), 0);
    let port = port_of(&srv);
    let (mut a, mut b) = pair(port, RuleSet::for_level(Level::Basic), ["easy", "random"], 5, [None, None], &mut srv);
    play_to(&mut srv, &mut a, &mut b, 4);
    // The rooms folder becomes a file: no save can succeed.
    let rooms_dir = data.0.join("rooms");
    let away = data.0.join("rooms.away");
    std::fs::rename(&rooms_dir, &away).unwrap();
    std::fs::write(&rooms_dir, "not a folder").unwrap();
    let code = seat(&a).unwrap().room;
    let room = srv.world().resource::<Rooms>().get(&code).unwrap();
    let server_steps = |srv: &App| srv.world().get::<Referee>(room).unwrap().history().steps().len();
    let at = server_steps(&srv);
    let start = Instant::now();
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(20), |_, _| start.elapsed() > Duration::from_secs(3));
    let waited = server_steps(&srv);
    assert!(waited <= at + 1, "the match waits: {waited} steps, {at} when saving stopped");
    assert_eq!(link(&a), Link::Seated, "the players are not dropped meanwhile");
    assert_eq!(link(&b), Link::Seated, "the players are not dropped meanwhile");
    // The folder is back: the room is saved again and the match goes on to its end.
    std::fs::remove_file(&rooms_dir).unwrap();
    std::fs::rename(&away, &rooms_dir).unwrap();
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(120), |_, c| c.iter().all(|c| c.should_exit().is_some()));
    assert_eq!(a.should_exit(), Some(AppExit::Success));
    assert_eq!(b.should_exit(), Some(AppExit::Success));
    let (records, _) = en_garde::persist::record::list(&data.paths());
    assert_eq!(records.len(), 1, "one record of the match");
    records[0].record.verify().unwrap();
    assert!(records[0].record.steps.len() > waited, "the match went on after the wait");
}

/// A room nobody is in for the away timeout — opened and left, or left by both players —
/// is closed, its file removed and its code no longer known, so that such rooms never fill
/// the server (F06 of ../shared/breakit/server: they were kept, saved and restored for
/// ever, and three of them filled `--max-rooms 3` for good).
#[test]
fn rooms_nobody_is_in_are_closed_after_the_away_timeout() {
    let data = TempDir::new();
    let mut srv = server_with(ServerOptions { away_timeout_s: 1, max_rooms: 1, ..options(Some(data.paths()), 0) });
    let port = port_of(&srv);
    let basic = RuleSet::for_level(Level::Basic);
    let mut a = client(port, Want::Create { rules: basic }, "easy", 41, None);
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    let code = seat(&a).unwrap().room;
    let file = data.0.join("rooms").join(format!("{code}.ron"));
    assert!(file.is_file(), "the room is saved");
    close(a);
    pump(&mut srv, &mut [], Duration::from_secs(20), |s, _| s.world().resource::<Rooms>().is_empty());
    assert!(!file.exists(), "the abandoned room's file is gone");
    // The server's one room is free again, and the old code is unknown.
    let mut b = client(port, Want::Create { rules: basic }, "easy", 42, None);
    pump(&mut srv, &mut [&mut b], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    let why = refusal(&mut srv, client(port, Want::Join { room: code.to_string() }, "easy", 43, None));
    assert!(why.contains(&format!("there is no room {code}")), "{why}");
}

/// The room limit (`--max-rooms`): a server that holds as many rooms as it may refuses a
/// new one in words and still seats a player joining a room it holds; once a room's match
/// is over it counts no more, and a new one opens.
#[test]
fn a_full_server_refuses_a_new_room_in_words_until_one_is_freed() {
    let mut srv = server_with(ServerOptions { max_rooms: 2, ..options(None, 0) });
    let port = port_of(&srv);
    let mut quick = RuleSet::for_level(Level::Basic);
    quick.target_score = 1;
    let mut a1 = client(port, Want::Create { rules: quick }, "easy", 31, None);
    pump(&mut srv, &mut [&mut a1], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    let mut a2 = client(port, Want::Create { rules: quick }, "easy", 32, None);
    pump(&mut srv, &mut [&mut a1, &mut a2], Duration::from_secs(20), |_, c| seat(c[1]).is_some());
    assert_eq!(srv.world().resource::<Rooms>().len(), 2);
    let why = refusal(&mut srv, client(port, Want::Create { rules: quick }, "easy", 33, None));
    assert_eq!(why, Refusal::TooManyRooms.to_string());
    assert_eq!(why, "the server is full; try again later");
    // Full, the server still seats a player in a room it holds. This one does not accept
    // the rules, so that the second room's match never starts and the room stays.
    let code2 = seat(&a2).unwrap().room;
    let mut b2 = client(port, Want::Join { room: code2.to_string() }, "easy", 34, None);
    b2.world_mut().remove_resource::<NetBot>();
    pump(&mut srv, &mut [&mut a1, &mut a2, &mut b2], Duration::from_secs(20), |_, c| seat(c[2]).is_some());
    assert_eq!(seat(&b2).unwrap().side, Side::Right);
    // The first room's match is played out, its players leave, and the room is freed.
    let code1 = seat(&a1).unwrap().room;
    let mut b1 = client(port, Want::Join { room: code1.to_string() }, "random", 35, None);
    pump(&mut srv, &mut [&mut a1, &mut b1, &mut a2, &mut b2], Duration::from_secs(60), |_, c| {
        c[0].should_exit().is_some() && c[1].should_exit().is_some()
    });
    assert_eq!(a1.should_exit(), Some(AppExit::Success), "the first room's match was played out");
    close(a1);
    close(b1);
    // Its match over, the first room counts against the limit no more (it is kept a while
    // for a player who was out at the end, F12, and answers only with its record).
    pump(&mut srv, &mut [&mut a2, &mut b2], Duration::from_secs(20), |s, _| s.world().resource::<Rooms>().len() == 1);
    assert!(srv.world().resource::<Rooms>().get(&code1).is_some(), "kept for its record");
    let mut c = client(port, Want::Create { rules: quick }, "easy", 36, None);
    pump(&mut srv, &mut [&mut a2, &mut b2, &mut c], Duration::from_secs(20), |_, c| seat(c[2]).is_some());
    assert_eq!(srv.world().resource::<Rooms>().len(), 2, "the second room and the new one");
    assert_eq!((link(&a2), link(&b2)), (Link::Seated, Link::Seated), "the second room's players stayed");
}

#[test]
fn a_step_the_rules_refuse_is_declined_with_the_rules_reason_and_changes_nothing() {
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let (mut a, mut b) = pair(port, RuleSet::for_level(Level::Advanced), ["easy", "easy"], 9, [None, None], &mut srv);
    // Neither bot plays: this test speaks for them.
    a.world_mut().remove_resource::<NetBot>();
    b.world_mut().remove_resource::<NetBot>();
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(20), |_, c| {
        seat(c[1]).is_some() && steps(c[0]) == 0 && room_state(c[0]).is_some()
    });
    let send = |app: &mut App, step: NetStep, steps: usize| {
        app.world_mut().commands().client_trigger(Act { step, steps });
        app.world_mut().flush();
    };
    let declined = |srv: &mut App, app: &mut App| {
        pump(srv, &mut [app], Duration::from_secs(10), |_, c| c[0].world().resource::<LastDeclined>().0.is_some());
        app.world_mut().resource_mut::<LastDeclined>().0.take().unwrap()
    };
    // Before the other player accepted the rules.
    send(&mut a, NetStep::Act(Action::Move { dir: Dir::Back, card: 1 }), 0);
    assert_eq!(declined(&mut srv, &mut a), "the match starts when both players have accepted its rules");
    send(&mut b, NetStep::Accept, 0);
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(10), |_, c| {
        room_state(c[0]).is_some_and(|r| r.accepted == [true; 2])
    });
    let left_starts = {
        let world = a.world_mut();
        world.query_filtered::<&MatchState, With<MatchEntity>>().single(world).unwrap().decider
    };
    let (mover, waiter) = if left_starts == Some(Side::Left) { (&mut a, &mut b) } else { (&mut b, &mut a) };
    // The other side's turn: the rules' reason, naming its rule.
    send(waiter, NetStep::Act(Action::Move { dir: Dir::Back, card: 1 }), 0);
    let why = declined(&mut srv, waiter);
    assert!(why.contains("R"), "a rule is named: {why}");
    // A card that does not exist (R1.2): the rules' own refusal.
    send(mover, NetStep::Act(Action::Move { dir: Dir::Forward, card: 9 }), 0);
    let why = declined(&mut srv, mover);
    assert!(why.contains("R1.2") || why.contains("R4"), "{why}");
    // A request for a position that has moved on.
    send(mover, NetStep::Act(Action::Move { dir: Dir::Back, card: 1 }), 3);
    assert_eq!(declined(&mut srv, mover), "the match has moved on since; choose again");
    assert_eq!(steps(mover), 0, "nothing changed");
}

#[test]
fn hostile_clients_are_dropped_and_no_input_panics_the_server() {
    use rand::{Rng, RngExt, SeedableRng};
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let (mut a, mut b) =
        pair(port, RuleSet::for_level(Level::Standard), ["easy", "random"], 13, [None, None], &mut srv);
    play_to(&mut srv, &mut a, &mut b, 4);
    let mut rng = en_garde::rules::matchplay::MatchRng::seed_from_u64(99);
    let channels = srv.world().resource::<RepliconChannels>().client_channels().len();
    // Fake connected clients whose bytes are fed to the server as if they had arrived.
    let fakes: Vec<Entity> = (0..8u64)
        .map(|i| srv.world_mut().spawn((ConnectedClient { max_size: 1200 }, NetworkId::new(900 + i))).id())
        .collect();
    for round in 0..400 {
        for &fake in &fakes {
            if srv.world().get_entity(fake).is_err() {
                continue;
            }
            let n = rng.random_range(0..4);
            for _ in 0..n {
                let len = if rng.random_range(0..20) == 0 { 2000 } else { rng.random_range(0..64) };
                let mut bytes = vec![0u8; len];
                rng.fill_bytes(&mut bytes);
                let channel = rng.random_range(0..channels);
                srv.world_mut().resource_mut::<ServerMessages>().insert_received(fake, channel, bytes);
            }
        }
        // Well-formed but hostile: steps before a Hello, Hellos with odd fields.
        if round % 50 == 0 {
            let fake = fakes[round / 50 % fakes.len()];
            if srv.world().get_entity(fake).is_ok() {
                let client_id = ClientId::Client(fake);
                srv.world_mut()
                    .trigger(FromClient { client_id, message: Act { step: NetStep::NextRound, steps: usize::MAX } });
                let name = "x".repeat(rng.random_range(0..80));
                let me = Identity::generate().unwrap();
                let proof = me.prove(&[rng.random_range(0..=255u8); 32]);
                let hello = Hello {
                    version: NET_VERSION,
                    identity: Proven { key: me.public(), proof },
                    want: Want::Join { room: name.clone() },
                    player: Controller::Human { name },
                    token: Some(rng.next_u64()),
                };
                srv.world_mut().trigger(FromClient { client_id, message: hello });
            }
        }
        frame(&mut srv, &mut [&mut a, &mut b]);
    }
    // Garbage on the channels of the game's own messages, oversized and flooding clients
    // were dropped.
    let dropped = srv.world().resource::<en_garde::net::server::Traffic>().dropped();
    assert!(dropped >= 4, "{dropped} clients dropped");
    // One small message on the Hello channel that does not decode is enough.
    let hello = srv
        .world()
        .resource::<bevy_replicon::shared::message::registry::RemoteMessageRegistry>()
        .client_event_channel::<Hello>()
        .unwrap();
    let fake = srv.world_mut().spawn((ConnectedClient { max_size: 1200 }, NetworkId::new(999))).id();
    srv.world_mut().resource_mut::<ServerMessages>().insert_received(fake, hello, vec![0xFF; 8]);
    frame(&mut srv, &mut [&mut a, &mut b]);
    assert_eq!(srv.world().resource::<en_garde::net::server::Traffic>().dropped(), dropped + 1, "garbage is dropped");
    // The real match went on undisturbed and ends.
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(120), |_, c| c.iter().all(|c| c.should_exit().is_some()));
    assert_eq!(a.should_exit(), Some(AppExit::Success));
    assert_eq!(b.should_exit(), Some(AppExit::Success));
}

#[test]
fn one_address_holds_at_most_its_share_of_connections_and_rooms() {
    let mut srv = server_with(ServerOptions { max_per_address: 2, ..options(None, 0) });
    let port = port_of(&srv);
    let rules = RuleSet::for_level(Level::Standard);
    let mut a = client(port, Want::Create { rules }, "random", 1, None);
    let mut b = client(port, Want::Create { rules }, "random", 2, None);
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(20), |_, c| c.iter().all(|c| seat(c).is_some()));
    // A third connection from the same address is refused by the transport, and keeps
    // trying.
    let join_a = Want::Join { room: seat(&a).unwrap().room.to_string() };
    let mut c = client(port, join_a, "random", 3, None);
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(3) {
        frame(&mut srv, &mut [&mut a, &mut b, &mut c]);
    }
    assert!(seat(&c).is_none(), "a third connection from one address was seated");
    assert_eq!(srv.world_mut().query::<&ConnectedClient>().iter(srv.world()).count(), 2);
    // One leaves: the third connection is let in, and joins that room.
    close(a);
    pump(&mut srv, &mut [&mut b, &mut c], Duration::from_secs(20), |_, c| seat(c[1]).is_some());
    // The address's two rooms are still open (one waits for its player): a third room
    // from it is refused in words.
    close(c);
    let why = refusal(&mut srv, client(port, Want::Create { rules }, "random", 4, None));
    assert_eq!(why, Refusal::RoomsFromAddress { most: 2 }.to_string());
}

#[test]
fn a_client_that_says_nothing_is_dropped_after_a_few_seconds() {
    use en_garde::net::server::HELLO_WITHIN;
    let mut srv = server(None, 0);
    // A connection that never says who it is (F04: such connections held their places
    // for ever): replicon's connected client without a Hello.
    let silent = srv.world_mut().spawn((ConnectedClient { max_size: 1200 }, NetworkId::new(4242))).id();
    let start = Instant::now();
    while srv.world().get_entity(silent).is_ok() {
        assert!(start.elapsed() < HELLO_WITHIN + Duration::from_secs(3), "still connected after {:?}", start.elapsed());
        frame(&mut srv, &mut []);
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(start.elapsed() >= HELLO_WITHIN, "dropped before its time: {:?}", start.elapsed());
}

/// A copy of the game without a window (the game's flow, choices, saving), with network
/// play, its files in `dir`.
fn game(dir: &TempDir) -> App {
    let mut app = App::new();
    app.insert_resource(en_garde::game::storage::DataDir(dir.paths()));
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin)).add_plugins(en_garde::app::headless_plugins);
    en_garde::net::stack::add_networking(&mut app);
    app.add_plugins((
        en_garde::net::client::plugin,
        en_garde::net::online::plugin,
        en_garde::net::correspondence::plugin,
    ));
    app.finish();
    app.cleanup();
    app.update();
    app
}

/// What a person at a copy of the game does, through the messages the UI writes: the
/// rules accepted, the first legal action of the choices the panels offer, "Next round",
/// a D3 card.
fn person(app: &mut App, last: &mut Option<(usize, u8)>) {
    use en_garde::game::flow::FlowRequest;
    use en_garde::game::{ActionRequested, Choices, MatchRequest};
    use en_garde::net::online::OnlineRequest;
    let Some(seat) = seat(app) else { return };
    let Some(room) = room_state(app) else { return };
    let world = app.world_mut();
    let Some(match_state) = world.query_filtered::<&MatchState, With<MatchEntity>>().iter(world).next().cloned() else {
        return;
    };
    let key = |n: u8| Some((match_state.steps, n));
    if !room.accepted[seat.side.index()] {
        if *last != key(0) {
            world.write_message(OnlineRequest::Accept);
            *last = key(0);
        }
        return;
    }
    match match_state.match_phase {
        MatchPhase::RoundOver(_) if !room.ready[seat.side.index()] && *last != key(1) => {
            world.write_message(FlowRequest::NextRound);
            *last = key(1);
        }
        MatchPhase::ChooseDuellCard { chooser } if chooser == seat.side && *last != key(2) => {
            world.write_message(MatchRequest::ChooseDuellCard { side: chooser, card: en_garde::rules::DuellCard::D5 });
            *last = key(2);
        }
        MatchPhase::Playing if *last != key(3) => {
            let choices = world.resource::<Choices>();
            let first = choices.legal().next().map(|c| c.action);
            if let (Some((side, at)), Some(action)) = (choices.decision, first)
                && at == match_state.steps
            {
                world.write_message(ActionRequested { side, action });
                *last = key(3);
            }
        }
        _ => {}
    }
}

#[test]
fn two_copies_of_the_game_play_a_whole_match_through_a_server() {
    use en_garde::net::online::OnlineRequest;
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let (dir_a, dir_b) = (TempDir::new(), TempDir::new());
    let (mut a, mut b) = (game(&dir_a), game(&dir_b));
    let rules = RuleSet::duell(true);
    en_garde::net::online::connect(
        a.world_mut(),
        SocketAddr::from(([127, 0, 0, 1], port)),
        Want::Create { rules },
        "Ada".into(),
        None,
    );
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    let code = seat(&a).unwrap().room.to_string();
    // The other copy joins as its set-up's Join does, the code typed in lower case.
    b.world_mut().write_message(OnlineRequest::Join {
        address: format!("127.0.0.1:{port}"),
        code: code.to_lowercase(),
        name: "Bea".into(),
    });
    let (mut la, mut lb) = (None, None);
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(300), |_, c| {
        person(c[0], &mut la);
        person(c[1], &mut lb);
        c.iter_mut().all(|app| app.world().get_resource::<FinishedRecord>().is_some())
    });
    for (app, dir, me, other) in [(&mut a, &dir_a, "Ada", "Bea"), (&mut b, &dir_b, "Bea", "Ada")] {
        let screen = *app.world().resource::<State<en_garde::game::screens::Screen>>().get();
        assert_eq!(screen, en_garde::game::screens::Screen::Match);
        // Each copy kept the record in its own records, the seats as it saw them.
        pump(&mut srv, &mut [&mut *app], Duration::from_secs(5), |_, _| {
            !en_garde::persist::record::list(&dir.paths()).0.is_empty()
        });
        let (records, _) = en_garde::persist::record::list(&dir.paths());
        assert_eq!(records.len(), 1, "{me}'s records");
        let r = &records[0].record;
        r.verify().unwrap();
        let names: Vec<String> = r.players.iter().map(|c| c.display_name()).collect();
        assert!(names.contains(&me.to_string()) && names.contains(&other.to_string()), "{names:?}");
        assert!(
            r.players.iter().any(|c| matches!(c, Controller::Remote { .. })),
            "the other player is at another computer"
        );
    }
}

/// A person's game (not a bot) whose connection drops mid-match while the game runs on:
/// it says it is reconnecting and the opponent's room shows it away; it reconnects by
/// itself (within `client::retry_delay`) to the same seat and side, its hand the server's hand of
/// that seat and its table at the server's step, and the match ends with the record in the
/// person's Replays.
#[test]
fn a_persons_game_that_loses_its_connection_reconnects_by_itself_and_finishes() {
    use en_garde::net::online::OnlineRequest;
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let (dir_a, dir_b) = (TempDir::new(), TempDir::new());
    let (mut a, mut b) = (game(&dir_a), game(&dir_b));
    let rules = RuleSet::for_level(Level::Advanced);
    let server_at = SocketAddr::from(([127, 0, 0, 1], port));
    en_garde::net::online::connect(a.world_mut(), server_at, Want::Create { rules }, "Ada".into(), None);
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    let code = seat(&a).unwrap().room.to_string();
    b.world_mut().write_message(OnlineRequest::Join { address: server_at.to_string(), code, name: "Bea".into() });
    let (mut la, mut lb) = (None, None);
    // Played until it is B's to decide, from step 8 on: the connection drops then.
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(60), |_, c| {
        person(c[0], &mut la);
        if steps(c[0]) >= 8 && steps(c[1]) >= 8 && c[1].world().resource::<en_garde::game::Turn>().decider.is_some() {
            return true;
        }
        person(c[1], &mut lb);
        false
    });
    let before = seat(&b).unwrap();
    let at = table_steps(&mut b).unwrap();
    // The network goes (a cable pulled); the game runs on.
    b.world_mut().resource_mut::<en_garde::net::quic::QuicClient>().disconnect();
    let lang = Lang::new(Language::English);
    let (mut told, mut away, mut decided_while_down) = (None, false, Vec::new());
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(20), |_, c| {
        if let Link::Reconnecting { since_s } = link(c[1]) {
            // Nobody decides at B's screen while the connection is down: a move would
            // reach nobody (it used to be taken and silently dropped).
            if let Some(side) = c[1].world().resource::<en_garde::game::Turn>().decider {
                decided_while_down.push((since_s, side));
            }
            if told.is_none() {
                let words = status_lines(&link(c[1]), seat(c[1]).as_ref(), shown_room(c[1]).as_ref(), None, &lang);
                told = Some((since_s, words.lines));
            }
        }
        away |= room_state(c[0]).is_some_and(|r| matches!(r.seats[before.side.index()], SeatState::Away { .. }));
        told.is_some() && away
    });
    let (since_s, lines) = told.unwrap();
    assert_eq!(decided_while_down, vec![], "B's screen asked for a decision while reconnecting");
    assert_eq!(lines, vec![(en_garde::tr!(lang, "online-reconnecting", seconds = since_s), true)], "B's screen");
    assert!(lines[0].0.starts_with("Reconnecting…"), "{lines:?}");
    // By itself, the game takes its seat back with its hand, at the server's step.
    back_in_its_seat_with_its_hand(&mut srv, &mut a, &mut b, &before.room, before.side);
    assert_eq!(seat(&b).unwrap(), before, "the same room, side and token");
    assert!(table_steps(&mut b).unwrap() >= at, "the table goes on from the server's step");
    let stale = b.world_mut().query_filtered::<(), With<Stale>>().iter(b.world()).count();
    assert_eq!(stale, 0, "what the dropped connection left on show is gone");
    // A choice made while the connection was down went nowhere: the person chooses again.
    lb = None;
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(300), |_, c| {
        person(c[0], &mut la);
        person(c[1], &mut lb);
        c.iter().all(|app| app.world().get_resource::<FinishedRecord>().is_some())
    });
    pump(&mut srv, &mut [&mut b], Duration::from_secs(5), |_, _| {
        !en_garde::persist::record::list(&dir_b.paths()).0.is_empty()
    });
    let (records, _) = en_garde::persist::record::list(&dir_b.paths());
    assert_eq!(records.len(), 1, "Bea's records");
    records[0].record.verify().unwrap();
    assert_eq!(records[0].record.players.get(before.side), &Controller::Human { name: "Bea".into() });
}

/// Frames of `clients` only (a hosted server runs on its own thread), until `done`.
fn pump_only(clients: &mut [&mut App], limit: Duration, mut done: impl FnMut(&mut [&mut App]) -> bool) {
    let start = Instant::now();
    while !done(clients) {
        if start.elapsed() > limit {
            let states: Vec<String> = clients.iter_mut().map(|c| describe(c)).collect();
            panic!("not done within {limit:?}: {states:#?}");
        }
        for c in clients.iter_mut() {
            if c.should_exit().is_none() {
                c.update();
            }
        }
        std::thread::sleep(Duration::from_micros(500));
    }
}

#[test]
fn a_host_that_quits_and_hosts_again_takes_up_its_unfinished_match() {
    use en_garde::net::online::{Hosting, OnlineRequest};
    let dir = TempDir::new();
    let mut host = game(&dir);
    let rules = RuleSet::for_level(Level::Standard);
    host.world_mut().write_message(OnlineRequest::Host { rules, name: "Hal".into() });
    pump_only(&mut [&mut host], Duration::from_secs(20), |c| seat(c[0]).is_some());
    let code = seat(&host).unwrap().room;
    let port = host.world().resource::<Hosting>().port;
    let mut guest = client(port, Want::Join { room: code.to_string() }, "random", 4, None);
    let mut last = None;
    pump_only(&mut [&mut host, &mut guest], Duration::from_secs(30), |c| {
        person(c[0], &mut last);
        steps(c[0]) >= 6
    });
    // The host leaves (its server stops, the room saved) and its game is closed.
    host.world_mut().write_message(OnlineRequest::Leave);
    host.update();
    host.update();
    drop(host);
    // Started again on the same folder, Host takes up the same room and match.
    let mut host = game(&dir);
    host.world_mut().write_message(OnlineRequest::Host { rules: RuleSet::for_level(Level::Basic), name: "Hal".into() });
    pump_only(&mut [&mut host, &mut guest], Duration::from_secs(60), |c| {
        seat(c[0]).is_some()
            && steps(c[0]) >= 6
            && room_state(c[0]).is_some_and(|r| r.seats == [SeatState::Here, SeatState::Here])
    });
    assert_eq!(seat(&host).unwrap().room, code, "the same room");
    assert_eq!(seat(&host).unwrap().rules, rules, "the match's own rules, not the new set-up's");
    let mut last = None;
    pump_only(&mut [&mut host, &mut guest], Duration::from_secs(120), |c| {
        person(c[0], &mut last);
        c[1].should_exit().is_some()
    });
    assert_eq!(guest.should_exit(), Some(AppExit::Success), "the guest finished the match");
}

/// A server, and a copy of the game (Ada, on `dir`) connecting to it to create a room.
fn connecting(dir: &TempDir) -> (App, App) {
    let srv = server(None, 0);
    let port = port_of(&srv);
    let mut a = game(dir);
    en_garde::net::online::connect(
        a.world_mut(),
        SocketAddr::from(([127, 0, 0, 1], port)),
        Want::Create { rules: RuleSet::for_level(Level::Standard) },
        "Ada".into(),
        None,
    );
    (srv, a)
}

/// Ada starts a local match of Basic rules against the computer, as the set-up's Start does.
fn start_a_basic_match(a: &mut App) {
    let players = en_garde::ai::Players([
        Controller::Human { name: "Ada".into() },
        Controller::Computer { level: en_garde::ai::BotLevel::Random },
    ]);
    let rules = RuleSet::for_level(Level::Basic);
    a.world_mut().write_message(en_garde::game::flow::FlowRequest::StartWith { players, rules, seed: 5 });
}

/// The match on the table is the local one [`start_a_basic_match`] started, on the match
/// screen and refereed here; `not_else` says what it must not be.
fn assert_the_local_basic_match(a: &mut App, not_else: &str) {
    let world = a.world_mut();
    let refereed = world.query_filtered::<(), (With<Referee>, With<MatchEntity>)>().iter(world).count();
    assert_eq!(refereed, 1, "a local match is refereed here");
    let match_state =
        world.query_filtered::<&MatchState, With<MatchEntity>>().single(world).expect("one match on the table");
    assert_eq!(match_state.rules.level, Level::Basic, "the match started, {not_else}");
    let screen = *a.world().resource::<State<en_garde::game::screens::Screen>>().get();
    assert_eq!(screen, en_garde::game::screens::Screen::Match);
}

/// A local match started while Host or Join is still connecting (no seat yet): the
/// connection is given up, and the match on the table stays the local one. Before, the
/// seat arrived a moment later and took the table from the match the player had started.
#[test]
fn a_local_match_started_while_connecting_gives_the_connection_up() {
    let dir = TempDir::new();
    let (mut srv, mut a) = connecting(&dir);
    frame(&mut srv, &mut [&mut a]);
    assert!(seat(&a).is_none(), "not seated yet");
    start_a_basic_match(&mut a);
    // Long enough for a connection to be made and a seat given.
    let until = std::time::Instant::now() + Duration::from_secs(3);
    while std::time::Instant::now() < until {
        frame(&mut srv, &mut [&mut a]);
    }
    assert!(a.world().get_resource::<ClientOptions>().is_none(), "the connection was given up");
    assert!(seat(&a).is_none(), "no seat was taken");
    assert!(a.world().get_resource::<en_garde::game::seats::NetworkPlay>().is_none());
    assert_the_local_basic_match(&mut a, "not a network one");
}

/// Seated in network play, the player goes to the title and starts a match against the
/// computer: network play ends (the server keeps the seat) and the match on the table is
/// the new local one, which goes on. Before, the start was dropped while seated online and
/// the set-up's Start led back to the network match (found by the flow test's network
/// walks).
#[test]
fn a_local_match_started_while_seated_online_ends_network_play() {
    use en_garde::game::flow::FlowRequest;
    let dir = TempDir::new();
    let (mut srv, mut a) = connecting(&dir);
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    a.world_mut().write_message(FlowRequest::ToTitle);
    start_a_basic_match(&mut a);
    pump(&mut srv, &mut [&mut a], Duration::from_secs(10), |_, c| {
        c[0].world().get_resource::<ClientOptions>().is_none()
    });
    for _ in 0..5 {
        frame(&mut srv, &mut [&mut a]);
    }
    assert!(a.world().get_resource::<en_garde::game::seats::NetworkPlay>().is_none(), "network play ended");
    assert_the_local_basic_match(&mut a, "not the network one");
}

/// Issue 26, point 7: a seated player's emote reaches both players of its room (the sender
/// as its receipt); one sent sooner than `EMOTE_GAP_MS` after the last is dropped; a client
/// that is not seated is refused for sending one.
#[test]
fn emotes_reach_the_room_at_most_one_per_gap() {
    use bevy::ecs::system::RunSystemOnce;
    use en_garde::net::client::{Emotes, send_emote};
    use en_garde::net::protocol::{EMOTE_GAP_MS, Emote, SendEmote};
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let (mut a, mut b) = pair(port, RuleSet::for_level(Level::Basic), ["easy", "easy"], 3, [None, None], &mut srv);
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(20), |_, c| seat(c[1]).is_some());
    // Both stop playing, so that the match does not end meanwhile.
    for c in [&mut a, &mut b] {
        c.world_mut().remove_resource::<NetBot>();
    }
    let left = seat(&a).unwrap().side.index();
    let came = |c: &App| c.world().resource::<Emotes>().came[left].map(|(e, _)| e);
    let say = |c: &mut App, e: Emote| {
        c.world_mut().run_system_once(move |mut cmd: Commands| send_emote(&mut cmd, e)).unwrap()
    };
    let first = Instant::now();
    say(&mut a, Emote::GoodLuck);
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(10), |_, c| {
        came(c[0]) == Some(Emote::GoodLuck) && came(c[1]) == Some(Emote::GoodLuck)
    });
    // Too soon: dropped (pumped a second, well inside the gap).
    say(&mut a, Emote::Sorry);
    let t = Instant::now();
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(5), |_, _| t.elapsed() > Duration::from_secs(1));
    assert!(first.elapsed() < Duration::from_millis(EMOTE_GAP_MS), "the test took too long to show the gap");
    assert_eq!(came(&b), Some(Emote::GoodLuck), "an emote inside the gap is not passed on");
    // After the gap, the next one goes.
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(10), |_, _| {
        first.elapsed() > Duration::from_millis(EMOTE_GAP_MS + 100)
    });
    say(&mut a, Emote::Wow);
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(10), |_, c| came(c[1]) == Some(Emote::Wow));
    // Not seated: refused and dropped, and nobody is sent its emote.
    let fake = srv.world_mut().spawn((ConnectedClient { max_size: 1200 }, NetworkId::new(7100))).id();
    srv.world_mut().trigger(FromClient { client_id: ClientId::Client(fake), message: SendEmote(Emote::Oops) });
    srv.update();
    let requests = srv.world().resource::<Messages<DisconnectRequest>>();
    assert!(requests.get_cursor().read(requests).any(|r| r.client == fake), "an emote before a Hello drops the client");
    let t = Instant::now();
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(5), |_, _| t.elapsed() > Duration::from_millis(500));
    assert_eq!(came(&b), Some(Emote::Wow), "its emote went nowhere");
}

/// Issue 26, point 4: a network match between two proven players is rated at its end by
/// Glicko-2 (the numbers the skillratings crate gives for two new players), each player is
/// told both changes, and the server keeps the ratings in its data folder: started again, it
/// rates the next match from them.
#[test]
fn a_finished_match_is_rated_by_glicko2_and_the_ratings_are_kept() {
    use en_garde::net::client::LastRated;
    use en_garde::net::server::{PROVISIONAL_DEVIATION, Ratings};
    use skillratings::Outcomes;
    use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
    let data = TempDir::new();
    let (dir_a, dir_b) = (TempDir::new(), TempDir::new());
    let rules = RuleSet { target_score: 1, ..RuleSet::for_level(Level::Basic) };
    let key_of = |d: &TempDir| Identity::load_or_make(&d.paths().identity_file()).unwrap().0.public();
    let keys = [key_of(&dir_a), key_of(&dir_b)];
    let play = |seed: u64| -> (Side, [en_garde::net::protocol::RatingChange; 2]) {
        let mut srv = server(Some(data.paths()), 0);
        let port = port_of(&srv);
        let (mut a, mut b) = pair(port, rules, ["easy", "random"], seed, [Some(&dir_a), Some(&dir_b)], &mut srv);
        pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(180), |_, c| {
            c.iter().all(|c| c.world().resource::<LastRated>().0.is_some())
        });
        let told = [&a, &b].map(|c| c.world().resource::<LastRated>().0.unwrap());
        assert_eq!(told[0], told[1], "both players are told the same");
        assert_eq!(told[0].level, Level::Basic);
        let record = a.world().get_resource::<FinishedRecord>().expect("the record first").0.clone();
        let ratings = srv.world().resource::<Ratings>();
        for (i, k) in keys.iter().enumerate() {
            assert_eq!(ratings.get(Level::Basic, *k).rating, told[0].players[i].after, "kept as told");
        }
        (record.result.winner, told[0].players)
    };
    let (winner, first) = play(31);
    let (w, l) = (winner.index(), winner.opponent().index());
    let (want_w, want_l) = glicko2(&Glicko2Rating::new(), &Glicko2Rating::new(), &Outcomes::WIN, &Glicko2Config::new());
    assert_eq!((first[w].before, first[l].before), (1500.0, 1500.0), "new players");
    assert_eq!((first[w].after, first[l].after), (want_w.rating, want_l.rating), "Glicko-2's one-game update");
    assert!(first[w].provisional && first[w].deviation >= PROVISIONAL_DEVIATION, "provisional after one match");
    assert!(data.0.join("ratings.ron").exists(), "kept in the server's data folder");
    // A new server on the same folder rates the next match from the kept ratings.
    let (_, second) = play(32);
    for i in 0..2 {
        assert_eq!(second[i].before, first[i].after, "side {i}: the next match starts from the kept rating");
    }
    // The leaderboard (a third server on the folder, asked over the network as the Play
    // online screen and `en-garde rooms --leaders` ask): both players, the higher first,
    // with the kept ratings, the name they played under and two matches each.
    use en_garde::net::client::LeaderboardPage;
    let mut srv = server(Some(data.paths()), 0);
    let mut c = lobby_client(port_of(&srv), Want::Leaders { level: Level::Basic });
    pump(&mut srv, &mut [&mut c], Duration::from_secs(20), |_, c| {
        c[0].world().resource::<LeaderboardPage>().0.is_some()
    });
    let board = c.world().resource::<LeaderboardPage>().0.clone().unwrap();
    let mut want: Vec<f64> = second.iter().map(|r| r.after).collect();
    want.sort_by(|a, b| b.total_cmp(a));
    let got: Vec<f64> = board.leaders.iter().map(|l| l.rating).collect();
    assert_eq!((board.level, got), (Level::Basic, want), "both, the higher first");
    // Each under its own name: A played as the easy computer, B as the random one.
    for (name, i) in [("Computer (easy)", 0), ("Computer (random)", 1)] {
        let leader = board.leaders.iter().find(|l| l.name == name).unwrap_or_else(|| panic!("{name} listed"));
        assert_eq!((leader.rating, leader.matches), (second[i].after, 2), "{name}");
    }
    let lines = en_garde::cli::net::leader_lines(&board);
    assert!(lines[1].starts_with(&format!(" 1. {}  ", board.leaders[0].name)), "{lines:?}");
}

/// Issue 26, points 3 and 8: the lobby lists the server's public rooms with an open seat,
/// fifty a page, the oldest first, each with its host and rules (never a private room, nor
/// one whose seats are both taken); a client asks for a page over the network
/// (`Want::List`, as `en-garde rooms` does) and the connection ends with the answer.
#[test]
fn the_lobby_lists_public_rooms_with_an_open_seat_in_pages() {
    use en_garde::net::client::LobbyPage;
    use en_garde::net::protocol::{LOBBY_PAGE, RoomList};
    let mut srv = server_with(ServerOptions { max_rooms: 300, ..options(None, 0) });
    let port = port_of(&srv);
    let me = Identity::generate().unwrap();
    let codes = |srv: &mut App| -> std::collections::BTreeSet<RoomCode> {
        srv.world_mut().query::<&Room>().iter(srv.world()).map(|r| r.code().clone()).collect()
    };
    // Rooms opened in-process by proven clients: five private, then 120 public.
    let open = |srv: &mut App, n: u64, want: Want| {
        let fake = srv
            .world_mut()
            .spawn((ConnectedClient { max_size: 1200 }, NetworkId::new(8000 + n), ChannelBinding([9; 32])))
            .id();
        let hello = Hello {
            version: NET_VERSION,
            identity: Proven { key: me.public(), proof: me.prove(&[9; 32]) },
            want,
            player: Controller::Human { name: format!("Host {n}") },
            token: None,
        };
        srv.world_mut().trigger(FromClient { client_id: ClientId::Client(fake), message: hello });
        srv.update();
    };
    let rules = RuleSet::for_level(Level::Standard);
    for n in 0..5 {
        open(&mut srv, n, Want::Create { rules });
    }
    let private = codes(&mut srv);
    for n in 5..125 {
        open(&mut srv, n, Want::Open { rules });
    }
    let public: std::collections::BTreeSet<RoomCode> = codes(&mut srv).difference(&private).cloned().collect();
    assert_eq!((private.len(), public.len()), (5, 120));
    let page = |srv: &mut App, page: u32| -> RoomList {
        let mut c = lobby_client(port, Want::List { page });
        pump(srv, &mut [&mut c], Duration::from_secs(20), |_, c| c[0].world().resource::<LobbyPage>().0.is_some());
        c.world().resource::<LobbyPage>().0.clone().unwrap()
    };
    let first = page(&mut srv, 0);
    assert_eq!((first.page, first.pages, first.total, first.rooms.len()), (0, 3, 120, LOBBY_PAGE));
    assert_eq!(first.rooms[0].host, Controller::Human { name: "Host 5".into() }, "the oldest first");
    assert_eq!(first.rooms[0].rules, rules);
    assert_eq!(first.rooms[0].rating, Some((1500.0, true)), "a new player's provisional rating");
    let last = page(&mut srv, 2);
    assert_eq!(last.rooms.len(), 20);
    let beyond = page(&mut srv, 7);
    assert!(beyond.rooms.is_empty() && beyond.total == 120, "a page past the end is empty, not an error");
    let listed: std::collections::BTreeSet<RoomCode> =
        [&first, &page(&mut srv, 1), &last].iter().flat_map(|p| p.rooms.iter().map(|r| r.code.clone())).collect();
    assert_eq!(listed, public, "every public room once, no private one");
    // A room whose second seat is taken is listed after the open ones, to be watched.
    let taken = first.rooms[0].code.clone();
    let mut guest = client(port, Want::Join { room: taken.to_string() }, "easy", 3, None);
    pump(&mut srv, &mut [&mut guest], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    let after = page(&mut srv, 0);
    assert_eq!((after.total, after.open), (120, 119));
    assert!(after.rooms.iter().all(|r| r.code != taken && r.guest.is_none()), "open seats first");
    let played = page(&mut srv, 2).rooms.pop().expect("the last room of the list");
    assert_eq!(played.code, taken, "the room being played comes last");
    assert_eq!(played.guest, Some(Controller::Computer { level: BotLevel::Easy }), "with who plays in it");
}

/// A client of the lobby alone (no bot, no game): it asks for `want` — the list, the
/// leaderboard — and lets the connection go with the answer, as `en-garde rooms` does.
fn lobby_client(port: u16, want: Want) -> App {
    let mut c = en_garde::net::stack::headless_app();
    c.insert_resource(person_elsewhere(port, want, "Lobby")).add_plugins(en_garde::net::client::plugin);
    c.finish();
    c.cleanup();
    c
}

/// A client's options for a person `name` at the server on loopback `port`, asking for
/// `want`, with a new identity for the run and no seat file.
fn person_elsewhere(port: u16, want: Want, name: &str) -> ClientOptions {
    ClientOptions {
        server: SocketAddr::from(([127, 0, 0, 1], port)),
        want,
        player: Controller::Human { name: name.into() },
        token_file: None,
        version: NET_VERSION,
        trust: ServerTrust::default(),
        identity: Arc::new(Identity::generate().unwrap()),
    }
}

/// A spectator's app: a client that watches room `code` (`Want::Watch`), keeping what it
/// is sent ([`Watch`]) and counting the hidden cards as `en-garde watch` does.
fn spectator(port: u16, code: &RoomCode) -> App {
    let options = person_elsewhere(port, Want::Watch { room: code.to_string() }, "Spectator");
    let mut app = en_garde::net::stack::headless_app();
    app.insert_resource(options).add_plugins((en_garde::net::client::plugin, Watch::plugin, HiddenCards::plugin));
    app.finish();
    app.cleanup();
    app
}

/// Issue 26's first "done when", through one server: two copies of the game quick-pair at
/// one rule level as the Play online screen asks (someone waiting for other rules is not
/// paired with them) and their persons play a whole match; a spectator watches it — it is
/// never sent a card the rules do not show both players (R7.2; checked as the players'
/// hidden-card test checks them, and counted as `en-garde watch` counts), cannot act and
/// is told why, and the players see that one watches — both ratings move by Glicko-2's
/// update, and every record verifies.
#[test]
fn two_players_quick_pair_a_spectator_watches_without_a_hidden_card_and_both_are_rated() {
    use en_garde::net::client::{LastRated, PairingWait};
    use en_garde::net::online::OnlineRequest;
    use skillratings::Outcomes;
    use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let address = format!("127.0.0.1:{port}");
    let rules = RuleSet { target_score: 2, ..RuleSet::for_level(Level::Standard) };
    let mut other = client(port, Want::Pair { rules: RuleSet::for_level(Level::Advanced) }, "easy", 5, None);
    let (dir_a, dir_b) = (TempDir::new(), TempDir::new());
    let (mut a, mut b) = (game(&dir_a), game(&dir_b));
    a.world_mut().write_message(OnlineRequest::Pair { address: address.clone(), rules, name: "Ada".into() });
    pump(&mut srv, &mut [&mut other, &mut a], Duration::from_secs(20), |_, c| {
        c.iter().all(|c| c.world().resource::<PairingWait>().0.is_some())
    });
    let wait = a.world().resource::<PairingWait>().0.clone().unwrap();
    assert_eq!((wait.rules, wait.rating, wait.others), (rules, (1500.0, true), 0), "alone at its rules, a new rating");
    b.world_mut().write_message(OnlineRequest::Pair { address, rules, name: "Bea".into() });
    pump(&mut srv, &mut [&mut other, &mut a, &mut b], Duration::from_secs(20), |_, c| {
        seat(c[1]).is_some() && seat(c[2]).is_some()
    });
    let (ta, tb) = (seat(&a).unwrap(), seat(&b).unwrap());
    assert_eq!((ta.room.clone(), ta.rules), (tb.room.clone(), rules), "one room, the rules waited for");
    assert_ne!(ta.side, tb.side);
    assert!(seat(&other).is_none() && srv.world().resource::<PairingQueue>().len() == 1, "other rules wait on");
    let mut s = spectator(port, &ta.room);
    pump(&mut srv, &mut [&mut a, &mut b, &mut s], Duration::from_secs(20), |_, c| link(c[2]) == Link::Watching);
    // A spectator's step is declined in words and changes nothing.
    let steps_before = steps(&mut s);
    s.world_mut().commands().client_trigger(Act { step: NetStep::Accept, steps: steps_before });
    let mut history = None;
    let mut watched = false;
    let (mut la, mut lb) = (None, None);
    pump(&mut srv, &mut [&mut a, &mut b, &mut s], Duration::from_secs(300), |srv, c| {
        person(c[0], &mut la);
        person(c[1], &mut lb);
        if let Some(h) = room_history(srv, c[0]) {
            history = Some(h);
        }
        watched |= room_state(c[0]).is_some_and(|r| r.watchers == 1);
        c[..2].iter().all(|c| c.world().resource::<LastRated>().0.is_some())
            && c[2].world().get_resource::<FinishedRecord>().is_some()
    });
    let history = history.expect("the room was seen on the server");
    let declined = s.world().resource::<LastDeclined>().0.clone().unwrap_or_default();
    assert!(declined.contains("spectator cannot act"), "the spectator is told why: {declined:?}");
    assert!(watched, "the players saw that one watches");
    let (wrong, shown) = s.world().resource::<Watch>().check(&history);
    assert!(wrong.is_empty(), "the spectator was sent what the rules do not show: {wrong:#?}");
    assert!(shown.other > 0, "the hands were shown at a round's end");
    assert_eq!(s.world().resource::<HiddenCards>().seen, 0, "hidden cards seen");
    for app in [&a, &b, &s] {
        app.world().resource::<FinishedRecord>().0.verify().expect("every record re-plays");
    }
    let told = a.world().resource::<LastRated>().0.unwrap();
    assert_eq!(Some(told), b.world().resource::<LastRated>().0, "both players are told the same");
    let record = &a.world().resource::<FinishedRecord>().0;
    let (w, l) = (record.result.winner.index(), record.result.winner.opponent().index());
    let (want_w, want_l) = glicko2(&Glicko2Rating::new(), &Glicko2Rating::new(), &Outcomes::WIN, &Glicko2Config::new());
    assert_eq!((told.players[w].after, told.players[l].after), (want_w.rating, want_l.rating), "Glicko-2's update");
}

/// Issue 26, point 3, in the game itself, through the messages the Play online screen
/// writes: a game quick-pairs with a bot waiting for the same rules and takes its seat as
/// a person (the server noted among the player's servers); a second game watches that
/// room by its code — both seats people elsewhere, nobody playing here; a third opens a
/// room whose invite link (the address and the key it was reached at) seats a fourth;
/// and a link naming another key is refused, not connected through.
#[test]
fn the_play_online_screen_pairs_watches_and_opens_invite_links() {
    use en_garde::game::screens::{Menu, Screen};
    use en_garde::game::storage::UserSettings;
    use en_garde::game::{Seats, turn::LocalRole};
    use en_garde::net::link::InviteLink;
    use en_garde::net::online::OnlineRequest;
    use en_garde::net::quic::Fingerprint;
    use en_garde::ui::lobby::lobby_rules;
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let address = format!("127.0.0.1:{port}");
    let dirs: Vec<TempDir> = (0..5).map(|_| TempDir::new()).collect();
    let [mut a, mut s, mut h, mut g, mut x] = [0, 1, 2, 3, 4].map(|i| game(&dirs[i]));
    let rules = lobby_rules(Level::Basic);
    a.world_mut().write_message(OnlineRequest::Pair { address: address.clone(), rules, name: "Ada".into() });
    let mut bot = client(port, Want::Pair { rules }, "easy", 9, None);
    pump(&mut srv, &mut [&mut a, &mut bot], Duration::from_secs(20), |_, c| {
        seat(c[0]).is_some() && seat(c[1]).is_some()
    });
    let ticket = seat(&a).unwrap();
    assert_eq!(ticket.room, seat(&bot).unwrap().room, "paired into one room");
    a.update();
    assert_eq!(*a.world().resource::<State<Screen>>().get(), Screen::Match);
    assert_eq!(*a.world().resource::<State<Menu>>().get(), Menu::None);
    assert_eq!(LocalRole::of(&a.world().resource::<Seats>().0), LocalRole::Player(ticket.side));
    assert_eq!(a.world().resource::<UserSettings>().0.servers.first(), Some(&address), "the server is remembered");
    // A second game asks for the lobby's list first, as the screen's Refresh does, then
    // watches the room by its code.
    s.world_mut().write_message(OnlineRequest::List { address: address.clone(), page: 0 });
    pump(&mut srv, &mut [&mut a, &mut bot, &mut s], Duration::from_secs(20), |_, c| {
        c[2].world().resource::<en_garde::net::client::LobbyPage>().0.is_some()
    });
    for _ in 0..50 {
        frame(&mut srv, &mut [&mut a, &mut bot, &mut s]);
    }
    s.world_mut().write_message(OnlineRequest::Watch { address: address.clone(), code: ticket.room.to_string() });
    pump(&mut srv, &mut [&mut a, &mut bot, &mut s], Duration::from_secs(20), |_, c| {
        let seats = &c[2].world().resource::<Seats>().0;
        link(c[2]) == Link::Watching && seats.get(ticket.side).display_name() == "Ada"
    });
    s.update();
    assert_eq!(*s.world().resource::<State<Screen>>().get(), Screen::Match);
    assert_eq!(LocalRole::of(&s.world().resource::<Seats>().0), LocalRole::Spectator, "nobody plays here");
    // An invite link to a room a game opened seats the game that opens it.
    h.world_mut().write_message(OnlineRequest::Open {
        address: address.clone(),
        rules,
        public: false,
        days: None,
        name: "Hal".into(),
    });
    pump(&mut srv, &mut [&mut h], Duration::from_secs(20), |_, c| seat(c[0]).is_some() && room_state(c[0]).is_some());
    // The server as the game connected to it, and the key it showed.
    let server = h.world().resource::<en_garde::net::client::ServerSeen>().0;
    assert_eq!(server.map(|(addr, _)| addr.port()), Some(port));
    let invite =
        en_garde::ui::online::invite_link(seat(&h).as_ref(), room_state(&mut h).as_ref(), None, server).unwrap();
    assert!(invite.key.is_some(), "the link names the server's key");
    let text = invite.to_string();
    assert!(text.starts_with(&format!("en-garde://127.0.0.1:{port}/")), "{text}");
    g.world_mut().write_message(OnlineRequest::OpenLink { link: text, name: "Gil".into() });
    pump(&mut srv, &mut [&mut h, &mut g], Duration::from_secs(20), |_, c| seat(c[1]).is_some());
    assert_eq!(seat(&g).unwrap().room, seat(&h).unwrap().room, "the link's room");
    // The same link with another key: not this server, never connected through.
    let forged = InviteLink { key: Some(Fingerprint([7; 32])), ..invite };
    x.world_mut().write_message(OnlineRequest::OpenLink { link: forged.to_string(), name: "Xan".into() });
    pump(&mut srv, &mut [&mut x], Duration::from_secs(20), |_, c| matches!(link(c[0]), Link::Refused(_)));
    assert!(matches!(link(&x), Link::Refused(LinkProblem::WrongKey { .. })), "{:?}", link(&x));
    assert!(seat(&x).is_none());
}

/// A client of the player whose identity `dir` keeps, asking the server at `port` for
/// `want` (the seat file there too, as a bot's).
fn kept_person(port: u16, want: Want, dir: &TempDir) -> App {
    let options = ClientOptions {
        identity: Arc::new(Identity::kept_at(Some(&dir.paths().identity_file())).unwrap()),
        ..person_elsewhere(port, want, "Correspondent")
    };
    let mut c = en_garde::net::stack::headless_app();
    c.insert_resource(options).add_plugins(en_garde::net::client::plugin);
    c.finish();
    c.cleanup();
    c
}

/// `dir`'s player's correspondence matches on the server (`Want::Mine`, as the title
/// screen and `en-garde rooms --mine` ask).
fn my_matches(srv: &mut App, dir: &TempDir) -> Vec<en_garde::net::protocol::MyMatch> {
    use en_garde::net::client::MyMatchesPage;
    let mut c = kept_person(port_of(srv), Want::Mine, dir);
    pump(srv, &mut [&mut c], Duration::from_secs(20), |_, c| c[0].world().resource::<MyMatchesPage>().0.is_some());
    c.world().resource::<MyMatchesPage>().0.clone().unwrap().matches
}

/// Issue 26's second "done when" (point 6): a correspondence match with a short test day
/// (4 s) is kept while both players are away — beyond the away timeout that closes other
/// rooms — and across the server's restart (a deadline that passed while it was stopped
/// gives one more day); each player finds it among their matches with the time left and
/// whether it is their move; the player to move comes back with the listed seat and plays
/// on; and when the absent player's clock runs out, the server ends the match on time:
/// recorded (the record verifies and says who ran out of time), rated, and gone from both
/// lists. A clock of 2 days is refused in words, and so is a 26th match of one player.
#[test]
fn a_correspondence_match_survives_a_restart_and_absence_and_its_clock_decides_it() {
    use en_garde::net::protocol::{MAX_CORRESPONDENCE, MyMatch};
    use en_garde::net::server::Ratings;
    let data = TempDir::new();
    let (dir_a, dir_b) = (TempDir::new(), TempDir::new());
    let day_s = 4;
    // Enough rooms from one address for the 25 a player may hold waiting for opponents.
    let opts =
        |port| ServerOptions { day_s, away_timeout_s: 1, max_per_address: 30, ..options(Some(data.paths()), port) };
    let mut srv = server_with(opts(0));
    let port = port_of(&srv);
    let rules = RuleSet::for_level(Level::Basic);
    let mut a = client(port, Want::Correspond { rules, days: 1, public: false }, "easy", 61, Some(&dir_a));
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    let code = seat(&a).unwrap().room;
    let mut b = client(port, Want::Join { room: code.to_string() }, "easy", 62, Some(&dir_b));
    play_to(&mut srv, &mut a, &mut b, 6);
    let shown = room_state(&mut a).and_then(|r| r.clock).expect("the room shows its clock");
    assert_eq!(shown.days, 1);
    close(a);
    close(b);
    // Both away for longer than the away timeout: the room is kept.
    let start = Instant::now();
    pump(&mut srv, &mut [], Duration::from_secs(5), |_, _| start.elapsed() > Duration::from_millis(1500));
    assert!(srv.world().resource::<Rooms>().get(&code).is_some(), "kept while nobody is connected");
    let lists = [my_matches(&mut srv, &dir_a), my_matches(&mut srv, &dir_b)];
    let [la, lb]: [&MyMatch; 2] = lists.each_ref().map(|l| {
        assert_eq!(l.len(), 1, "{l:?}");
        &l[0]
    });
    assert_eq!((&la.code, &lb.code), (&code, &code));
    assert_eq!(la.side.opponent(), lb.side);
    assert!(la.my_move() != lb.my_move(), "one of them is to move: {la:?} {lb:?}");
    let (to_move, dir_to_move, waiting) =
        if la.my_move() { (la.side, &dir_a, lb.side) } else { (lb.side, &dir_b, la.side) };
    let steps_before = srv
        .world()
        .get::<Referee>(srv.world().resource::<Rooms>().get(&code).unwrap())
        .unwrap()
        .history()
        .steps()
        .len();
    // The server stops; its deadline passes while it is stopped.
    srv.insert_resource(StopRequested::default());
    srv.update();
    srv.update();
    drop(srv);
    std::thread::sleep(Duration::from_secs(day_s + 1));
    let mut srv = server_with(opts(port));
    let room = srv.world().resource::<Rooms>().get(&code).expect("restored");
    assert_eq!(srv.world().get::<Referee>(room).unwrap().history().steps().len(), steps_before);
    let again = my_matches(&mut srv, dir_to_move);
    assert_eq!(again.len(), 1);
    assert!(again[0].my_move(), "still their move: the stopped server's time is not theirs");
    // The player to move comes back with the seat listed (the bot's seat file has it too)
    // and plays until the other must decide; then leaves.
    let back_seed = if to_move == la.side { 63 } else { 64 };
    let mut back = client(port, Want::Join { room: code.to_string() }, "easy", back_seed, Some(dir_to_move));
    pump(&mut srv, &mut [&mut back], Duration::from_secs(30), |_, c| {
        room_state(c[0]).and_then(|r| r.clock).is_some_and(|c| c.decider == Some(waiting))
    });
    let played = steps(&mut back);
    assert!(played > steps_before, "the match went on after the restart");
    close(back);
    // The absent player's clock runs out: the match ends on time, recorded and rated.
    let start = Instant::now();
    let records = || en_garde::persist::record::list(&data.paths()).0;
    pump(&mut srv, &mut [], Duration::from_secs(3 * day_s), |_, _| !records().is_empty());
    assert!(start.elapsed() >= Duration::from_secs(day_s - 1), "not before the clock ran out");
    let record = records()[0].record.clone();
    record.verify().unwrap();
    assert_eq!((record.result.out_of_time, record.result.winner), (Some(waiting), to_move));
    assert_eq!(record.steps.last(), Some(&MatchStep::OutOfTime { who: waiting }));
    let key = |d: &TempDir| Identity::load_or_make(&d.paths().identity_file()).unwrap().0.public();
    for d in [&dir_a, &dir_b] {
        let rating = srv.world().resource::<Ratings>().get(Level::Basic, key(d)).rating;
        assert_ne!(rating, 1500.0, "rated");
        assert!(my_matches(&mut srv, d).is_empty(), "no longer listed");
    }
    // Nobody is in the finished room: it closes after the (1-s) away timeout, its file with it.
    let file = data.0.join("rooms").join(format!("{code}.ron"));
    pump(&mut srv, &mut [], Duration::from_secs(20), |_, _| !file.exists());
    // A clock of 2 days is not one of 1, 3 or 7.
    let bad = kept_person(port, Want::Correspond { rules, days: 2, public: false }, &dir_a);
    assert_eq!(refused_person(&mut srv, bad), Refusal::BadDays(2));
    // One player holds at most 25: the 26th is refused (the rooms are kept while their
    // opener is away, so one connection at a time opens them all).
    for i in 0..MAX_CORRESPONDENCE {
        let mut c = kept_person(port, Want::Correspond { rules, days: 7, public: i % 2 == 0 }, &dir_a);
        pump(&mut srv, &mut [&mut c], Duration::from_secs(20), |_, c| link(c[0]) == Link::Seated);
        close(c);
    }
    let over = kept_person(port, Want::Correspond { rules, days: 3, public: false }, &dir_a);
    assert_eq!(refused_person(&mut srv, over), Refusal::TooManyCorrespondence { most: MAX_CORRESPONDENCE as u32 });
    let mine = my_matches(&mut srv, &dir_a);
    assert_eq!(mine.len(), MAX_CORRESPONDENCE);
    assert!(mine.iter().all(|m| m.clock.decider.is_none() && m.opponent.is_none()), "waiting for opponents");
    let lines = en_garde::cli::net::my_match_lines(
        &en_garde::net::protocol::MyMatches { matches: mine.clone() },
        en_garde::persist::UtcTime::now(),
    );
    assert!(lines[0].starts_with("waiting for an opponent: room "), "{lines:?}");
}

/// The refusal a person's client gets from the server (its connection ends with it).
fn refused_person(srv: &mut App, mut c: App) -> Refusal {
    pump(srv, &mut [&mut c], Duration::from_secs(20), |_, c| matches!(link(c[0]), Link::Refused(_)));
    match link(&c) {
        Link::Refused(LinkProblem::Refused(why)) => why,
        other => panic!("{other:?}"),
    }
}

/// Whose decision the room waits for, as the client shows it (its clock's decider).
fn clock_decider(app: &mut App) -> Option<Side> {
    shown_room(app).and_then(|r| r.clock).and_then(|c| c.decider)
}

/// Issue 26, point 6, in the game: a correspondence match opened from the Play online
/// screen (3 days a decision) is listed by the game's own asking of its saved servers —
/// "their move" while the other player is to decide, never told then; the match is taken
/// up from the list (the listed seat) and played on; and a decision of the other player
/// that comes while the game runs is told once, as the desktop notification says it,
/// naming the opponent and the room. The room's notice says the clock in words.
#[test]
fn a_game_lists_its_correspondence_matches_takes_one_up_and_is_told_of_a_move() {
    use en_garde::net::correspondence::Correspondence;
    use en_garde::net::online::OnlineRequest;
    let mut srv = server(None, 0);
    let port = port_of(&srv);
    let address = format!("127.0.0.1:{port}");
    let (dir_a, dir_b) = (TempDir::new(), TempDir::new());
    let mut a = game(&dir_a);
    {
        let mut mine = a.world_mut().resource_mut::<Correspondence>();
        mine.every = Duration::from_secs(1);
        mine.desktop = false;
    }
    let rules = RuleSet::for_level(Level::Basic);
    a.world_mut().write_message(OnlineRequest::Open {
        address: address.clone(),
        rules,
        public: false,
        days: Some(3),
        name: "Ada".into(),
    });
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| seat(c[0]).is_some() && room_state(c[0]).is_some());
    let ticket = seat(&a).unwrap();
    let (code, me) = (ticket.room.clone(), ticket.side);
    let lang = Lang::new(Language::English);
    let words = status_lines(&link(&a), Some(&ticket), shown_room(&mut a).as_ref(), None, &lang).lines;
    assert!(
        words.iter().any(|(l, _)| l.starts_with("Correspondence (3 days a decision): the room waits ")
            && l.ends_with(" for an opponent")
            && l.contains(" d ")),
        "{words:?}"
    );
    // The other player (a bot) joins and plays until it is the game's move; then goes.
    let mut b = client(port, Want::Join { room: code.to_string() }, "easy", 81, Some(&dir_b));
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(30), |_, c| clock_decider(c[0]) == Some(me));
    close(b);
    let words = status_lines(&link(&a), Some(&ticket), shown_room(&mut a).as_ref(), None, &lang).lines;
    assert!(
        words.iter().any(|(l, warn)| *warn
            && l.starts_with("Correspondence (3 days a decision): your move, ")
            && l.ends_with(" h left")),
        "{words:?}"
    );
    // Accepting the rules again a moment later restarts no clock (it would never run out).
    let deadline = |c: &mut App| shown_room(c).and_then(|r| r.clock).map(|c| c.deadline);
    let before = deadline(&mut a);
    let start = Instant::now();
    pump(&mut srv, &mut [&mut a], Duration::from_secs(5), |_, _| start.elapsed() > Duration::from_millis(1200));
    let at = steps(&mut a);
    a.world_mut().commands().client_trigger(Act { step: NetStep::Accept, steps: at });
    a.world_mut().flush();
    let start = Instant::now();
    pump(&mut srv, &mut [&mut a], Duration::from_secs(5), |_, _| start.elapsed() > Duration::from_millis(500));
    assert_eq!(deadline(&mut a), before, "the deadline stands");
    // The game's person decides until the other must; then leaves the match.
    let mut last = None;
    pump(&mut srv, &mut [&mut a], Duration::from_secs(30), |_, c| {
        person(c[0], &mut last);
        clock_decider(c[0]) == Some(me.opponent())
    });
    let played = steps(&mut a);
    a.world_mut().write_message(OnlineRequest::Leave);
    let listed = |c: &App| {
        c.world()
            .resource::<Correspondence>()
            .listed()
            .iter()
            .map(|(s, m)| (s.to_string(), m.code.clone(), m.my_move()))
            .collect::<Vec<_>>()
    };
    let theirs = vec![(address.clone(), code.clone(), false)];
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| listed(c[0]) == theirs);
    // Taken up from the list: the listed seat, the match where it was.
    let (server, m) = {
        let mine = a.world().resource::<Correspondence>();
        let (server, m) = mine.listed()[0];
        (server.to_string(), m.clone())
    };
    assert_eq!(m.side, me);
    a.world_mut().write_message(OnlineRequest::Resume {
        address: server,
        code: m.code.clone(),
        token: m.token,
        name: "Ada".into(),
    });
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| {
        seat(c[0]).is_some() && table_steps(c[0]) == Some(played)
    });
    assert_eq!(seat(&a).unwrap().side, me, "the same seat");
    a.world_mut().write_message(OnlineRequest::Leave);
    assert!(a.world().resource::<Correspondence>().told.is_empty(), "nothing told while it was their move");
    // The other player comes back and decides: the game, running, is told once.
    let mut b = client(port, Want::Join { room: code.to_string() }, "easy", 82, Some(&dir_b));
    pump(&mut srv, &mut [&mut a, &mut b], Duration::from_secs(30), |_, c| {
        listed(c[0]).first().is_some_and(|(_, _, mine)| *mine)
    });
    close(b);
    let told = a.world().resource::<Correspondence>().told.clone();
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(
        told[0].starts_with("Your move against Computer (easy) (room ") && told[0].contains(code.as_str()),
        "{told:?}"
    );
    // Asked again and again: told once.
    let answers = a.world().resource::<Correspondence>().answers;
    pump(&mut srv, &mut [&mut a], Duration::from_secs(10), |_, c| {
        c[0].world().resource::<Correspondence>().answers >= answers + 2
    });
    assert_eq!(a.world().resource::<Correspondence>().told.len(), 1);
}

/// Issue 26, point 4: the computer levels as rated players. A server with a house player
/// (`--house easy`) calls it for a person who has waited alone for quick pairing (here
/// 1 s), not before; they play a rated match; the house player's rating stays its level's
/// ladder strength (Apprentice Bea, `beginner`: 1391, below the anchor `easy` = 1500)
/// while the person's moves by Glicko-2 as against a player of that rating and its small
/// deviation; the house player is on the leaderboard under its fencer's name — and a
/// client that says it is the easy computer is no house player (its own key, a new
/// player's rating).
#[test]
fn a_house_computer_player_is_called_for_a_lone_waiter_and_rated_at_its_ladder_strength() {
    use en_garde::net::client::{LastRated, LeaderboardPage};
    use en_garde::net::server::{HOUSE_ANCHOR, HOUSE_DEVIATION, house_rating};
    use skillratings::Outcomes;
    use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
    let mut srv = server_with(ServerOptions { house: vec![BotLevel::Beginner], house_after_s: 1, ..options(None, 0) });
    let port = port_of(&srv);
    assert_eq!(house_rating(BotLevel::Easy), Some(HOUSE_ANCHOR));
    assert!(house_rating(BotLevel::Hard).unwrap() > house_rating(BotLevel::Normal).unwrap());
    let rules = RuleSet { target_score: 1, ..RuleSet::for_level(Level::Basic) };
    let dir = TempDir::new();
    let start = Instant::now();
    // A client that says it is the easy computer: rated as its own key.
    let mut a = client(port, Want::Pair { rules }, "easy", 91, Some(&dir));
    pump(&mut srv, &mut [&mut a], Duration::from_secs(20), |_, c| seat(c[0]).is_some());
    assert!(start.elapsed() >= Duration::from_secs(1), "not before the wait: {:?}", start.elapsed());
    pump(&mut srv, &mut [&mut a], Duration::from_secs(120), |_, c| c[0].world().resource::<LastRated>().0.is_some());
    let rated = a.world().resource::<LastRated>().0.unwrap();
    let me = seat(&a).unwrap().side;
    let (mine, house) = (rated.players[me.index()], rated.players[me.opponent().index()]);
    let bea = house_rating(BotLevel::Beginner).unwrap();
    assert!((bea - (HOUSE_ANCHOR - 109.0)).abs() < 2.0, "the ladder's step from easy: {bea}");
    assert_eq!((house.before, house.after), (bea, bea), "the house player's rating is fixed");
    assert!(!house.provisional);
    let record = a.world().get_resource::<FinishedRecord>().expect("the record").0.clone();
    record.verify().unwrap();
    let outcome = if record.result.winner == me { Outcomes::WIN } else { Outcomes::LOSS };
    let them = Glicko2Rating { rating: bea, deviation: HOUSE_DEVIATION, ..Glicko2Rating::new() };
    let (want, _) = glicko2(&Glicko2Rating::new(), &them, &outcome, &Glicko2Config::new());
    assert_eq!((mine.before, mine.after), (1500.0, want.rating), "Glicko-2 against the house player's rating");
    // On the leaderboard under its fencer's name, at its fixed rating.
    let mut c = lobby_client(port, Want::Leaders { level: Level::Basic });
    pump(&mut srv, &mut [&mut c], Duration::from_secs(20), |_, c| {
        c[0].world().resource::<LeaderboardPage>().0.is_some()
    });
    let board = c.world().resource::<LeaderboardPage>().0.clone().unwrap();
    let listed = board.leaders.iter().find(|l| l.name == "Apprentice Bea (beginner)").expect("the house player listed");
    assert_eq!((listed.rating, listed.matches, listed.provisional), (bea, 1, false));
    assert!(board.leaders.iter().any(|l| l.name == "Computer (easy)" && l.rating == want.rating), "{board:?}");
}

/// Issue 26, point 8: a lobby of 10,000 open rooms is still listed in pages — the server
/// restores them (public, each with a seat open) and answers the first, a middle and the
/// last page, fifty rooms each and none twice, and a page past the end empty.
#[test]
fn a_lobby_of_ten_thousand_open_rooms_is_listed_in_pages() {
    use en_garde::net::client::LobbyPage;
    use en_garde::net::protocol::{LOBBY_PAGE, RoomList};
    use en_garde::persist::SavedRoom;
    let data = TempDir::new();
    let paths = data.paths();
    let rules = RuleSet::for_level(Level::Advanced);
    // One room file written as the server writes it, the others copied from it with their
    // own codes (writing each durably would take the test's time, not the server's).
    let template = "TMPL22";
    let room = SavedRoom {
        format_version: SavedRoom::FORMAT_VERSION,
        code: template.into(),
        players: [Some(Controller::Human { name: "Host".into() }), None],
        tokens: [Some(1), None],
        keys: [None, None],
        public: true,
        accepted: [true, false],
        rules,
        seed: 5,
        steps: Vec::new(),
        started_at: en_garde::persist::UtcTime::now(),
        saved_at: en_garde::persist::UtcTime::now(),
        match_id: "m-TMPL22".into(),
        clock: None,
    };
    en_garde::persist::room::save(&paths, &room).unwrap();
    let text = std::fs::read_to_string(paths.rooms_dir().join(format!("{template}.ron"))).unwrap();
    std::fs::remove_file(paths.rooms_dir().join(format!("{template}.ron"))).unwrap();
    let mut codes = std::collections::BTreeSet::new();
    let mut n = 0u32;
    while codes.len() < 10_000 {
        n += 1;
        let mut k = n;
        let code = RoomCode::from_picks(|| {
            k = k.wrapping_mul(2_654_435_761).wrapping_add(12_345);
            k >> 7
        });
        if codes.insert(code.clone()) {
            std::fs::write(paths.rooms_dir().join(format!("{code}.ron")), text.replace(template, code.as_str()))
                .unwrap();
        }
    }
    let mut srv = server_with(ServerOptions { max_rooms: 20_000, ..options(Some(paths), 0) });
    let port = port_of(&srv);
    assert_eq!(srv.world().resource::<Rooms>().len(), 10_000, "every room restored");
    let page = |srv: &mut App, page: u32| -> RoomList {
        let mut c = lobby_client(port, Want::List { page });
        pump(srv, &mut [&mut c], Duration::from_secs(30), |_, c| c[0].world().resource::<LobbyPage>().0.is_some());
        c.world().resource::<LobbyPage>().0.clone().unwrap()
    };
    let pages = (10_000 / LOBBY_PAGE) as u32;
    let mut listed = std::collections::BTreeSet::new();
    for p in [0, pages / 2, pages - 1] {
        let list = page(&mut srv, p);
        assert_eq!((list.page, list.pages, list.total, list.open), (p, pages, 10_000, 10_000));
        assert_eq!(list.rooms.len(), LOBBY_PAGE, "page {p}");
        assert!(list.rooms.iter().all(|r| codes.contains(&r.code) && r.guest.is_none()));
        listed.extend(list.rooms.into_iter().map(|r| r.code));
    }
    assert_eq!(listed.len(), 3 * LOBBY_PAGE, "three pages, no room twice");
    let beyond = page(&mut srv, pages);
    assert!(beyond.rooms.is_empty() && beyond.total == 10_000);
}
