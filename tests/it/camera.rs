//! The camera frames the fencing: for every pair of spaces the fencers can stand on, every
//! preset and the window sizes players use, both fencers are inside the part of the
//! window the panels leave free, and close up (distance 5 or less) a fencer is at least a
//! quarter of the window's height in the default view. The projection is Bevy's own
//! (`PerspectiveProjection`), not the camera module's.

use bevy::camera::CameraProjection;
use bevy::prelude::*;
use en_garde::persist::settings::CameraPreset;
use en_garde::rules::{PISTE_LEN, Side};
use en_garde::scene::camera::{FOV, Framing, PanelInsets, camera_transform};
use en_garde::scene::layout::MAX_STAND_OFF;
use en_garde::scene::{FIGURE_SCALE, PISTE_TOP, facing, space_x};
use en_garde::ui::hud::side_panel::CORNER_SHARE;

/// The top of a fencer's mask above the piste, in metres.
const MASK_TOP: f32 = 1.6 * FIGURE_SCALE;

const WINDOWS: [(f32, f32); 4] = [(1024.0, 600.0), (1280.0, 720.0), (1920.0, 1080.0), (2560.0, 1080.0)];

/// The match screen's panels: the score bar, the hand, and the side panel over the view's
/// top-right corner (`side_panel::SIDE_WIDTH` and its frame, `side_panel::CORNER_SHARE` of the view, 8 points
/// below its top).
fn match_insets(h: f32) -> PanelInsets {
    let k = (h / 720.0).clamp(1.0, 2.0);
    let (top, bottom) = (30.0 * k, 160.0 * k);
    let corner = Vec2::new(280.0 * k, (h - top - bottom) * CORNER_SHARE + 8.0 * k);
    PanelInsets { left: 0.0, top, right: 0.0, bottom, corner }
}

/// Whether window pixel `px` is under the corner panel of `insets`.
fn under_corner(px: Vec2, w: f32, insets: &PanelInsets) -> bool {
    px.x > w - insets.right - insets.corner.x && px.y < insets.top + insets.corner.y
}

/// A fencer's body on space `space`: from its back foot (stood back at close quarters) to
/// its front hand, from the piste to its blade raised in the salute, across the piste.
fn body(side: Side, space: u8) -> [Vec3; 8] {
    let x = space_x(space);
    let f = facing(side);
    let (back, front) = (x - (0.55 * FIGURE_SCALE + MAX_STAND_OFF) * f, x + 0.66 * FIGURE_SCALE * f);
    let mut out = [Vec3::ZERO; 8];
    for (i, c) in out.iter_mut().enumerate() {
        *c = Vec3::new(
            if i & 1 == 0 { back } else { front },
            if i & 2 == 0 { PISTE_TOP } else { PISTE_TOP + 1.9 * FIGURE_SCALE },
            if i & 4 == 0 { -0.3 } else { 0.3 },
        );
    }
    out
}

/// Window pixel coordinates (x right, y down) of a world point seen from `cam`.
fn to_pixels(cam: &Transform, w: f32, h: f32, p: Vec3) -> Vec2 {
    let proj = PerspectiveProjection { fov: FOV, aspect_ratio: w / h, ..default() };
    let clip = proj.get_clip_from_view() * cam.to_matrix().inverse() * p.extend(1.0);
    let ndc = clip.truncate() / clip.w;
    assert!(clip.w > 0.0, "{p} is behind the camera");
    Vec2::new((ndc.x + 1.0) / 2.0 * w, (1.0 - ndc.y) / 2.0 * h)
}

/// The compact panels (`ui::style::compact`, here 200% of a window's zoom, 640 × 360
/// points): in a match the score bar's two rows and the hand; at a round's end the score
/// bar and the result's band in the hand's place.
fn compact_insets(h: f32) -> [PanelInsets; 2] {
    let k = h / 360.0;
    [
        PanelInsets { left: 0.0, top: 56.0 * k, right: 0.0, bottom: 100.0 * k, corner: Vec2::ZERO },
        PanelInsets { left: 0.0, top: 56.0 * k, right: 0.0, bottom: 135.0 * k, corner: Vec2::ZERO },
    ]
}

#[test]
fn both_fencers_are_always_in_the_free_part_of_the_window() {
    for (w, h) in WINDOWS {
        for insets in [match_insets(h), compact_insets(h)[0], compact_insets(h)[1]] {
            for preset in CameraPreset::ALL {
                for behind in Side::BOTH {
                    for l in 1..PISTE_LEN {
                        for r in l + 1..=PISTE_LEN {
                            let framing = Framing::fencers(space_x(l), space_x(r));
                            let cam = camera_transform(preset, w, h, insets, behind, framing);
                            for (side, space) in [(Side::Left, l), (Side::Right, r)] {
                                for p in body(side, space) {
                                    let px = to_pixels(&cam, w, h, p);
                                    let inside = px.x >= insets.left
                                        && px.x <= w - insets.right
                                        && px.y >= insets.top
                                        && px.y <= h - insets.bottom
                                        && !under_corner(px, w, &insets);
                                    assert!(
                                        inside,
                                        "{w}x{h} {preset:?} behind {behind:?}: the {side:?} fencer on {space} \
                                     (fencers on {l} and {r}) reaches {px} outside the free area {insets:?}"
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// At a round's start (spaces 1 and 23) the fencers are larger with the side panel over
/// the view's corner than they were beside a side panel that took a column of 290 pixels
/// (the review: "a thin strip"): the piste has the window's whole width.
#[test]
fn at_a_rounds_start_the_fencers_are_larger_than_beside_a_column() {
    for (w, h) in WINDOWS {
        let column = {
            let k = (h / 720.0).clamp(1.0, 2.0);
            PanelInsets { left: 0.0, top: 30.0 * k, right: 290.0 * k, bottom: 160.0 * k, corner: Vec2::ZERO }
        };
        let tall = |insets: PanelInsets| {
            let framing = Framing::fencers(space_x(1), space_x(PISTE_LEN));
            let cam = camera_transform(CameraPreset::Broadside, w, h, insets, Side::Left, framing);
            let x = space_x(1);
            to_pixels(&cam, w, h, Vec3::new(x, PISTE_TOP, 0.0)).y
                - to_pixels(&cam, w, h, Vec3::new(x, PISTE_TOP + MASK_TOP, 0.0)).y
        };
        let (now, before) = (tall(match_insets(h)), tall(column));
        println!("{w}x{h}: a fencer at a round's start {now:.0} pixels high, {before:.0} beside a column");
        assert!(now >= 1.08 * before, "{w}x{h}: {now:.0} pixels against {before:.0} beside a column");
    }
}

#[test]
fn close_up_a_fencer_is_at_least_a_quarter_of_the_window_high() {
    for (w, h) in WINDOWS {
        let insets = match_insets(h);
        for l in 1..PISTE_LEN {
            for d in 1..=5u8 {
                let r = l + d;
                if r > PISTE_LEN {
                    continue;
                }
                let cam = camera_transform(
                    CameraPreset::Broadside,
                    w,
                    h,
                    insets,
                    Side::Left,
                    Framing::fencers(space_x(l), space_x(r)),
                );
                let x = space_x(l);
                let feet = to_pixels(&cam, w, h, Vec3::new(x, PISTE_TOP, 0.0));
                let head = to_pixels(&cam, w, h, Vec3::new(x, PISTE_TOP + MASK_TOP, 0.0));
                let share = (feet.y - head.y) / h;
                assert!(share >= 0.25, "{w}x{h}, fencers on {l} and {r}: a fencer is {share:.2} of the height");
            }
        }
    }
}

#[test]
fn the_view_tightens_as_the_fencers_close_in() {
    let (w, h) = (1280.0, 720.0);
    let insets = match_insets(h);
    let height_at = |l: u8, r: u8| {
        let cam = camera_transform(
            CameraPreset::Broadside,
            w,
            h,
            insets,
            Side::Left,
            Framing::fencers(space_x(l), space_x(r)),
        );
        let x = space_x(l);
        to_pixels(&cam, w, h, Vec3::new(x, PISTE_TOP, 0.0)).y
            - to_pixels(&cam, w, h, Vec3::new(x, PISTE_TOP + MASK_TOP, 0.0)).y
    };
    // The start of a round (1 and 23), half way, close.
    let (far, mid, close) = (height_at(1, 23), height_at(6, 16), height_at(10, 14));
    assert!(far < mid && mid < close, "fencer heights {far:.0}, {mid:.0}, {close:.0} px should grow as they close in");
}

#[test]
fn the_title_screen_shows_the_whole_piste() {
    for (w, h) in WINDOWS {
        let cam =
            camera_transform(CameraPreset::Broadside, w, h, PanelInsets::default(), Side::Left, Framing::whole_piste());
        for s in [1, PISTE_LEN] {
            let px = to_pixels(&cam, w, h, Vec3::new(space_x(s), PISTE_TOP, 0.0));
            assert!(px.x > 0.0 && px.x < w && px.y > 0.0 && px.y < h, "{w}x{h}: space {s} at {px} is out of view");
        }
    }
}

/// The Replays screen at the panels' largest size on a small window (1024 × 600 at 160%,
/// 640 × 375 points), a record picked: the camera frames the replayed piste from inside
/// the hall, both fencers at their ends in the part of the window the replay window
/// leaves free. (Beside a window of 68% of the width it stood above the ceiling and showed
/// its top.) At 1280 × 720 and 100% the window stays on the left.
#[test]
fn the_replay_window_leaves_the_piste_in_view_from_inside_the_hall() {
    use bevy_egui::egui;
    use en_garde::lang::{Lang, Language};
    use en_garde::persist::ReplayCursor;
    use en_garde::rules::RuleSet;
    use en_garde::scene::hall::{END_WALL_X, HALL_HEIGHT};
    use en_garde::ui::replay::{ReplayView, replay_insets, replay_window};
    let dir = crate::persist::TempDir::new();
    let rec = crate::persist::random_record(RuleSet::advanced(), 9, crate::persist::vs_computer(), 1_700_000_000);
    for ((w, h), zoom, below) in [((1024.0, 600.0), 1.6, true), ((1280.0, 720.0), 1.0, false)] {
        let mut view = ReplayView::default();
        view.cursor = Some(ReplayCursor::from_record(&rec).unwrap());
        let ctx = egui::Context::default();
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w / zoom, h / zoom));
        let lang = Lang::new(Language::German);
        let mut shown = None;
        for _ in 0..3 {
            let input = egui::RawInput { screen_rect: Some(screen), ..Default::default() };
            let _ = ctx.run_ui(input, |ui| {
                let (mut back, mut analyse) = (false, None);
                shown = replay_window(ui.ctx(), &lang, &mut view, None, &dir.paths(), &mut back, &mut analyse);
            });
        }
        let (rect, along_the_bottom) = shown.expect("the window is shown");
        let insets = replay_insets(rect, along_the_bottom, screen, zoom);
        let cam = camera_transform(CameraPreset::Broadside, w, h, insets, Side::Left, Framing::whole_piste());
        let at = cam.translation;
        assert!(at.y < HALL_HEIGHT && at.x.abs() < END_WALL_X, "{w}x{h}: the camera at {at} is in the hall");
        for (side, space) in [(Side::Left, 1), (Side::Right, PISTE_LEN)] {
            for p in body(side, space) {
                let px = to_pixels(&cam, w, h, p);
                let free =
                    px.x >= insets.left && px.x <= w - insets.right && px.y >= insets.top && px.y <= h - insets.bottom;
                assert!(free, "{w}x{h}: {side:?} on {space} at {px} is in the free part, {insets:?}");
            }
        }
        assert_eq!(along_the_bottom, below, "{w}x{h}: {rect:?}");
        assert!(screen.contains_rect(rect), "{w}x{h}: the window is on the screen: {rect:?}");
    }
}
