//! A fleet of servers on one Redis (issue 27, point 4): several `en-garde server` processes,
//! each started with `--fleet redis://…`, share through Redis what a player may meet on any
//! of them — the room directory (which process holds a room), the rooms' journals (the
//! durable store: every step is in Redis before its players are told of it), the records
//! (one per match, whichever process finished it) and the ratings. A room lives on one
//! process; a client that asks another for it is sent there ([`Redirect`]); a process whose
//! heartbeat lapses is dead, and the others claim its rooms — each room once, atomically —
//! and restore them from their journals, so its players take their seats again on another
//! process. One server alone needs none of this: without `--fleet` it keeps its data
//! folder's journal, as before.
//!
//! What lives in Redis (every key under [`PREFIX`]):
//! - `process:ID` — a live process's run (a random token of each start: two runs never
//!   beat under one id) and `address:ID` its advertised address, both expiring
//!   [`HEARTBEAT_TTL`] after its last beat; `processes` — every process id that may hold
//!   rooms;
//! - `owner:CODE` — the process that holds the room; `rooms-of:ID` — its rooms' codes;
//! - `journal:CODE` — the room's journal: entries of `persist::journal` (JSON), the first
//!   a whole room, the rest its changes; replaced by a whole room once it is longer than
//!   [`COMPACT_AT_ENTRIES`];
//! - `records` — each finished match's record (JSON) by match id, written once;
//! - `rating:LEVEL:KEY` — a player's rating at a level (JSON), `rated:MATCH` — that match
//!   was rated (its ratings moved once; kept [`RATED_KEPT_S`]);
//! - `lobby:ID` — the public rooms of the process ID (JSON), written at each heartbeat and
//!   lapsing with it: a fleet's lobby lists them all;
//! - `leaders:LEVEL` — the rated players at a level by rating (a sorted set of keys);
//!   `names` — the name each rated player last played under;
//! - quick pairing: `pairing:waiting` — every player of the fleet waiting, by key (JSON,
//!   with the process it waits at); `pairing:lease` — the one process that pairs now (it
//!   runs the same waves as a server alone, over the whole fleet's waiting);
//!   `pairing:open:ID` — pairs that process ID is to seat in a new room (the older
//!   waiter's process); `pairing:paired:KEY` — where a player paired at another process
//!   is to go (its room's address and code), for its own process to send it there.
//!
//! Every write of a room is fenced: a Lua script writes it only while the room's owner is
//! still this process, so a process that was thought dead (stalled past its heartbeat) and
//! whose rooms another claimed cannot write over them; it lets their players go instead,
//! and they come back to the new owner. Redis is a service of the fleet's own, reached on a
//! private network (its replies are trusted as a database's are; the players' bytes never
//! reach it unchecked: a room code is checked before it names a key).
//!
//! [`Redirect`]: crate::net::protocol::Redirect

use crate::persist::journal::{JournalEntry, replay};
use crate::persist::room::SavedRoom;
use redis::{Connection, Script};

mod queue;
mod standing;
use std::sync::Mutex;
use std::time::Duration;

/// Every key the fleet keeps in Redis starts with this.
pub const PREFIX: &str = "en-garde:";

/// How often a process renews its heartbeat and looks for dead processes' rooms.
pub const HEARTBEAT_EVERY: Duration = Duration::from_secs(1);

/// How long a process's heartbeat lasts: a process that has not renewed it for this long
/// is dead, and its rooms are claimed by the others (4 s: three beats missed, and the
/// fourth late).
pub const HEARTBEAT_TTL: Duration = Duration::from_secs(4);

/// How long a call to Redis may take (connecting, or one command's answer) before it
/// fails: a frame waits on it at most this long.
pub const REDIS_TIMEOUT: Duration = Duration::from_secs(2);

/// A room's journal in Redis is replaced by one whole entry once it holds more entries
/// than this (a match's usual length is 100–300 steps, each a few entries).
pub const COMPACT_AT_ENTRIES: i64 = 256;

/// The most rooms of dead processes one process claims in one beat: a fleet's survivors
/// share a dead process's rooms between them, each claiming at most this many a second
/// (each a round trip and a replay of its journal: a few milliseconds of a frame).
pub const CLAIMS_PER_BEAT: usize = 100;

/// After a call to Redis failed, how long the next calls fail at once rather than wait
/// for a new connection ([`REDIS_TIMEOUT`] each): a frame is held up once, not at each of
/// its calls.
pub const RETRY_REDIS_AFTER: Duration = Duration::from_secs(1);

/// How long the pairing lease lasts unless renewed: a process that stops pairing (it
/// died) is replaced by another within this.
pub const PAIRING_LEASE: Duration = Duration::from_millis(1500);

/// The most pairs the pairing process makes in one wave, and the most a process seats in
/// one wave (the rest wait for the next).
pub const PAIRS_PER_WAVE: usize = 200;

/// How long the fleet remembers that a match was rated, in seconds (90 days: longer than
/// any room is kept, so a room restored finished is never rated twice).
pub const RATED_KEPT_S: u64 = 90 * 86_400;

/// How many times a match's rating is tried while other processes keep moving one of its
/// players' ratings (each try a round trip): past this it is left unrated, and logged.
pub const MOST_RATING_TRIES: u32 = 16;

/// The longest fleet id (`--fleet-id`): letters, digits, `-` and `_`.
pub const MAX_ID_LEN: usize = 32;

/// One process's link to the fleet: its id and advertised address, and its connection to
/// Redis (opened again after it fails).
pub struct Fleet {
    /// This process's id in the fleet (1..=[`MAX_ID_LEN`] letters, digits, `-`, `_`).
    pub id: String,
    /// The address clients are sent to for this process's rooms (`HOST:PORT`, UDP).
    pub advertise: String,
    /// This run's token (random): the heartbeat under this id is this run's.
    run: String,
    client: redis::Client,
    conn: Mutex<Option<Connection>>,
    /// When a call last failed ([`RETRY_REDIS_AFTER`]).
    failed_at: Mutex<Option<std::time::Instant>>,
    write: Script,
    claim: Script,
    lease: Script,
    pair: Script,
    beat: Script,
    leave: Script,
    reserve: Script,
    unwait: Script,
}

/// What a heartbeat found ([`Fleet::beat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Beat {
    /// Renewed in time.
    Held,
    /// Renewed after it had lapsed: other processes may have claimed some of this one's
    /// rooms meanwhile ([`Fleet::codes`] says which are still its own).
    Lapsed,
    /// Another run of this id beats now (this one was thought dead and replaced): this
    /// run must stop serving at once.
    Taken,
}

impl std::fmt::Debug for Fleet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fleet").field("id", &self.id).field("advertise", &self.advertise).finish_non_exhaustive()
    }
}

/// A change of one room for [`Fleet::write`].
#[derive(Clone, Debug, PartialEq)]
pub enum RoomWrite {
    /// Append this entry to the room's journal.
    Append { code: String, entry: JournalEntry },
    /// Replace the room's journal with this entry (a whole room, from its first step).
    Replace { code: String, entry: JournalEntry },
    /// The room is closed or recorded: its journal and its place in the directory go.
    Gone { code: String },
}

impl RoomWrite {
    fn code(&self) -> &str {
        match self {
            RoomWrite::Append { code, .. } | RoomWrite::Replace { code, .. } | RoomWrite::Gone { code } => code,
        }
    }
}

/// What became of one [`RoomWrite`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// Written; the room's journal holds this many entries now (0 once gone).
    Entries(i64),
    /// Not written: another process holds the room now (it was claimed while this one
    /// did not beat), or it is gone.
    NotOurs,
}

/// Where a room asked for by code is ([`Fleet::route`]).
#[derive(Debug)]
pub enum Route {
    /// Held by this process now: claimed from a dead one (or held and not restored): its
    /// room to restore, with sentences for entries that could not be used.
    Here(Box<SavedRoom>, Vec<String>),
    /// Held by the live process at this address.
    Elsewhere(String),
    /// No process holds a room of that code.
    Unknown,
}

/// The fenced write of a frame's rooms: `KEYS[1]` is this process's `rooms-of`, then each
/// room's `owner` and `journal`; `ARGV[1]` is this process's id, then each room's
/// operation (`A`ppend, `R`eplace, `G`one) and entry (the code, for `G`). Returns each
/// room's journal length, 0 when gone, or -1 when the room is not this process's.
const WRITE_SCRIPT: &str = r"
local me = ARGV[1]
local out = {}
local n = (#KEYS - 1) / 2
for i = 1, n do
  local owner, journal = KEYS[2 * i], KEYS[2 * i + 1]
  local op, entry = ARGV[2 * i], ARGV[2 * i + 1]
  if redis.call('GET', owner) ~= me then
    out[i] = -1
  elseif op == 'A' then
    out[i] = redis.call('RPUSH', journal, entry)
  elseif op == 'R' then
    redis.call('DEL', journal)
    out[i] = redis.call('RPUSH', journal, entry)
  else
    redis.call('DEL', journal, owner)
    redis.call('SREM', KEYS[1], entry)
    out[i] = 0
  end
end
return out
";

/// The claim of one room: `KEYS` are its `owner`, its `journal` and this process's
/// `rooms-of`; `ARGV` this process's id, the key prefix and the room's code. A room held
/// by a live process is left to it (`alive` and its address); one held by a dead process
/// becomes this one's; one of this process's (or just claimed) is returned as `mine` and
/// its journal's entries; `none` when no process holds it.
const CLAIM_SCRIPT: &str = r"
local owner = redis.call('GET', KEYS[1])
if not owner then return {'none'} end
local me, prefix, code = ARGV[1], ARGV[2], ARGV[3]
if owner ~= me then
  if redis.call('EXISTS', prefix .. 'process:' .. owner) == 1 then
    return {'alive', redis.call('GET', prefix .. 'address:' .. owner) or ''}
  end
  redis.call('SET', KEYS[1], me)
  redis.call('SREM', prefix .. 'rooms-of:' .. owner, code)
  redis.call('SADD', KEYS[3], code)
end
local out = {'mine'}
for _, e in ipairs(redis.call('LRANGE', KEYS[2], 0, -1)) do table.insert(out, e) end
return out
";

/// The heartbeat: `KEYS` are this process's `process`, `address` and the `processes` set;
/// `ARGV` its run, address, the heartbeat's length in milliseconds and its id. Another
/// run's heartbeat is left alone (0); this run's is renewed (1), or taken again after it
/// lapsed (2).
const BEAT_SCRIPT: &str = r"
local held = redis.call('GET', KEYS[1])
if held and held ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
redis.call('SADD', KEYS[3], ARGV[4])
if held then return 1 end
return 2
";

/// A clean stop: `KEYS` this process's `process` and `address`, `ARGV[1]` its run; the
/// heartbeat goes if it is this run's.
const LEAVE_SCRIPT: &str = r"
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1], KEYS[2]) end
return 1
";

/// A new room's code: `KEYS` its `owner` and this process's `rooms-of`, `ARGV` this
/// process's id and the code. Taken when no room of the fleet has it (1), else 0.
const RESERVE_SCRIPT: &str = r"
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then
  redis.call('SADD', KEYS[2], ARGV[2])
  return 1
end
return 0
";

/// A wait ends at this process: `KEYS[1]` the waiting hash, `ARGV` the player's key and
/// this process's id; the wait goes only if it is this process's (the player may wait at
/// another now).
const UNWAIT_SCRIPT: &str = r"
local w = redis.call('HGET', KEYS[1], ARGV[1])
if w and cjson.decode(w).process == ARGV[2] then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 1
";

/// The pairing lease: `KEYS[1]` the lease, `ARGV` this process's id and the lease's length
/// in milliseconds. Taken when free, renewed when this process's; returns 1 when held.
const LEASE_SCRIPT: &str = r"
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
";

/// One pair: `KEYS` are the waiting hash and the host process's `pairing:open`; `ARGV`
/// the two players' fields and the pair (JSON). Both still waiting: both leave the hash
/// and the pair goes to the host (1); else nothing (0).
const PAIR_SCRIPT: &str = r"
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 or redis.call('HEXISTS', KEYS[1], ARGV[2]) == 0 then
  return 0
end
redis.call('HDEL', KEYS[1], ARGV[1], ARGV[2])
redis.call('RPUSH', KEYS[2], ARGV[3])
return 1
";

fn key(parts: &[&str]) -> String {
    let mut k = String::from(PREFIX);
    k.push_str(&parts.join(":"));
    k
}

/// Whether `id` may name a process of a fleet: 1..=[`MAX_ID_LEN`] ASCII letters, digits,
/// `-` and `_`.
pub fn id_ok(id: &str) -> bool {
    !id.is_empty() && id.len() <= MAX_ID_LEN && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl Fleet {
    /// The link of the process `id`, reached by its players at `advertise` (`HOST:PORT`),
    /// to the Redis at `url` (`redis://HOST:PORT/DB`); nothing is connected yet.
    ///
    /// # Errors
    /// A sentence: an id that is not [`id_ok`], an empty or overlong address (over 255
    /// bytes), a URL that is not Redis's.
    pub fn new(url: &str, id: &str, advertise: &str) -> Result<Fleet, String> {
        if !id_ok(id) {
            return Err(format!("the fleet id {id:?} is not 1 to {MAX_ID_LEN} letters, digits, '-' or '_'"));
        }
        // An address and port: a client is sent there without looking a name up.
        match advertise.parse::<std::net::SocketAddr>() {
            Ok(at) if at.port() != 0 && !at.ip().is_unspecified() => {}
            _ => return Err(format!("the advertised address {advertise:?} is not an IP address and port")),
        }
        let client = redis::Client::open(url).map_err(|e| format!("{url}: not a Redis address ({e})"))?;
        let run = format!("{:016x}", rand::random::<u64>());
        Ok(Fleet {
            id: id.to_string(),
            advertise: advertise.to_string(),
            run,
            client,
            conn: Mutex::new(None),
            failed_at: Mutex::new(None),
            write: Script::new(WRITE_SCRIPT),
            claim: Script::new(CLAIM_SCRIPT),
            lease: Script::new(LEASE_SCRIPT),
            pair: Script::new(PAIR_SCRIPT),
            beat: Script::new(BEAT_SCRIPT),
            leave: Script::new(LEAVE_SCRIPT),
            reserve: Script::new(RESERVE_SCRIPT),
            unwait: Script::new(UNWAIT_SCRIPT),
        })
    }

    /// Runs `f` on the connection (opened now if there is none); a failed call drops the
    /// connection, so the next one opens another — but not within [`RETRY_REDIS_AFTER`]
    /// of a failure: calls fail at once meanwhile.
    fn call<T>(&self, f: impl FnOnce(&mut Connection) -> redis::RedisResult<T>) -> Result<T, String> {
        let mut held = self.conn.lock().unwrap_or_else(|p| p.into_inner());
        let mut failed_at = self.failed_at.lock().unwrap_or_else(|p| p.into_inner());
        if held.is_none() {
            if failed_at.is_some_and(|t| t.elapsed() < RETRY_REDIS_AFTER) {
                return Err("Redis: not reachable a moment ago; tried again shortly".into());
            }
            let opened = self.client.get_connection_with_timeout(REDIS_TIMEOUT).and_then(|conn| {
                conn.set_read_timeout(Some(REDIS_TIMEOUT))?;
                conn.set_write_timeout(Some(REDIS_TIMEOUT))?;
                Ok(conn)
            });
            match opened {
                Ok(conn) => *held = Some(conn),
                Err(e) => {
                    *failed_at = Some(std::time::Instant::now());
                    return Err(format!("Redis: {e}"));
                }
            }
        }
        let Some(conn) = held.as_mut() else { return Err("Redis: no connection".into()) };
        match f(conn) {
            Ok(v) => Ok(v),
            Err(e) => {
                if e.is_io_error() || e.is_timeout() || e.is_connection_dropped() || e.is_unrecoverable_error() {
                    *held = None;
                    *failed_at = Some(std::time::Instant::now());
                }
                Err(format!("Redis: {e}"))
            }
        }
    }

    /// Joins the fleet: takes this process's id, waiting up to [`HEARTBEAT_TTL`] and a
    /// second for an earlier run's heartbeat to lapse (a process started again after
    /// `kill -9`, which keeps its rooms unless they were claimed meanwhile).
    ///
    /// # Errors
    /// Redis cannot be reached, or another live process beats under this id.
    pub fn join(&self) -> Result<(), String> {
        let start = std::time::Instant::now();
        loop {
            let took: bool = self.call(|c| {
                redis::cmd("SET")
                    .arg(key(&["process", &self.id]))
                    .arg(&self.run)
                    .arg("NX")
                    .arg("PX")
                    .arg(HEARTBEAT_TTL.as_millis() as u64)
                    .query::<Option<String>>(c)
                    .map(|r| r.is_some())
            })?;
            if took {
                return self.beat().map(|_| ());
            }
            if start.elapsed() > HEARTBEAT_TTL + Duration::from_secs(1) {
                return Err(format!("another live server of the fleet has the id {:?}", self.id));
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Renews this run's heartbeat: [`Beat`] says whether it had lapsed, or whether another
    /// run of this id has taken it.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn beat(&self) -> Result<Beat, String> {
        let found: i64 = self.call(|c| {
            self.beat
                .key(key(&["process", &self.id]))
                .key(key(&["address", &self.id]))
                .key(key(&["processes"]))
                .arg(&self.run)
                .arg(&self.advertise)
                .arg(HEARTBEAT_TTL.as_millis() as u64)
                .arg(&self.id)
                .invoke(c)
        })?;
        Ok(match found {
            0 => Beat::Taken,
            1 => Beat::Held,
            _ => Beat::Lapsed,
        })
    }

    /// The codes of the rooms the fleet's directory says are this process's.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn codes(&self) -> Result<Vec<String>, String> {
        self.call(|c| redis::cmd("SMEMBERS").arg(key(&["rooms-of", &self.id])).query(c))
    }

    /// Leaves the fleet (a clean stop): the heartbeat goes at once, so the others claim
    /// this process's rooms without waiting for it to lapse.
    ///
    /// # Errors
    /// Redis cannot be reached (the heartbeat lapses on its own then).
    pub fn leave(&self) -> Result<(), String> {
        self.call(|c| {
            self.leave.key(key(&["process", &self.id])).key(key(&["address", &self.id])).arg(&self.run).invoke(c)
        })
    }

    /// Takes the code `code` for a new room of this process's: `false` when a room of the
    /// fleet has it already.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn reserve(&self, code: &str) -> Result<bool, String> {
        let took: i64 = self.call(|c| {
            self.reserve.key(key(&["owner", code])).key(key(&["rooms-of", &self.id])).arg(&self.id).arg(code).invoke(c)
        })?;
        Ok(took == 1)
    }

    /// Writes a frame's changes of this process's rooms at once (one script call: the
    /// fleet's group commit), each only while the room is still this process's. Returns
    /// what became of each, in order.
    ///
    /// # Errors
    /// Redis cannot be reached, or answered with something else than the script's list:
    /// none of the changes may be written then (some may: writing one again is harmless,
    /// as replaying the journal appends only the steps that continue what is known).
    pub fn write(&self, writes: &[RoomWrite]) -> Result<Vec<Written>, String> {
        if writes.is_empty() {
            return Ok(Vec::new());
        }
        let mut call = self.write.prepare_invoke();
        call.key(key(&["rooms-of", &self.id])).arg(&self.id);
        for w in writes {
            let code = w.code();
            call.key(key(&["owner", code])).key(key(&["journal", code]));
            match w {
                RoomWrite::Append { entry, .. } => call.arg("A").arg(entry_json(entry)?),
                RoomWrite::Replace { entry, .. } => call.arg("R").arg(entry_json(entry)?),
                RoomWrite::Gone { code } => call.arg("G").arg(code.as_str()),
            };
        }
        let out: Vec<i64> = self.call(|c| call.invoke(c))?;
        if out.len() != writes.len() {
            return Err(format!("Redis answered {} results for {} rooms", out.len(), writes.len()));
        }
        Ok(out.into_iter().map(|n| if n < 0 { Written::NotOurs } else { Written::Entries(n) }).collect())
    }

    /// Where the room `code` is: here (claimed now from a dead process, or this process's
    /// and not restored), at another live process's address, or nowhere.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn route(&self, code: &str) -> Result<Route, String> {
        let reply: Vec<Vec<u8>> = self.call(|c| {
            self.claim
                .key(key(&["owner", code]))
                .key(key(&["journal", code]))
                .key(key(&["rooms-of", &self.id]))
                .arg(&self.id)
                .arg(PREFIX)
                .arg(code)
                .invoke(c)
        })?;
        let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        match reply.split_first() {
            Some((tag, rest)) if tag.as_slice() == b"mine" => {
                let lines: Vec<String> = rest.iter().map(|b| text(b)).collect();
                let mut replayed = replay(Vec::new(), &(lines.join("\n") + "\n"));
                match replayed.rooms.remove(code) {
                    Some(room) => Ok(Route::Here(Box::new(room), replayed.notices)),
                    None => Ok(Route::Unknown),
                }
            }
            Some((tag, rest)) if tag.as_slice() == b"alive" => match rest.first().map(|at| text(at)) {
                Some(at) if !at.is_empty() => Ok(Route::Elsewhere(at)),
                // Its heartbeat is there and its address lapsed a moment before it.
                _ => Err(format!("room {code}: its server's address is not known just now")),
            },
            _ => Ok(Route::Unknown),
        }
    }

    /// This process's rooms, each restored from its journal (a process started again
    /// under its id), with a sentence for each entry or room that could not be used.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn mine(&self) -> Result<(Vec<SavedRoom>, Vec<String>), String> {
        let codes = self.codes()?;
        Ok(self.restore_all(codes))
    }

    /// The rooms of `codes` routed here (claimed, or this process's), each restored from its
    /// journal; a room that cannot be is named in a sentence and the others go on.
    fn restore_all(&self, codes: Vec<String>) -> (Vec<SavedRoom>, Vec<String>) {
        let mut rooms = Vec::new();
        let mut notices = Vec::new();
        for code in codes {
            if !code.bytes().all(|b| b.is_ascii_alphanumeric()) || code.is_empty() || code.len() > 16 {
                notices.push(format!("the fleet's directory names the room {code:?}, not a room code; skipped"));
                continue;
            }
            match self.route(&code) {
                Ok(Route::Here(room, n)) => {
                    notices.extend(n);
                    rooms.push(*room);
                }
                Ok(Route::Elsewhere(_)) => {}
                Ok(Route::Unknown) => notices.push(format!("room {code}: its journal is empty; not restored")),
                Err(e) => notices.push(format!("room {code}: not restored now: {e}")),
            }
        }
        (rooms, notices)
    }

    /// Claims at most [`CLAIMS_PER_BEAT`] rooms of processes whose heartbeat lapsed, each
    /// restored from its journal, and forgets a dead process once it holds none.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn claim_orphans(&self) -> Result<(Vec<SavedRoom>, Vec<String>), String> {
        let ids: Vec<String> = self.call(|c| redis::cmd("SMEMBERS").arg(key(&["processes"])).query(c))?;
        let mut codes = Vec::new();
        for id in ids.iter().filter(|id| **id != self.id && id_ok(id)) {
            let alive: bool = self.call(|c| redis::cmd("EXISTS").arg(key(&["process", id])).query(c))?;
            if alive {
                continue;
            }
            let left = CLAIMS_PER_BEAT.saturating_sub(codes.len());
            let some: Vec<String> =
                self.call(|c| redis::cmd("SRANDMEMBER").arg(key(&["rooms-of", id])).arg(left).query(c))?;
            if some.is_empty() {
                // A dead process that holds nothing more is forgotten, with what it shared.
                self.call(|c| {
                    redis::pipe()
                        .cmd("SREM")
                        .arg(key(&["processes"]))
                        .arg(id)
                        .ignore()
                        .cmd("DEL")
                        .arg(key(&["pairing", "open", id]))
                        .arg(key(&["lobby", id]))
                        .arg(key(&["rooms-of", id]))
                        .ignore()
                        .exec(c)
                })?;
            }
            codes.extend(some);
            if codes.len() >= CLAIMS_PER_BEAT {
                break;
            }
        }
        Ok(self.restore_all(codes))
    }
}

fn entry_json(entry: &JournalEntry) -> Result<String, String> {
    serde_json::to_string(entry).map_err(|e| format!("a journal entry does not serialise: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fleet_id_is_a_short_word_of_letters_digits_dashes_and_underscores() {
        assert!(id_ok("eu-1") && id_ok("a_B9"));
        assert!(!id_ok("") && !id_ok("a b") && !id_ok("a:b") && !id_ok(&"x".repeat(MAX_ID_LEN + 1)));
        assert!(Fleet::new("redis://127.0.0.1:6379", "a:b", "127.0.0.1:1").is_err());
        assert!(Fleet::new("redis://127.0.0.1:6379", "a", "").is_err());
        assert!(Fleet::new("http://127.0.0.1", "a", "127.0.0.1:1").is_err());
        assert!(Fleet::new("redis://127.0.0.1:6379", "a", "127.0.0.1:1").is_ok());
    }
}
