//! Ratings (issue 26, point 4): each player's Glicko-2 rating per rule level, by identity
//! key, computed by a maintained crate (skillratings) at the end of each match between two
//! proven players and kept in the server's `ratings.ron` (`persist::ratings`). Each player
//! is told both players' ratings before and after ([`Rated`]); a rating is provisional
//! while its deviation is at least [`PROVISIONAL_DEVIATION`], as Lichess shows it.
//!
//! A match is rated once, when it ends on this server; a server killed between the match's
//! record and the ratings' file leaves that match unrated (never rated twice).

use super::options::{ServerOptions, log};
use super::telling::tell;
use crate::net::identity::PlayerKey;
use crate::net::protocol::{Leader, Rated, RatingChange};
use crate::persist::ratings::{RatedName, RatedPlayer, SavedRatings};
use crate::persist::store::{self, Loaded};
use crate::rules::{Level, Side};
use bevy::prelude::*;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use std::collections::HashMap;
use std::path::PathBuf;

/// A rating is provisional while its deviation is at least this (Glicko-2's scale).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The ratings the server keeps, and where it writes them (`None`: in memory only — no
/// data folder, or a ratings file this build may not replace).
#[derive(Resource, Default, Debug)]
pub struct Ratings {
    by: HashMap<(Level, PlayerKey), RatedPlayer>,
    /// The name each rated player last played under.
    names: HashMap<PlayerKey, String>,
    /// The server's own computer players (`super::house`): each one's rating is fixed, the
    /// ladder's measure of its level, and kept in no file (their keys are new each run).
    fixed: HashMap<PlayerKey, f64>,
    save_to: Option<PathBuf>,
}

/// The deviation of a house player's fixed rating (Glicko-2's scale): its strength is
/// measured (the ladder's arena results), so a result against it counts as against a
/// well-known player.
pub const HOUSE_DEVIATION: f64 = 60.0;

impl Ratings {
    /// `key`'s rating at `level` (a new player's when it has none; a house player's fixed
    /// one).
    pub fn get(&self, level: Level, key: PlayerKey) -> RatedPlayer {
        if let Some(rating) = self.fixed.get(&key) {
            let matches = self.by.get(&(level, key)).map_or(0, |p| p.matches);
            let volatility = Glicko2Rating::new().volatility;
            return RatedPlayer { level, key: key.0, rating: *rating, deviation: HOUSE_DEVIATION, volatility, matches };
        }
        self.by.get(&(level, key)).copied().unwrap_or_else(|| {
            let new = Glicko2Rating::new();
            RatedPlayer {
                level,
                key: key.0,
                rating: new.rating,
                deviation: new.deviation,
                volatility: new.volatility,
                matches: 0,
            }
        })
    }

    /// `key`'s rating at `level` as shown (rating, provisional): what pairing and the lists
    /// say of a player.
    pub fn rated(&self, level: Level, key: PlayerKey) -> (f64, bool) {
        let r = self.get(level, key);
        (r.rating, r.deviation >= PROVISIONAL_DEVIATION)
    }

    /// Rates a match at `level` between the players `keys` (indexed by `Side::index`) that
    /// `winner` won: both ratings move by Glicko-2's one-game update. Returns each side's
    /// rating before and after.
    pub fn rate(&mut self, level: Level, keys: [PlayerKey; 2], winner: Side) -> [(RatedPlayer, RatedPlayer); 2] {
        let before = keys.map(|k| self.get(level, k));
        let g = |r: &RatedPlayer| Glicko2Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility };
        let outcome = if winner == Side::Left { Outcomes::WIN } else { Outcomes::LOSS };
        let (l, r) = glicko2(&g(&before[0]), &g(&before[1]), &outcome, &Glicko2Config::new());
        let after = [l, r].map(|n| (n.rating, n.deviation, n.volatility));
        let mut out = [(before[0], before[0]); 2];
        for i in 0..2 {
            let (rating, deviation, volatility) = after[i];
            let matches = before[i].matches + 1;
            // A house player's rating stays the ladder's: only its count moves.
            let now = if self.fixed.contains_key(&keys[i]) {
                RatedPlayer { matches, ..before[i] }
            } else {
                RatedPlayer { rating, deviation, volatility, matches, ..before[i] }
            };
            self.by.insert((level, keys[i]), now);
            out[i] = (before[i], now);
        }
        out
    }

    /// What the file keeps: every rating and name but the house players', in a fixed
    /// order.
    fn saved(&self) -> SavedRatings {
        let kept = |k: &[u8; 32]| !self.fixed.contains_key(&PlayerKey(*k));
        let mut ratings: Vec<RatedPlayer> = self.by.values().filter(|r| kept(&r.key)).copied().collect();
        ratings.sort_by_key(|r| (r.level as u8, r.key));
        let mut names: Vec<RatedName> = self
            .names
            .iter()
            .filter(|(k, _)| kept(&k.0))
            .map(|(k, name)| RatedName { key: k.0, name: name.clone() })
            .collect();
        names.sort_by_key(|n| n.key);
        SavedRatings { format_version: SavedRatings::FORMAT_VERSION, ratings, names }
    }

    /// Keeps `kept` as `key`'s rating at `level` (`None`: not rated there): a fleet's
    /// rating, read from its store (`super::fleet`), for pairing and the lists here.
    pub(super) fn cache(&mut self, level: Level, key: PlayerKey, kept: Option<RatedPlayer>) {
        match kept {
            Some(kept) => self.by.insert((level, key), kept),
            None => self.by.remove(&(level, key)),
        };
    }

    /// Notes the name `key` plays under now (shown on the leaderboard); a house player
    /// keeps the name it was given.
    pub fn name(&mut self, key: PlayerKey, name: &str) {
        if !self.fixed.contains_key(&key) {
            self.names.insert(key, name.to_string());
        }
    }

    /// Makes `key` a house player (`super::house`): rated `rating` at every level, for
    /// good, under `name`.
    pub fn fix(&mut self, key: PlayerKey, rating: f64, name: &str) {
        self.fixed.insert(key, rating);
        self.names.insert(key, name.to_string());
    }

    /// Whether `key` is a house player.
    pub fn is_house(&self, key: PlayerKey) -> bool {
        self.fixed.contains_key(&key)
    }

    /// The leaderboard at `level`: the `most` best rated players who have played a rated
    /// match there, the highest rating first (ties: more matches first), each with the
    /// name it last played under.
    pub fn leaders(&self, level: Level, most: usize) -> Vec<Leader> {
        let mut rated: Vec<&RatedPlayer> = self.by.values().filter(|r| r.level == level && r.matches > 0).collect();
        rated.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(b.matches.cmp(&a.matches)).then(a.key.cmp(&b.key)));
        rated.into_iter().take(most).map(|r| leader(r, self.names.get(&PlayerKey(r.key)).cloned())).collect()
    }
}

/// A leaderboard's line for `r`, who plays under `name` (`?` when not known).
pub(super) fn leader(r: &RatedPlayer, name: Option<String>) -> Leader {
    Leader {
        name: name.unwrap_or_else(|| "?".into()),
        rating: r.rating,
        provisional: r.deviation >= PROVISIONAL_DEVIATION,
        matches: r.matches,
    }
}

/// A match of this server is over: its level, its players' keys and sides' clients, and
/// who won. Rated if both seats have a proven key and they are not the same player.
#[derive(Event, Debug, Clone)]
pub(super) struct MatchFinished {
    pub(super) code: String,
    pub(super) level: Level,
    pub(super) keys: [Option<PlayerKey>; 2],
    /// Each side's player's name.
    pub(super) names: [String; 2],
    pub(super) clients: [Option<Entity>; 2],
    pub(super) winner: Side,
    /// The match's id: a fleet rates each match once (`super::fleet::Fleet::rate_once`).
    pub(super) match_id: String,
}

/// Reads the ratings at start: a damaged file is set aside and logged (the ratings start
/// again); one that may not be replaced (a newer version's) keeps the ratings in memory.
pub(super) fn restore_ratings(options: Res<ServerOptions>, mut ratings: ResMut<Ratings>) {
    let Some(paths) = &options.data else { return };
    let path = paths.ratings_file();
    let mut save_to = Some(path.clone());
    let saved = match store::load_ron::<SavedRatings>(&path) {
        Loaded::Ok(s) => s,
        Loaded::Missing => SavedRatings::default(),
        Loaded::SetAside { problem } => {
            log(&options, || problem.to_string());
            SavedRatings::default()
        }
        Loaded::Unusable { problem } => {
            log(&options, || format!("{problem}; the ratings are kept in memory only"));
            save_to = None;
            SavedRatings::default()
        }
    };
    ratings.by = saved.ratings.into_iter().map(|r| ((r.level, PlayerKey(r.key)), r)).collect();
    ratings.names = saved.names.into_iter().map(|n| (PlayerKey(n.key), n.name)).collect();
    ratings.save_to = save_to;
}

/// Rates a finished match, writes the ratings and tells each player both changes.
pub(super) fn on_finished(
    finished: On<MatchFinished>,
    options: Res<ServerOptions>,
    mut ratings: ResMut<Ratings>,
    mut commands: Commands,
) {
    let f = finished.event();
    let [Some(left), Some(right)] = f.keys else {
        log(&options, || format!("room {}: not rated (a seat without a proven identity)", f.code));
        return;
    };
    if left == right {
        log(&options, || format!("room {}: not rated (one player in both seats)", f.code));
        return;
    }
    let changes = match &options.fleet {
        // In a fleet the ratings are the fleet's: read there, moved here, written there —
        // once per match, whichever process finishes it (or restores it finished).
        Some(fleet) => {
            let rated = fleet.rate_once(f.level, [left, right], &f.match_id, |before| {
                for (key, kept) in [left, right].into_iter().zip(before) {
                    ratings.cache(f.level, key, kept);
                }
                ratings.rate(f.level, [left, right], f.winner)
            });
            match rated {
                Ok(Some(changes)) => changes,
                Ok(None) => {
                    log(&options, || format!("room {}: rated already", f.code));
                    return;
                }
                Err(e) => {
                    log(&options, || format!("room {}: not rated: {e}", f.code));
                    return;
                }
            }
        }
        None => ratings.rate(f.level, [left, right], f.winner),
    };
    ratings.name(left, &f.names[0]);
    ratings.name(right, &f.names[1]);
    if let Some(fleet) = &options.fleet {
        for (key, name) in [(left, &f.names[0]), (right, &f.names[1])] {
            if !ratings.is_house(key)
                && let Err(e) = fleet.name(key, name)
            {
                log(&options, || format!("room {}: a name for the fleet's leaderboard: {e}", f.code));
            }
        }
    }
    if options.fleet.is_none()
        && let Some(path) = &ratings.save_to
        && let Err(e) = store::save_ron(path, &ratings.saved())
    {
        log(&options, || format!("the ratings could not be written: {e}"));
    }
    let players = changes.map(|(before, after)| RatingChange {
        before: before.rating,
        after: after.rating,
        deviation: after.deviation,
        provisional: after.deviation >= PROVISIONAL_DEVIATION,
    });
    log(&options, || {
        let [l, r] = &players;
        format!(
            "room {}: rated {:?}: {:.0} → {:.0}, {:.0} → {:.0}",
            f.code, f.level, l.before, l.after, r.before, r.after
        )
    });
    for client in f.clients.iter().flatten() {
        tell(&mut commands, *client, Rated { level: f.level, players });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_raises_the_winner_and_lowers_the_loser_as_glicko2_says() {
        let mut r = Ratings::default();
        let (a, b) = (PlayerKey([1; 32]), PlayerKey([2; 32]));
        let [(a0, a1), (b0, b1)] = r.rate(Level::Advanced, [a, b], Side::Left);
        assert_eq!((a0.rating, b0.rating, a0.deviation), (1500.0, 1500.0, 350.0), "new players");
        let (want_a, want_b) =
            glicko2(&Glicko2Rating::new(), &Glicko2Rating::new(), &Outcomes::WIN, &Glicko2Config::new());
        assert_eq!((a1.rating, b1.rating), (want_a.rating, want_b.rating));
        assert!(a1.rating > 1600.0 && b1.rating < 1400.0, "{} {}", a1.rating, b1.rating);
        assert!(a1.deviation < 350.0 && a1.deviation >= PROVISIONAL_DEVIATION, "still provisional after one match");
        assert_eq!((a1.matches, b1.matches), (1, 1));
        // Per level: another level's ratings are untouched.
        assert_eq!(r.get(Level::Basic, a).rating, 1500.0);
        // The file keeps them all, in a fixed order, and reads back the same.
        let saved = r.saved();
        assert_eq!(saved.ratings.len(), 2);
        assert_eq!(saved.ratings[0].key, a.0);
        // Twenty more matches, Right winning two of three: the deviation falls below the
        // provisional mark, and the better player is rated higher.
        for i in 0..20 {
            r.rate(Level::Advanced, [a, b], if i % 3 == 0 { Side::Left } else { Side::Right });
        }
        assert!(r.get(Level::Advanced, b).deviation < PROVISIONAL_DEVIATION);
        assert!(r.get(Level::Advanced, b).rating > r.get(Level::Advanced, a).rating);
    }
}
