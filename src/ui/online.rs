//! Network play on screen: the set-up's "Play a friend on another computer" (host this
//! match, or join one by address and room code), and over the match the room's state —
//! the code and address to pass on while waiting, the rules to accept, "reconnecting…",
//! "waiting for your opponent" with the server's countdown, a refusal in words.

use super::layers::ModalLayer;
use super::style::palette;
use crate::game::screens::Screen;
use crate::net::client::{ClientOptions, Link, NetSeat};
use crate::net::online::{Hosting, OnlineRequest};
use crate::net::protocol::{RoomState, SeatState};
use crate::rules::{Level, RuleSet};
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// What the player typed to join a match, and the name to play under.
#[derive(Resource, Clone, Debug)]
pub struct OnlineForm {
    /// The host's address (`host`, `host:port`).
    pub address: String,
    /// The room code the host passed on.
    pub code: String,
    /// The name the other player sees.
    pub name: String,
}

impl Default for OnlineForm {
    fn default() -> Self {
        OnlineForm { address: String::new(), code: String::new(), name: "Player".into() }
    }
}

/// The rules of a match in words: the level, the target score and the Duell cards (what
/// both players accept before a network match starts).
pub fn rules_in_words(rules: &RuleSet) -> String {
    let level = match rules.level {
        Level::Basic => "Basic",
        Level::Standard => "Standard",
        Level::Advanced => "Advanced",
        Level::Duell => "Duell",
    };
    let cards = match (rules.level, rules.duell_special_cards) {
        (Level::Duell, true) => ", with the Duell special cards (D1–D7)",
        (Level::Duell, false) => ", without the Duell special cards",
        _ => "",
    };
    let points = if rules.target_score == 1 { "point" } else { "points" };
    format!("{level} rules, first to {} {points}{cards}", rules.target_score)
}

/// The set-up's rows for network play: the name, host this match, or join one.
pub fn setup_section(
    ui: &mut egui::Ui,
    form: &mut OnlineForm,
    rules: RuleSet,
    problem: Option<&str>,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    ui.label(RichText::new("Play a friend on another computer").strong());
    egui::Grid::new("online").num_columns(2).spacing([18.0, 8.0]).show(ui, |ui| {
        ui.label("Your name");
        ui.add(egui::TextEdit::singleline(&mut form.name).desired_width(180.0).char_limit(24));
        ui.end_row();
        ui.label("");
        if ui
            .button("Host this match")
            .on_hover_text("Runs a server for it on this computer and gives you a room code to pass on")
            .clicked()
        {
            requests.write(OnlineRequest::Host { rules, name: form.name.clone() });
        }
        ui.end_row();
        ui.label("Join at");
        ui.horizontal(|ui| {
            ui.add(
                egui::TextEdit::singleline(&mut form.address)
                    .hint_text("address, e.g. 192.168.1.20")
                    .desired_width(190.0),
            );
            ui.add(egui::TextEdit::singleline(&mut form.code).hint_text("room code").desired_width(90.0).char_limit(8));
            if ui.button("Join").clicked() {
                requests.write(OnlineRequest::Join {
                    address: form.address.clone(),
                    code: form.code.clone(),
                    name: form.name.clone(),
                });
            }
        });
        ui.end_row();
    });
    if let Some(p) = problem {
        ui.label(RichText::new(capitalized(p)).color(palette::GOLD));
    }
}

fn capitalized(s: &str) -> String {
    super::words::capitalized(s)
}

/// The room's state over the match screen, while this computer plays over the network.
fn draw_status(
    mut contexts: EguiContexts,
    link: Res<Link>,
    seat: Option<Res<NetSeat>>,
    hosting: Option<Res<Hosting>>,
    rooms: Query<&RoomState, Without<crate::net::client::Stale>>,
    mut requests: MessageWriter<OnlineRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let room = rooms.iter().next();
    let mut lines: Vec<(String, bool)> = Vec::new();
    let mut accept = false;
    match &*link {
        Link::Connecting | Link::Greeting => lines.push(("Connecting…".into(), false)),
        Link::Reconnecting { since_s } => {
            lines.push((format!("Reconnecting… ({since_s} s) — the match is kept on the server"), true))
        }
        Link::Refused(why) => lines.push((capitalized(why), true)),
        Link::Seated => {}
    }
    if let (Some(seat), Some(room)) = (&seat, room) {
        let me = seat.side.index();
        let other = seat.side.opponent().index();
        match &room.seats[other] {
            SeatState::Open => {
                lines.push((format!("Room {} — waiting for the other player to join", room.code), false));
                if let Some(h) = &hosting {
                    let at = h.lan_address.map_or_else(|| "this computer's address".to_string(), |a| a.to_string());
                    lines.push((format!("They join at {at} (port {}) with the code {}", h.port, room.code), false));
                }
            }
            SeatState::Away { left_s } if *left_s > 0 => {
                lines.push((format!("Waiting for your opponent: {}:{:02}", left_s / 60, left_s % 60), true))
            }
            SeatState::Away { .. } => {
                lines.push(("Your opponent has not come back. The match is kept on the server.".into(), true))
            }
            SeatState::Here => {}
        }
        if !room.accepted[me] {
            accept = true;
        } else if room.seats[other] == SeatState::Here && !room.accepted[other] {
            lines.push((format!("Waiting for your opponent to accept: {}", rules_in_words(&seat.rules)), false));
        }
    }
    if lines.is_empty() && !accept {
        return Ok(());
    }
    egui::Area::new("online-status".into()).anchor(egui::Align2::CENTER_TOP, [0.0, 64.0]).show(ctx, |ui| {
        super::style::table_frame().show(ui, |ui| {
            for (line, warn) in &lines {
                let text = RichText::new(line).size(16.0);
                ui.label(if *warn { text.color(palette::GOLD) } else { text });
            }
            if accept && let Some(seat) = &seat {
                ui.label(RichText::new(format!("Room {}: {}", seat.room, rules_in_words(&seat.rules))).size(16.0));
                ui.horizontal(|ui| {
                    if ui.button(RichText::new("Accept and fence").size(18.0)).clicked() {
                        requests.write(OnlineRequest::Accept);
                    }
                    if ui.button("Leave").clicked() {
                        requests.write(OnlineRequest::Leave);
                    }
                });
            } else if (matches!(*link, Link::Refused(_)) || room.is_none()) && ui.button("Back to the title").clicked()
            {
                requests.write(OnlineRequest::Leave);
            }
        });
    });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<OnlineForm>().add_systems(
        EguiPrimaryContextPass,
        draw_status
            .in_set(ModalLayer::Notices)
            .run_if(resource_exists::<ClientOptions>.and_then(in_state(Screen::Match))),
    );
}
