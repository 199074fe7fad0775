//! How the match screen's panels share the window: egui lays panels out in one pass, so
//! each panel system takes its part of what the panels before it left free
//! ([`PanelLayout`]), and what is left at the end is where the camera frames the piste.

use crate::scene::camera::PanelInsets;
use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui;

/// The part of the window the panels drawn so far this frame leave free.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct PanelLayout {
    /// The free rectangle, in egui points.
    pub free: egui::Rect,
    /// What was left free for the piste at the end of the last frame, in egui points: for
    /// what floats over the piste but is drawn before the panels below it are laid out.
    pub piste: egui::Rect,
    /// The width, in points, of the side panel's buttons at the end of the score bar's
    /// second row last frame, while the log is folded away on a compact screen (else 0):
    /// what that row leaves them.
    pub side_buttons: f32,
    /// The side panel over the top-right corner of the view of the piste this frame, in
    /// egui points (`NOTHING` when there is none): the camera keeps the fencers out from
    /// under it ([`PanelInsets::corner`]).
    pub corner: egui::Rect,
}

impl Default for PanelLayout {
    fn default() -> Self {
        PanelLayout {
            free: egui::Rect::NOTHING,
            piste: egui::Rect::NOTHING,
            side_buttons: 0.0,
            corner: egui::Rect::NOTHING,
        }
    }
}

/// The panels' order in the frame: the layout starts, the score bar takes the top, the
/// side panel lies over the top-right corner of the view below it, the hand takes the
/// bottom, a round's result a band at the top of the rest, and the free part (and the
/// side panel's corner of it) is handed to the camera.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PanelSet {
    Begin,
    Top,
    Side,
    Bottom,
    /// The round's or the match's result, a band above the piste.
    Summary,
    End,
}

/// A root `Ui` over what the earlier panels left free, for a panel to take its part from.
pub fn panel_root(ctx: &egui::Context, id: &'static str, layout: &PanelLayout) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(layout.free),
    )
}

/// A band across the top of what the panels left free, for a round's or a match's
/// result: its contents laid out left to right (wrapping in a narrow window), the piste
/// in view below it, where the camera frames what is left. Returns whether all of the
/// contents were in view in this pass (else the band scrolls: the piste keeps its share).
pub fn band_above_piste(
    ctx: &egui::Context,
    id: &'static str,
    layout: &mut PanelLayout,
    add_contents: impl FnOnce(&mut egui::Ui),
) -> bool {
    band(ctx, id, layout, false, BAND_LEAST, add_contents)
}

/// A lesson's band: [`band_above_piste`], but never held below [`LESSON_BAND_LEAST`]
/// points where its words need them, so that what the lesson says is whole on the
/// smallest screens too (the compact hand panel gives up its line of help for it).
pub fn lesson_band(
    ctx: &egui::Context,
    id: &'static str,
    layout: &mut PanelLayout,
    add_contents: impl FnOnce(&mut egui::Ui),
) -> bool {
    band(ctx, id, layout, false, LESSON_BAND_LEAST, add_contents)
}

/// A round's or a match's result: [`band_above_piste`], or `below` (on a compact screen)
/// a band across the bottom, in the hand panel's place (which gives way; `hand`), so that
/// the piste keeps the view between the score bar and the band as in the round. Returns
/// whether all of the contents were in view in this pass.
pub fn result_band(
    ctx: &egui::Context,
    id: &'static str,
    layout: &mut PanelLayout,
    below: bool,
    add_contents: impl FnOnce(&mut egui::Ui),
) -> bool {
    band(ctx, id, layout, below, BAND_LEAST, add_contents)
}

fn band(
    ctx: &egui::Context,
    id: &'static str,
    layout: &mut PanelLayout,
    below: bool,
    least: f32,
    add_contents: impl FnOnce(&mut egui::Ui),
) -> bool {
    let mut root = panel_root(ctx, id, layout);
    // The piste keeps its share of the window: a band that would leave less scrolls. The
    // band is as tall as its contents were last frame (egui sizes a panel from its last
    // size; a scroll area inside it could then never grow), and asks for another frame
    // when that changes, so the frame that stays on screen is a settled one.
    let most = (layout.free.height() - PISTE_SHARE * ctx.viewport_rect().height()).max(least);
    let measured = egui::Id::new((id, "band contents height"));
    let contents = ctx.data(|d| d.get_temp::<f32>(measured)).unwrap_or(BAND_LEAST);
    let margins = egui::Frame::side_top_panel(root.style()).total_margin().sum().y;
    let height = (contents + margins).min(most);
    let panel = if below { egui::Panel::bottom(id) } else { egui::Panel::top(id) };
    let mut whole = true;
    panel.resizable(false).exact_size(height).show(&mut root, |ui| {
        // Never taller than the band (a scroll area is at least 64 points high by default).
        let inside = (height - margins).max(0.0);
        // Where the band is held to its least height (1024 × 600 at 160%), its row of a
        // button and words fits it with less room above and below.
        let pad = if most <= least { 2.0 } else { 6.0 };
        let area = egui::ScrollArea::vertical().max_height(inside).min_scrolled_height(inside);
        let shown = crate::ui::scrolling::show_scrolling(area, ui, |ui| {
            ui.add_space(pad);
            ui.horizontal_wrapped(add_contents);
            ui.add_space(pad);
        });
        let now = shown.content_size.y;
        whole = now <= inside + 0.5;
        if (now - contents).abs() > 0.5 {
            ui.ctx().data_mut(|d| d.insert_temp(measured, now));
            ui.ctx().request_repaint();
        }
    });
    layout.free = root.available_rect_before_wrap();
    whole
}

/// Draws `add_contents` one above the other, never less tall than the tallest it has been
/// under `id` in this egui context (a height in points, kept in egui's memory): a panel
/// whose words change (a refusal in place of a lesson's introduction, picked cards beside
/// the buttons) keeps its height, so that the piste's view beside it does not jump. Give
/// `id` whatever the height belongs to (the lesson, the window's size).
pub fn never_shrinking<R>(ui: &mut egui::Ui, id: egui::Id, add_contents: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let least = ui.ctx().data(|d| d.get_temp::<f32>(id)).unwrap_or(0.0);
    let shown = ui.vertical(|ui| {
        ui.set_min_height(least);
        add_contents(ui)
    });
    let height = shown.response.rect.height();
    if height > least + 0.5 {
        ui.ctx().data_mut(|d| d.insert_temp(id, height));
        // The panel around it takes its size from the last pass: lay the frame out again
        // rather than show it cut.
        ui.ctx().request_discard("a panel grew");
    }
    shown.inner
}

/// The share of the window's height (0..=1) that the view of the piste keeps at every
/// panel size: the camera frames both fencers in it (`scene::camera`, which never assumes
/// less than 30%).
pub const PISTE_SHARE: f32 = 0.34;

/// The least height of a band above or below the piste, in points: a row of a button and
/// words with its margins.
pub const BAND_LEAST: f32 = 56.0;

/// The least height a lesson's band may take where its words need it, in points: three
/// rows of its compact words with the band's margins (the compact hand panel's two rows
/// of help, which a lesson does without, pay for the two rows more).
pub const LESSON_BAND_LEAST: f32 = 84.0;

pub(super) fn begin_layout(mut contexts: EguiContexts, mut layout: ResMut<PanelLayout>) -> Result {
    layout.free = contexts.ctx_mut()?.viewport_rect();
    layout.corner = egui::Rect::NOTHING;
    Ok(())
}

/// What the panels leave free is where the camera frames the piste.
pub(super) fn end_layout(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    mut insets: ResMut<PanelInsets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let full = ctx.viewport_rect();
    let free = layout.free;
    layout.piste = free;
    // egui points to the window's logical pixels.
    let z = ctx.zoom_factor();
    // The side panel over the view's top-right corner, measured from the free part's
    // right and top edges (it may start above the free part, under a band).
    let corner = if layout.corner.is_positive() {
        Vec2::new(free.right() - layout.corner.left(), layout.corner.bottom() - free.top()).max(Vec2::ZERO) * z
    } else {
        Vec2::ZERO
    };
    insets.set_if_neq(PanelInsets {
        left: (free.left() - full.left()) * z,
        top: (free.top() - full.top()) * z,
        right: (full.right() - free.right()) * z,
        bottom: (full.bottom() - free.bottom()) * z,
        corner,
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lesson's band with much to say, at the panels' largest size (a 1280 × 720 window
    /// at 200% is 640 × 360 points) and at 100%, below a score bar and above a hand panel:
    /// the piste keeps its share of the window, and the band scrolls instead (the review's
    /// lesson at 200% left an 80-pixel strip of benches).
    #[test]
    fn a_band_full_of_words_leaves_the_piste_its_share_at_every_panel_size() {
        for (w, h) in [(640.0, 360.0), (1280.0, 720.0), (512.0, 300.0)] {
            let ctx = egui::Context::default();
            let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
            let mut layout = PanelLayout::default();
            // Frames for the band to measure itself and settle.
            for _ in 0..4 {
                let input = egui::RawInput { screen_rect: Some(screen), ..Default::default() };
                let _ = ctx.run_ui(input, |ui| {
                    // The score bar above and the hand panel below, as the match screen has them.
                    layout.free = egui::Rect::from_min_max(egui::pos2(0.0, 32.0), egui::pos2(w, h - 100.0));
                    band_above_piste(ui.ctx(), "lesson", &mut layout, |ui| {
                        for _ in 0..40 {
                            ui.label("A lesson's words, many of them, in a long sentence that wraps and wraps.");
                        }
                    });
                });
            }
            let piste = layout.free.height();
            assert!(piste >= PISTE_SHARE * h - 1.0, "{w}x{h}: the piste keeps {piste} of {h} points");
            assert!(32.0 + BAND_LEAST <= layout.free.top(), "{w}x{h}: the band is there: {:?}", layout.free);
        }
    }

    /// A lesson's band changed height when a refusal took the introduction's place, and the
    /// piste below it jumped; so did the hand panel when picked cards were shown. What is
    /// drawn [`never_shrinking`] in a band keeps the band's height, and the piste's top,
    /// through words of any length.
    #[test]
    fn a_band_that_never_shrinks_keeps_the_piste_where_it_was() {
        let ctx = egui::Context::default();
        let (w, h) = (1280.0, 720.0);
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
        let mut layout = PanelLayout::default();
        let intro = "The lesson's introduction, long enough to take three lines of the band. ".repeat(12);
        let mut tops = Vec::new();
        for words in [intro.as_str(), "Not this one: a move takes one card.", "Well done.", intro.as_str(), ""] {
            // Each for a few frames: the band measures itself and settles.
            for _ in 0..4 {
                let input = egui::RawInput { screen_rect: Some(screen), ..Default::default() };
                let _ = ctx.run_ui(input, |ui| {
                    layout.free = egui::Rect::from_min_max(egui::pos2(0.0, 32.0), egui::pos2(w, h - 150.0));
                    band_above_piste(ui.ctx(), "lesson", &mut layout, |ui| {
                        never_shrinking(ui, egui::Id::new("a lesson"), |ui| {
                            ui.label("Lesson 2 of 5: the attack");
                            ui.label(words);
                            ui.label("Attack with your 4.");
                        });
                    });
                });
            }
            tops.push(layout.free.top());
        }
        assert!(tops[0] > 32.0 + BAND_LEAST, "the band holds three lines: {tops:?}");
        for top in &tops {
            assert!((top - tops[0]).abs() <= 0.5, "the piste's top moved: {tops:?}");
        }
    }
}
