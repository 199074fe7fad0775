//! The real app, rendered: a screenshot of a match is saved from inside Bevy and is not
//! blank, `--autoplay` plays a whole match computer against computer through the
//! rendering, UI and animation, and the pointer picks each of the piste's spaces. They need an X server: they run under `xvfb-run` (with
//! Mesa's software Vulkan) when it is installed — `scripts/test.sh` installs it — or on
//! the display of a desktop session.

use super::persist::TempDir;
use crate::project::scenario_dir;
use std::path::Path;
use std::process::Command;

/// A command that runs the game with a display, or `None` when no X server can be had on
/// this machine: then the test is skipped, and says so on the terminal (not in the
/// captured output, which a passing test hides). Where the rendering must be checked —
/// `scripts/test.sh` sets `EN_GARDE_REQUIRE_DISPLAY`, a CI sets `CI` — no display is a
/// failure, not a skip.
fn with_display(args: &[&str]) -> Option<Command> {
    let exe = env!("CARGO_BIN_EXE_en-garde");
    if Command::new("xvfb-run").arg("--help").output().is_ok() {
        let mut c = Command::new("xvfb-run");
        c.args(["-a", "-s", "-screen 0 1280x720x24", exe]).args(args);
        c.env("WGPU_BACKEND", "vulkan");
        Some(c)
    } else if std::env::var_os("DISPLAY").is_some() {
        let mut c = Command::new(exe);
        c.args(args);
        Some(c)
    } else {
        let required =
            ["EN_GARDE_REQUIRE_DISPLAY", "CI"].iter().any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty()));
        assert!(
            !required,
            "no xvfb-run and no DISPLAY, and the rendering must be checked here (scripts/setup.sh --test installs xvfb)"
        );
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED: a rendering test, for want of xvfb-run or a DISPLAY (scripts/test.sh installs xvfb)"
        );
        None
    }
}

/// Decodes an RGB(A) PNG: (width, height, bytes per pixel, pixels).
pub(crate) fn decode(path: &Path) -> (u32, u32, usize, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    (info.width, info.height, info.color_type.samples(), buf)
}

/// What a screenshot shows: distinct colours, red pixels (the centre space 12), cream
/// pixels (the piste's spaces).
fn census(path: &Path) -> (usize, usize, usize) {
    let (w, h, bpp, px) = decode(path);
    assert_eq!((w, h), (1280, 720));
    let mut colours = std::collections::HashSet::new();
    let (mut red, mut cream) = (0, 0);
    for p in px.chunks(bpp) {
        colours.insert((p[0] / 8, p[1] / 8, p[2] / 8));
        if p[0] > 180 && p[1] < 130 && p[2] < 130 && p[0] > p[1] + 80 {
            red += 1;
        }
        if p[0] > 200 && p[1] > 190 && p[2] > 150 && p[2] < 235 {
            cream += 1;
        }
    }
    (colours.len(), red, cream)
}

#[test]
fn screenshot_of_a_match_is_not_blank() {
    let dir = TempDir::new();
    let scenario = scenario_dir().join("two-card-attack-parried.ron");
    let data = dir.0.join("data");
    // The renderer compiles its shaders in the background; on a busy machine the first
    // frames may not show the scene yet, so a later frame is tried before failing.
    let mut last = (0, 0, 0);
    for frames in ["12", "60", "150"] {
        let shot = dir.0.join(format!("match-{frames}.png"));
        let Some(mut cmd) = with_display(&[
            "--screenshot",
            shot.to_str().unwrap(),
            "--after-frames",
            frames,
            "--scenario",
            scenario.to_str().unwrap(),
            "--data-dir",
            data.to_str().unwrap(),
        ]) else {
            return;
        };
        let out = cmd.output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        // A screenshot run leaves the player's files alone.
        assert!(!data.join("autosave.ron").exists());
        last = census(&shot);
        let (colours, red, cream) = last;
        // Not blank: many colours, the red centre space and the cream spaces are there.
        if colours > 60 && red > 200 && cream > 2000 {
            return;
        }
    }
    panic!("the screenshot looks blank: (colours, red, cream) = {last:?}");
}

#[test]
fn autoplay_plays_a_whole_match_through_the_real_app() {
    let dir = TempDir::new();
    let data = dir.0.join("data");
    // A small window: software rendering is the slow part of this test.
    let Some(mut cmd) = with_display(&[
        "--autoplay",
        "random,random",
        "--seed",
        "5",
        "--window",
        "640x360",
        "--data-dir",
        data.to_str().unwrap(),
    ]) else {
        return;
    };
    let out = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    let line = stdout.lines().find(|l| l.starts_with("autoplay: ")).expect("a result line");
    assert!(line.contains(" beats ") && line.contains("seed 5"), "{line}");
    // The winner reached 5 (Advanced, to 5).
    assert!(line.contains(" 5–"), "{line}");
}

/// Clicks reach the piste's spaces in the rendered game (`--check-picking`): the pointer is
/// moved over each of the 23 spaces as the camera shows them, and the game's own hover must
/// name that space. Mesh picking ray-casts the main world's copy of a mesh, which only a
/// rendered app drops (for a mesh marked for the render world only), and a figure's mesh
/// in front of a space catches the pointer: both were seen to fail it (a tile without its
/// main-world copy: no space picked; the fencers' masks pickable: space 11 not picked).
#[test]
fn the_pointer_picks_every_piste_space_in_the_rendered_game() {
    let dir = TempDir::new();
    let report = dir.0.join("picking.txt");
    let data = dir.0.join("data");
    let Some(mut cmd) =
        with_display(&["--check-picking", report.to_str().unwrap(), "--data-dir", data.to_str().unwrap()])
    else {
        return;
    };
    let out = cmd.output().unwrap();
    let text = std::fs::read_to_string(&report).unwrap_or_default();
    assert!(
        out.status.success(),
        "{text}
{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 24, "a line per space and the counts: {text}");
    for s in 1..=23 {
        let line = lines[s - 1];
        let picked = line == format!("space {s}: picked {s}");
        assert!(picked || line == format!("space {s}: covered by a panel"), "{line}");
    }
    let checked = lines.iter().filter(|l| l.contains(": picked ")).count();
    assert!(checked >= en_garde::app::picking::LEAST_CHECKED, "{text}");
    assert!(lines[23].ends_with("0 picked wrongly: OK"), "{text}");
}

#[test]
fn bad_command_line_values_are_refused_before_a_window_opens() {
    let exe = env!("CARGO_BIN_EXE_en-garde");
    for (args, expect) in [
        (vec!["--window", "huge"], "expected WIDTHxHEIGHT"),
        (vec!["--autoplay", "easy"], "expected two levels"),
        (vec!["--scenario", "/no/such/file.ron"], "cannot read"),
    ] {
        let out = Command::new(exe).args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(expect), "{args:?}");
    }
}

/// `--play-steps --capture` (the README's animated capture): the scenario's steps are
/// played in the window one by one, as the players would, and every frame from the
/// fencers' first stance to the still scene after the last step is saved; `marks.txt`
/// names each step at the frame it was played, in order.
#[test]
fn a_captured_exchange_keeps_every_frame_and_names_its_steps() {
    let dir = TempDir::new();
    let frames = dir.0.join("frames");
    let scenario = scenario_dir().join("two-card-attack-parried.ron");
    let Some(mut cmd) = with_display(&[
        "--scenario",
        scenario.to_str().unwrap(),
        "--play-steps",
        "--capture",
        frames.to_str().unwrap(),
        "--capture-fps",
        "8",
        "--window",
        "640x360",
        "--data-dir",
        dir.0.join("data").to_str().unwrap(),
    ]) else {
        return;
    };
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let marks = std::fs::read_to_string(frames.join("marks.txt")).unwrap();
    let at: Vec<u32> = marks.lines().map(|l| l.split(' ').next().unwrap().parse().unwrap()).collect();
    let steps: Vec<&str> = marks.lines().map(|l| l.split_once(": ").unwrap().1).collect();
    assert_eq!(steps, ["Left attack with two 5s", "Right parry", "Right retreat 4"], "{marks}");
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{marks}");
    let saved =
        std::fs::read_dir(&frames).unwrap().filter(|e| e.as_ref().unwrap().path().extension().is_some()).count() - 1;
    // The frames are numbered without gaps, and go on after the last step.
    assert!(saved as u32 > at[2], "{saved} frames, marks {at:?}");
    for n in [0, saved - 1] {
        let (w, h, _, _) = decode(&frames.join(format!("frame-{n:05}.png")));
        assert_eq!((w, h), (640, 360));
    }
}

/// Every screen is whole on its first frames without input (`--check-frames`): the game
/// walks its screens by itself, and what stays on screen when it goes idle after each step
/// is what it settles on when drawing on (a pointer move). In English at 1280×720, and in
/// Japanese at the panels' largest size (200%), where the most glyphs are new.
#[test]
fn every_screen_is_whole_on_its_first_frames_without_input() {
    for (name, settings) in [("en", None), ("ja-200", Some(r#"(ui_scale: 2.0, language: Some("ja"))"#))] {
        let dir = TempDir::new();
        let data = dir.0.join("data");
        std::fs::create_dir_all(&data).unwrap();
        if let Some(s) = settings {
            std::fs::write(data.join("settings.ron"), s).unwrap();
        }
        let out_dir = dir.0.join("frames");
        let Some(mut cmd) = with_display(&[
            "--check-frames",
            out_dir.to_str().unwrap(),
            "--window",
            "1280x720",
            "--data-dir",
            data.to_str().unwrap(),
        ]) else {
            return;
        };
        let out = cmd.output().unwrap();
        let report = std::fs::read_to_string(out_dir.join("report.txt")).unwrap_or_default();
        assert!(
            out.status.success(),
            "{name}: screens drawn incomplete:\n{report}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        // The report is written when the walk ends: it names every stop it walked.
        let walked: Vec<&str> = report
            .lines()
            .filter_map(|l| l.split_once(": "))
            .map(|(stop, _)| stop.split_once('-').map_or(stop, |s| s.1))
            .collect();
        for stop in [
            "title",
            "rules",
            "settings",
            "statistics",
            "lessons",
            "setup",
            "replays",
            "hot-seat-curtain",
            "hand",
            "move",
            "pause",
            "settings-over-match",
            "title-from-match",
            "lesson",
            "puzzles",
            "puzzle",
            "puzzle-solved",
            "puzzle-why",
            "match-over",
            "analysis",
            "practice",
            "back-to-the-match",
        ] {
            assert!(walked.contains(&stop), "{name}: the walk missed '{stop}':\n{report}");
        }
        assert!(report.lines().all(|l| l.contains(": whole")), "{name}:\n{report}");
    }
}
