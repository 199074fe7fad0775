//! A practice position ("Try again from here") says what it is for its whole length: a
//! band above the piste naming the decision it replays and the score of the match it came
//! from, with the way back to that match. Its round's end is told by the round-over band.

use super::layout::{PanelLayout, PanelSet, band_above_piste};
use crate::game::flow::FlowRequest;
use crate::game::screens::Stage;
use crate::game::{MatchView, Seats};
use crate::lang::{Lang, terms};
use crate::tr;
use crate::ui::style::{band_button, palette};
use bevy::prelude::*;
use bevy_egui::egui::RichText;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_practice_band(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: MatchView,
    players: Res<Seats>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(practice) = table.kind().and_then(|k| k.practice()) else { return Ok(()) };
    let [left, right] = practice.back_to.scores();
    let compact = crate::ui::style::compact(ctx);
    let text = tr!(
        lang,
        if compact { "practice-band-short" } else { "practice-band" },
        who = terms::shown_name(&lang, &players, practice.side),
        person = terms::person(&players, practice.side),
        decision = practice.decision,
        round = practice.round,
        left = left,
        right = right
    );
    band_above_piste(ctx, "practice", &mut layout, |ui| {
        if compact {
            // One line at 1024 × 600 and 160%, so that the piste keeps its view (the long
            // words and a large button took three, and the band scrolled): the way back
            // first, the short words beside it.
            if ui.button(lang.get("back-to-match")).clicked() {
                flow.write(FlowRequest::BackToMatch);
            }
            ui.label(RichText::new(text).size(14.0).color(palette::GOLD));
            return;
        }
        ui.label(RichText::new(text).size(17.0).color(palette::GOLD));
        if band_button(ui, &lang.get("back-to-match")).clicked() {
            flow.write(FlowRequest::BackToMatch);
        }
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_practice_band.in_set(PanelSet::Summary).run_if(in_state(Stage::Playing)),
    );
}
