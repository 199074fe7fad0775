//! A computer player at the other end of a network connection (`en-garde bot --connect`):
//! it sees what a person at that computer would — its own hand, the table, the other
//! hand's size (R7) — decides with the engine's bots from that view alone, and sends its
//! steps to the server. It accepts the rules, says it is ready for each next round, and
//! when the match is over prints the result, keeps the record and exits.

use super::client::{FinishedRecord, LastDeclined, LastRated, Link, Ticket};
use super::protocol::{NetStep, RoomState};
use crate::ai::{Bot, BotSpec};
use crate::game::{MatchEntity, MatchView};
use crate::persist::{DataPaths, record};
use crate::rules::MatchPhase;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a finished match waits for its record before the bot exits without it.
const RECORD_WAIT: Duration = Duration::from_secs(5);

/// How long a finished match waits for its ratings (sent right after the record) before
/// the bot exits without them (a match that was not rated).
const RATED_WAIT: Duration = Duration::from_secs(2);

/// The bot and where it keeps its records.
#[derive(Resource)]
pub struct NetBot {
    bot: Mutex<Box<dyn Bot>>,
    spec: BotSpec,
    data: Option<DataPaths>,
    /// The position (match steps, and which connection) the last step was sent for.
    sent: Option<(usize, u32, bool, bool)>,
    connection: u32,
    over_since: Option<Instant>,
    /// How long to wait before each step (a person's pace, for tests and demonstrations).
    pub delay: Duration,
    /// When the step now due became due.
    due_since: Option<Instant>,
    /// Whether to print the result and keep quiet otherwise (`false` for a load test).
    pub report: bool,
    /// What this bot measured of the connection.
    pub metrics: NetMetrics,
    /// An action sent and not yet seen applied: the match's steps then, and when.
    in_flight: Option<(usize, Instant)>,
    /// When the server last declined a step: the bot decides again only
    /// [`RETRY_DECLINED`] later, so that a server that waits is not asked every frame.
    declined_at: Option<Instant>,
}

/// How long a bot waits after a declined step before it decides again.
pub const RETRY_DECLINED: Duration = Duration::from_millis(250);

/// What a network bot measured: each action's round trip (sent until the state after it
/// arrived) and the bytes each way.
#[derive(Clone, Debug, Default)]
pub struct NetMetrics {
    /// Round trips of the bot's actions.
    pub round_trips: Vec<Duration>,
    /// Bytes of messages received from the server.
    pub bytes_in: u64,
    /// Bytes of messages sent to the server.
    pub bytes_out: u64,
    /// UDP bytes received, the transport's own (QUIC, TLS) included, over every connection.
    pub wire_in: u64,
    /// UDP bytes sent, likewise.
    pub wire_out: u64,
    /// The current connection's UDP bytes (sent, received), counted in `wire_*` already.
    wire_seen: (u64, u64),
    /// The match's steps at its end.
    pub steps: usize,
}

impl NetBot {
    /// A bot of `spec` whose choices are fixed by `seed`, keeping its records in `data`.
    pub fn new(spec: BotSpec, seed: u64, data: Option<DataPaths>) -> NetBot {
        NetBot {
            bot: Mutex::new(spec.make(seed)),
            spec,
            data,
            sent: None,
            connection: 0,
            over_since: None,
            delay: Duration::ZERO,
            due_since: None,
            report: true,
            metrics: NetMetrics::default(),
            in_flight: None,
            declined_at: None,
        }
    }

    /// The same bot, waiting `delay` before each step.
    pub fn with_delay(mut self, delay: Duration) -> NetBot {
        self.delay = delay;
        self
    }
}

/// A headless client app ([`super::stack::headless_app`]) that plays `bot`.
pub fn bot_app(options: super::client::ClientOptions, bot: NetBot) -> App {
    let mut app = super::stack::headless_app();
    app.insert_resource(options).insert_resource(bot).add_plugins((super::client::plugin, plugin));
    app
}

/// The bot's systems; the app must also have the client's ([`super::client::plugin`]).
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            note_reconnect,
            report_declined,
            exit_when_refused,
            say_when_unanswered,
            play.run_if(resource_exists::<Ticket>),
        )
            .chain()
            .run_if(resource_exists::<NetBot>),
    )
    .add_systems(
        PreUpdate,
        count_in.after(ClientSystems::ReceivePackets).before(ClientSystems::Receive).run_if(resource_exists::<NetBot>),
    )
    .add_systems(
        PostUpdate,
        count_out.after(ClientSystems::Send).before(ClientSystems::SendPackets).run_if(resource_exists::<NetBot>),
    )
    .add_systems(
        Last,
        count_wire.run_if(resource_exists::<NetBot>.and_then(resource_exists::<crate::net::quic::QuicClient>)),
    );
}

fn count_in(messages: Res<ClientMessages>, channels: Res<RepliconChannels>, mut bot: ResMut<NetBot>) {
    let n: usize =
        (0..channels.server_channels().len()).map(|c| messages.iter_received(c).map(|b| b.len()).sum::<usize>()).sum();
    if n > 0 {
        bot.metrics.bytes_in += n as u64;
    }
}

/// The transport's bytes: each connection's counters grow from zero.
fn count_wire(client: Res<crate::net::quic::QuicClient>, mut bot: ResMut<NetBot>) {
    let (out, inn) = client.wire_bytes();
    let m = &mut bot.metrics;
    let (seen_out, seen_in) = if out < m.wire_seen.0 || inn < m.wire_seen.1 { (0, 0) } else { m.wire_seen };
    m.wire_out += out - seen_out;
    m.wire_in += inn - seen_in;
    m.wire_seen = (out, inn);
}

fn count_out(messages: Res<ClientMessages>, mut bot: ResMut<NetBot>) {
    let n: usize = messages.iter_sent().map(|(_, b)| b.len()).sum();
    if n > 0 {
        bot.metrics.bytes_out += n as u64;
    }
}

/// A new connection may not have had the last step: it is sent again if still wanted.
fn note_reconnect(link: Res<Link>, mut bot: ResMut<NetBot>) {
    if link.is_changed() && *link == Link::Seated {
        bot.connection += 1;
    }
}

/// A declined step is reported, and the bot decides again (its view may have been a step
/// behind the server's).
fn report_declined(mut last: ResMut<LastDeclined>, mut bot: ResMut<NetBot>) {
    if let Some(why) = last.0.take() {
        eprintln!("the server declined a step: {why}");
        bot.sent = None;
        bot.declined_at = Some(Instant::now());
    }
}

/// How long a bot goes without a seat before it says so, in seconds (F16).
pub const UNANSWERED_AFTER: Duration = Duration::from_secs(5);

/// A bot that the server has not seated for [`UNANSWERED_AFTER`] — no server there, one
/// that does not answer, a connection that stays down — says so on standard error, once
/// each time, and goes on trying (F16 of the server's break-it findings: it retried for
/// ever without a word). Only a bot that reports (not the load test's).
fn say_when_unanswered(
    link: Res<Link>,
    options: Res<super::client::ClientOptions>,
    bot: Res<NetBot>,
    pairing: Res<super::client::PairingWait>,
    mut since: Local<Option<Instant>>,
    mut said: Local<bool>,
) {
    // Waiting to be paired is an answer: the server tells the wait.
    if *link == Link::Seated || pairing.0.is_some() {
        (*since, *said) = (None, false);
        return;
    }
    let start = *since.get_or_insert_with(Instant::now);
    if bot.report && !*said && start.elapsed() >= UNANSWERED_AFTER {
        *said = true;
        eprintln!(
            "no seat from the server at {} after {} s (it does not answer, or the seat is held by another \
             connection); still trying (Ctrl-C to stop)",
            options.server,
            UNANSWERED_AFTER.as_secs()
        );
    }
}

/// A bot the server refused ends with exit code 3, saying why.
fn exit_when_refused(link: Res<Link>, bot: Res<NetBot>, mut exit: MessageWriter<AppExit>) {
    if let Link::Refused(why) = &*link {
        if bot.report {
            eprintln!("error: {why}");
        }
        exit.write(AppExit::from_code(3));
    }
}

/// Seated (it holds a [`Ticket`]): the bot plays its side's steps, measures the round trips,
/// and ends when the match is over (with its record, if the server sends one in time).
fn play(
    link: Res<Link>,
    seat: Res<Ticket>,
    table: MatchView,
    rooms: Query<&RoomState, With<MatchEntity>>,
    record: Option<Res<FinishedRecord>>,
    rated: Res<LastRated>,
    mut bot: ResMut<NetBot>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
) {
    if *link != Link::Seated {
        return;
    }
    let (Some(view), Ok(room)) = (table.get(), rooms.single()) else { return };
    let me = seat.side;
    let steps = view.match_state.steps;
    if let Some((at, since)) = bot.in_flight
        && steps > at
    {
        bot.metrics.round_trips.push(since.elapsed());
        bot.in_flight = None;
    }
    bot.metrics.steps = steps;
    // A step is sent once per position: the steps, the connection, and the room's own
    // answers to this seat (the rules accepted, ready for the next round).
    let here = (steps, bot.connection, room.accepted[me.index()], room.ready[me.index()]);
    if let MatchPhase::Over { winner } = view.match_state.match_phase {
        let since = *bot.over_since.get_or_insert_with(Instant::now);
        if record.is_none() && since.elapsed() < RECORD_WAIT {
            return;
        }
        // The ratings come right after the record (a match between two proven players).
        if rated.0.is_none() && since.elapsed() < RATED_WAIT {
            return;
        }
        let s = view.scores;
        let outcome = if winner == me { "won" } else { "lost" };
        if bot.report {
            println!(
                "room {}: {winner} won {}–{} after {steps} steps; this bot ({me}, {}) {outcome}",
                seat.room, s[0], s[1], bot.spec
            );
        }
        if let Some(r) = rated.0
            && bot.report
        {
            let c = r.players[me.index()];
            let provisional = if c.provisional { " (provisional)" } else { "" };
            println!("rating ({:?}): {:.0} → {:.0}{provisional}", r.level, c.before, c.after);
        }
        match (&record, &bot.data) {
            (Some(r), Some(paths)) => match record::save(paths, &r.0) {
                Ok(p) => println!("record: {}", p.display()),
                Err(e) => eprintln!("the record could not be kept: {e}"),
            },
            (None, _) if bot.report => eprintln!("the server sent no record"),
            _ => {}
        }
        exit.write(AppExit::Success);
        return;
    }
    if bot.sent == Some(here) || bot.declined_at.is_some_and(|t| t.elapsed() < RETRY_DECLINED) {
        return;
    }
    let due = *bot.due_since.get_or_insert_with(Instant::now);
    if due.elapsed() < bot.delay {
        return;
    }
    let step = if !room.accepted[me.index()] {
        Some(NetStep::Accept)
    } else if room.players.iter().any(Option::is_none) || room.accepted != [true; 2] {
        None
    } else {
        match view.match_state.match_phase {
            MatchPhase::RoundOver(_) => (!room.ready[me.index()]).then_some(NetStep::NextRound),
            MatchPhase::ChooseDuellCard { chooser } if chooser == me => {
                let obs = view.observation(me);
                let card = bot.bot.get_mut().map(|b| b.choose_duell_card(&obs)).unwrap_or(crate::rules::DuellCard::D6);
                Some(NetStep::ChooseDuellCard(card))
            }
            MatchPhase::Playing if view.match_state.decider == Some(me) => {
                let obs = view.observation(me);
                bot.bot.get_mut().ok().map(|b| NetStep::Act(b.decide(&obs)))
            }
            _ => None,
        }
    };
    if let Some(step) = step {
        if matches!(step, NetStep::Act(_)) {
            bot.in_flight = Some((steps, Instant::now()));
        }
        super::client::send(&mut commands, step, steps);
        bot.sent = Some(here);
        bot.due_since = None;
    }
}
