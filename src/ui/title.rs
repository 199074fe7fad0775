//! The title screen: Continue (the match in progress, or the autosave after a restart),
//! New match, Learn to play (the tutorial), the menus, Replays and Quit.

use super::layers::ModalLayer;
use super::style::big_button;
use crate::game::MatchView;
use crate::game::flow::FlowRequest;
use crate::game::screens::{Menu, Screen};
use crate::game::storage::AutosaveExists;
use crate::lang::Lang;
use crate::rules::MatchPhase;
use crate::scene::camera::PanelInsets;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// What a title button asks for.
enum Press {
    Flow(FlowRequest),
    Quit,
}

/// The title panel in the middle of the screen: the game's name, its subtitle and a column
/// of buttons in the middle of the panel (two columns on a compact screen), Continue first
/// where there is a match to continue (`can_continue`). Returns the button pressed.
fn title_panel(ctx: &egui::Context, lang: &Lang, can_continue: bool) -> Option<Press> {
    // On a compact screen the title is smaller and the buttons go in two columns.
    let compact = super::style::compact(ctx);
    let mut buttons = Vec::new();
    if can_continue {
        buttons.push(("continue", Press::Flow(FlowRequest::Continue)));
    }
    buttons.push(("new-match", Press::Flow(FlowRequest::OpenSetup)));
    buttons.push(("learn-to-play", Press::Flow(FlowRequest::OpenMenu(Menu::Lessons))));
    buttons.push(("puzzles", Press::Flow(FlowRequest::OpenMenu(Menu::Puzzles))));
    buttons.push(("menu-online", Press::Flow(FlowRequest::OpenMenu(Menu::Online))));
    buttons.push(("menu-rules", Press::Flow(FlowRequest::OpenMenu(Menu::Rules))));
    buttons.push(("menu-settings", Press::Flow(FlowRequest::OpenMenu(Menu::Settings))));
    buttons.push(("menu-statistics", Press::Flow(FlowRequest::OpenMenu(Menu::Statistics))));
    buttons.push(("replays", Press::Flow(FlowRequest::OpenReplays)));
    buttons.push(("quit", Press::Quit));
    let mut pressed = None;
    egui::Area::new("title".into()).anchor(Align2::CENTER_CENTER, [0.0, if compact { 0.0 } else { -20.0 }]).show(
        ctx,
        |ui| {
            egui::Frame::window(ui.style()).inner_margin(if compact { 14.0 } else { 28.0 }).show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    // As wide as the two columns of buttons (220 points each, 8 apart), so
                    // that they stand in the middle.
                    if compact {
                        ui.set_width(448.0);
                    }
                    ui.label(RichText::new("En Garde").size(if compact { 36.0 } else { 56.0 }).strong());
                    ui.label(
                        RichText::new(lang.get("title-subtitle")).size(if compact { 15.0 } else { 18.0 }).italics(),
                    );
                    ui.add_space(if compact { 8.0 } else { 18.0 });
                    let mut press_button = |ui: &mut egui::Ui, k: usize, label: &str, press: Press| {
                        let b = big_button(ui, &lang.get(label));
                        // The first button (Continue, or else New match) has the focus.
                        let b = if k == 0 { super::style::first_focus(b) } else { b };
                        if b.clicked() {
                            pressed = Some(press);
                        }
                    };
                    if compact {
                        egui::Grid::new("title buttons").num_columns(2).spacing([8.0, 6.0]).show(ui, |ui| {
                            for (k, (label, press)) in buttons.into_iter().enumerate() {
                                press_button(ui, k, label, press);
                                if k % 2 == 1 {
                                    ui.end_row();
                                }
                            }
                        });
                    } else {
                        // One column in the middle of the panel, however wide the subtitle
                        // makes it.
                        ui.spacing_mut().item_spacing.y = 6.0;
                        for (k, (label, press)) in buttons.into_iter().enumerate() {
                            press_button(ui, k, label, press);
                        }
                    }
                });
            });
        },
    );
    pressed
}

fn draw_title(
    mut contexts: EguiContexts,
    table: MatchView,
    saved: Res<AutosaveExists>,
    mut flow: MessageWriter<FlowRequest>,
    mut exit: MessageWriter<AppExit>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A lesson or a practice never stands behind the title (it ends with the match
    // screen, `game::flow`), but only a match is one to continue.
    let live =
        table.get().is_some_and(|t| t.kind.is_match() && !matches!(t.match_state.match_phase, MatchPhase::Over { .. }));
    match title_panel(ctx, &lang, live || saved.0) {
        Some(Press::Flow(request)) => {
            flow.write(request);
        }
        Some(Press::Quit) => {
            exit.write(AppExit::Success);
        }
        None => {}
    }
    Ok(())
}

/// Off the match screen no panel covers the piste: the camera frames the whole window.
fn clear_insets(mut insets: ResMut<PanelInsets>) {
    insets.set_if_neq(PanelInsets::default());
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), clear_insets)
        .add_systems(OnEnter(Screen::Setup), clear_insets)
        .add_systems(
            EguiPrimaryContextPass,
            draw_title.in_set(ModalLayer::Screens).run_if(in_state(Screen::Title).and_then(in_state(Menu::None))),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;

    /// The title panel in Japanese was twice as wide as its buttons (its subtitle is long),
    /// and the buttons stood at its left edge. They stand in its middle now, in every
    /// language, with Continue or without, on a roomy screen and in the compact form.
    #[test]
    fn the_title_buttons_stand_in_the_middle_of_their_panel() {
        for language in [Language::Japanese, Language::German, Language::English] {
            for (size, can_continue) in [((1280.0, 720.0), true), ((1280.0, 720.0), false), ((640.0, 360.0), true)] {
                let lang = Lang::new(language);
                let ctx = crate::ui::style::test_context();
                ctx.enable_accesskit();
                let mut out = None;
                for _ in 0..3 {
                    let input = egui::RawInput {
                        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(size.0, size.1))),
                        ..Default::default()
                    };
                    out = Some(ctx.run_ui(input, |ui| {
                        let _ = title_panel(ui.ctx(), &lang, can_continue);
                    }));
                }
                let panel = ctx.memory(|m| m.area_rect(egui::Id::new("title"))).expect("the title panel");
                let update = out.unwrap().platform_output.accesskit_update.expect("AccessKit is on");
                // Each node once (a frame laid out again lists its nodes again).
                let mut seen = std::collections::HashSet::new();
                let buttons: Vec<egui::Rect> = update
                    .nodes
                    .iter()
                    .filter(|(id, _)| seen.insert(*id))
                    .filter(|(_, n)| n.role() == egui::accesskit::Role::Button)
                    .filter_map(|(_, n)| n.bounds())
                    .map(|b| {
                        egui::Rect::from_min_max(
                            egui::pos2(b.x0 as f32, b.y0 as f32),
                            egui::pos2(b.x1 as f32, b.y1 as f32),
                        )
                    })
                    .collect();
                assert_eq!(buttons.len(), 9 + usize::from(can_continue), "{language:?} {size:?}");
                let all = buttons.iter().fold(egui::Rect::NOTHING, |a, b| a.union(*b));
                let off = (all.center().x - panel.center().x).abs();
                assert!(
                    off <= 2.0,
                    "{language:?} {size:?}: the buttons {all:?} are {off} points off the panel's middle {panel:?}"
                );
                assert!(
                    panel.contains_rect(all),
                    "{language:?} {size:?}: the buttons {all:?} outside the panel {panel:?}"
                );
            }
        }
    }
}
