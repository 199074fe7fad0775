//! UTC time stamps for saves, records and the names of set-aside files, without a date
//! crate: whole seconds since the Unix epoch, written as RFC 3339 (`2025-03-01T10:15:30Z`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

/// A moment in UTC, to the second. Ordered by time; serialised as an RFC 3339 string
/// (`"2025-03-01T10:15:30Z"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct UtcTime {
    /// Seconds since 1970-01-01T00:00:00Z (negative before it).
    pub unix_seconds: i64,
}

impl UtcTime {
    /// The current time of the system clock (the epoch if the clock is before 1970).
    pub fn now() -> UtcTime {
        let secs = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        UtcTime { unix_seconds: i64::try_from(secs).unwrap_or(i64::MAX) }
    }

    /// `seconds` later (saturating at the end of time).
    pub fn plus_seconds(self, seconds: u64) -> UtcTime {
        UtcTime { unix_seconds: self.unix_seconds.saturating_add(i64::try_from(seconds).unwrap_or(i64::MAX)) }
    }

    /// Whole seconds from `self` until `later` (0 when `later` is not later).
    pub fn seconds_until(self, later: UtcTime) -> u64 {
        u64::try_from(later.unix_seconds.saturating_sub(self.unix_seconds)).unwrap_or(0)
    }

    /// Year, month (1..=12), day (1..=31), hour, minute, second.
    pub fn parts(self) -> (i64, u32, u32, u32, u32, u32) {
        let days = self.unix_seconds.div_euclid(86_400);
        let secs = self.unix_seconds.rem_euclid(86_400) as u32;
        let (y, m, d) = civil_from_days(days);
        (y, m, d, secs / 3600, secs / 60 % 60, secs % 60)
    }

    /// A compact form for file names: `20250301T101530Z` (sorts by time, no `:` so it is
    /// a valid file name on Windows).
    pub fn stamp(self) -> String {
        let (y, mo, d, h, mi, s) = self.parts();
        format!("{y:04}{mo:02}{d:02}T{h:02}{mi:02}{s:02}Z")
    }
}

impl fmt::Display for UtcTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, mo, d, h, mi, s) = self.parts();
        write!(f, "{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}Z")
    }
}

/// Why a time stamp could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a UTC time of the form 2025-03-01T10:15:30Z: {0:?}")]
pub struct BadTime(pub String);

impl FromStr for UtcTime {
    type Err = BadTime;

    /// Parses exactly `YYYY-MM-DDTHH:MM:SSZ`.
    fn from_str(s: &str) -> Result<UtcTime, BadTime> {
        let bad = || BadTime(s.to_string());
        let b = s.as_bytes();
        if b.len() != 20 || b[4] != b'-' || b[7] != b'-' || b[10] != b'T' || b[13] != b':' || b[16] != b':' {
            return Err(bad());
        }
        if b[19] != b'Z' {
            return Err(bad());
        }
        let num = |r: std::ops::Range<usize>| -> Result<u32, BadTime> {
            let part = &s[r];
            if part.bytes().all(|c| c.is_ascii_digit()) { part.parse().map_err(|_| bad()) } else { Err(bad()) }
        };
        let (y, mo, d, h, mi, sec) = (num(0..4)?, num(5..7)?, num(8..10)?, num(11..13)?, num(14..16)?, num(17..19)?);
        if !(1..=12).contains(&mo) || d == 0 || d > days_in_month(y as i64, mo) || h > 23 || mi > 59 || sec > 59 {
            return Err(bad());
        }
        let days = days_from_civil(y as i64, mo, d);
        Ok(UtcTime { unix_seconds: days * 86_400 + (h * 3600 + mi * 60 + sec) as i64 })
    }
}

impl Serialize for UtcTime {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for UtcTime {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<UtcTime, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

// Howard Hinnant's algorithms (http://howardhinnant.github.io/date_algorithms.html): the
// proleptic Gregorian calendar, exact for every i64 day count we can meet.
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = (m as i64 + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d as i64 - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates_round_trip() {
        for (secs, text) in [
            (0, "1970-01-01T00:00:00Z"),
            (951_782_400, "2000-02-29T00:00:00Z"),
            (1_740_824_130, "2025-03-01T10:15:30Z"),
            (4_107_542_399, "2100-02-28T23:59:59Z"),
        ] {
            let t = UtcTime { unix_seconds: secs };
            assert_eq!(t.to_string(), text);
            assert_eq!(text.parse::<UtcTime>().unwrap(), t);
        }
        assert_eq!(UtcTime { unix_seconds: 1_740_824_130 }.stamp(), "20250301T101530Z");
    }

    #[test]
    fn bad_times_are_refused() {
        for s in [
            "",
            "2025-02-30T00:00:00Z",
            "2025-03-01 10:15:30Z",
            "2025-03-01T24:00:00Z",
            "+025-03-01T10:15:30Z",
            "é25-03-01T10:15:30Z",
        ] {
            assert!(s.parse::<UtcTime>().is_err(), "{s}");
        }
    }
}
