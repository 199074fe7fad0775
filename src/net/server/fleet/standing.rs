//! What a fleet shares besides its rooms: the records (one per match), the ratings (moved
//! once per match), the leaderboard and the lobby.

use super::{Fleet, HEARTBEAT_TTL, MOST_RATING_TRIES, RATED_KEPT_S, id_ok, key};
use crate::net::identity::PlayerKey;
use crate::persist::ratings::RatedPlayer;
use crate::persist::{MatchRecord, UtcTime};
use crate::rules::Level;

impl Fleet {
    /// Shares this process's public rooms (`listed`: JSON) with the fleet's lobby until its
    /// next heartbeat (they lapse with it).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn share_lobby(&self, listed: &str) -> Result<(), String> {
        self.call(|c| {
            redis::cmd("SET")
                .arg(key(&["lobby", &self.id]))
                .arg(listed)
                .arg("PX")
                .arg(HEARTBEAT_TTL.as_millis() as u64)
                .exec(c)
        })
    }

    /// Every live process's public rooms, as each shared them (JSON each).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn lobby(&self) -> Result<Vec<String>, String> {
        let ids: Vec<String> = self.call(|c| redis::cmd("SMEMBERS").arg(key(&["processes"])).query(c))?;
        let keys: Vec<String> = ids.iter().filter(|id| id_ok(id)).map(|id| key(&["lobby", id])).collect();
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        let found: Vec<Option<String>> = self.call(|c| redis::cmd("MGET").arg(&keys).query(c))?;
        Ok(found.into_iter().flatten().collect())
    }

    /// The fleet's `most` best rated players at `level`, the best first: each one's rating
    /// and the name it last played a rated match under (if known).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn leaders(&self, level: Level, most: usize) -> Result<Vec<(RatedPlayer, Option<String>)>, String> {
        if most == 0 {
            return Ok(Vec::new());
        }
        let board = key(&["leaders", &format!("{level:?}")]);
        let keys: Vec<String> = self.call(|c| redis::cmd("ZREVRANGE").arg(&board).arg(0).arg(most - 1).query(c))?;
        let mut out = Vec::new();
        for k in keys {
            let Ok(player) = k.parse::<PlayerKey>() else { continue };
            let Some(rated) = self.rating(level, player)? else { continue };
            let name: Option<String> = self.call(|c| redis::cmd("HGET").arg(key(&["names"])).arg(&k).query(c))?;
            out.push((rated, name));
        }
        Ok(out)
    }

    /// Notes the name `player` played its last rated match under (the leaderboard's).
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub fn name(&self, player: PlayerKey, name: &str) -> Result<(), String> {
        self.call(|c| redis::cmd("HSET").arg(key(&["names"])).arg(player.to_string()).arg(name).exec(c))
    }

    /// Keeps `record` as the fleet's record of the match `match_id`, unless one is kept
    /// already. Returns whether this call kept it.
    ///
    /// # Errors
    /// Redis cannot be reached, or the record does not serialise.
    pub fn record_once(&self, match_id: &str, record: &MatchRecord) -> Result<bool, String> {
        let json = serde_json::to_string(record).map_err(|e| format!("the record does not serialise: {e}"))?;
        self.call(|c| redis::cmd("HSETNX").arg(key(&["records"])).arg(match_id).arg(json).query(c))
    }

    /// Every record the fleet keeps, by match id (for tests and audits: read whole).
    ///
    /// # Errors
    /// Redis cannot be reached; a record that does not read is an error of its own.
    pub fn records(&self) -> Result<Vec<(String, Result<MatchRecord, String>)>, String> {
        let all: Vec<(String, String)> = self.call(|c| redis::cmd("HGETALL").arg(key(&["records"])).query(c))?;
        Ok(all.into_iter().map(|(id, json)| (id, serde_json::from_str(&json).map_err(|e| e.to_string()))).collect())
    }

    /// `player`'s rating at `level` in the fleet (`None`: not rated there yet).
    ///
    /// # Errors
    /// Redis cannot be reached, or the rating kept there does not read.
    pub fn rating(&self, level: Level, player: PlayerKey) -> Result<Option<RatedPlayer>, String> {
        let json: Option<String> = self.call(|c| redis::cmd("GET").arg(rating_key(level, player)).query(c))?;
        json.map(|j| serde_json::from_str(&j).map_err(|e| format!("a rating in Redis does not read: {e}"))).transpose()
    }

    /// Rates the match `match_id` once in the fleet: reads both players' ratings, moves them
    /// with `rate` (given each one's rating before; returns each one's after) and writes
    /// them — atomically, again if another process changed either meanwhile, and not at
    /// all when the match was rated already. Returns the ratings before and after, or
    /// `None` when it was rated already.
    ///
    /// # Errors
    /// Redis cannot be reached; a rating kept there does not read; other processes moved
    /// one of these ratings at each of [`MOST_RATING_TRIES`] tries. Nothing is written then.
    pub fn rate_once(
        &self,
        level: Level,
        keys: [PlayerKey; 2],
        match_id: &str,
        mut rate: impl FnMut([Option<RatedPlayer>; 2]) -> [(RatedPlayer, RatedPlayer); 2],
    ) -> Result<Option<[(RatedPlayer, RatedPlayer); 2]>, String> {
        let rated = key(&["rated", match_id]);
        let watched = [rating_key(level, keys[0]), rating_key(level, keys[1]), rated.clone()];
        let mut tries = 0u32;
        let out: Result<Option<_>, String> = self.call(|c| {
            redis::transaction(c, &watched, |c, pipe| {
                tries += 1;
                let (l, r, done): (Option<String>, Option<String>, bool) = redis::pipe()
                    .cmd("GET")
                    .arg(&watched[0])
                    .cmd("GET")
                    .arg(&watched[1])
                    .cmd("EXISTS")
                    .arg(&rated)
                    .query(c)?;
                if done {
                    return Ok(Some(Ok(None)));
                }
                // Another process moved one of these ratings at each try: not rated now.
                if tries > MOST_RATING_TRIES {
                    return Ok(Some(Err(format!("the ratings changed under {MOST_RATING_TRIES} tries"))));
                }
                let read = |j: &Option<String>| j.as_ref().map(|j| serde_json::from_str::<RatedPlayer>(j));
                let (l, r) = match (read(&l).transpose(), read(&r).transpose()) {
                    (Ok(l), Ok(r)) => (l, r),
                    (Err(e), _) | (_, Err(e)) => return Ok(Some(Err(format!("a rating in Redis does not read: {e}")))),
                };
                let changes = rate([l, r]);
                let json = |p: &RatedPlayer| serde_json::to_string(p).unwrap_or_default();
                let board = key(&["leaders", &format!("{level:?}")]);
                let reply: Option<()> = pipe
                    .cmd("ZADD")
                    .arg(&board)
                    .arg(changes[0].1.rating)
                    .arg(keys[0].to_string())
                    .ignore()
                    .cmd("ZADD")
                    .arg(&board)
                    .arg(changes[1].1.rating)
                    .arg(keys[1].to_string())
                    .ignore()
                    .cmd("SET")
                    .arg(&watched[0])
                    .arg(json(&changes[0].1))
                    .ignore()
                    .cmd("SET")
                    .arg(&watched[1])
                    .arg(json(&changes[1].1))
                    .ignore()
                    .cmd("SET")
                    .arg(&rated)
                    .arg(UtcTime::now().to_string())
                    .arg("EX")
                    .arg(RATED_KEPT_S)
                    .ignore()
                    .query(c)?;
                Ok(reply.map(|()| Ok(Some(changes))))
            })
        })?;
        out
    }
}

fn rating_key(level: Level, player: PlayerKey) -> String {
    key(&["rating", &format!("{level:?}"), &player.to_string()])
}
