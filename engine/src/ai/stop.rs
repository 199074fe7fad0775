//! Ending a decision's work early: a [`Stop`] raised from outside (the game drops a
//! decision nobody will read: the match moved on by Undo or ended), and the [`Clock`] a
//! search looks at between its steps — its deadline, its stop, or both.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A flag that asks work under way to end at its next step; clones share it. Raised once,
/// it stays raised.
#[derive(Clone, Debug, Default)]
pub struct Stop(Arc<AtomicBool>);

impl Stop {
    /// Asks the work to end (from any thread).
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// True once [`Stop::raise`] was called on this flag or a clone of it.
    pub fn requested(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// When a search must end: at its deadline, once its stop is raised, whichever comes
/// first; with neither it runs to its budget (iterations, nodes). Copied into every thread
/// of a search.
#[derive(Clone, Copy, Debug)]
pub struct Clock<'a> {
    /// The instant the decision must be made by; `None`: no wall-clock cap.
    pub deadline: Option<Instant>,
    /// Raised from outside when the decision is no longer wanted.
    pub stop: Option<&'a Stop>,
}

impl<'a> Clock<'a> {
    /// Neither a deadline nor a stop.
    pub const NONE: Clock<'static> = Clock { deadline: None, stop: None };

    /// A clock with `deadline` and no stop.
    pub fn until(deadline: Option<Instant>) -> Clock<'static> {
        Clock { deadline, stop: None }
    }

    /// True once the deadline has passed or the stop is raised.
    pub fn passed(&self) -> bool {
        self.stop.is_some_and(Stop::requested) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The same stop, with the deadline halfway through the time left from `now` (no
    /// deadline stays none; one already passed stays at `now`).
    pub fn half_left(&self, now: Instant) -> Clock<'a> {
        let deadline = self.deadline.map(|d| now + d.saturating_duration_since(now) / 2);
        Clock { deadline, stop: self.stop }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_clock_passes_at_its_deadline_or_when_its_stop_is_raised() {
        assert!(!Clock::NONE.passed());
        let now = Instant::now();
        assert!(Clock::until(Some(now)).passed());
        let later = Clock::until(Some(now + Duration::from_secs(3600)));
        assert!(!later.passed());
        let stop = Stop::default();
        let clock = Clock { stop: Some(&stop), ..later };
        assert!(!clock.passed());
        // A clone raises the same flag.
        stop.clone().raise();
        assert!(stop.requested() && clock.passed());
        // Half the time left keeps the stop, and its deadline comes earlier.
        let half = clock.half_left(now);
        assert!(half.passed());
        assert_eq!(half.deadline, Some(now + Duration::from_secs(1800)));
        assert!(Clock::NONE.half_left(now).deadline.is_none());
    }
}
