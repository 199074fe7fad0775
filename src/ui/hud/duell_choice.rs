//! Duell D3: the round's starter picks its special card among D4–D7 (R8).

use crate::game::screens::playing_unpaused;
use crate::game::{MatchRequest, MatchView, Seats};
use crate::lang::{Lang, terms};
use crate::rules::{DuellCard, MatchPhase};
use crate::tr;
use crate::ui::layers::ModalLayer;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

fn draw_duell_choice(
    mut contexts: EguiContexts,
    table: MatchView,
    players: Res<Seats>,
    turn: Res<crate::game::Turn>,
    lang: Res<Lang>,
    mut requests: MessageWriter<MatchRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let MatchPhase::ChooseDuellCard { chooser } = view.match_state.match_phase else { return Ok(()) };
    if turn.acting() != Some(chooser) {
        return Ok(());
    }
    let title = lang.get("duell-choice-title");
    egui::Window::new(title).anchor(Align2::CENTER_CENTER, [0.0, 0.0]).collapsible(false).show(ctx, |ui| {
        let who = terms::shown_name(&lang, &players, chooser);
        ui.label(tr!(lang, "duell-choice-prompt", who = who, person = terms::person(&players, chooser)));
        for c in DuellCard::D3_CHOICES {
            if ui.button(terms::duell_card(&lang, c)).clicked() {
                requests.write(MatchRequest::ChooseDuellCard { side: chooser, card: c });
            }
        }
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_duell_choice.in_set(ModalLayer::Menus).run_if(playing_unpaused));
}
