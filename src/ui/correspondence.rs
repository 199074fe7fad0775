//! The player's correspondence matches on screen (issue 26, point 6): on the title screen
//! beside its buttons, and on the Play online screen, each with whose move it is, the
//! opponent, the score, the rules and the time left, and Play to take it up
//! ([`OnlineRequest::Resume`]). The list is the servers' answer
//! ([`crate::net::correspondence`]).

use super::layers::ModalLayer;
use super::online::{OnlineForm, rules_in_words};
use super::style::palette;
use crate::game::screens::{Menu, Screen};
use crate::lang::Lang;
use crate::net::correspondence::{Correspondence, time_left};
use crate::net::online::OnlineRequest;
use crate::net::protocol::MyMatch;
use crate::persist::UtcTime;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// Rows the title screen shows at most (the rest are on the Play online screen).
pub const TITLE_ROWS: usize = 5;

/// Whose turn a listed match is, in words: "Your move", "Their move", "Waiting for an
/// opponent".
pub fn turn_words(lang: &Lang, m: &MyMatch) -> String {
    match m.clock.decider {
        Some(side) if side == m.side => lang.get("correspondence-your-move"),
        Some(_) => lang.get("correspondence-their-move"),
        None => lang.get("correspondence-waiting"),
    }
}

/// A listed match in words, after whose turn it is: the opponent, the score (the
/// player's first), the rules, the time left at `now`.
pub fn match_words(lang: &Lang, m: &MyMatch, now: UtcTime) -> String {
    let opponent = m.opponent.as_ref().map_or_else(|| lang.get("correspondence-open-seat"), |o| o.display_name());
    let (mine, theirs) = (m.scores[m.side.index()], m.scores[m.side.opponent().index()]);
    let left = tr!(lang, "correspondence-left", left = time_left(lang, now.seconds_until(m.clock.deadline)));
    format!("{opponent} · {mine}–{theirs} · {} · {left}", rules_in_words(lang, &m.rules))
}

/// The list, at most `most` matches: whose turn (gold for the player's) and Play, then the
/// match in a line below; a press asks for the match ([`OnlineRequest::Resume`]). The
/// servers that could not be asked are said below.
pub fn match_rows(
    ui: &mut egui::Ui,
    lang: &Lang,
    mine: &Correspondence,
    name: &str,
    most: usize,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let now = UtcTime::now();
    let listed = mine.listed();
    for (server, m) in listed.iter().take(most) {
        ui.horizontal(|ui| {
            // The player's own moves stand out; the others wait.
            let turn = RichText::new(turn_words(lang, m));
            ui.label(if m.my_move() { turn.strong().color(palette::GOLD) } else { turn });
            if ui.button(lang.get("correspondence-play")).clicked() {
                requests.write(OnlineRequest::Resume {
                    address: server.to_string(),
                    code: m.code.clone(),
                    token: m.token,
                    name: name.to_string(),
                });
            }
        });
        ui.label(RichText::new(match_words(lang, m, now)).small());
        ui.add_space(4.0);
    }
    if listed.len() > most {
        ui.label(tr!(lang, "correspondence-more", count = listed.len() - most));
    }
    for s in &mine.servers {
        if let Err(why) = &s.matches {
            let line = tr!(lang, "correspondence-unreachable", server = s.server.as_str(), why = why.as_str());
            ui.label(RichText::new(line).small().color(palette::GOLD));
        }
    }
}

/// The title screen's list, at its left beside the buttons, while the player has
/// correspondence matches (the first [`TITLE_ROWS`], the player's moves first).
fn draw_title_list(
    mut contexts: EguiContexts,
    mine: Res<Correspondence>,
    online: Res<OnlineForm>,
    mut requests: MessageWriter<OnlineRequest>,
    lang: Res<Lang>,
) -> Result {
    if mine.listed().is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    // Beside the title's buttons (about 480 points wide on a compact screen): what is left
    // of the window's left half.
    let room = (ctx.content_rect().width() - 500.0) / 2.0 - 24.0;
    if room < 200.0 {
        return Ok(());
    }
    egui::Area::new("correspondence list".into()).anchor(egui::Align2::LEFT_TOP, [12.0, 12.0]).show(ctx, |ui| {
        super::style::table_frame().show(ui, |ui| {
            ui.set_max_width(room.min(420.0));
            ui.label(RichText::new(lang.get("correspondence-heading")).strong().size(18.0));
            match_rows(ui, &lang, &mine, &online.name, TITLE_ROWS, &mut requests);
        });
    });
    Ok(())
}

/// The title screen's list of correspondence matches.
pub(crate) fn plugin(app: &mut App) {
    // The list is network play's (`net::correspondence`); an app without it shows none.
    app.init_resource::<Correspondence>().add_systems(
        EguiPrimaryContextPass,
        draw_title_list.in_set(ModalLayer::Screens).run_if(in_state(Screen::Title).and_then(in_state(Menu::None))),
    );
}
