//! The tutorial on screen: the list of courses and lessons (a menu over the title, each
//! lesson ticked once finished), and during a lesson a band above the piste with the
//! lesson's words — the introduction, what to find, why an action was not the lesson's
//! (naming the rule), the stage's closing words — and, once it is done, the way on.

use super::hud::layout::{PanelLayout, PanelSet, lesson_band, never_shrinking};
use super::layers::ModalLayer;
use super::style::{band_button, centred_window, heading_font, palette};
use crate::game::flow::FlowRequest;
use crate::game::screens::{Menu, Screen};
use crate::game::storage::UserSettings;
use crate::game::tutorial::{Courses, LessonChoice, Said, StartLesson, in_lesson};
use crate::lang::lessons::{self, LessonText};
use crate::lang::{Lang, terms};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_lesson_list(
    mut contexts: EguiContexts,
    courses: Res<Courses>,
    settings: Res<UserSettings>,
    mut start: MessageWriter<StartLesson>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = super::style::scroll_room(ctx, 150.0, 0.65);
    centred_window(ctx, &lang.get("learn-to-play"), 560.0).show(ctx, |ui| {
        match &courses.0 {
            Err(e) => {
                let text = tr!(lang, "lessons-unreadable", why = e.to_string());
                ui.label(RichText::new(text).color(palette::RED));
            }
            Ok(all) => {
                ui.label(lang.get("lessons-about"));
                let button_width = ["lesson-again", "lesson-play"]
                    .map(|id| {
                        let font = egui::TextStyle::Button.resolve(ui.style());
                        ui.painter().layout_no_wrap(lang.get(id), font, egui::Color32::WHITE).size().x
                    })
                    .into_iter()
                    .fold(0.0f32, f32::max)
                    + 2.0 * ui.spacing().button_padding.x;
                // The keys' focus comes into the list at the first lesson not yet done.
                let next = all
                    .iter()
                    .enumerate()
                    .flat_map(|(c, course)| course.lessons.iter().enumerate().map(move |(l, lesson)| (c, l, lesson)))
                    .find(|(_, _, lesson)| !settings.lessons_done.contains(&lesson.id))
                    .map_or((0, 0), |(c, l, _)| (c, l));
                crate::ui::scrolling::show_scrolling(egui::ScrollArea::vertical().max_height(height), ui, |ui| {
                    for (c, course) in all.iter().enumerate() {
                        ui.add_space(6.0);
                        ui.label(RichText::new(terms::level(&lang, course.level)).font(heading_font(24.0)));
                        ui.label(RichText::new(lessons::course_about(&lang, course)).color(palette::WEAK));
                        for (l, lesson) in course.lessons.iter().enumerate() {
                            ui.horizontal(|ui| {
                                let done = settings.lessons_done.contains(&lesson.id);
                                let tick = if done { "✔" } else { "" };
                                // A fixed width, so that rows with and without it stand in line.
                                ui.add_sized([18.0, 20.0], egui::Label::new(RichText::new(tick).color(palette::GOLD)));
                                let label = if done { "lesson-again" } else { "lesson-play" };
                                // As wide as the wider of the two labels, so that the lessons'
                                // names stand in line ("Spielen", "Noch einmal").
                                let b = egui::Button::new(lang.get(label)).min_size(egui::vec2(button_width, 0.0));
                                let b = ui.add(b);
                                let b = if (c, l) == next { super::style::window_focus(b) } else { b };
                                if b.clicked() {
                                    start.write(StartLesson { course: c, lesson: l });
                                }
                                ui.label(format!("{}. {}", l + 1, lessons::text(&lang, lesson, LessonText::Title)));
                            });
                        }
                    }
                });
            }
        }
        ui.add_space(6.0);
        if ui.button(lang.get("back")).clicked() {
            flow.write(FlowRequest::CloseMenu);
        }
    });
    Ok(())
}

fn draw_lesson_band(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: crate::game::MatchView,
    courses: Res<Courses>,
    mut start: MessageWriter<StartLesson>,
    mut choose: MessageWriter<LessonChoice>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(lesson) = table.kind().and_then(|k| k.lesson()) else { return Ok(()) };
    let Ok(all) = &courses.0 else { return Ok(()) };
    let Some(course) = all.get(lesson.course) else { return Ok(()) };
    let Some(this) = course.lessons.get(lesson.lesson) else { return Ok(()) };
    // On a compact screen the band keeps to what to do: the lesson's introduction folds away
    // under its heading.
    let compact = super::style::compact(ctx);
    let size = if compact { 15.0 } else { 18.0 };
    // The band never shrinks within a lesson (a refusal in place of the introduction, the
    // closing words): the piste below it does not jump.
    let tallest = egui::Id::new(("lesson band height", lesson.course, lesson.lesson));
    lesson_band(ctx, "lesson", &mut layout, |ui| {
        never_shrinking(ui, tallest, |ui| {
            let n = lesson.lesson + 1;
            let heading = tr!(
                lang,
                "lesson-heading",
                level = terms::level(&lang, course.level),
                n = n,
                lessons = course.lessons.len(),
                title = lessons::text(&lang, this, LessonText::Title)
            );
            let said = said_words(&lang, this, lesson.said.as_ref());
            if compact {
                let open_id = egui::Id::new(("lesson intro open", lesson.course, lesson.lesson));
                let now = match lesson.run.stage() {
                    _ if lesson.run.choice().is_some() => Some(lessons::text(&lang, this, LessonText::ChoicePrompt)),
                    Some(_) => Some(lessons::text(&lang, this, LessonText::Prompt(lesson.run.stages_done()))),
                    None => None,
                };
                let chip = format!("{n}/{}", course.lessons.len());
                let intro = lessons::text(&lang, this, LessonText::Intro);
                compact_row(ui, &chip, &heading, &intro, open_id, said.as_ref(), now.as_deref());
            } else {
                let font = super::style::figures_heading_font(22.0);
                ui.label(RichText::new(heading).font(font).color(palette::GOLD));
            }
            match said {
                // Said above, on the chip's line.
                _ if compact => {}
                Some((text, true)) => {
                    ui.label(RichText::new(text).color(REFUSED));
                }
                Some((text, false)) => {
                    ui.label(RichText::new(text).strong());
                }
                None => {
                    ui.label(lessons::text(&lang, this, LessonText::Intro));
                }
            }
            if lesson.run.choice().is_some() {
                if !compact {
                    ui.label(RichText::new(lessons::text(&lang, this, LessonText::ChoicePrompt)).size(size));
                }
                ui.horizontal_wrapped(|ui| {
                    for card in crate::rules::DuellCard::D3_CHOICES {
                        if ui.button(terms::duell_card(&lang, card)).clicked() {
                            choose.write(LessonChoice(card));
                        }
                    }
                });
                return;
            }
            match lesson.run.stage() {
                Some(_) if compact => {}
                Some(_) => {
                    let prompt = lessons::text(&lang, this, LessonText::Prompt(lesson.run.stages_done()));
                    ui.label(RichText::new(prompt).size(size));
                }
                None if lesson.finished() => {
                    ui.label(RichText::new(lang.get("lesson-done")).size(size).color(palette::GOLD));
                    ui.horizontal_wrapped(|ui| {
                        let next = if lesson.lesson + 1 < course.lessons.len() {
                            Some((lesson.course, lesson.lesson + 1))
                        } else if lesson.course + 1 < all.len() {
                            Some((lesson.course + 1, 0))
                        } else {
                            None
                        };
                        if let Some((c, l)) = next
                            && band_button(ui, &lang.get("lesson-next")).clicked()
                        {
                            start.write(StartLesson { course: c, lesson: l });
                        }
                        if band_button(ui, &lang.get("lesson-again")).clicked() {
                            start.write(StartLesson { course: lesson.course, lesson: lesson.lesson });
                        }
                        if band_button(ui, &lang.get("lesson-all")).clicked() {
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

/// What the lesson says of the learner's last action, in `lang`: a refusal (`true`,
/// "Not this one." and why), or the closing words of what was played (`false`); `None`
/// before the first action, or where the stage has no closing words.
fn said_words(lang: &Lang, this: &crate::tutorial::Lesson, said: Option<&Said>) -> Option<(String, bool)> {
    match said? {
        Said::Refused(why) => {
            let why = super::words::capitalized(&lessons::refusal(lang, this, why));
            Some((tr!(lang, "lesson-not-this-one", why = why), true))
        }
        Said::Played(closing) if !closing.english(this).is_empty() => {
            Some((lessons::text(lang, this, *closing), false))
        }
        Said::Played(_) => None,
    }
}

/// The lesson band's words on a compact screen, where the band holds three rows at most
/// (1024 × 600 at 160%, [`LESSON_BAND_LEAST`](super::hud::layout::LESSON_BAND_LEAST)) and
/// what it says must be whole in them: a chip (`chip`, "1/4",
/// with the whole `heading` under the pointer) that opens the heading and the `intro`;
/// then what the lesson `said` of the last action (a refusal, `true`, in red; or a stage's
/// closing words) and what to do `now`, small, on the same line. After a refusal the
/// refusal stands alone (it names the rule or what the lesson wants; with what to do it
/// would not fit), and what to do is under the chip with the introduction.
fn compact_row(
    ui: &mut egui::Ui,
    chip: &str,
    heading: &str,
    intro: &str,
    open_id: egui::Id,
    said: Option<&(String, bool)>,
    now: Option<&str>,
) {
    let mut open = ui.ctx().data(|d| d.get_temp::<bool>(open_id)).unwrap_or(false);
    let refused = matches!(said, Some((_, true)));
    ui.horizontal_wrapped(|ui| {
        let chip = RichText::new(chip).size(14.0).color(palette::GOLD);
        if ui.selectable_label(open, chip).on_hover_text(heading).clicked() {
            open = !open;
            ui.ctx().data_mut(|d| d.insert_temp(open_id, open));
        }
        if let Some((text, refused)) = said {
            let colour = if *refused { REFUSED } else { palette::TEXT };
            ui.label(RichText::new(text).size(14.0).color(colour));
        }
        if let Some(text) = now.filter(|_| !refused) {
            ui.label(RichText::new(text).size(14.0));
        }
    });
    if open {
        ui.label(RichText::new(heading).size(14.0).color(palette::GOLD));
        ui.label(RichText::new(intro).size(14.0));
        if let Some(text) = now.filter(|_| refused) {
            ui.label(RichText::new(text).size(14.0));
        }
    }
}

/// The colour of a lesson's refusal ("Not this one.").
const REFUSED: egui::Color32 = egui::Color32::from_rgb(240, 120, 100);

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            draw_lesson_list.in_set(ModalLayer::Menus).run_if(in_state(Menu::Lessons)),
            draw_lesson_band.in_set(PanelSet::Summary).run_if(in_state(Screen::Match).and_then(in_lesson)),
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;
    use crate::rules::RuleError;
    use crate::tutorial::{Refusal, courses};

    /// Whether the compact lesson band shows `said` and `now` whole on a 640 × 375-point
    /// screen (1024 × 600 at 160%), between the compact score bar (66 points) and the hand
    /// panel (149 points with its help, as measured there; less in a lesson).
    fn whole_in_the_band(said: Option<&(String, bool)>, now: Option<&str>) -> bool {
        let ctx = crate::ui::style::test_context();
        let (w, h) = (640.0, 375.0);
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h));
        let mut whole = false;
        // Frames for the band to measure itself and settle.
        for _ in 0..4 {
            let input = egui::RawInput { screen_rect: Some(screen), ..Default::default() };
            let _ = ctx.run_ui(input, |ui| {
                let mut layout = PanelLayout {
                    free: egui::Rect::from_min_max(egui::pos2(0.0, 66.0), egui::pos2(w, h - 149.0)),
                    ..Default::default()
                };
                whole = lesson_band(ui.ctx(), "lesson", &mut layout, |ui| {
                    compact_row(ui, "1/4", "heading", "intro", egui::Id::new("open"), said, now);
                });
            });
        }
        whole
    }

    /// On a compact screen every lesson's words of the moment are whole in its band, in
    /// every language: what to find at each stage, a refusal (the lesson's own or a rule's,
    /// which stands alone), a stage's closing words with what to find next. At 1024 × 600 in
    /// German at 160% a refusal and the prompt after it were cut in the band's second row;
    /// the band then held one row, and 335 of these did not fit it.
    #[test]
    fn a_lessons_words_of_the_moment_are_whole_in_the_compact_band() {
        let all = courses().expect("the built-in courses load");
        let rules = [
            RuleError::LeavesPiste { card: 5 },
            RuleError::ReachesOpponent { card: 5, distance: 3 },
            RuleError::WrongAttackValue { value: 4, distance: 3 },
            RuleError::NotInHand { value: 3, need: 2, have: 1 },
            RuleError::CannotParry { value: 3, count: 2 },
            RuleError::BasicSingleCard,
            RuleError::IndirectNotAllowed,
            RuleError::BackwardNotAllowed,
            RuleError::RetreatOnlyFromIndirect,
        ];
        // What to find is passed with a refusal too: the row leaves it to the chip.
        let mut cut = Vec::new();
        for language in Language::ALL {
            let lang = Lang::new(language);
            for this in all.iter().flat_map(|c| &c.lessons) {
                let prompt = |s: usize| lessons::text(&lang, this, LessonText::Prompt(s));
                let mut check = |what: String, said: Option<Said>, now: Option<String>| {
                    let said = said_words(&lang, this, said.as_ref());
                    if !whole_in_the_band(said.as_ref(), now.as_deref()) {
                        cut.push(format!("{} {} {what}", language.code(), this.id));
                    }
                };
                let n = this.stages.len();
                for s in 0..n {
                    check(format!("stage {} prompt", s + 1), None, Some(prompt(s)));
                    let other = Refusal::NotTheLesson { stage: s };
                    check(format!("stage {} refused", s + 1), Some(Said::Refused(other)), Some(prompt(s)));
                    let next = (s + 1 < n).then(|| prompt(s + 1));
                    check(format!("stage {} played", s + 1), Some(Said::Played(LessonText::Then(s))), next);
                }
                if this.d3_choice.is_some() {
                    let choice = Some(lessons::text(&lang, this, LessonText::ChoicePrompt));
                    check("the choice".into(), None, choice.clone());
                    check("another card".into(), Some(Said::Refused(Refusal::NotTheCard)), choice);
                    let played = Some(Said::Played(LessonText::ChoiceThen));
                    check("the card chosen".into(), played, (n > 0).then(|| prompt(0)));
                }
                for e in &rules {
                    let said = Some(Said::Refused(Refusal::Rule(*e)));
                    check(format!("refused: {e:?}"), said, (n > 0).then(|| prompt(0)));
                }
            }
        }
        assert!(cut.is_empty(), "{} of the compact band's words are cut:\n{}", cut.len(), cut.join("\n"));
    }
}
