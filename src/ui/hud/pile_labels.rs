//! The names of the card piles on the table, painted beside them: "Draw pile" and
//! "Discard pile" with their counts, so that nothing on the table goes unnamed.

use super::layout::{PanelLayout, PanelSet};
use crate::game::MatchView;
use crate::lang::Lang;
use crate::scene::PISTE_TOP;
use crate::scene::camera::CameraView;
use crate::scene::piles::{CARD_L, CARD_W, Pile};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, FontId};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_pile_labels(
    mut contexts: EguiContexts,
    table: MatchView,
    camera: CameraView,
    piles: Query<(&Pile, &GlobalTransform)>,
    layout: Res<PanelLayout>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    ctx.data_mut(|d| d.remove::<egui::Pos2>(draw_pile_id()));
    // Where the camera is this frame: its global transform is last frame's until the
    // transforms are propagated, after this pass.
    let (Some(view), Some((cam, gt))) = (table.get(), camera.get()) else { return Ok(()) };
    let gt = &gt;
    let painter = ctx.layer_painter(egui::LayerId::background()).with_clip_rect(layout.free);
    let zoom = ctx.zoom_factor();
    // Smaller on a compact screen, where the piles are small.
    let compact = crate::ui::style::compact(ctx);
    let mut draw_at = None;
    for (pile, at) in &piles {
        if *pile == Pile::DrawTop
            && let Ok(v) = cam.world_to_viewport(gt, at.translation())
        {
            draw_at = Some(egui::pos2(v.x / zoom, v.y / zoom));
        }
        let text = match pile {
            Pile::DrawStack => tr!(lang, "pile-draw", count = view.deck.draw_pile),
            Pile::DiscardStack => tr!(lang, "pile-discard", count = view.deck.discard.len()),
            Pile::DrawTop | Pile::DiscardTop => continue,
        };
        // Beside the pile's near corner, on the outer side and hanging below it, so that
        // the label covers the floor, not the score tracks behind the tray: the draw
        // pile's name to its left, the discard pile's to its right.
        let (dx, align) = match pile {
            Pile::DrawStack => (-(CARD_W / 2.0 + 0.04), Align2::RIGHT_TOP),
            _ => (CARD_W / 2.0 + 0.04, Align2::LEFT_TOP),
        };
        let base = at.transform_point(Vec3::new(dx, 0.0, CARD_L / 4.0));
        if let Ok(v) = cam.world_to_viewport(gt, base) {
            let mut p = egui::pos2(v.x / zoom, v.y / zoom);
            let size = if compact { 11.0 } else { 14.0 };
            // On a compact screen the view's bottom edge is close below the piste: one line
            // ("Draw pile: 15 cards"), below the board's front edge and its printed space
            // numbers (which two lines, pushed up above the hand panel, covered at
            // 1024 × 600 and 160%).
            let text = if compact { one_line(&text) } else { text };
            if compact {
                let front = Vec3::new(at.translation().x, PISTE_TOP, 0.68);
                if let Ok(n) = cam.world_to_viewport(gt, front) {
                    p.y = p.y.max(n.y / zoom + NUMBERS_BELOW);
                }
            }
            let galley = painter.layout(text, FontId::proportional(size), Color32::from_gray(235), 200.0);
            // Kept above the panels below the view (the hand), where the piles are near
            // its bottom edge.
            let rect = align.anchor_size(p, galley.size());
            let rect = rect.translate(egui::vec2(0.0, -(rect.bottom() + 4.0 - layout.free.bottom()).max(0.0)));
            painter.rect_filled(rect.expand(3.0), 4.0, Color32::from_black_alpha(110));
            painter.galley(rect.min, galley, Color32::from_gray(235));
        }
    }
    // Where the hand's new cards come from (`hand`), as the view shows it this frame.
    if let Some(p) = draw_at {
        ctx.data_mut(|d| d.insert_temp(draw_pile_id(), p));
    }
    Ok(())
}

/// Where on the screen (egui points) the draw pile's top card lies, as the last pass saw
/// it; `None` where no pile is in view (no camera, another screen).
pub fn draw_pile_on_screen(ctx: &egui::Context) -> Option<egui::Pos2> {
    ctx.data(|d| d.get_temp(draw_pile_id()))
}

fn draw_pile_id() -> egui::Id {
    egui::Id::new("the draw pile on the screen")
}

/// How far below the board's front edge (in points) a pile's name goes on a compact
/// screen, clear of the numbers printed along that edge.
const NUMBERS_BELOW: f32 = 24.0;

/// A pile's name and count on one line: "Draw pile: 15 cards" for "Draw pile\n15 cards".
fn one_line(text: &str) -> String {
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or_default().to_string();
    lines.fold(first, |all, line| format!("{all}: {line}"))
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_pile_labels.in_set(PanelSet::End));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;

    /// The compact label is one line in every language, the count after the name.
    #[test]
    fn a_piles_compact_label_is_one_line_with_its_count() {
        assert_eq!(one_line("Draw pile\n15 cards"), "Draw pile: 15 cards");
        assert_eq!(one_line("Discard pile"), "Discard pile");
        for language in Language::ALL {
            let lang = Lang::new(language);
            for text in [tr!(lang, "pile-draw", count = 15), tr!(lang, "pile-discard", count = 0)] {
                let line = one_line(&text);
                assert!(!line.contains('\n'), "{}: {line:?}", language.code());
                let last = text.lines().last().unwrap_or_default().trim();
                assert!(line.ends_with(last), "{}: {line:?} keeps the count {last:?}", language.code());
            }
        }
    }
}
