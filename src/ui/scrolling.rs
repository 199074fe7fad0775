//! Scrolling that follows the keyboard: every scrolling screen shows its contents through
//! [`show_scrolling`], so a widget that takes the focus by Tab, Shift+Tab or the pad is
//! scrolled into view.

use bevy_egui::egui;

/// Shows `area` with `add_contents`, following the keyboard's focus: a widget inside it
/// that takes the focus by Tab, Shift+Tab or the pad while it lies outside the visible
/// part is scrolled into view (egui scrolls to a focused widget only when a screen
/// reader asks). At 1024 × 600 in German at 160% the set-up's rules and the Settings'
/// lower rows lie below the fold, and a player who never touches the pointer would tab
/// through choices they cannot see.
pub fn show_scrolling<R>(
    area: egui::ScrollArea,
    ui: &mut egui::Ui,
    add_contents: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::scroll_area::ScrollAreaOutput<R> {
    area.show(ui, |ui| {
        let inner = add_contents(ui);
        follow_focus(ui);
        inner
    })
}

/// Scrolls the focused widget into view when the focus moved to it since the last
/// scroll and it lies in `ui` (a scroll area's contents) but is clipped by the visible
/// part. A widget outside the contents (a button below the area, whose rect may lie in
/// the contents' unseen part) is never clipped by it, so it is left alone.
fn follow_focus(ui: &egui::Ui) {
    let ctx = ui.ctx();
    let Some(focused) = ctx.memory(|m| m.focused()) else { return };
    let followed = ui.id().with("followed focus");
    if ctx.data(|d| d.get_temp::<egui::Id>(followed)) == Some(focused) {
        return;
    }
    let Some(widget) = ctx.read_response(focused) else { return };
    let inside = widget.layer_id == ui.layer_id() && ui.min_rect().contains_rect(widget.rect);
    let clipped = widget.interact_rect != widget.rect;
    if inside && clipped {
        ui.scroll_to_rect_animation(widget.rect, None, egui::style::ScrollAnimation::none());
    }
    ctx.data_mut(|d| d.insert_temp(followed, focused));
}
