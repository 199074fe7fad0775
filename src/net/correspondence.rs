//! The player's correspondence matches on the servers it uses (issue 26, point 6), as the
//! title screen and the Play online screen list them ("your move", with the time left).
//!
//! Each saved server (`Settings::servers`, at most 8) is asked for the player's matches
//! (`Want::Mine`) on a connection of its own, in a thread of its own — never on the game's
//! connection, which may be seated in a match — when the game starts and every
//! [`Correspondence::every`] after (a minute; the window wakes at least that often, and a
//! server limits how often one address asks). A match that has become the player's move
//! since the last answer — a decision of the other player that came while the game runs —
//! shows a desktop notification (notify-rust: the system's own notifications).

use super::client::{ClientOptions, Link, MyMatchesPage};
use super::identity::Identity;
use super::protocol::{MyMatch, NET_VERSION, Want};
use super::quic::ServerTrust;
use crate::ai::Controller;
use crate::game::storage::{DataDir, Ephemeral, UserSettings};
use crate::lang::Lang;
use crate::persist::UtcTime;
use crate::tr;
use bevy::prelude::*;
use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How often the servers are asked, unless told otherwise ([`Correspondence::every`]).
pub const ASK_EVERY: Duration = Duration::from_secs(60);

/// How long one server is given to answer, at most.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(10);

/// One server's answer: its matches, or why it could not be asked, in English (the
/// screens say "could not be reached" in the player's language and show this beside it).
#[derive(Clone, Debug, PartialEq)]
pub struct ServerMatches {
    /// The server's address as the player saved it.
    pub server: String,
    /// Its matches (those waiting for the player's decision first), or why not.
    pub matches: Result<Vec<MyMatch>, String>,
}

/// The player's correspondence matches, as the servers last told them.
#[derive(Resource)]
pub struct Correspondence {
    /// Each server asked, in the order of the saved servers.
    pub servers: Vec<ServerMatches>,
    /// How often the servers are asked.
    pub every: Duration,
    /// Whether a newly waiting decision is shown as a desktop notification (the game
    /// does; a test reads [`Correspondence::told`] alone).
    pub desktop: bool,
    /// The notifications shown, in words (the newest last; at most [`TOLD_KEPT`]).
    pub told: Vec<String>,
    /// When the servers were last asked (`None`: not yet; the next frame asks).
    asked_at: Option<Instant>,
    /// The answers of the round of asking under way, and the round it is.
    incoming: Option<Mutex<Receiver<Vec<ServerMatches>>>>,
    /// The round of asking under way (counted from 1).
    asking: u64,
    /// The first round whose answers are news: one asked before a seat was left may list
    /// the move just made as still waiting, and is not shown.
    fresh_from: u64,
    /// The decisions already waiting when last told, by server, room and deadline: each
    /// is told once.
    known: HashSet<(String, String, i64)>,
    /// The servers that have answered: the matches waiting at a server's first answer are
    /// listed, not notified.
    answered: HashSet<String>,
    /// How many rounds of asking were answered (each server answering or not).
    pub answers: u64,
}

/// The notifications [`Correspondence::told`] keeps, the newest.
pub const TOLD_KEPT: usize = 50;

impl Default for Correspondence {
    fn default() -> Self {
        Correspondence {
            servers: Vec::new(),
            every: ASK_EVERY,
            desktop: true,
            told: Vec::new(),
            asked_at: None,
            incoming: None,
            asking: 0,
            fresh_from: 0,
            known: HashSet::new(),
            answered: HashSet::new(),
            answers: 0,
        }
    }
}

impl Correspondence {
    /// Asks the servers again at the next frame (after a match was left, or on Refresh); an
    /// answer to an earlier question, still on its way, is not shown.
    pub fn ask_now(&mut self) {
        self.asked_at = None;
        self.fresh_from = self.asking + 1;
    }

    /// Every listed match with its server, those waiting for the player's decision first,
    /// each the nearest deadline first.
    pub fn listed(&self) -> Vec<(&str, &MyMatch)> {
        let mut all: Vec<(&str, &MyMatch)> = self
            .servers
            .iter()
            .filter_map(|s| s.matches.as_ref().ok().map(|m| (s.server.as_str(), m)))
            .flat_map(|(server, ms)| ms.iter().map(move |m| (server, m)))
            .collect();
        all.sort_by_key(|(_, m)| (!m.my_move(), m.clock.deadline));
        all
    }
}

/// Asks the server at `address` for the matches of `identity` (`Want::Mine`), trusting
/// its key as the game does (first use, kept in `known`); waits at most
/// [`ANSWER_WITHIN`].
///
/// # Errors
/// Why not, in English: an address that is not found, a refusal, no answer.
pub fn ask_server(address: &str, identity: Arc<Identity>, known: Option<PathBuf>) -> Result<Vec<MyMatch>, String> {
    let server = super::online::resolve(address).map_err(|e| e.to_string())?;
    let options = ClientOptions {
        server,
        want: Want::Mine,
        player: Controller::Human { name: "Player".into() },
        token_file: None,
        version: NET_VERSION,
        trust: ServerTrust::FirstUse { known },
        identity,
    };
    let mut app = super::stack::headless_app();
    app.insert_resource(options).add_plugins(super::client::plugin);
    app.finish();
    app.cleanup();
    let start = Instant::now();
    loop {
        app.update();
        if let Some(mine) = &app.world().resource::<MyMatchesPage>().0 {
            return Ok(mine.matches.clone());
        }
        if let Link::Refused(why) = app.world().resource::<Link>() {
            return Err(why.to_string());
        }
        if start.elapsed() > ANSWER_WITHIN {
            return Err(format!("no answer within {} s", ANSWER_WITHIN.as_secs()));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Every [`Correspondence::every`]: the saved servers are asked, in a thread of their own.
/// Only a game that keeps its identity asks (a game that keeps no files is a new player
/// each run, with no matches).
fn ask_servers(mut mine: ResMut<Correspondence>, settings: Res<UserSettings>, data: Res<DataDir>) {
    if mine.incoming.is_some() || mine.asked_at.is_some_and(|t| t.elapsed() < mine.every) {
        return;
    }
    mine.asked_at = Some(Instant::now());
    let servers = settings.0.servers.clone();
    if servers.is_empty() {
        mine.servers.clear();
        return;
    }
    let identity = match Identity::kept_at(Some(&data.0.identity_file())) {
        Ok(i) => Arc::new(i),
        Err(e) => {
            let why = e.to_string();
            mine.servers =
                servers.into_iter().map(|server| ServerMatches { server, matches: Err(why.clone()) }).collect();
            return;
        }
    };
    let known = data.0.known_servers_file();
    let (send, receive): (Sender<Vec<ServerMatches>>, _) = channel();
    let asked = std::thread::Builder::new().name("en-garde correspondence".into()).spawn(move || {
        let answers = servers
            .into_iter()
            .map(|server| {
                let matches = ask_server(&server, identity.clone(), Some(known.clone()));
                ServerMatches { server, matches }
            })
            .collect();
        let _ = send.send(answers);
    });
    if asked.is_ok() {
        mine.incoming = Some(Mutex::new(receive));
        mine.asking += 1;
    }
}

/// The servers answered: the lists are replaced, and each decision newly waiting for the
/// player (not the match it plays now) is told — once — by a desktop notification.
fn take_answers(
    mut mine: ResMut<Correspondence>,
    seated: Query<&super::protocol::RoomState, Without<super::client::Stale>>,
    lang: Res<Lang>,
) {
    let Some(answers) = mine.incoming.as_ref().and_then(|r| r.lock().ok()?.try_recv().ok()) else {
        // A thread that ended without an answer (it cannot, but a panic would) is not
        // waited for again.
        let gone = mine.incoming.as_ref().is_some_and(|r| {
            r.lock().map_or(true, |r| matches!(r.try_recv(), Err(std::sync::mpsc::TryRecvError::Disconnected)))
        });
        if gone {
            mine.incoming = None;
        }
        return;
    };
    mine.incoming = None;
    if mine.asking < mine.fresh_from {
        // Asked before the player left a seat: ask again at once.
        mine.asked_at = None;
        return;
    }
    mine.servers = answers;
    let now = UtcTime::now();
    // Each decision waiting for the player: where, which, by when, whether it is the match
    // played here now, and in words.
    let waiting: Vec<((String, String, i64), bool, String)> = mine
        .listed()
        .into_iter()
        .filter(|(_, m)| m.my_move())
        .map(|(server, m)| {
            let opponent = m.opponent.as_ref().map_or_else(String::new, Controller::display_name);
            let left = time_left(&lang, now.seconds_until(m.clock.deadline));
            let words = tr!(lang, "correspondence-notice", opponent = opponent, code = m.code.as_str(), left = left);
            let here = seated.iter().any(|room| room.code == m.code);
            ((server.to_string(), m.code.to_string(), m.clock.deadline.unix_seconds), here, words)
        })
        .collect();
    // A server's first answer lists what waited when the game started (or came back): not
    // news. A decision seen at the table here is not news either, then or later.
    let answered: Vec<String> = mine.servers.iter().filter(|s| s.matches.is_ok()).map(|s| s.server.clone()).collect();
    for (key, here, words) in &waiting {
        let first = !mine.answered.contains(&key.0);
        if !mine.known.insert(key.clone()) || first || *here {
            continue;
        }
        if mine.desktop {
            let title = lang.get("correspondence-notice-title");
            let body = words.clone();
            // The system's notification service may take its time (or be absent): never
            // the game's frame.
            let _ = std::thread::Builder::new().name("en-garde notification".into()).spawn(move || {
                if let Err(e) = notify_rust::Notification::new().appname("En Garde").summary(&title).body(&body).show()
                {
                    warn!("the desktop notification could not be shown: {e}");
                }
            });
        }
        mine.told.push(words.clone());
    }
    // Only what still waits is remembered, and the last few told.
    mine.known.retain(|k| waiting.iter().any(|(w, _, _)| w == k));
    let excess = mine.told.len().saturating_sub(TOLD_KEPT);
    mine.told.drain(..excess);
    mine.answered.extend(answered);
    mine.answers += 1;
}

/// A time left, in the player's language: "2 d 5 h", "3 h 10 min", "45 min", "30 s".
pub fn time_left(lang: &Lang, s: u64) -> String {
    match s {
        0..60 => tr!(lang, "time-left-seconds", s = s),
        60..3600 => tr!(lang, "time-left-minutes", m = s / 60),
        3600..86_400 => tr!(lang, "time-left-hours", h = s / 3600, m = s / 60 % 60),
        _ => tr!(lang, "time-left-days", d = s / 86_400, h = s / 3600 % 24),
    }
}

/// A seat was left (a match of this list, maybe): the servers are asked again, so that
/// the list shows the move just made.
fn ask_after_a_seat(mut mine: ResMut<Correspondence>) {
    mine.ask_now();
}

/// The game's correspondence list ([`Correspondence`]): asked when the game starts, every
/// [`Correspondence::every`] and when a seat is left; answered in `Update`.
pub fn plugin(app: &mut App) {
    app.init_resource::<Correspondence>().add_systems(
        Update,
        (
            ask_after_a_seat.run_if(resource_removed::<super::client::Ticket>),
            ask_servers.run_if(resource_exists::<DataDir>.and_then(not(resource_exists_and_equals(Ephemeral(true))))),
            take_answers,
        )
            .chain(),
    );
}
