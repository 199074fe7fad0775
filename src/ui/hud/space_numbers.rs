//! The number of each piste space, painted at its front edge when the camera is so far
//! that the numbers on the board are too small to read (the centre space red, the
//! fencers' spaces brighter).

use super::layout::{PanelLayout, PanelSet};
use crate::game::MatchView;
use crate::rules::{CENTRE_SPACE, PISTE_LEN, Side};
use crate::scene::camera::CameraView;
use crate::scene::{PISTE_TOP, space_x};
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, FontId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The width of a space on screen, in logical pixels, from which the numbers painted on
/// the board are legible by themselves.
const BOARD_NUMBERS_READ_AT: f32 = 44.0;

fn draw_space_numbers(
    mut contexts: EguiContexts,
    table: MatchView,
    camera: CameraView,
    layout: Res<PanelLayout>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Where the camera is this frame: its global transform is last frame's until the
    // transforms are propagated, after this pass.
    let (Some(view), Some((cam, gt))) = (table.get(), camera.get()) else { return Ok(()) };
    let gt = &gt;
    // The board's own numbers read once a space is this wide on screen (logical
    // pixels); only a far view needs the painted ones.
    let width = |s: u8| cam.world_to_viewport(gt, Vec3::new(space_x(s), PISTE_TOP, 0.0)).map(|v| v.x);
    if let (Ok(a), Ok(b)) = (width(11), width(12))
        && (b - a).abs() >= BOARD_NUMBERS_READ_AT
    {
        return Ok(());
    }
    // Only over the piste's part of the window, never over a panel.
    let painter = ctx.layer_painter(egui::LayerId::background()).with_clip_rect(layout.free);
    for s in 1..=PISTE_LEN {
        let p = Vec3::new(space_x(s), PISTE_TOP, 0.68);
        if let Ok(v) = cam.world_to_viewport(gt, p).map(|v| v / ctx.zoom_factor()) {
            let occupied = s == view.space(Side::Left) || s == view.space(Side::Right);
            let colour = if s == CENTRE_SPACE {
                Color32::from_rgb(255, 90, 80)
            } else if occupied {
                Color32::WHITE
            } else {
                Color32::from_gray(215)
            };
            painter.text(
                egui::pos2(v.x, v.y + 12.0),
                Align2::CENTER_CENTER,
                format!("{s}"),
                FontId::proportional(16.0),
                colour,
            );
        }
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_space_numbers.in_set(PanelSet::End));
}
