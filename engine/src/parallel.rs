//! Independent jobs spread over a chosen number of threads: the arena's matches, the
//! puzzle miner's and verifier's positions, the best-response fencer's rounds. Each job is
//! a function of its index alone (its seed comes from the index), so the results — returned
//! in index order — do not depend on the thread count. The threads are a rayon pool built
//! for the call; a panic in a job is passed on to the caller, never hidden in a shorter
//! result.

use rayon::prelude::*;

/// The most threads one call uses.
pub const MAX_THREADS: usize = 64;

/// `job(0), job(1), …, job(n - 1)` computed on `threads` threads (clamped to
/// 1..=[`MAX_THREADS`]), in index order. Where the system refuses to start the threads the
/// jobs run one after another on the calling thread (the same results, later).
pub fn map_indexed<T: Send>(n: usize, threads: usize, job: impl Fn(usize) -> T + Sync + Send) -> Vec<T> {
    match rayon::ThreadPoolBuilder::new().num_threads(threads.clamp(1, MAX_THREADS)).build() {
        Ok(pool) => pool.install(|| (0..n).into_par_iter().map(&job).collect()),
        Err(_) => (0..n).map(job).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_index_order_whatever_the_thread_count() {
        let square = |i: usize| i * i;
        let one = map_indexed(100, 1, square);
        assert_eq!(one, (0..100).map(square).collect::<Vec<_>>());
        assert_eq!(map_indexed(100, 3, square), one);
        assert_eq!(map_indexed(100, 1000, square), one);
        assert!(map_indexed(0, 2, square).is_empty());
    }

    #[test]
    fn a_jobs_panic_reaches_the_caller() {
        let r = std::panic::catch_unwind(|| map_indexed(8, 2, |i| if i == 5 { panic!("job 5") } else { i }));
        assert!(r.is_err());
    }
}
