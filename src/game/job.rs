//! Long work off the frame that stops once nobody wants its answer.
//!
//! Bevy's `AsyncComputeTaskPool` runs a spawned future to its end once it has begun:
//! dropping its `Task` cancels it only at an `.await`, and a search has none. On a machine
//! of up to four cores the pool has one thread, so an analysis that was closed, or a
//! match's summary left behind by Rematch, would still hold that thread for its whole
//! length — and the computer's next decision, which thinks on the same pool
//! (`ai_driver`), would wait behind it. A [`Job`] carries a [`Stop`] flag that its work
//! reads between its steps (e.g. between the judgements of an analysis); dropping the
//! `Job` raises it.

use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};

/// The engine's flag, raised here when the [`Job`] it belongs to is dropped: its work
/// should end at its next step (its answer will not be read). A computer player's search
/// reads it where it reads its clock (`Bot::decide_unless`).
pub use crate::ai::Stop;

/// Work on the `AsyncComputeTaskPool` whose [`Stop`] is raised when this handle is
/// dropped.
pub struct Job<T> {
    task: Task<T>,
    stop: Stop,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on the task pool; it is handed the job's [`Stop`].
    pub fn spawn(work: impl FnOnce(&Stop) -> T + Send + 'static) -> Job<T> {
        let stop = Stop::default();
        let theirs = stop.clone();
        Job { task: AsyncComputeTaskPool::get().spawn(async move { work(&theirs) }), stop }
    }

    /// The answer, once the work has ended (`None` before, and after it was taken).
    pub fn poll(&mut self) -> Option<T> {
        block_on(poll_once(&mut self.task))
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.stop.raise();
    }
}

impl<T> std::fmt::Debug for Job<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job").field("stop", &self.stop.requested()).finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::tasks::TaskPool;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::{Duration, Instant};

    /// Steps until stopped, counting them; the count stops growing once the job is
    /// dropped, and the work ends (its end is seen through the counter's last owner).
    #[test]
    fn a_dropped_job_stops_at_its_next_step() {
        AsyncComputeTaskPool::get_or_init(TaskPool::default);
        let steps = Arc::new(AtomicUsize::new(0));
        let theirs = steps.clone();
        let job = Job::spawn(move |stop| {
            // At most a minute of steps, so that a defect fails rather than hangs.
            for _ in 0..60_000 {
                if stop.requested() {
                    return;
                }
                theirs.fetch_add(1, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(1));
            }
        });
        let since = Instant::now();
        while steps.load(Ordering::Relaxed) == 0 && since.elapsed() < Duration::from_secs(60) {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(steps.load(Ordering::Relaxed) > 0, "the job began");
        drop(job);
        while Arc::strong_count(&steps) > 1 && since.elapsed() < Duration::from_secs(120) {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(Arc::strong_count(&steps), 1, "the work ended");
        assert!(steps.load(Ordering::Relaxed) < 60_000, "it stopped early");
    }

    #[test]
    fn a_job_kept_gives_its_answer() {
        AsyncComputeTaskPool::get_or_init(TaskPool::default);
        let mut job = Job::spawn(|stop| if stop.requested() { 0 } else { 42 });
        let since = Instant::now();
        let mut got = None;
        while got.is_none() && since.elapsed() < Duration::from_secs(120) {
            got = job.poll();
            std::thread::yield_now();
        }
        assert_eq!(got, Some(42));
    }
}
