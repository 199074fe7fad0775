//! UTC time stamps (`persist::time`): the dates that saves, records and the names of
//! set-aside files carry, printed as RFC 3339 and read back, checked against the calendar
//! counted day by day — leap years, month ends, the epoch, far dates.

use en_garde_engine::persist::UtcTime;
use en_garde_engine::persist::time::BadTime;
use std::time::{SystemTime, UNIX_EPOCH};

const DAY: i64 = 86_400;

fn at(unix_seconds: i64) -> UtcTime {
    UtcTime { unix_seconds }
}

/// The Gregorian rule, said the long way round.
fn leap(y: i64) -> bool {
    if y % 400 == 0 {
        true
    } else if y % 100 == 0 {
        false
    } else {
        y % 4 == 0
    }
}

fn month_lengths(y: i64) -> [u32; 12] {
    [31, if leap(y) { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
}

/// A calendar that walks one day at a time, the independent reckoning the tests compare
/// with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Walker {
    y: i64,
    m: u32,
    d: u32,
}

impl Walker {
    fn next(&mut self) {
        if self.d < month_lengths(self.y)[self.m as usize - 1] {
            self.d += 1;
        } else if self.m < 12 {
            (self.m, self.d) = (self.m + 1, 1);
        } else {
            (self.y, self.m, self.d) = (self.y + 1, 1, 1);
        }
    }
}

/// The day number (days since 1970-01-01) of 0000-01-01, counted by whole years.
fn day_of_year_zero() -> i64 {
    -(0..1970).map(|y| if leap(y) { 366 } else { 365 }).sum::<i64>()
}

/// Known instants, as every form prints them: the epoch, the last second before it, leap
/// days of a year divisible by 400 and of an ordinary leap year, the end of February in a
/// century year that is not leap, the year's last second, and the first and last seconds
/// the text form can hold.
#[test]
fn known_instants_print_as_the_documented_utc_form() {
    let known = [
        (0, (1970, 1, 1, 0, 0, 0), "1970-01-01T00:00:00Z", "19700101T000000Z"),
        (-1, (1969, 12, 31, 23, 59, 59), "1969-12-31T23:59:59Z", "19691231T235959Z"),
        (951_782_400, (2000, 2, 29, 0, 0, 0), "2000-02-29T00:00:00Z", "20000229T000000Z"),
        (1_709_208_000, (2024, 2, 29, 12, 0, 0), "2024-02-29T12:00:00Z", "20240229T120000Z"),
        (1_740_824_130, (2025, 3, 1, 10, 15, 30), "2025-03-01T10:15:30Z", "20250301T101530Z"),
        (1_767_225_599, (2025, 12, 31, 23, 59, 59), "2025-12-31T23:59:59Z", "20251231T235959Z"),
        (4_107_542_399, (2100, 2, 28, 23, 59, 59), "2100-02-28T23:59:59Z", "21000228T235959Z"),
        (4_107_542_400, (2100, 3, 1, 0, 0, 0), "2100-03-01T00:00:00Z", "21000301T000000Z"),
        (-2_203_891_200, (1900, 3, 1, 0, 0, 0), "1900-03-01T00:00:00Z", "19000301T000000Z"),
        (-62_167_219_200, (0, 1, 1, 0, 0, 0), "0000-01-01T00:00:00Z", "00000101T000000Z"),
        (253_402_300_799, (9999, 12, 31, 23, 59, 59), "9999-12-31T23:59:59Z", "99991231T235959Z"),
    ];
    for (secs, parts, text, stamp) in known {
        let t = at(secs);
        assert_eq!(t.parts(), parts, "{secs}");
        assert_eq!(t.to_string(), text);
        assert_eq!(t.stamp(), stamp);
        assert_eq!(text.parse::<UtcTime>(), Ok(t));
    }
}

/// Every day from 0000-01-01 to 9999-12-31 — both sides of the epoch, every leap day and
/// month end, every 400-year cycle's seams — is the date the day-by-day calendar reaches,
/// at a time of day that changes from day to day; its text reads back to the same instant.
#[test]
fn every_day_of_ten_thousand_years_is_the_calendars_date() {
    let mut cal = Walker { y: 0, m: 1, d: 1 };
    let mut day = day_of_year_zero();
    assert_eq!(day * DAY, -62_167_219_200, "0000-01-01, counted by whole years");
    let mut checked = 0;
    while cal.y < 10_000 {
        let secs_of_day = (day.rem_euclid(997) * 86_399 / 996) as u32;
        let t = at(day * DAY + i64::from(secs_of_day));
        let want = (cal.y, cal.m, cal.d, secs_of_day / 3600, secs_of_day / 60 % 60, secs_of_day % 60);
        assert_eq!(t.parts(), want, "day {day}");
        if cal.d >= 28 || cal.d == 1 || day % 13 == 0 {
            let text = t.to_string();
            assert_eq!(text.parse::<UtcTime>(), Ok(t), "{text}");
            checked += 1;
        }
        cal.next();
        day += 1;
    }
    assert_eq!(day * DAY, 253_402_300_800, "10000-01-01");
    assert!(checked > 400_000, "{checked}");
}

/// Every second of a day is its hour, minute and second, counted one second at a time; on
/// a day before the epoch (negative seconds) as on a day after it.
#[test]
fn every_second_of_a_day_is_its_time_of_day() {
    for midnight in [-DAY * 365, DAY * 20_000] {
        let mut secs = midnight;
        for h in 0..24 {
            for m in 0..60 {
                for s in 0..60 {
                    let t = at(secs);
                    let (_, _, _, th, tm, ts) = t.parts();
                    assert_eq!((th, tm, ts), (h, m, s), "{secs}");
                    if s % 7 == 0 {
                        let text = t.to_string();
                        assert_eq!(&text[11..19], format!("{h:02}:{m:02}:{s:02}"));
                        assert_eq!(text.parse::<UtcTime>(), Ok(t), "{text}");
                    }
                    secs += 1;
                }
            }
        }
    }
}

/// Far from the text form's years the calendar still holds: the Gregorian calendar repeats
/// every 400 years (146 097 days), so a date a whole number of cycles away is the same day
/// of the same month, that many times 400 years away — a million years either way.
#[test]
fn far_dates_repeat_every_four_hundred_years() {
    for base in [0, -1, 951_782_400, 1_740_824_130, 4_107_542_399] {
        let (y, m, d, h, mi, s) = at(base).parts();
        for cycles in [-2500_i64, -7, -1, 1, 3, 2500] {
            let far = at(base + cycles * 146_097 * DAY);
            assert_eq!(far.parts(), (y + 400 * cycles, m, d, h, mi, s), "{base} + {cycles} cycles");
        }
    }
}

/// Only `YYYY-MM-DDTHH:MM:SSZ` of a real date and time is read: each separator in its
/// place, digits only, a month 1–12, a day the month has (29 February only in a leap year),
/// hours to 23, minutes and seconds to 59. The error names the text.
#[test]
fn only_real_dates_in_the_exact_form_are_read() {
    let good = [
        "2025-12-31T23:59:59Z",
        "2024-02-29T00:00:00Z",
        "2000-02-29T00:00:00Z",
        "2025-04-30T00:00:00Z",
        "2025-01-31T00:00:00Z",
        "0000-02-29T00:00:00Z",
    ];
    for text in good {
        let t = text.parse::<UtcTime>().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.to_string(), text);
    }
    let bad = [
        "",
        "2025-03-01T10:15:30",
        "2025-03-01T10:15:30Z ",
        " 2025-03-01T10:15:30Z",
        "2025/03-01T10:15:30Z",
        "2025-03/01T10:15:30Z",
        "2025-03-01 10:15:30Z",
        "2025-03-01T10-15:30Z",
        "2025-03-01T10:15-30Z",
        "2025-03-01T10:15:30z",
        "2025-03-01T10:15:30+",
        "+025-03-01T10:15:30Z",
        "2025-+3-01T10:15:30Z",
        "é25-03-01T10:15:30Z",
        "2025-00-01T00:00:00Z",
        "2025-13-01T00:00:00Z",
        "2025-03-00T00:00:00Z",
        "2025-03-32T00:00:00Z",
        "2025-04-31T00:00:00Z",
        "2025-06-31T00:00:00Z",
        "2025-09-31T00:00:00Z",
        "2025-11-31T00:00:00Z",
        "2025-02-29T00:00:00Z",
        "2100-02-29T00:00:00Z",
        "1900-02-29T00:00:00Z",
        "0300-02-29T00:00:00Z",
        "2023-02-29T00:00:00Z",
        "2024-02-30T00:00:00Z",
        "2025-03-01T24:00:00Z",
        "2025-03-01T10:60:00Z",
        "2025-03-01T10:15:60Z",
        "2025-03-01T99:99:99Z",
    ];
    for text in bad {
        assert_eq!(text.parse::<UtcTime>(), Err(BadTime(text.to_string())), "{text:?}");
    }
    let said = "2025-02-29T00:00:00Z".parse::<UtcTime>().unwrap_err().to_string();
    assert_eq!(said, "not a UTC time of the form 2025-03-01T10:15:30Z: \"2025-02-29T00:00:00Z\"");
}

/// In a file a time is its RFC 3339 string, read back to the same second; a string that is
/// not one is refused with the reason.
#[test]
fn a_time_in_a_file_is_its_utc_string() {
    let t = at(1_740_824_130);
    let text = ron::to_string(&t).unwrap();
    assert_eq!(text, "\"2025-03-01T10:15:30Z\"");
    assert_eq!(ron::from_str::<UtcTime>(&text), Ok(t));
    assert_eq!(ron::from_str::<UtcTime>("\"1969-12-31T23:59:59Z\""), Ok(at(-1)));
    let refused = ron::from_str::<UtcTime>("\"2025-02-29T10:15:30Z\"").unwrap_err().to_string();
    assert!(refused.contains("not a UTC time"), "{refused}");
    assert!(ron::from_str::<UtcTime>("1740824130").is_err(), "a number is not a time stamp");
}

/// The current time is the system clock's, in whole seconds since the epoch: between two
/// readings of the clock taken around it (whatever the clock says).
#[test]
fn now_is_the_system_clock_in_whole_seconds() {
    let secs = |t: SystemTime| t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64);
    let before = secs(SystemTime::now());
    let now = UtcTime::now();
    let after = secs(SystemTime::now());
    assert!(before <= now.unix_seconds && now.unix_seconds <= after, "{before} ≤ {now:?} ≤ {after}");
}

/// Times order as instants do, and a stamp (a backup's name) sorts as its time.
#[test]
fn times_and_stamps_sort_by_time() {
    let times: Vec<UtcTime> =
        [-62_167_219_200, -1, 0, 59, 60, 3599, 3600, 86_399, 86_400, 951_782_400, 253_402_300_799].map(at).to_vec();
    assert!(times.windows(2).all(|w| w[0] < w[1]));
    let stamps: Vec<String> = times.iter().map(|t| t.stamp()).collect();
    let mut sorted = stamps.clone();
    sorted.sort();
    assert_eq!(stamps, sorted);
}
