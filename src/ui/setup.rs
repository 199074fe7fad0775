//! The match set-up screen: the opponent, the computer's level or the players' names,
//! the seed, and the rules (the one rules form).

use super::layers::ModalLayer;
use super::style::centred_window;
use crate::game::flow::{FlowRequest, MatchSetup};
use crate::game::screens::{Menu, Screen};
use crate::lang::{Lang, terms};
use crate::persist::settings::OpponentKind;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_setup(
    mut contexts: EguiContexts,
    mut setup: ResMut<MatchSetup>,
    portrait: Option<ResMut<crate::scene::portrait::Portrait>>,
    mut flow: MessageWriter<FlowRequest>,
    mut form: ResMut<super::online::OnlineForm>,
    problem: Res<crate::net::online::OnlineProblem>,
    mut online: MessageWriter<crate::net::online::OnlineRequest>,
    settings: Res<crate::game::storage::UserSettings>,
    lang: Res<Lang>,
    mut default_names: Local<[String; 2]>,
) -> Result {
    // The chosen computer fencer's portrait, rendered from the scene.
    let picture = portrait.map(|mut p| {
        if p.level != setup.ai_level {
            p.level = setup.ai_level;
        }
        contexts.add_image(bevy_egui::EguiTextureHandle::Weak(p.image.id()))
    });
    let ctx = contexts.ctx_mut()?;
    let s = setup.as_mut();
    // The hot-seat names the player has not typed are the default names in the language in
    // force, which read well in its sentences ("Gaucher joue", "Linkshänder ist am Zug").
    for (side, name) in Side::BOTH.into_iter().zip([&mut s.left_name, &mut s.right_name]) {
        let default = &mut default_names[side.index()];
        if *name == side.name() || name == default {
            *name = lang.get(match side {
                Side::Left => "default-name-left",
                Side::Right => "default-name-right",
            });
            name.clone_into(default);
        }
    }
    // The opponent's portrait beside the window; not on a compact screen, where the
    // window takes the width.
    if let Some(id) = picture
        && s.opponent == OpponentKind::Computer
        && !crate::ui::style::compact(ctx)
    {
        let (name, style) = (terms::fencer_name(&lang, s.ai_level), terms::fencer_style(&lang, s.ai_level));
        egui::Area::new("portrait".into()).anchor(egui::Align2::RIGHT_TOP, [-24.0, 24.0]).show(ctx, |ui| {
            crate::ui::style::table_frame().show(ui, |ui| {
                let size = crate::scene::portrait::PORTRAIT_SIZE.as_vec2() * 0.75;
                ui.set_max_width(size.x);
                ui.image((id, egui::vec2(size.x, size.y)));
                // On one line: a long name (Japanese has no spaces to break at) is drawn
                // smaller rather than broken mid-word.
                let font = |size: f32| crate::ui::style::heading_font(size);
                let wide = ui.painter().layout_no_wrap(name.clone(), font(20.0), egui::Color32::WHITE).size().x;
                let size = if wide > size.x { (20.0 * size.x / wide).max(12.0) } else { 20.0 };
                ui.label(egui::RichText::new(name).font(font(size)));
                ui.label(egui::RichText::new(style).color(crate::ui::style::palette::WEAK));
            });
        });
    }
    // The rows scroll where the screen is too short for them (1024×600); the buttons stay.
    let room = crate::ui::style::scroll_room(ctx, 170.0, 1.0);
    centred_window(ctx, &lang.get("new-match"), 520.0).show(ctx, |ui| {
        let area = egui::ScrollArea::vertical().max_height(room).min_scrolled_height(room);
        crate::ui::scrolling::show_scrolling(area, ui, |ui| {
            setup_contents(ui, &lang, s, &mut form, &problem, &mut online, &settings)
        });
        ui.separator();
        setup_buttons(ui, &lang, &mut flow);
    });
    Ok(())
}

/// The set-up's rows: the opponent, the seed, the rules, network play.
fn setup_contents(
    ui: &mut egui::Ui,
    lang: &Lang,
    s: &mut MatchSetup,
    form: &mut super::online::OnlineForm,
    problem: &crate::net::online::OnlineProblem,
    online: &mut MessageWriter<crate::net::online::OnlineRequest>,
    settings: &crate::game::storage::UserSettings,
) {
    {
        crate::ui::style::form_grid("setup", [18.0, 10.0], ui).show(ui, |ui| {
            super::rules_form::opponent_rows(ui, lang, &mut s.opponent, &mut s.ai_level);
            if s.opponent == OpponentKind::Computer {
                ui.label(lang.get("setup-you-fence"));
                crate::ui::style::choice_row(ui, |ui| {
                    ui.radio_value(&mut s.human_side, Side::Left, lang.get("setup-left-fencer"));
                    ui.radio_value(&mut s.human_side, Side::Right, lang.get("setup-right-fencer"));
                });
                ui.end_row();
            } else {
                ui.label(lang.get("setup-names"));
                ui.horizontal(|ui| {
                    ui.add(egui::TextEdit::singleline(&mut s.left_name).desired_width(120.0));
                    ui.add(egui::TextEdit::singleline(&mut s.right_name).desired_width(120.0));
                });
                ui.end_row();
            }
            ui.label(lang.get("setup-seed"));
            let mut text = s.seed.map(|v| v.to_string()).unwrap_or_default();
            let hint = lang.get("setup-seed-random");
            let width = crate::ui::style::hinted_width(ui, &hint, 180.0);
            let field = egui::TextEdit::singleline(&mut text).hint_text(hint);
            if ui.add(field.desired_width(width)).changed() {
                s.seed = text.trim().parse().ok();
            }
            ui.end_row();
        });
        ui.separator();
        ui.label(RichText::new(lang.get("menu-rules")).strong());
        super::rules_form::rules_form(ui, lang, &mut s.rules);
        ui.separator();
        let rules = settings.with_tracker(s.rules);
        super::online::setup_section(ui, lang, form, rules, problem.0.as_ref(), online);
    }
}

/// The set-up's buttons, below its rows (always in view).
fn setup_buttons(ui: &mut egui::Ui, lang: &Lang, flow: &mut MessageWriter<FlowRequest>) {
    ui.horizontal(|ui| {
        if super::style::first_focus(ui.button(RichText::new(lang.get("setup-start")).size(20.0))).clicked() {
            flow.write(FlowRequest::StartMatch);
        }
        if ui.button(lang.get("setup-rules-of-level")).clicked() {
            flow.write(FlowRequest::OpenMenu(Menu::Rules));
        }
        if ui.button(lang.get("back")).clicked() {
            flow.write(FlowRequest::ToTitle);
        }
    });
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_setup.in_set(ModalLayer::Screens).run_if(in_state(Screen::Setup).and_then(in_state(Menu::None))),
    );
}
