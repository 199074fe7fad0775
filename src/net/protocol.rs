//! What the server and its clients say to each other, registered in one place so that
//! both sides build the same protocol (bevy_replicon checks its hash when a client
//! connects): the table as each client may see it, which keeps each hand with its owner
//! (R7.2), what changes of it step by step, and the other messages each way.
//!
//! The server is the referee: it alone holds the rules' match (`rules::Match`, the order of
//! the draw pile included) and applies steps through the rules. A client sends what its
//! player wants to do ([`Act`]) and receives the same components a local match has
//! ([`Fencer`], [`Hand`], [`Score`], [`Deck`], [`MatchState`]) — its own [`Hand`] only, and the
//! other one where the rules show it (Duell D4's open hands, a round that is over) — plus
//! the room's [`RoomState`]: whole once ([`TableShown`], a [`SeatView`]), then only what
//! each step changed with the step's account ([`TableNews`]). The client keeps each hand
//! on an entity of its own ([`HandOf`]) as a local table does.

use crate::ai::{BotLevel, Controller};
pub use crate::game::{AtTable, HandOf};
use crate::game::{Deck, Fencer, Hand, MatchState, Score, TableEvent};
use crate::net::identity::{PlayerKey, Proof};
use crate::persist::MatchRecord;
use crate::rules::{Action, DuellCard, MatchPhase, Phase, Played, RoundEnding, RoundRules, RuleSet, Side};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The version of this protocol. A client of another version is told so in words
/// ([`Refusal::Version`]) before anything else happens.
pub const NET_VERSION: u32 = 8;

/// The UDP port a server listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 5812;

/// The longest player name a server accepts, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// How long a room waits for a player whose connection dropped before telling the other
/// one it may stop waiting (the match itself is kept).
pub const DEFAULT_AWAY_TIMEOUT_S: u32 = 300;

/// The letters of a room code: no 0/O, 1/I/L, so that it can be read out and typed.
const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// Characters in a room code.
pub const CODE_LEN: usize = 6;

/// A room's code: six characters of `ABCDEFGHJKMNPQRSTUVWXYZ23456789`, which the host
/// passes on to the other player. Parsing ignores case, spaces and dashes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct RoomCode(String);

impl RoomCode {
    /// The code made of the first [`CODE_LEN`] letters picked by `pick` (each taken modulo
    /// the alphabet).
    pub fn from_picks(mut pick: impl FnMut() -> u32) -> RoomCode {
        let n = CODE_ALPHABET.len() as u32;
        RoomCode((0..CODE_LEN).map(|_| CODE_ALPHABET[(pick() % n) as usize] as char).collect())
    }

    /// The code as it is shown, e.g. `K7QM2X`.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What is wrong with a typed room code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeProblem {
    /// Not [`CODE_LEN`] letters and digits (spaces and dashes left out); `typed` is what was
    /// typed, trimmed.
    Length { typed: String },
    /// A character no room code has (codes use A–Z without I, L, O and the digits 2–9).
    NotInCode(char),
}

impl fmt::Display for CodeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeProblem::Length { typed } => write!(f, "a room code has {CODE_LEN} letters and digits, not {typed:?}"),
            CodeProblem::NotInCode(c) => {
                write!(f, "{c:?} is not in a room code (codes use A–Z without I, L, O and the digits 2–9)")
            }
        }
    }
}

impl std::error::Error for CodeProblem {}

impl FromStr for RoomCode {
    type Err = CodeProblem;

    /// # Errors
    /// What is wrong with the code.
    fn from_str(s: &str) -> Result<RoomCode, CodeProblem> {
        let code: String =
            s.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
        if code.chars().count() != CODE_LEN {
            return Err(CodeProblem::Length { typed: s.trim().to_string() });
        }
        if let Some(bad) = code.chars().find(|c| !CODE_ALPHABET.contains(&(*c as u8)) || !c.is_ascii()) {
            return Err(CodeProblem::NotInCode(bad));
        }
        Ok(RoomCode(code))
    }
}

/// What a client wants when it connects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Want {
    /// Open a new private room for a match with these rules; the server answers with its
    /// code, which the host passes on.
    Create { rules: RuleSet },
    /// Open a new public room with these rules: as [`Want::Create`], and listed in the
    /// lobby ([`Want::List`]) while its other seat is open.
    Open { rules: RuleSet },
    /// Take a seat in the room with this code (the code as typed; the server checks it).
    Join { room: String },
    /// The lobby's public rooms, page `page` (from 0, [`LOBBY_PAGE`] rooms a page: those
    /// with an open seat first, then those being played, each the oldest first): answered
    /// by a [`RoomList`], then the connection ends.
    List { page: u32 },
    /// Watch the room with this code (the code as typed): a spectator's seat, which sees
    /// the table, the moves and the hands only where the rules show them to both players
    /// (R7.2), never the draw pile. Public rooms are listed; a private one is watched by
    /// its code.
    Watch { room: String },
    /// Quick pairing: wait to be paired, by rating at the rules' level, with another player
    /// who waits for the same rules (the game offers each level's standard rules,
    /// [`RuleSet::for_level`]). The server tells the wait ([`Pairing`]) about once a
    /// second, and seats both players in a new private room ([`Welcome`]) once paired;
    /// closing the connection cancels.
    Pair { rules: RuleSet },
    /// The leaderboard at this rule level: answered by a [`Leaderboard`] of at most
    /// [`LEADERBOARD_SIZE`] players, then the connection ends.
    Leaders { level: crate::rules::Level },
    /// Open a correspondence room (issue 26, point 6): as [`Want::Create`] (or
    /// [`Want::Open`] when `public`), but every decision has `days` days
    /// ([`CORRESPONDENCE_DAYS`]: 1, 3 or 7) on its clock, the server keeps the room while
    /// nobody is connected, and a clock that runs out loses the match. A player holds at
    /// most [`MAX_CORRESPONDENCE`] such matches at once.
    Correspond { rules: RuleSet, days: u8, public: bool },
    /// The proven player's correspondence matches on this server: answered by a
    /// [`MyMatches`], then the connection ends.
    Mine,
}

/// A day of a correspondence match's clock, in seconds (a server may be told a shorter
/// one for tests: `en-garde server --day-seconds`).
pub const DAY_S: u64 = 86_400;

/// The days a correspondence match may give each decision ([`Want::Correspond`]).
pub const CORRESPONDENCE_DAYS: [u8; 3] = [1, 3, 7];

/// The most correspondence matches one player (one identity key) holds at once, open or
/// being played ([`Refusal::TooManyCorrespondence`]).
pub const MAX_CORRESPONDENCE: usize = 25;

/// The clock of a correspondence room, as its players and spectators are sent it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockShown {
    /// Days for each decision (1, 3 or 7; a server's day may be shorter in tests).
    pub days: u8,
    /// When the decision waited for now must be taken, by the server's clock: the player
    /// to decide loses the match then (before the match starts, the room closes then).
    pub deadline: crate::persist::UtcTime,
    /// Who must decide now: `None` while the room waits for a player to take or accept
    /// the other seat.
    pub decider: Option<Side>,
}

/// One of the proven player's correspondence matches ([`Want::Mine`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MyMatch {
    /// The room's code.
    pub code: RoomCode,
    /// The side the player plays.
    pub side: Side,
    /// The seat's token, to take the seat back ([`Hello::token`]): the player proved the
    /// key the seat belongs to.
    pub token: u64,
    /// The match's rules.
    pub rules: RuleSet,
    /// The other player (`None` while the seat is open).
    pub opponent: Option<Controller>,
    /// The score, indexed by `Side::index`.
    pub scores: [u8; 2],
    /// The clock.
    pub clock: ClockShown,
}

impl MyMatch {
    /// Whether the match waits for this player's decision.
    pub fn my_move(&self) -> bool {
        self.clock.decider == Some(self.side)
    }
}

/// The proven player's correspondence matches on a server, those waiting for its decision
/// first, each the nearest deadline first ([`Want::Mine`]).
#[derive(Event, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MyMatches {
    /// At most [`MAX_CORRESPONDENCE`].
    pub matches: Vec<MyMatch>,
}

/// Players on a leaderboard ([`Want::Leaders`]).
pub const LEADERBOARD_SIZE: usize = 50;

/// A player on the leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Leader {
    /// The name the player last played under.
    pub name: String,
    /// The rating (Glicko-2's scale).
    pub rating: f64,
    /// Whether it is still provisional (its deviation high).
    pub provisional: bool,
    /// Rated matches played at the level.
    pub matches: u32,
}

/// The best rated players at a rule level, the highest first ([`Want::Leaders`]).
#[derive(Event, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Leaderboard {
    /// The rule level.
    pub level: crate::rules::Level,
    /// At most [`LEADERBOARD_SIZE`] players.
    pub leaders: Vec<Leader>,
}

/// The most spectators one room takes ([`Refusal::TooManyWatchers`]).
pub const MAX_WATCHERS: usize = 64;

/// The most players a server keeps waiting for quick pairing, over all levels
/// ([`Refusal::PairingFull`]).
pub const MAX_WAITING: usize = 5000;

/// The most times one address may ask the lobby (its list, the leaderboard, a pairing, a
/// spectator's seat) in a minute, for each connection it may hold (`--max-per-address`,
/// 16 by default: 64 a minute; [`Refusal::TooOften`]): a person refreshing the list asks a
/// few times.
pub const LOBBY_ASKS_PER_MINUTE: u32 = 4;

/// How long a person waits alone for quick pairing, in seconds, before the server's house
/// player of the nearest strength is called (where the server has house players).
pub const HOUSE_AFTER_S: u32 = 15;

/// The most waiting players a [`Pairing`] names.
pub const PAIRING_SHOWN: usize = 12;

/// A player waiting for quick pairing, as the others waiting at the level see them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Waiting {
    /// Who waits.
    pub player: Controller,
    /// Their rating at the level (Glicko-2's scale), and whether it is provisional.
    pub rating: (f64, bool),
    /// How long they have waited, in seconds.
    pub waited_s: u32,
}

/// Where a client's quick pairing stands ([`Want::Pair`]), told about once a second until
/// it is paired.
#[derive(Event, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pairing {
    /// The rules it waits for.
    pub rules: RuleSet,
    /// Its own rating there, and whether it is provisional.
    pub rating: (f64, bool),
    /// How long it has waited, in seconds.
    pub waited_s: u32,
    /// How far from its rating an opponent may be now (Glicko-2 points; it widens with the
    /// wait).
    pub range: u32,
    /// How many others wait for the same rules.
    pub others: u32,
    /// Some of them (at most [`PAIRING_SHOWN`]), the nearest in rating first.
    pub nearest: Vec<Waiting>,
}

/// The most bytes of a [`Redirect`]'s address.
pub const MAX_REDIRECT_LEN: usize = 255;

/// The answer to a [`Hello`] for a room that another server of the fleet holds (issue 27,
/// point 4: `en-garde server --fleet`): the client connects to `to` (`HOST:PORT`, at most
/// [`MAX_REDIRECT_LEN`] bytes; the fleet's servers share one key, so a pinned key still
/// holds) and says the same [`Hello`] again there. A room whose server died is taken by
/// another of the fleet, and the client may be sent back to the server it asked.
#[derive(Event, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Redirect {
    /// Where the room is: the server's address and UDP port.
    pub to: String,
    /// The room.
    pub room: RoomCode,
}

/// The answer to [`Want::Watch`]: the client watches this room.
#[derive(Event, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Watching {
    /// The room's code.
    pub room: RoomCode,
    /// The match's rules.
    pub rules: RuleSet,
}

/// Rooms on a page of the lobby's list.
pub const LOBBY_PAGE: usize = 50;

/// A public room of the lobby with an open seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OpenRoom {
    /// Its code, to join it.
    pub code: RoomCode,
    /// Who opened it.
    pub host: Controller,
    /// The host's rating at the room's rule level, and whether it is provisional (`None`:
    /// not known by a proven key).
    pub rating: Option<(f64, bool)>,
    /// The match's rules.
    pub rules: RuleSet,
    /// The other player, once the seat is taken (the room is being played: it can be
    /// watched, not joined).
    pub guest: Option<Controller>,
    /// How many watch it.
    pub watchers: u32,
    /// A correspondence room's days a decision (`None`: played at once).
    pub days: Option<u8>,
}

/// A page of the lobby's public rooms ([`Want::List`]).
#[derive(Event, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomList {
    /// Which page (from 0).
    pub page: u32,
    /// How many pages there are (0: no open room).
    pub pages: u32,
    /// How many public rooms there are in all (open or being played).
    pub total: u32,
    /// How many of them have an open seat (they come first).
    pub open: u32,
    /// This page's rooms, at most [`LOBBY_PAGE`].
    pub rooms: Vec<OpenRoom>,
}

/// A player's identity with its proof on this connection ([`crate::net::identity`]): the
/// public key the server knows the player by, and its signature over the connection's own
/// keying material.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proven {
    /// The player's public key.
    pub key: PlayerKey,
    /// The key's proof on this connection (64 bytes; anything else is refused).
    pub proof: Proof,
}

/// The first message of a client: who it is and what it wants. Sent once per connection.
#[derive(Event, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hello {
    /// The client's [`NET_VERSION`].
    pub version: u32,
    /// The player's identity, proven on this connection ([`Refusal::BadIdentity`] if the
    /// proof fails).
    pub identity: Proven,
    /// A new room or a seat in one.
    pub want: Want,
    /// Who plays: a person's name or a computer level.
    pub player: Controller,
    /// The seat's token from an earlier [`Welcome`] to this room, to take that seat back
    /// after a dropped connection.
    pub token: Option<u64>,
}

/// What a seated player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NetStep {
    /// Accept the match's rules (the level, the target score, the Duell cards): the match
    /// starts once both players have. The player who opened the room accepted them then.
    Accept,
    /// Play this action in the round (R3–R6), as the player's own side.
    Act(Action),
    /// Under Duell D3, choose the round's special card (R8).
    ChooseDuellCard(DuellCard),
    /// Ready for the next round (both players must be: the server then deals it).
    NextRound,
}

/// A seated player's request. `steps` is the number of decisions the match had when the
/// player decided ([`MatchState::steps`]): a request for a position that has moved on is
/// refused, not applied to the new one.
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Act {
    /// What to do.
    pub step: NetStep,
    /// The match's number of decisions when the player chose it.
    pub steps: usize,
}

/// The answer to a [`Hello`] that seats the client.
#[derive(Event, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Welcome {
    /// The room's code.
    pub room: RoomCode,
    /// The side the client plays.
    pub side: Side,
    /// The seat's token: send it in a later [`Hello`] to take the seat back.
    pub token: u64,
    /// The match's rules (the level, the target score, the Duell cards).
    pub rules: RuleSet,
}

/// Why the server would not seat a client (the connection is closed after it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The client speaks another version of the protocol.
    Version { server: u32, client: u32 },
    /// No room has this code.
    UnknownRoom(String),
    /// The code is not a room code.
    BadCode(String),
    /// Both seats are taken.
    Full(RoomCode),
    /// Both seats have players and one of them is away: only that player takes the seat
    /// back, with its token (from the computer it played on).
    Away(RoomCode),
    /// The server holds as many rooms as it may.
    TooManyRooms,
    /// The client's address has opened `most` rooms that are still open, as many as one
    /// address may.
    RoomsFromAddress { most: u32 },
    /// The name is empty or longer than [`MAX_NAME_CHARS`], or has control or invisible
    /// characters ([`name_ok`]).
    BadName,
    /// The rules are not rules the game plays (e.g. a target score outside 1..=15).
    BadRules(String),
    /// The client already has a seat on this connection.
    AlreadySeated,
    /// The seat's token is in use by a connection that is here: the client tries again
    /// (its own connection may be the one that dropped, not yet noticed by the server),
    /// and the seat is never taken from the connection that holds it (F12).
    SeatInUse(RoomCode),
    /// The identity's proof is not its key's signature over this connection.
    BadIdentity,
    /// The room has as many spectators as it takes ([`MAX_WATCHERS`]).
    TooManyWatchers(RoomCode),
    /// As many players wait for quick pairing as the server keeps ([`MAX_WAITING`]).
    PairingFull,
    /// The client's address asked the lobby (its list, the leaderboard, a pairing, a
    /// spectator's seat) `most` times in the last minute already.
    TooOften { most: u32 },
    /// A correspondence match gives each decision 1, 3 or 7 days, not this many.
    BadDays(u8),
    /// The player holds [`MAX_CORRESPONDENCE`] correspondence matches already.
    TooManyCorrespondence { most: u32 },
    /// The correspondence room's clock ran out before anyone took and accepted its other
    /// seat: it is closed, without a match.
    ClockRanOut(RoomCode),
    /// The client broke the protocol (too large, too many or malformed messages).
    Misbehaved(String),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Version { server, client } => write!(
                f,
                "the server runs network version {server} of En Garde and this game version {client}; \
                 both players need the same release"
            ),
            Refusal::UnknownRoom(code) => write!(f, "there is no room {code} on this server (check the code)"),
            Refusal::BadCode(why) => write!(f, "{why}"),
            Refusal::Full(code) => write!(f, "room {code} already has two players"),
            Refusal::Away(code) => write!(
                f,
                "room {code} has two players, one of them away for now; only they can take their seat back, from \
                 the computer they played on"
            ),
            Refusal::TooManyRooms => write!(f, "the server is full; try again later"),
            Refusal::RoomsFromAddress { most } => {
                write!(f, "your address already has {most} open rooms on this server, as many as one address may")
            }
            Refusal::BadName => {
                write!(f, "a name is 1 to {MAX_NAME_CHARS} characters, without control or invisible characters")
            }
            Refusal::BadRules(why) => write!(f, "those rules cannot be played: {why}"),
            Refusal::AlreadySeated => write!(f, "this connection already has a seat"),
            Refusal::SeatInUse(code) => {
                write!(f, "your seat in room {code} is in use by another connection; trying again until it is free")
            }
            Refusal::BadIdentity => write!(f, "the server could not confirm your identity key; connect again"),
            Refusal::TooManyWatchers(code) => {
                write!(f, "room {code} already has {MAX_WATCHERS} spectators, as many as a room takes")
            }
            Refusal::PairingFull => write!(f, "too many players are waiting to be paired; try again in a minute"),
            Refusal::TooOften { most } => write!(
                f,
                "your address asked the lobby more than {most} times in a minute; wait a minute and try again"
            ),
            Refusal::BadDays(days) => {
                write!(f, "a correspondence match gives each decision 1, 3 or 7 days, not {days}")
            }
            Refusal::TooManyCorrespondence { most } => {
                write!(f, "you already play {most} correspondence matches on this server, as many as one player may")
            }
            Refusal::ClockRanOut(code) => write!(
                f,
                "nobody took and accepted the other seat of correspondence room {code} in its time; the room is closed"
            ),
            Refusal::Misbehaved(why) => write!(f, "the server closed the connection: {why}"),
        }
    }
}

/// The server's answer that ends a connection: why the client was not seated or was
/// dropped.
#[derive(Event, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refused {
    /// Why.
    pub why: Refusal,
}

/// A preset message one player sends the other during a match (issue 26, point 7:
/// emotes, not chat), shown in each player's own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Emote {
    WellPlayed,
    GoodLuck,
    Oops,
    Thanks,
    Wow,
    Sorry,
}

impl Emote {
    /// Every emote, in the order the panel offers them.
    pub const ALL: [Emote; 6] =
        [Emote::GoodLuck, Emote::WellPlayed, Emote::Thanks, Emote::Wow, Emote::Oops, Emote::Sorry];

    /// Its message's id in the language files (`emote-well-played` …).
    pub fn message_id(self) -> &'static str {
        match self {
            Emote::WellPlayed => "emote-well-played",
            Emote::GoodLuck => "emote-good-luck",
            Emote::Oops => "emote-oops",
            Emote::Thanks => "emote-thanks",
            Emote::Wow => "emote-wow",
            Emote::Sorry => "emote-sorry",
        }
    }
}

/// The least time between two emotes of one player, in milliseconds: the server passes
/// on none sooner (and the panel offers none sooner).
pub const EMOTE_GAP_MS: u64 = 3000;

/// A seated player's emote, for the room's players.
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SendEmote(pub Emote);

/// An emote the server passes on to the room's players (the sender too, as its receipt).
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Emoted {
    /// Who sent it.
    pub from: Side,
    /// What.
    pub emote: Emote,
}

/// One player's rating as a rated match changed it (Glicko-2's scale; issue 26, point 4).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingChange {
    /// The rating before the match.
    pub before: f64,
    /// The rating after it.
    pub after: f64,
    /// How sure the new rating is (its deviation; lower is surer).
    pub deviation: f64,
    /// Whether the new rating is still provisional (its deviation high).
    pub provisional: bool,
}

/// The match just over was rated: at which rule level, and each side's change (indexed
/// by `Side::index`). Sent to the room's players after its [`RecordReady`].
#[derive(Event, Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rated {
    /// The rule level the ratings are for.
    pub level: crate::rules::Level,
    /// Each side's change.
    pub players: [RatingChange; 2],
}

/// The server refused a seated player's [`Act`] and changed nothing.
#[derive(Event, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Declined {
    /// The rules' reason (naming its rule, e.g. "R4.2 …"), or why the request does not
    /// fit the position.
    pub reason: String,
}

/// What a step did, for both players' views (the move, the refill, the hit, the round's
/// end or start: `crate::game::TableEvent`, all public). It travels in a [`TableNews`] with
/// what the step changed, and the client triggers it once that change is on its table.
#[derive(Event, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Happened {
    /// The match's number of decisions after the step.
    pub steps: usize,
    /// The events, in order.
    pub events: Vec<TableEvent>,
}

/// A table as one seat may see it (R7.2): the table's state and cards, both fencers and
/// their scores, the hands this seat may hold — its own, and the other one only where the
/// rules show it (Duell D4's open hands, a round that is over); a spectator's, only those
/// — and the room. The client builds the live match's entities from it, as a local table
/// has them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatView {
    /// The table's public state.
    pub state: MatchState,
    /// The draw pile's count and the cards played.
    pub deck: Deck,
    /// The fencers, by `Side::index`.
    pub fencers: [Fencer; 2],
    /// Their scores, by `Side::index`.
    pub scores: [Score; 2],
    /// The hands this seat may hold now, by `Side::index` (`None`: hidden from it).
    pub hands: [Option<Hand>; 2],
    /// The room: who sits where.
    pub room: RoomState,
}

impl SeatView {
    /// This view with `news` applied: what a client holds after it (the lean players of
    /// `net::crowd` keep their table so; the game's client keeps it as entities).
    ///
    /// # Errors
    /// The news's state change is not of this state ([`StateChange::apply`]); the view is
    /// left as it was.
    pub fn apply(&mut self, news: &TableNews) -> Result<(), String> {
        if let Some(change) = &news.state {
            self.state = change.apply(&self.state)?;
        }
        self.deck = news.deck.unwrap_or(self.deck);
        if let Some(room) = &news.room {
            self.room = room.clone();
        }
        for i in 0..2 {
            self.fencers[i] = news.fencers[i].unwrap_or(self.fencers[i]);
            self.scores[i] = news.scores[i].unwrap_or(self.scores[i]);
            if let Some(hand) = news.hands[i] {
                self.hands[i] = hand;
            }
        }
        Ok(())
    }

    /// `viewer`'s view of the match (R7), from what this seat was sent alone; `None` where
    /// the view is not of a whole table (a fencer's side is not its index).
    pub fn observation(&self, viewer: Side) -> Option<crate::rules::Observation> {
        let view =
            crate::game::table::view_of_parts(&self.state, &self.deck, &self.fencers, &self.scores, &self.hands)?;
        Some(view.observation(viewer))
    }
}

/// A table sent whole to one client: when it takes a seat or comes to watch, and again
/// after each new connection. Afterwards it is sent only what changes ([`TableNews`]).
#[derive(Event, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableShown(pub Box<SeatView>);

/// What changed in one client's [`SeatView`] since it was last sent, and the accounts of
/// the steps that changed it ([`Happened`], in order), at most once a frame: a step costs
/// the move and what it moved, not the whole table (issue 27). A field is `None` where
/// nothing changed.
#[derive(Event, Clone, Debug, PartialEq, Serialize, Deserialize, Default)]
pub struct TableNews {
    /// The steps' accounts, in order (none where only the room changed).
    pub happened: Vec<Happened>,
    /// The table's new state, its round's actions so far sent as those after the ones
    /// the client holds ([`StateChange`]).
    pub state: Option<StateChange>,
    /// The draw pile and the cards played.
    pub deck: Option<Deck>,
    /// A fencer that moved or whose hand changed size, by `Side::index`.
    pub fencers: [Option<Fencer>; 2],
    /// A score that changed, by `Side::index`.
    pub scores: [Option<Score>; 2],
    /// A hand this seat may hold that changed, by `Side::index`: `Some(None)` when it is
    /// hidden from now on, `Some(Some(hand))` when it is shown or changed.
    pub hands: [Option<Option<Hand>>; 2],
    /// The room, where it changed.
    pub room: Option<RoomState>,
}

impl TableNews {
    /// Whether the news changes nothing and tells nothing.
    pub fn is_empty(&self) -> bool {
        *self == TableNews::default()
    }
}

/// A table's new state as a change of the one the client holds: its count of decisions,
/// the round's actions after the first `kept` it holds ([`MatchState::played`]), and each
/// other part only where it changed (`None`: as held). The match's rules never change
/// after [`TableShown`]; the round's change once a round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StateChange {
    /// Decisions taken in the match so far ([`MatchState::steps`]).
    pub steps: u32,
    /// How many of the round's actions the client holds stay (0..=its count).
    pub kept: u16,
    /// The round's actions after the `kept` ones.
    pub played: Vec<Played>,
    /// The round's rules, number, starter and Duell card, where a new round began.
    pub round: Option<(RoundRules, u32, Side, Option<DuellCard>)>,
    /// Where the match stands.
    pub match_phase: Option<MatchPhase>,
    /// Who lost on a correspondence clock.
    pub out_of_time: Option<Option<Side>>,
    /// Where the round stands.
    pub phase: Option<Phase>,
    /// Who acts next in the round.
    pub to_act: Option<Side>,
    /// Who must decide now.
    pub decider: Option<Option<Side>>,
    /// Who drew the last card of the pile.
    pub last_drawer: Option<Option<Side>>,
    /// How the round ended.
    pub ending: Option<Option<RoundEnding>>,
    /// Who may take back its last decision.
    pub takeback: Option<[bool; 2]>,
}

/// `after` where it differs from `before`.
pub(crate) fn changed<T: PartialEq>(before: T, after: T) -> Option<T> {
    (before != after).then_some(after)
}

impl StateChange {
    /// The change from `before` to `after` (of the same match: its rules are not sent).
    pub fn between(before: &MatchState, after: &MatchState) -> StateChange {
        // Every field, so that one added to the state does not compile here until it is sent.
        let MatchState {
            rules: _,
            round_rules,
            round_number,
            starter,
            duell_card,
            match_phase,
            out_of_time,
            phase,
            to_act,
            decider,
            last_drawer,
            ending,
            played,
            steps,
            takeback,
        } = after;
        let kept = before.played.iter().zip(played).take_while(|(a, b)| a == b).count();
        let round = (*round_rules, *round_number, *starter, *duell_card);
        StateChange {
            steps: *steps as u32,
            kept: kept as u16,
            played: played[kept..].to_vec(),
            round: changed((before.round_rules, before.round_number, before.starter, before.duell_card), round),
            match_phase: changed(before.match_phase, *match_phase),
            out_of_time: changed(before.out_of_time, *out_of_time),
            phase: changed(before.phase, *phase),
            to_act: changed(before.to_act, *to_act),
            decider: changed(before.decider, *decider),
            last_drawer: changed(before.last_drawer, *last_drawer),
            ending: changed(before.ending, *ending),
            takeback: changed(before.takeback, *takeback),
        }
    }

    /// `held` with this change applied.
    ///
    /// # Errors
    /// `kept` is more than `held` has: the change is not of this state (a server's bug, or
    /// a message out of order); `held` is left as it was.
    pub fn apply(&self, held: &MatchState) -> Result<MatchState, String> {
        let kept = usize::from(self.kept);
        if kept > held.played.len() {
            return Err(format!("a change keeping {kept} actions of a round that has {}", held.played.len()));
        }
        let mut state = held.clone();
        state.played.truncate(kept);
        state.played.extend_from_slice(&self.played);
        state.steps = self.steps as usize;
        if let Some((round_rules, round_number, starter, duell_card)) = self.round {
            (state.round_rules, state.round_number, state.starter, state.duell_card) =
                (round_rules, round_number, starter, duell_card);
        }
        state.match_phase = self.match_phase.unwrap_or(state.match_phase);
        state.out_of_time = self.out_of_time.unwrap_or(state.out_of_time);
        state.phase = self.phase.unwrap_or(state.phase);
        state.to_act = self.to_act.unwrap_or(state.to_act);
        state.decider = self.decider.unwrap_or(state.decider);
        state.last_drawer = self.last_drawer.unwrap_or(state.last_drawer);
        state.ending = self.ending.unwrap_or(state.ending);
        state.takeback = self.takeback.unwrap_or(state.takeback);
        Ok(state)
    }
}

/// The match is over: its record, for each player's own records (the same format as a
/// local match's; `en-garde replay --verify` accepts it).
#[derive(Event, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordReady {
    /// The finished match.
    pub record: MatchRecord,
}

/// Where a seat of a room stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatState {
    /// Nobody has taken it yet.
    Open,
    /// Its player is connected.
    Here,
    /// Its player's connection dropped; the room waits this many more seconds (0: the
    /// wait is over, the match is kept).
    Away { left_s: u32 },
}

/// A room as both its players see it: its code, who sits where, and who is ready for
/// the next round. Replicated to the room's players only.
#[derive(Component, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomState {
    /// The room's code.
    pub code: RoomCode,
    /// Who plays each side (`None` for a seat nobody has taken), indexed by `Side::index`.
    pub players: [Option<Controller>; 2],
    /// Each seat's connection.
    pub seats: [SeatState; 2],
    /// Who has accepted the match's rules.
    pub accepted: [bool; 2],
    /// Who has said it is ready for the next round.
    pub ready: [bool; 2],
    /// Each seat's player's identity key (public: a player mutes another by it).
    pub keys: [Option<PlayerKey>; 2],
    /// How many spectators watch (issue 26, point 5: the players see it).
    pub watchers: u32,
    /// A correspondence room's clock (`None`: a match played at once).
    pub clock: Option<ClockShown>,
}

/// What a seat's holder does at its room's table: plays a side, or watches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// Plays this side: acts, and is sent its own hand.
    Plays(Side),
    /// Watches (a spectator): acts in nothing, and is sent a hand only where the rules show
    /// it to both players (R7.2).
    Watches,
}

impl Role {
    /// The side played, if any.
    pub fn side(self) -> Option<Side> {
        match self {
            Role::Plays(side) => Some(side),
            Role::Watches => None,
        }
    }
}

/// On a server: the seat a connected client holds, a player's or a spectator's: which
/// table it is sent ([`TableShown`], [`TableNews`]) and which hands of it ([`HandShown`]).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[component(immutable)]
pub struct Seat {
    /// The room's id.
    pub room: u32,
    /// The room's table entity (on the server).
    pub table: Entity,
    /// Whether the client plays (which side) or watches.
    pub role: Role,
}

/// On a server, on a hand's entity ([`HandOf`]): who may be sent it (R7.2): its owner, or
/// everyone at the room's table (both players and the spectators) under Duell D4 and once
/// the round is over ([`SeatView::hands`]).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[component(immutable)]
pub struct HandShown {
    /// The room's id.
    pub room: u32,
    /// The hand's owner.
    pub owner: Side,
    /// Shown to both players now.
    pub open: bool,
}

/// Registers the protocol: the same calls in the same order on the server and every
/// client (its hash must agree).
pub fn plugin(app: &mut App) {
    // Nothing is replicated entity by entity: a table is sent to each of its clients as
    // that client may see it ([`TableShown`]) and then what changed ([`TableNews`]), by
    // the server's `views`; a room nobody touches costs nothing.
    app.add_client_event::<Hello>(Channel::Ordered)
        .add_client_event::<Act>(Channel::Ordered)
        .add_client_event::<SendEmote>(Channel::Ordered)
        .add_server_event::<Welcome>(Channel::Ordered)
        .add_server_event::<Refused>(Channel::Ordered)
        .add_server_event::<Declined>(Channel::Ordered)
        .add_server_event::<RecordReady>(Channel::Ordered)
        .add_server_event::<TableShown>(Channel::Ordered)
        .add_server_event::<TableNews>(Channel::Ordered)
        .add_server_event::<Emoted>(Channel::Ordered)
        .add_server_event::<Rated>(Channel::Ordered)
        .add_server_event::<RoomList>(Channel::Ordered)
        .add_server_event::<Pairing>(Channel::Ordered)
        .add_server_event::<Watching>(Channel::Ordered)
        .add_server_event::<Leaderboard>(Channel::Ordered)
        .add_server_event::<MyMatches>(Channel::Ordered)
        .add_server_event::<Redirect>(Channel::Ordered)
        // No entity is replicated, so no message waits for a replication tick: each is
        // read in the order it was sent, on the one ordered channel.
        .make_event_independent::<Welcome>()
        .make_event_independent::<Refused>()
        .make_event_independent::<Declined>()
        .make_event_independent::<RecordReady>()
        .make_event_independent::<TableShown>()
        .make_event_independent::<TableNews>()
        .make_event_independent::<Emoted>()
        .make_event_independent::<Rated>()
        .make_event_independent::<RoomList>()
        .make_event_independent::<Pairing>()
        .make_event_independent::<Watching>()
        .make_event_independent::<Leaderboard>()
        .make_event_independent::<MyMatches>()
        .make_event_independent::<Redirect>();
}

/// A computer level's player, as a bot client introduces itself.
pub fn computer(level: BotLevel) -> Controller {
    Controller::Computer { level }
}

/// Whether `name` is a name a server accepts ([`Refusal::BadName`]): 1 to
/// [`MAX_NAME_CHARS`] characters once trimmed, something visible among them, and none
/// that could forge a line or hide what is written when the name is printed (F07 of the
/// server's break-it findings): no control or format character (Unicode Cc, Cf: line
/// breaks, escapes, bidirectional overrides, zero-width characters), no line or paragraph
/// separator, nothing unassigned or private.
pub fn name_ok(name: &str) -> bool {
    use unicode_general_category::{GeneralCategory, get_general_category};
    let n = name.trim().chars().count();
    let allowed = |c: char| {
        !matches!(
            get_general_category(c),
            GeneralCategory::Control
                | GeneralCategory::Format
                | GeneralCategory::LineSeparator
                | GeneralCategory::ParagraphSeparator
                | GeneralCategory::Surrogate
                | GeneralCategory::PrivateUse
                | GeneralCategory::Unassigned
        )
    };
    (1..=MAX_NAME_CHARS).contains(&n) && name.chars().all(allowed) && name.chars().any(|c| !c.is_whitespace())
}
