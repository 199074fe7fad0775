//! The tutorial on screen: the list of courses and lessons (a menu over the title, each
//! lesson ticked once finished), and during a lesson a band above the piste with the
//! lesson's words — the introduction, what to find, why an action was not the lesson's
//! (naming the rule), the stage's closing words — and, once it is done, the way on.

use super::hud::layout::{PanelLayout, PanelSet, band_above_piste};
use super::layers::ModalLayer;
use super::style::{band_button, centred_window, heading_font, palette};
use crate::game::flow::FlowRequest;
use crate::game::screens::{Menu, Screen};
use crate::game::storage::UserSettings;
use crate::game::tutorial::{ActiveLesson, Courses, LessonChoice, Said, StartLesson};
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_lesson_list(
    mut contexts: EguiContexts,
    courses: Res<Courses>,
    settings: Res<UserSettings>,
    mut start: MessageWriter<StartLesson>,
    mut flow: MessageWriter<FlowRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.viewport_rect().height();
    centred_window("Learn to play").min_width(560.0).show(ctx, |ui| {
        match &courses.0 {
            Err(e) => {
                ui.label(RichText::new(format!("The lessons could not be read: {e}")).color(palette::RED));
            }
            Ok(all) => {
                ui.label(
                    "One course per rule level. Each lesson is a position on the piste: find the action it asks for.",
                );
                egui::ScrollArea::vertical().max_height(height * 0.65).show(ui, |ui| {
                    for (c, course) in all.iter().enumerate() {
                        ui.add_space(6.0);
                        ui.label(RichText::new(format!("{}", course.level)).font(heading_font(24.0)));
                        ui.label(RichText::new(&course.about).color(palette::WEAK));
                        for (l, lesson) in course.lessons.iter().enumerate() {
                            ui.horizontal(|ui| {
                                let done = settings.lessons_done.contains(&lesson.id);
                                let tick = if done { "✔" } else { "  " };
                                ui.label(RichText::new(tick).color(palette::GOLD));
                                let label = if done { "Again" } else { "Play" };
                                if ui.button(label).clicked() {
                                    start.write(StartLesson { course: c, lesson: l });
                                }
                                ui.label(format!("{}. {}", l + 1, lesson.title));
                            });
                        }
                    }
                });
            }
        }
        ui.add_space(6.0);
        if ui.button("Back").clicked() {
            flow.write(FlowRequest::CloseMenu);
        }
    });
    Ok(())
}

fn draw_lesson_band(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    lesson: Res<ActiveLesson>,
    courses: Res<Courses>,
    mut start: MessageWriter<StartLesson>,
    mut choose: MessageWriter<LessonChoice>,
    mut flow: MessageWriter<FlowRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok(all) = &courses.0 else { return Ok(()) };
    let Some(course) = all.get(lesson.course) else { return Ok(()) };
    let Some(this) = course.lessons.get(lesson.lesson) else { return Ok(()) };
    band_above_piste(ctx, "lesson", &mut layout, |ui| {
        ui.vertical(|ui| {
            let n = lesson.lesson + 1;
            let heading = format!("{} · lesson {n} of {}: {}", course.level, course.lessons.len(), this.title);
            ui.label(RichText::new(heading).font(heading_font(24.0)).color(palette::GOLD));
            match &lesson.said {
                Some(Said::Refused(why)) => {
                    let why = super::words::capitalized(why);
                    ui.label(
                        RichText::new(format!("Not this one. {why}")).color(egui::Color32::from_rgb(240, 120, 100)),
                    );
                }
                Some(Said::Played(words)) if !words.is_empty() => {
                    ui.label(RichText::new(words).strong());
                }
                _ => {
                    ui.label(&this.intro);
                }
            }
            if let Some((choice, _)) = lesson.run.choice() {
                ui.label(RichText::new(&choice.prompt).size(18.0));
                ui.horizontal_wrapped(|ui| {
                    for card in crate::rules::DuellCard::D3_CHOICES {
                        if ui.button(format!("{card:?}: {}", card.describe())).clicked() {
                            choose.write(LessonChoice(card));
                        }
                    }
                });
                return;
            }
            match lesson.run.stage() {
                Some(stage) => {
                    ui.label(RichText::new(&stage.prompt).size(18.0));
                }
                None if lesson.finished() => {
                    ui.label(RichText::new("Lesson done.").size(18.0).color(palette::GOLD));
                    ui.horizontal_wrapped(|ui| {
                        let next = if lesson.lesson + 1 < course.lessons.len() {
                            Some((lesson.course, lesson.lesson + 1))
                        } else if lesson.course + 1 < all.len() {
                            Some((lesson.course + 1, 0))
                        } else {
                            None
                        };
                        if let Some((c, l)) = next
                            && band_button(ui, "Next lesson").clicked()
                        {
                            start.write(StartLesson { course: c, lesson: l });
                        }
                        if band_button(ui, "Again").clicked() {
                            start.write(StartLesson { course: lesson.course, lesson: lesson.lesson });
                        }
                        if band_button(ui, "All lessons").clicked() {
                            flow.write(FlowRequest::ToTitle);
                            flow.write(FlowRequest::OpenMenu(Menu::Lessons));
                        }
                    });
                }
                None => {}
            }
        });
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            draw_lesson_list.in_set(ModalLayer::Menus).run_if(in_state(Menu::Lessons)),
            draw_lesson_band
                .in_set(PanelSet::Summary)
                .run_if(in_state(Screen::Match).and_then(resource_exists::<ActiveLesson>)),
        ),
    );
}
