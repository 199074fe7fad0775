//! The fleet's quick-pairing queue in Redis (`pairing:*`): the waits of every process,
//! the lease of the one that pairs, the pairs each process is to seat, and where a player
//! paired at another process is to go. The waves themselves are the server's
//! (`super::super::fleet_pairing`).

use super::{Fleet, PAIRING_LEASE, PAIRS_PER_WAVE, id_ok, key};
use crate::net::identity::PlayerKey;

/// Quick pairing across the fleet (see the module's documentation): the same waves as a
/// server alone, over every process's waiting players, run by the process holding the
/// lease.
impl Fleet {
    /// `player` waits for quick pairing at this process: `entry` (JSON) says who, for
    /// what rules, at what rating, since when. Replaces an older wait of the same player.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn wait(&self, player: PlayerKey, entry: &str) -> Result<(), String> {
        self.call(|c| redis::cmd("HSET").arg(key(&["pairing", "waiting"])).arg(player.to_string()).arg(entry).exec(c))
    }

    /// `player` no longer waits at this process (its connection went, or it was seated);
    /// a wait of the same player at another process stays.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn stop_waiting(&self, player: PlayerKey) -> Result<(), String> {
        self.call(|c| self.unwait.key(key(&["pairing", "waiting"])).arg(player.to_string()).arg(&self.id).invoke(c))
    }

    /// Takes or renews the pairing lease: whether this process pairs now.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn lead_pairing(&self) -> Result<bool, String> {
        let held: i64 = self.call(|c| {
            self.lease.key(key(&["pairing", "lease"])).arg(&self.id).arg(PAIRING_LEASE.as_millis() as u64).invoke(c)
        })?;
        Ok(held == 1)
    }

    /// Every player of the fleet waiting: each one's key (as written) and entry.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn waiting(&self) -> Result<Vec<(String, String)>, String> {
        self.call(|c| redis::cmd("HGETALL").arg(key(&["pairing", "waiting"])).query(c))
    }

    /// Pairs the players `a` and `b` (keys as [`Fleet::waiting`] gave them) if both still
    /// wait: `pair` (JSON) goes to the process `host`, which seats them. Returns whether
    /// they were paired.
    ///
    /// # Errors
    /// Redis cannot be reached; `host` is not a fleet id.
    pub fn pair(&self, a: &str, b: &str, host: &str, pair: &str) -> Result<bool, String> {
        if !id_ok(host) {
            return Err(format!("{host:?} is not a fleet id"));
        }
        let done: i64 = self.call(|c| {
            self.pair
                .key(key(&["pairing", "waiting"]))
                .key(key(&["pairing", "open", host]))
                .arg(a)
                .arg(b)
                .arg(pair)
                .invoke(c)
        })?;
        Ok(done == 1)
    }

    /// Which of `players` (each one's key) the fleet's queue holds.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn still_waiting(&self, players: &[PlayerKey]) -> Result<Vec<bool>, String> {
        if players.is_empty() {
            return Ok(Vec::new());
        }
        let fields: Vec<String> = players.iter().map(ToString::to_string).collect();
        let found: Vec<Option<String>> =
            self.call(|c| redis::cmd("HMGET").arg(key(&["pairing", "waiting"])).arg(&fields).query(c))?;
        Ok(found.into_iter().map(|f| f.is_some()).collect())
    }

    /// Whether each of the processes `ids` is alive (its heartbeat has not lapsed).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn alive(&self, ids: &[String]) -> Result<Vec<bool>, String> {
        self.call(|c| {
            let mut pipe = redis::pipe();
            for id in ids {
                pipe.cmd("EXISTS").arg(key(&["process", id]));
            }
            pipe.query(c)
        })
    }

    /// Takes the wait `field` (a player's key as [`Fleet::waiting`] gave it) out of the
    /// fleet's queue whoever's wait it is: the leader's pruning of waits at processes that
    /// died.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn forget_wait(&self, field: &str) -> Result<(), String> {
        self.call(|c| redis::cmd("HDEL").arg(key(&["pairing", "waiting"])).arg(field).exec(c))
    }

    /// The pairs this process is to seat (at most [`PAIRS_PER_WAVE`]), each as JSON.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn pairs_to_seat(&self) -> Result<Vec<String>, String> {
        self.call(|c| {
            redis::cmd("LPOP")
                .arg(key(&["pairing", "open", &self.id]))
                .arg(PAIRS_PER_WAVE)
                .query::<Option<Vec<String>>>(c)
        })
        .map(Option::unwrap_or_default)
    }

    /// Tells `player`'s process where its pairing seated it: `to` (JSON: the address and
    /// room), kept a minute for it to be read.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn tell_paired(&self, player: PlayerKey, to: &str) -> Result<(), String> {
        self.call(|c| {
            redis::cmd("SET").arg(key(&["pairing", "paired", &player.to_string()])).arg(to).arg("EX").arg(60).exec(c)
        })
    }

    /// Where each of `players` (waiting at this process) was seated by a pairing at
    /// another process, if it was (each answer read once).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn paired(&self, players: &[PlayerKey]) -> Result<Vec<Option<String>>, String> {
        if players.is_empty() {
            return Ok(Vec::new());
        }
        let keys: Vec<String> = players.iter().map(|p| key(&["pairing", "paired", &p.to_string()])).collect();
        self.call(|c| {
            let found: Vec<Option<String>> = redis::cmd("MGET").arg(&keys).query(c)?;
            let read: Vec<&String> = keys.iter().zip(&found).filter(|(_, f)| f.is_some()).map(|(k, _)| k).collect();
            if !read.is_empty() {
                redis::cmd("DEL").arg(read).exec(c)?;
            }
            Ok(found)
        })
    }
}
