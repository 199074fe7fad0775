//! The command-line modes, run as a user would run them.

use crate::project::{ron_files, scenario_dir};
use serde_json::{Value, json};
use std::io::Write;
use std::process::{Command, Stdio};

fn en_garde() -> Command {
    Command::new(env!("CARGO_BIN_EXE_en-garde"))
}

#[test]
fn scenario_runner_reports_all_passed() {
    let files: Vec<_> =
        ron_files(&scenario_dir()).into_iter().filter(|p| !p.to_string_lossy().contains("invalid")).collect();
    let out = en_garde().arg("scenario").args(&files).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.lines().last().unwrap() == format!("{} passed, 0 failed", files.len()), "{stdout}");
    assert_eq!(stdout.lines().filter(|l| l.starts_with("PASS ")).count(), files.len());
}

#[test]
fn scenario_runner_reports_invalid_files_and_fails() {
    let dir = scenario_dir();
    let out = en_garde()
        .arg("scenario")
        .arg(dir.join("move-forward-refills.ron"))
        .arg(dir.join("invalid/six-fives.ron"))
        .arg(dir.join("invalid/garbage.ron"))
        .arg(dir.join("no-such-file.ron"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let lines: Vec<_> = stdout.lines().collect();
    assert!(lines[0].starts_with("PASS "), "{stdout}");
    assert!(lines[1].starts_with("ERROR ") && lines[1].contains("six-fives.ron"), "{stdout}");
    assert!(lines[2].starts_with("ERROR ") && lines[2].contains("garbage.ron"), "{stdout}");
    assert!(lines[3].starts_with("ERROR ") && lines[3].contains("cannot read"), "{stdout}");
    assert_eq!(lines[4], "1 passed, 3 failed");
}

#[test]
fn print_state_is_one_json_line_with_the_format_keys() {
    let f = scenario_dir().join("two-card-attack-parried.ron");
    let out = en_garde().args(["scenario", "--print-state"]).arg(&f).output().unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout.lines().count(), 1);
    assert_eq!(
        stdout.trim(),
        r#"{"outcome":"Ongoing","winner":null,"reason":null,"left_pos":8,"right_pos":17,"left_hand":[1,1,2,2,3],"right_hand":[1,3,4,4,4],"draw_pile_len":2,"to_act":"Left","phase":"Turn","rejected_step":null}"#
    );
    let f = scenario_dir().join("parry-needs-same-count.ron");
    let out = en_garde().args(["scenario", "--print-state"]).arg(&f).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["outcome"], "Won");
    assert_eq!(v["winner"], "Left");
    assert_eq!(v["reason"], "Hit");
    assert_eq!(v["to_act"], serde_json::Value::Null);
    assert_eq!(v["phase"], "RoundOver");
}

#[test]
fn arena_rounds_prints_a_rate() {
    let out = en_garde()
        .args(["arena", "--a", "random", "--b", "random", "--rounds", "2000", "--threads", "1"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("2000 random Advanced rounds") && stdout.contains("rounds/s"), "{stdout}");
    // "... in 0.003 s: 797642 rounds/s": the rate is the rounds over the time it prints.
    let line = stdout.lines().find(|l| l.contains("rounds/s")).unwrap();
    let number = |after: &str, before: &str| -> f64 {
        let from = line.find(after).unwrap() + after.len();
        let to = from + line[from..].find(before).unwrap();
        line[from..to].trim().parse().unwrap_or_else(|e| panic!("{line}: {e}"))
    };
    let (secs, rate) = (number(" in ", " s:"), number(" s: ", " rounds/s"));
    assert!(rate.is_finite() && rate > 0.0, "{line}");
    // The time is printed to the millisecond: within that rounding, rate × time is 2000
    // (checked where the rounding is small against the time).
    if secs >= 0.002 {
        let least = 2000.0 * secs / (secs + 0.0005);
        let most = 2000.0 * secs / (secs - 0.0005);
        assert!((least * 0.99..=most * 1.01).contains(&(rate * secs)), "{line}: {} rounds", rate * secs);
    }
}

#[test]
fn arena_matches_json_has_the_documented_shape() {
    let out = en_garde()
        .args(["arena", "--a", "random", "--b", "random", "--matches", "20", "--level", "standard", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["matches"], 20);
    assert_eq!(v["illegal_actions"], 0);
    let won = v["a"]["matches_won"].as_u64().unwrap() + v["b"]["matches_won"].as_u64().unwrap();
    assert_eq!(won, 20, "every match has a winner");
    for side in ["a", "b"] {
        let ci = v[side]["ci95"].as_array().unwrap();
        let rate = v[side]["match_win_rate"].as_f64().unwrap();
        assert!(ci[0].as_f64().unwrap() <= rate && rate <= ci[1].as_f64().unwrap());
        assert_eq!(v[side]["level"], "random");
    }
}

/// A pause before each decision is at most a minute wherever it is asked for (F20 of
/// ../shared/breakit/server: selfplay took 2⁶⁴−1 ms and slept for ever).
#[test]
fn absurd_delays_are_refused() {
    for args in [
        &["selfplay", "--delay-ms", "18446744073709551615"][..],
        &["selfplay", "--delay-ms", "60001"],
        &["net-load", "--connect", "127.0.0.1:9", "--delay-ms", "60001"],
    ] {
        let out = en_garde().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("--delay-ms"), "{args:?}");
    }
}

#[test]
fn unknown_bot_level_is_a_clear_error() {
    let out = en_garde().args(["arena", "--a", "grandmaster"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown bot level \"grandmaster\""));
}

#[test]
fn arena_accepts_every_level_and_reports_round_win_rates() {
    for (a, b) in [("beginner", "easy"), ("normal", "reflex"), ("hard:40", "expert:20"), ("random", "hard:20")] {
        let out = en_garde()
            .args(["arena", "--a", a, "--b", b, "--matches", "2", "--target", "1", "--json"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{a} vs {b}: {}", String::from_utf8_lossy(&out.stderr));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["illegal_actions"], 0);
        assert_eq!(v["a"]["level"], a);
        assert_eq!(v["b"]["level"], b);
        let count = |side: &str, key: &str| v[side][key].as_u64().unwrap();
        // Two matches to one point: two rounds won, whoever won them, and no draw counted
        // as a win.
        assert_eq!(count("a", "matches_won") + count("b", "matches_won"), 2, "{a} vs {b}: {v}");
        let rounds = count("a", "rounds_won") + count("b", "rounds_won") + v["rounds_drawn"].as_u64().unwrap();
        for side in ["a", "b"] {
            let rate = v[side]["round_win_rate"].as_f64().unwrap();
            assert_eq!(rate, count(side, "rounds_won") as f64 / rounds as f64, "{side}: {v}");
            let ci = v[side]["round_ci95"].as_array().unwrap();
            assert!(ci[0].as_f64().unwrap() <= rate && rate <= ci[1].as_f64().unwrap());
            // Every level takes some time to decide, and the figures are real numbers.
            let (mean, p99) = (v[side]["think_ms_mean"].as_f64().unwrap(), v[side]["think_ms_p99"].as_f64().unwrap());
            assert!(mean > 0.0 && p99 > 0.0 && p99.is_finite(), "{side}: mean {mean} ms, p99 {p99} ms");
        }
    }
    let out = en_garde().args(["arena", "--a", "hard:0"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    // Only the search levels have iterations to set.
    for spec in ["normal:100", "reflex:0"] {
        let out = en_garde().args(["arena", "--a", spec]).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("only hard and expert"), "{spec}");
    }
    // Text output tells the seats apart even when both play the same level.
    let out = en_garde().args(["arena", "--matches", "2", "--target", "1"]).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("A   random: ") && stdout.contains("B   random: "), "{stdout}");
    // --rounds measures playout speed; --matches would be silently ignored, so it is refused.
    let out = en_garde().args(["arena", "--rounds", "10", "--matches", "5"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--matches"));
    // Nothing to measure is refused rather than reported as a 0–100% interval.
    for args in [["--matches", "0"], ["--rounds", "0"]] {
        let out = en_garde().arg("arena").args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

/// `en-garde bot` as an outside program runs it: one answer line per request line, in
/// order, garbage included; exit 0 at the end of input.
#[test]
fn the_bot_binary_answers_line_by_line() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_en-garde"))
        .args(["bot", "--level", "hard", "--seed", "3", "--think-ms", "30"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let base = json!({"level":"Advanced","you":"Left","left_pos":3,"right_pos":20,
        "hand":[1,2,2,4,5],"opponent_hand_size":5,"draw_pile":13,"phase":"Turn","pending":null,
        "history":[{"who":"Left","action":"Move","dir":"Forward","card":2},
                   {"who":"Right","action":"Move","dir":"Forward","card":3}],
        "score":{"left":1,"right":2},"target":5});
    let defend = json!({"level":"Standard","you":"Right","left_pos":10,"right_pos":13,
        "hand":[3,3,1,2,5],"opponent_hand_size":5,"draw_pile":10,"phase":"Defend",
        "pending":{"value":3,"count":1,"indirect":false},
        "history":[{"who":"Left","action":"Move","dir":"Forward","card":4},
                   {"who":"Right","action":"Move","dir":"Forward","card":5},
                   {"who":"Left","action":"Move","dir":"Forward","card":5},
                   {"who":"Right","action":"Move","dir":"Forward","card":5},
                   {"who":"Left","action":"Attack","value":3,"count":1}],
        "score":{"left":0,"right":0},"target":5});
    let input = format!("{}\n\u{1}garbage\n{}\n\n{}\n", base, defend, "{\"level\":\"Advanced\"}");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.write_all(&[0xff, 0xfe, b'\n']).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 6, "{stdout}");
    assert!(lines[0]["action"].is_string(), "{stdout}");
    assert!(lines[1]["error"].is_string(), "{stdout}");
    assert_eq!(lines[2], json!({"action":"Parry"}), "{stdout}");
    for l in &lines[3..] {
        assert!(l["error"].is_string(), "{stdout}");
    }
}

/// The README's pictures play the scenarios of `docs/capture/`: each must stay a valid
/// scenario that ends as its picture shows (the exchange: Left's riposte hits, R5.3, R5.4).
#[test]
fn the_pictures_scenarios_pass() {
    let files = ron_files(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/capture"));
    assert_eq!(files.len(), 4, "{files:?}");
    let out = en_garde().arg("scenario").args(&files).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && stdout.ends_with("4 passed, 0 failed\n"), "{stdout}");
}

/// `--play-steps` with a step the rules refuse says which, before any window opens.
#[test]
fn play_steps_refuses_a_scenario_with_a_refused_step() {
    let path = scenario_dir().join("wrong-player-refused.ron");
    let out = en_garde().arg("--scenario").arg(&path).arg("--play-steps").output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("--play-steps: the rules refuse step 0"), "{stderr}");
}

/// `--lesson` with an unknown id names the known ones, before any window opens.
#[test]
fn an_unknown_lesson_is_refused_with_the_known_ones() {
    let out = en_garde().args(["--lesson", "no-such-lesson"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("no such lesson") && stderr.contains("basic-1-moving"), "{stderr}");
}

/// `en-garde ladder` prints the levels by rating with the measurements behind them, and
/// says where a level is not measurably stronger than the one below.
#[test]
fn the_ladder_prints_ratings_and_their_measurements() {
    let out = en_garde().arg("ladder").output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    // expert is measured against hard with an interval on both sides of 0: shown as one
    // step with it, whichever side its point estimate falls.
    let expert = lines.iter().find(|l| l.contains(" expert ")).expect("an expert line");
    assert!(expert.contains("not measurably") && expert.contains("one step with it"), "{stdout}");
    // Strongest first.
    let elo = |l: &str| l.split_whitespace().next().and_then(|x| x.parse::<f64>().ok());
    let ratings: Vec<f64> = lines[1..=7].iter().filter_map(|l| elo(l)).collect();
    assert_eq!(ratings.len(), 7, "{stdout}");
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]), "{stdout}");
    assert!(stdout.contains("Master Hugo") && stdout.contains("hard beat normal in 52 of 60"), "{stdout}");
    assert!(lines.iter().any(|l| l.trim_start().starts_with("0  random")), "{stdout}");
}

/// `en-garde textures DIR` (for developers, to look at the procedural textures) writes each
/// texture the game makes as a PNG of its size and pixels, every one painted (not one
/// colour), and refuses a folder that does not exist in words.
#[test]
fn textures_writes_every_procedural_texture_as_a_png() {
    let dir = crate::persist::TempDir::new();
    let out = en_garde().arg("textures").arg(&dir.0).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let made = en_garde::scene::textures::previews();
    assert!(made.len() >= 6, "{} textures", made.len());
    for p in &made {
        let path = dir.0.join(format!("{}.png", p.name));
        let (w, h, bpp, px) = crate::render::decode(&path);
        assert_eq!((w, h, bpp), (p.width, p.height, 4), "{}", p.name);
        assert!(px == p.rgba, "{}: the file holds the texture's pixels", p.name);
        let colours: std::collections::HashSet<&[u8]> = px.chunks(4).collect();
        assert!(colours.len() > 2, "{}: {} colours", p.name, colours.len());
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().count(), made.len(), "{stdout}");
    let missing = dir.0.join("no-such-folder");
    let out = en_garde().arg("textures").arg(&missing).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a folder"));
}

/// The first line `child` prints on standard output, read within `limit` (`None` past it).
#[cfg(unix)]
fn first_line(child: &mut std::process::Child, limit: std::time::Duration) -> Option<String> {
    use std::io::BufRead;
    let out = child.stdout.take()?;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let mut reader = std::io::BufReader::new(out);
        let _ = reader.read_line(&mut line);
        // The reader goes away here: the pipe is closed for its writer.
        let _ = tx.send(line);
    });
    rx.recv_timeout(limit).ok()
}

/// The server keeps serving when the reader of its log goes away (F11 of
/// ../shared/breakit/server: the next event line killed it by SIGPIPE, status 141, without
/// a word): it says so once on standard error, seats the next player, and stops cleanly
/// on SIGTERM.
#[cfg(unix)]
#[test]
fn the_server_keeps_serving_when_its_log_pipe_closes() {
    use std::time::Duration;
    let mut server = en_garde()
        .args(["server", "--listen", "127.0.0.1:0", "--no-save"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The first line names the port; then nobody reads the log any more.
    let first = first_line(&mut server, Duration::from_secs(30)).expect("the server says where it listens");
    let addr = first.split("listening on ").nth(1).and_then(|s| s.split_whitespace().next()).unwrap().to_string();
    let bot = |args: &[&str]| {
        en_garde().args(["bot", "--connect", &addr, "--level", "random"]).args(args).stdout(Stdio::piped()).spawn()
    };
    // A room is opened: the server logs it into the closed pipe, and goes on.
    let mut a = bot(&["--create"]).unwrap();
    let seated = first_line(&mut a, Duration::from_secs(30)).expect("the first bot is seated");
    let code = seated.split_whitespace().nth(1).unwrap().to_string();
    assert!(server.try_wait().unwrap().is_none(), "the server died: {:?}", server.try_wait());
    let mut b = bot(&["--room", &code]).unwrap();
    let joined = first_line(&mut b, Duration::from_secs(30)).expect("the second bot is seated");
    assert!(joined.starts_with(&format!("room {code}")), "{joined}");
    for mut c in [a, b] {
        let _ = c.kill();
        let _ = c.wait();
    }
    assert!(server.try_wait().unwrap().is_none(), "the server died: {:?}", server.try_wait());
    // SAFETY: a signal to a child process this test started and still holds.
    unsafe {
        libc::kill(server.id() as libc::pid_t, libc::SIGTERM);
    }
    let out = server.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(stderr.matches("the server's log can no longer be written").count(), 1, "{stderr}");
}

/// A network bot with a data folder holds the folder's lock, so that a second bot there
/// cannot read the first one's seat file and take its seat (F17 of
/// ../shared/breakit/server).
#[test]
fn a_second_network_bot_on_one_data_folder_is_refused() {
    let dir = std::env::temp_dir().join(format!("en-garde-bot-lock-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let data = dir.to_str().unwrap();
    // Nobody listens on port 9 of loopback: the first bot keeps trying, holding the lock.
    let args = ["--data-dir", data, "bot", "--connect", "127.0.0.1:9", "--room", "ABCDEF"];
    let mut first = en_garde().args(args).stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
    let lock = dir.join(en_garde::persist::lock::LOCK_FILE);
    let start = std::time::Instant::now();
    while std::fs::read_to_string(&lock).map_or(true, |s| s.trim() != format!("en-garde {}", first.id())) {
        assert!(start.elapsed() < std::time::Duration::from_secs(20), "the first bot never took the lock");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let second = en_garde().args(args).output().unwrap();
    let _ = first.kill();
    let _ = first.wait();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(second.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&second.stderr);
    assert!(stderr.contains("in use by another En Garde"), "{stderr}");
}

/// A network bot says what is wrong within seconds (F16 of ../shared/breakit/server: with
/// port 0, a 100 KB code, or no server at all it printed nothing and retried for ever):
/// port 0 and a bad code are refused at once; with nobody answering it says so and goes
/// on trying.
#[test]
fn a_network_bot_says_what_is_wrong_within_seconds() {
    let long = "A".repeat(100_000);
    for (args, says) in [
        (vec!["bot", "--connect", "127.0.0.1:0", "--room", "ABCDEF"], "port 0"),
        (vec!["bot", "--connect", "127.0.0.1:9", "--room", long.as_str()], "--room"),
    ] {
        let out = en_garde().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{says}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(says), "{says}");
    }
    let mut bot = en_garde()
        .args(["bot", "--connect", "127.0.0.1:9", "--room", "ABCDEF"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let err = bot.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead;
        for line in std::io::BufReader::new(err).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let mut lines = Vec::new();
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        let Ok(line) = rx.recv_timeout(left) else { break };
        let done = line.contains("no seat from the server at 127.0.0.1:9");
        lines.push(line);
        if done {
            break;
        }
    }
    let _ = bot.kill();
    let _ = bot.wait();
    assert!(lines.iter().any(|l| l.contains("no seat from the server at 127.0.0.1:9")), "{lines:?}");
}

/// `en-garde identity` (issue 26, point 2): the key is made once in the data folder and the
/// same after; exported and imported into another folder it is the same player; a folder
/// that has another identity refuses an import (exit 2, in words) and keeps its own; a
/// damaged file is refused and left as it was.
#[test]
fn the_identity_is_made_once_exported_and_imported_never_over_another() {
    let dir = crate::persist::TempDir::new();
    let key_of = |out: &std::process::Output| -> String {
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        assert!(out.status.success(), "{text} {}", String::from_utf8_lossy(&out.stderr));
        text.split_whitespace().nth(1).expect("identity KEY").to_string()
    };
    let run = |data: &std::path::Path, more: &[&str]| {
        en_garde().arg("--data-dir").arg(data).arg("identity").args(more).output().unwrap()
    };
    let home = dir.0.join("home");
    let first = run(&home, &[]);
    assert!(String::from_utf8_lossy(&first.stdout).contains("made now"));
    let key = key_of(&first);
    assert_eq!(key.len(), 64, "{key}");
    assert_eq!(key_of(&run(&home, &[])), key, "the same identity at every start");
    let file = dir.0.join("me.key");
    assert_eq!(key_of(&run(&home, &["--export", file.to_str().unwrap()])), key);
    let laptop = dir.0.join("laptop");
    assert_eq!(key_of(&run(&laptop, &["--import", file.to_str().unwrap()])), key, "imported");
    assert_eq!(key_of(&run(&laptop, &[])), key, "the laptop is the same player");
    // Another player's folder keeps its own.
    let other = dir.0.join("other");
    let theirs = key_of(&run(&other, &[]));
    assert_ne!(theirs, key);
    let refused = run(&other, &["--import", file.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("already holds another identity"));
    assert_eq!(key_of(&run(&other, &[])), theirs, "kept");
    // A damaged identity file is refused in words and left as it was.
    std::fs::write(other.join("identity.key"), "not a key").unwrap();
    let damaged = run(&other, &[]);
    assert_eq!(damaged.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&damaged.stderr).contains("not a usable identity file"));
    assert_eq!(std::fs::read_to_string(other.join("identity.key")).unwrap(), "not a key");
}

#[test]
fn exploit_reduced_solves_a_small_game_and_measures_levels() {
    let out = en_garde()
        .args(["exploit", "reduced", "--cards", "1,1,1,1,1", "--hand", "2", "--left", "10", "--right", "15"])
        .args(["--levels", "random,normal", "--samples", "2"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("30 deals"), "{stdout}");
    assert!(stdout.contains("value at the equilibrium: Left "), "{stdout}");
    // One row per level with its two worst cases and its exploitability, in points.
    for level in ["random", "normal"] {
        let row = stdout.lines().find(|l| l.starts_with(level)).unwrap_or_else(|| panic!("{level}: {stdout}"));
        let nums: Vec<f64> = row.split_whitespace().skip(1).filter_map(|x| x.parse().ok()).collect();
        assert_eq!(nums.len(), 5, "{row}");
        assert!(nums[..3].iter().all(|x| (-1.0..=100.0).contains(x)), "{row}");
    }
}

#[test]
fn exploit_refuses_an_impossible_reduced_game_with_a_reason() {
    for (args, why) in [
        (vec!["--left", "15", "--right", "9"], "left of"),
        (vec!["--cards", "6,0,0,0,0"], "R1.2"),
        (vec!["--cards", "1,1,0,0,0", "--hand", "3"], "two hands"),
    ] {
        let out = en_garde().args(["exploit", "reduced", "--levels", "random"]).args(&args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains(why), "{args:?}: {stderr}");
        // A game the rules refuse is not a size problem: no hint to raise the limit.
        assert!(!stderr.contains("max-nodes"), "{args:?}: {stderr}");
    }
}

#[test]
fn exploit_endgames_prints_sizes_per_pile() {
    let out = en_garde().args(["exploit", "endgames", "--rounds", "3", "--pile", "2"]).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("NashConv max"), "{stdout}");
    let rows = stdout.lines().filter(|l| l.split_whitespace().next().is_some_and(|w| w.parse::<u8>().is_ok())).count();
    assert!(rows >= 1, "{stdout}");
}

#[test]
fn exploit_respond_measures_a_level_and_says_who_plays_the_responders_later_moves() {
    let out = en_garde()
        .args(["exploit", "respond", "--level", "normal", "--rounds", "20", "--worlds", "4", "--own", "level"])
        .args(["--threads", "1"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("its own later moves by normal"), "{stdout}");
    assert!(stdout.contains(": 20 rounds,"), "{stdout}");
    // The search levels need a fixed budget: at their own clocks a round takes hours.
    let out = en_garde().args(["exploit", "respond", "--level", "hard", "--rounds", "1"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--iterations"));
    let bad = en_garde().args(["exploit", "respond", "--level", "normal", "--own", "oracle"]).output().unwrap();
    assert!(!bad.status.success());
}
