//! The kill test: `selfplay` is killed (SIGKILL) in the middle of 180 matches — each kill
//! lands once the match's autosave holds a random number of steps (0 to 29), while the
//! process still runs, and the kills that landed are counted — and 20 more matches stop exactly
//! between writing the match's record and removing its autosave, through the
//! `EN_GARDE_FAULT` fault point. Each match is then resumed until it has finished: a killed
//! match from the very steps its autosave held when it was killed (never replayed from its
//! seed), no autosave ever torn and set aside (`.bak-*`), and every match with exactly one
//! record, which `replay --verify` accepts.

use super::persist::{TempDir, en_garde};
use en_garde::persist::autosave::SavedMatch;
use en_garde::persist::record;
use en_garde::persist::{DataPaths, store};
use en_garde::rules::matchplay::MatchRng;
use rand::{RngExt, SeedableRng};
use std::process::Stdio;
use std::time::{Duration, Instant};

const KILLS: u64 = 200;

/// The autosave as it is on disk, read without a side effect.
fn read(paths: &DataPaths) -> Result<SavedMatch, store::FileProblem> {
    store::read_ron::<SavedMatch>(&paths.autosave_file())
}

#[test]
fn killed_mid_match_every_match_resumes_from_its_autosave_with_exactly_one_record() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let data = dir.0.to_str().unwrap().to_string();
    let mut rng = MatchRng::seed_from_u64(2026);
    let mut settled_at_start = 0;
    // Kills that landed while the match ran, and matches resumed from their autosave.
    let (mut landed, mut resumed) = (0u64, 0u64);
    // How many steps each killed match had made.
    let mut at_steps = Vec::new();
    for i in 0..KILLS {
        let seed = 10_000 + i;
        let mut c = en_garde();
        c.args(["selfplay", "--data-dir", &data, "--seed", &seed.to_string(), "--target", "2", "--delay-ms", "1"])
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let at_the_fault_point = i % 10 == 9;
        if at_the_fault_point {
            c.env("EN_GARDE_FAULT", "after-record");
        }
        let mut child = c.spawn().unwrap();
        // The steps the autosave held when the kill landed.
        let mut killed_at = None;
        if !at_the_fault_point {
            // Killed once the autosave holds a random number of steps (0 to 29), so that the
            // kills land all through the match, not only at its start.
            let target = rng.random_range(0..30);
            let start = Instant::now();
            while child.try_wait().unwrap().is_none() {
                assert!(start.elapsed() < Duration::from_secs(20), "match {seed}: not at step {target} after 20 s");
                // Read only: `autosave::load` is the lock holder's, and sets aside what it
                // refuses (a match that ended between its two reads, here).
                if let Ok(saved) = read(&paths)
                    && saved.steps.len() >= target
                {
                    break;
                }
                std::thread::sleep(Duration::from_micros(300));
            }
            if child.try_wait().unwrap().is_none() {
                child.kill().unwrap();
                child.wait().unwrap();
                // Killed at any moment, the autosave is whole (written atomically), or gone
                // with the match's end.
                killed_at = if paths.autosave_file().exists() {
                    match read(&paths) {
                        Ok(saved) if saved.resume().is_ok() => Some(saved.steps),
                        // Ended, its record still to write: settled at the next start.
                        Ok(_) => None,
                        Err(e) => panic!("match {seed}: the autosave after the kill: {e}"),
                    }
                } else {
                    None
                };
                landed += 1;
            }
        }
        child.wait().unwrap();
        // Resume the match. Killed before its first autosave, there is nothing to resume:
        // the match is played again from its seed.
        let out = en_garde().args(["selfplay", "--resume", "--data-dir", &data]).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let stdout = String::from_utf8_lossy(&out.stdout);
        if let Some(steps) = &killed_at {
            let from = format!("resuming the match of seed {seed} after {} steps", steps.len());
            assert!(stdout.contains(&from), "match {seed}: {from:?} in {stdout} {stderr}");
            resumed += 1;
        }
        let finished = match out.status.code() {
            Some(0) => {
                settled_at_start += usize::from(stderr.contains("had ended"));
                true
            }
            Some(2) if stderr.contains("no saved match") => {
                let has_record = record::list(&paths).0.iter().any(|e| e.record.seed == seed);
                has_record || {
                    let out = en_garde()
                        .args(["selfplay", "--data-dir", &data, "--seed", &seed.to_string(), "--target", "2"])
                        .output()
                        .unwrap();
                    out.status.success()
                }
            }
            other => panic!("match {seed}: resume gave {other:?}: {stderr}"),
        };
        assert!(finished, "match {seed} finished");
        assert!(!paths.autosave_file().exists(), "match {seed}: no autosave left");
        let (records, problems) = record::list(&paths);
        assert!(problems.is_empty(), "{problems:?}");
        let of_this: Vec<_> = records.iter().filter(|e| e.record.seed == seed).collect();
        assert_eq!(of_this.len(), 1, "match {seed} has exactly one record");
        if let Some(steps) = &killed_at {
            // The match went on from where it was killed.
            assert!(
                of_this[0].record.steps.starts_with(steps),
                "match {seed}: the record goes on from the killed steps"
            );
            at_steps.push(steps.len());
        }
        let out = en_garde().args(["replay", "--verify", of_this[0].path.to_str().unwrap()]).output().unwrap();
        assert!(out.status.success(), "match {seed}: {}", String::from_utf8_lossy(&out.stderr));
    }
    assert_eq!(record::list(&paths).0.len() as u64, KILLS);
    // Most kills interrupt a match (a kill after the process ended is not one), and most
    // of those are resumed from the autosave they left.
    let tries = KILLS - KILLS / 10;
    assert!(landed * 10 >= tries * 8, "{landed} of {tries} kills landed while the match ran");
    assert!(resumed * 10 >= landed * 8, "{resumed} of {landed} killed matches were resumed from their autosave");
    // The kills land all through the matches, not only at their start.
    at_steps.sort_unstable();
    let median = at_steps.get(at_steps.len() / 2).copied().unwrap_or_default();
    let late = at_steps.iter().filter(|&&n| n >= 20).count();
    assert!(median >= 10 && late >= 20, "killed at steps {at_steps:?}");
    eprintln!("kills: {landed} of {tries} landed, {resumed} resumed from the autosave, at steps {at_steps:?}");
    assert!(settled_at_start >= (KILLS / 10) as usize, "the fault point's ends were settled ({settled_at_start})");
    // No temporary file survives the kills.
    let tmp =
        std::fs::read_dir(&dir.0).unwrap().flatten().chain(std::fs::read_dir(paths.records_dir()).unwrap().flatten());
    // No temporary file survives the kills, and no file was torn and set aside.
    let left: Vec<_> = tmp
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".tmp-") || n.contains(".bak-"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}
