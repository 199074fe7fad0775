//! The Play online screen (issue 26, point 3): a server (the saved ones offered, the last
//! used first), quick pairing per rule level with the wait and who waits (cancel any
//! time), the server's public rooms (join one with an open seat, watch one being played),
//! a room of one's own (public or private), and a room by its code or an invite link.
//! Everything it asks goes through [`OnlineRequest`]; once seated or watching, the match
//! screen takes over.

use super::layers::ModalLayer;
use super::online::{OnlineForm, link_problem, online_failure, rules_in_words};
use super::style::{centred_window, palette};
use crate::game::flow::FlowRequest;
use crate::game::screens::Menu;
use crate::game::storage::UserSettings;
use crate::lang::{Lang, terms};
use crate::net::client::{LeaderboardPage, Link, LobbyPage, PairingWait};
use crate::net::correspondence::Correspondence;
use crate::net::online::{OnlineProblem, OnlineRequest};
use crate::net::protocol::OpenRoom;
use crate::rules::{Level, RuleSet};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// What the player chose on the Play online screen.
#[derive(Resource, Clone, Debug)]
pub struct LobbyForm {
    /// The server's address, as typed (`host`, `host:port`).
    pub address: String,
    /// A room code or an invite link, as typed.
    pub code: String,
    /// The level of a room opened here.
    pub level: Level,
    /// Whether a room opened here is listed in the lobby.
    pub public: bool,
    /// A room opened here is a correspondence match with this many days a decision
    /// (`None`: played at once).
    pub days: Option<u8>,
    /// The page of the lobby's list shown (from 0).
    pub page: u32,
    /// The servers used before, the last first (from the settings, as the screen opened).
    pub saved: Vec<String>,
    /// The rules this screen asked a pairing for, while it waits (until it is seated, or
    /// cancels, or the server refuses).
    pub pairing: Option<RuleSet>,
}

impl Default for LobbyForm {
    fn default() -> Self {
        LobbyForm {
            address: String::new(),
            code: String::new(),
            level: Level::Advanced,
            public: true,
            days: None,
            page: 0,
            saved: Vec::new(),
            pairing: None,
        }
    }
}

/// The standard rules of `level` that quick pairing and the rooms opened here use.
pub fn lobby_rules(level: Level) -> RuleSet {
    RuleSet::for_level(level)
}

/// A rating as shown: rounded, `?` after a provisional one.
pub fn rating_words((rating, provisional): (f64, bool)) -> String {
    format!("{:.0}{}", rating, if provisional { "?" } else { "" })
}

/// The screen opens on the server used last, offering the others.
fn open_lobby(mut form: ResMut<LobbyForm>, settings: Res<UserSettings>) {
    form.saved.clone_from(&settings.0.servers);
    if form.address.trim().is_empty()
        && let Some(last) = form.saved.first().cloned()
    {
        form.address = last;
    }
}

/// Leaving the screen while waiting for a pairing or the lobby's answer stops the wait.
fn close_lobby(mut form: ResMut<LobbyForm>, mut requests: MessageWriter<OnlineRequest>) {
    form.pairing = None;
    requests.write(OnlineRequest::Cancel);
}

#[allow(clippy::too_many_arguments)]
fn draw_lobby(
    mut contexts: EguiContexts,
    mut form: ResMut<LobbyForm>,
    mut online: ResMut<OnlineForm>,
    link: Res<Link>,
    pairing: Res<PairingWait>,
    page: Res<LobbyPage>,
    leaders: Res<LeaderboardPage>,
    problem: Res<OnlineProblem>,
    mut mine: ResMut<Correspondence>,
    mut requests: MessageWriter<OnlineRequest>,
    mut flow: MessageWriter<FlowRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = super::style::scroll_room(ctx, 120.0, 0.8);
    let width = (ctx.content_rect().width() - 40.0).clamp(320.0, 900.0);
    // The wait ends when the server refuses (said below), as when it seats.
    if matches!(*link, Link::Refused(_)) {
        form.pairing = None;
    }
    let waiting = form.pairing;
    let saved = form.saved.clone();
    let online = &mut *online;
    if online.name == online.default_name {
        online.default_name = lang.get("online-default-name");
        online.name.clone_from(&online.default_name);
    }
    centred_window(ctx, &lang.get("lobby-title"), width).show(ctx, |ui| {
        crate::ui::scrolling::show_scrolling(egui::ScrollArea::vertical().max_height(height), ui, |ui| {
            super::style::form_grid("lobby server", [12.0, 6.0], ui).show(ui, |ui| {
                ui.label(lang.get("lobby-server"));
                super::style::choice_row(ui, |ui| {
                    let hint = lang.get("lobby-server-hint");
                    let w = super::style::hinted_width(ui, &hint, 220.0);
                    ui.add(egui::TextEdit::singleline(&mut form.address).hint_text(hint).desired_width(w));
                    if !saved.is_empty() {
                        egui::ComboBox::from_id_salt("saved servers").selected_text(lang.get("lobby-saved")).show_ui(
                            ui,
                            |ui| {
                                for s in &saved {
                                    if ui.selectable_label(form.address == *s, s).clicked() {
                                        form.address.clone_from(s);
                                    }
                                }
                            },
                        );
                    }
                });
                ui.end_row();
                ui.label(lang.get("online-your-name"));
                ui.add(egui::TextEdit::singleline(&mut online.name).desired_width(180.0).char_limit(24));
                ui.end_row();
            });
            let address = form.address.trim().to_string();
            let name = online.name.clone();
            ui.separator();
            ui.label(RichText::new(lang.get("lobby-pair-heading")).strong());
            match &waiting {
                Some(rules) => {
                    if pairing_lines(ui, &lang, rules, pairing.0.as_ref(), &mut requests) {
                        form.pairing = None;
                    }
                }
                None => {
                    ui.horizontal_wrapped(|ui| {
                        for level in Level::ALL {
                            let button =
                                ui.button(terms::level(&lang, level)).on_hover_text(lang.get("lobby-pair-tip"));
                            if button.clicked() {
                                let rules = lobby_rules(level);
                                form.pairing = Some(rules);
                                requests.write(OnlineRequest::Pair {
                                    address: address.clone(),
                                    rules,
                                    name: name.clone(),
                                });
                            }
                        }
                    });
                }
            }
            // One connection at a time: while it waits to be paired, the rest of the screen
            // waits too (asking for a list would end the wait).
            let waits = waiting.is_some();
            ui.separator();
            ui.add_enabled_ui(!waits, |ui| {
                lobby_sections(ui, &lang, &mut form, &address, &name, &page, &leaders, &mut mine, &mut requests)
            });
            if let Some(p) = &problem.0 {
                ui.label(RichText::new(super::words::capitalized(&online_failure(&lang, p))).color(palette::GOLD));
            }
            if let Link::Refused(why) = &*link {
                ui.label(RichText::new(super::words::capitalized(&link_problem(&lang, why))).color(palette::GOLD));
            }
        });
        if ui.button(lang.get("back")).clicked() {
            flow.write(FlowRequest::CloseMenu);
        }
    });
    Ok(())
}

/// The screen's sections below quick pairing: the rooms, the leaderboard, the player's
/// correspondence matches, a room of one's own (played now or by correspondence), a room
/// by code or link.
#[allow(clippy::too_many_arguments)]
fn lobby_sections(
    ui: &mut egui::Ui,
    lang: &Lang,
    form: &mut LobbyForm,
    address: &str,
    name: &str,
    page: &LobbyPage,
    leaders: &LeaderboardPage,
    mine: &mut Correspondence,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let (address, name) = (address.to_string(), name.to_string());
    {
        ui.horizontal(|ui| {
            ui.label(RichText::new(lang.get("lobby-rooms-heading")).strong());
            if ui.button(lang.get("lobby-refresh")).clicked() {
                requests.write(OnlineRequest::List { address: address.clone(), page: form.page });
            }
        });
        if let Some(list) = &page.0 {
            if list.total == 0 {
                ui.label(lang.get("lobby-rooms-none"));
            } else {
                ui.label(tr!(lang, "lobby-rooms-count", total = list.total, open = list.open));
                egui::Grid::new("lobby rooms").striped(true).spacing([14.0, 4.0]).show(ui, |ui| {
                    for room in &list.rooms {
                        room_row(ui, lang, room, &address, &name, requests);
                        ui.end_row();
                    }
                });
                if list.pages > 1 {
                    ui.horizontal(|ui| {
                        let (now, pages) = (list.page, list.pages);
                        if ui.add_enabled(now > 0, egui::Button::new(lang.get("lobby-previous"))).clicked() {
                            form.page = now - 1;
                            requests.write(OnlineRequest::List { address: address.clone(), page: now - 1 });
                        }
                        ui.label(tr!(lang, "lobby-page", page = now + 1, pages = pages));
                        if ui.add_enabled(now + 1 < pages, egui::Button::new(lang.get("lobby-next"))).clicked() {
                            form.page = now + 1;
                            requests.write(OnlineRequest::List { address: address.clone(), page: now + 1 });
                        }
                    });
                }
            }
        }
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(lang.get("lobby-leaders-heading")).strong());
            for level in Level::ALL {
                if ui.button(terms::level(lang, level)).clicked() {
                    requests.write(OnlineRequest::Leaders { address: address.clone(), level });
                }
            }
        });
        if let Some(board) = &leaders.0 {
            leaderboard(ui, lang, board);
        }
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(RichText::new(lang.get("correspondence-heading")).strong());
            if ui.button(lang.get("lobby-refresh")).clicked() {
                mine.ask_now();
            }
        });
        if mine.listed().is_empty() && mine.servers.iter().all(|s| s.matches.is_ok()) {
            ui.label(lang.get("correspondence-none"));
        }
        super::correspondence::match_rows(
            ui,
            lang,
            mine,
            &name,
            crate::net::protocol::MAX_CORRESPONDENCE * 8,
            requests,
        );
        ui.separator();
        ui.label(RichText::new(lang.get("lobby-open-heading")).strong());
        ui.horizontal_wrapped(|ui| {
            egui::ComboBox::from_id_salt("lobby level").selected_text(terms::level(lang, form.level)).show_ui(
                ui,
                |ui| {
                    for level in Level::ALL {
                        ui.selectable_value(&mut form.level, level, terms::level(lang, level));
                    }
                },
            );
            let pace = |days: Option<u8>| match days {
                None => lang.get("lobby-pace-live"),
                Some(days) => tr!(lang, "lobby-pace-days", days = days),
            };
            egui::ComboBox::from_id_salt("lobby pace").selected_text(pace(form.days)).show_ui(ui, |ui| {
                ui.selectable_value(&mut form.days, None, pace(None));
                for days in crate::net::protocol::CORRESPONDENCE_DAYS {
                    ui.selectable_value(&mut form.days, Some(days), pace(Some(days)));
                }
            });
            ui.checkbox(&mut form.public, lang.get("lobby-public"));
            if ui.button(lang.get("lobby-open")).clicked() {
                let (rules, public, days) = (lobby_rules(form.level), form.public, form.days);
                let (address, name) = (address.clone(), name.clone());
                requests.write(OnlineRequest::Open { address, rules, public, days, name });
            }
        });
        ui.separator();
        ui.label(RichText::new(lang.get("lobby-code-heading")).strong());
        ui.horizontal_wrapped(|ui| {
            let hint = lang.get("lobby-code-hint");
            let w = super::style::hinted_width(ui, &hint, 260.0);
            ui.add(egui::TextEdit::singleline(&mut form.code).hint_text(hint).desired_width(w).char_limit(512));
            let typed = form.code.trim().to_string();
            let is_link = typed.to_ascii_lowercase().starts_with(crate::net::link::SCHEME);
            if ui.button(lang.get("lobby-join")).clicked() {
                requests.write(if is_link {
                    OnlineRequest::OpenLink { link: typed.clone(), name: name.clone() }
                } else {
                    OnlineRequest::Join { address: address.clone(), code: typed.clone(), name: name.clone() }
                });
            }
            if !is_link && ui.button(lang.get("lobby-watch")).clicked() {
                requests.write(OnlineRequest::Watch { address: address.clone(), code: typed });
            }
        });
    }
}

/// While waiting to be paired: the rules, the wait, the rating and its range, who else
/// waits (the nearest in rating first), and Cancel. Returns whether Cancel was pressed.
fn pairing_lines(
    ui: &mut egui::Ui,
    lang: &Lang,
    rules: &RuleSet,
    wait: Option<&crate::net::protocol::Pairing>,
    requests: &mut MessageWriter<OnlineRequest>,
) -> bool {
    let rules_words = rules_in_words(lang, rules);
    match wait {
        None => {
            ui.label(tr!(lang, "lobby-pair-connecting", rules = rules_words.as_str()));
        }
        Some(w) => {
            ui.label(tr!(lang, "lobby-pair-waiting", rules = rules_words.as_str(), seconds = w.waited_s));
            ui.label(tr!(lang, "lobby-pair-rating", rating = rating_words(w.rating), range = w.range));
            if w.others == 0 {
                ui.label(lang.get("lobby-pair-none"));
            } else {
                ui.label(tr!(lang, "lobby-pair-others", count = w.others));
                for o in &w.nearest {
                    let line = tr!(
                        lang,
                        "lobby-pair-other",
                        name = o.player.display_name(),
                        rating = rating_words(o.rating),
                        seconds = o.waited_s
                    );
                    ui.label(RichText::new(line).small());
                }
            }
        }
    }
    let cancel = ui.button(lang.get("lobby-cancel")).clicked();
    if cancel {
        requests.write(OnlineRequest::Cancel);
    }
    cancel
}

/// The leaderboard of a level: place, name, rating (a `?` after a provisional one) and
/// rated matches, the best first.
fn leaderboard(ui: &mut egui::Ui, lang: &Lang, board: &crate::net::protocol::Leaderboard) {
    ui.label(tr!(lang, "lobby-leaders-of", level = terms::level(lang, board.level)));
    if board.leaders.is_empty() {
        ui.label(lang.get("lobby-leaders-none"));
        return;
    }
    egui::Grid::new("leaderboard").striped(true).spacing([14.0, 2.0]).show(ui, |ui| {
        for (i, l) in board.leaders.iter().enumerate() {
            ui.label(format!("{}.", i + 1));
            ui.label(&l.name);
            ui.label(rating_words((l.rating, l.provisional)));
            ui.label(tr!(lang, "lobby-leaders-matches", count = l.matches));
            ui.end_row();
        }
    });
}

/// A room of the lobby's list: its code, host and rating, guest (or an open seat), rules,
/// spectators, and Join (an open seat) or Watch.
fn room_row(
    ui: &mut egui::Ui,
    lang: &Lang,
    room: &OpenRoom,
    address: &str,
    name: &str,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    ui.monospace(room.code.as_str());
    let rating = room.rating.map_or_else(|| lang.get("lobby-unrated"), rating_words);
    ui.label(format!("{} ({rating})", room.host.display_name()));
    ui.label(room.guest.as_ref().map_or_else(|| lang.get("lobby-seat-open"), |g| g.display_name()));
    let pace = room.days.map(|days| format!(" · {}", tr!(lang, "lobby-days", days = days))).unwrap_or_default();
    ui.label(format!("{}{pace}", rules_in_words(lang, &room.rules)));
    ui.label(if room.watchers > 0 { tr!(lang, "lobby-watchers", count = room.watchers) } else { String::new() });
    let code = room.code.to_string();
    if room.guest.is_none() {
        if ui.button(lang.get("lobby-join")).clicked() {
            let (address, name) = (address.to_string(), name.to_string());
            requests.write(OnlineRequest::Join { address, code, name });
        }
    } else if ui.button(lang.get("lobby-watch")).clicked() {
        requests.write(OnlineRequest::Watch { address: address.to_string(), code });
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LobbyForm>()
        .add_systems(OnEnter(Menu::Online), open_lobby)
        .add_systems(OnExit(Menu::Online), close_lobby)
        .add_systems(EguiPrimaryContextPass, draw_lobby.in_set(ModalLayer::Menus).run_if(in_state(Menu::Online)));
}
