//! The kill test: `selfplay` is killed (SIGKILL) at 200 random moments of 200 matches —
//! every tenth of them exactly between writing the match's record and removing its
//! autosave, through the `EN_GARDE_FAULT` fault point — and each match is then resumed
//! until it has finished. Every match must end with exactly one record, which
//! `replay --verify` accepts.

use super::persist::{TempDir, en_garde};
use en_garde::persist::record;
use en_garde::rules::matchplay::MatchRng;
use rand::{RngExt, SeedableRng};
use std::process::Stdio;
use std::time::Duration;

const KILLS: u64 = 200;

#[test]
fn killed_at_200_moments_every_match_ends_with_exactly_one_record() {
    let dir = TempDir::new();
    let paths = dir.paths();
    let data = dir.0.to_str().unwrap().to_string();
    let mut rng = MatchRng::seed_from_u64(2026);
    let mut settled_at_start = 0;
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
        if !at_the_fault_point {
            std::thread::sleep(Duration::from_millis(rng.random_range(0..120)));
            let _ = child.kill();
        }
        child.wait().unwrap();
        // Resume the match. Killed before its first autosave, there is nothing to resume:
        // the match is played again from its seed.
        let out = en_garde().args(["selfplay", "--resume", "--data-dir", &data]).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
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
        let out = en_garde().args(["replay", "--verify", of_this[0].path.to_str().unwrap()]).output().unwrap();
        assert!(out.status.success(), "match {seed}: {}", String::from_utf8_lossy(&out.stderr));
    }
    assert_eq!(record::list(&paths).0.len() as u64, KILLS);
    assert!(settled_at_start >= (KILLS / 10) as usize, "the fault point's ends were settled ({settled_at_start})");
    // No temporary file survives the kills.
    let tmp =
        std::fs::read_dir(&dir.0).unwrap().flatten().chain(std::fs::read_dir(paths.records_dir()).unwrap().flatten());
    let left: Vec<_> =
        tmp.map(|e| e.file_name().to_string_lossy().into_owned()).filter(|n| n.contains(".tmp-")).collect();
    assert!(left.is_empty(), "{left:?}");
}
