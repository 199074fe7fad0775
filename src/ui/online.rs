//! Network play on screen: the set-up's "Play a friend on another computer" (host this
//! match, or join one by address and room code), and over the match the room's state —
//! the code and address to pass on while waiting, the rules to accept, "reconnecting…",
//! "waiting for your opponent" with the server's countdown, a refusal in words.

use super::layers::ModalLayer;
use super::style::palette;
use crate::game::screens::Screen;
use crate::lang::file_problems;
use crate::lang::{Lang, terms};
use crate::net::client::{ClientOptions, Link, LinkProblem, Ticket};
use crate::net::link::InviteLink;
use crate::net::online::{Hosting, OnlineFailure, OnlineRequest};
use crate::net::protocol::{CODE_LEN, CodeProblem, MAX_NAME_CHARS, Refusal, RoomState, SeatState};
use crate::rules::{Level, RuleSet};
use crate::tr;
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
    /// The name given when the player typed none ("Player" in the language in force): it
    /// follows the language until the player types their own.
    pub default_name: String,
}

impl Default for OnlineForm {
    fn default() -> Self {
        OnlineForm { address: String::new(), code: String::new(), name: "Player".into(), default_name: "Player".into() }
    }
}

/// The rules of a match in words: the level, the target score and the Duell cards (what
/// both players accept before a network match starts).
pub fn rules_in_words(lang: &Lang, rules: &RuleSet) -> String {
    let id = match (rules.level, rules.duell_special_cards) {
        (Level::Duell, true) => "online-rules-duell-cards",
        (Level::Duell, false) => "online-rules-duell-no-cards",
        _ => "online-rules",
    };
    tr!(lang, id, level = terms::level(lang, rules.level), points = rules.target_score)
}

/// The set-up's rows for network play: the name, host this match, or join one.
pub fn setup_section(
    ui: &mut egui::Ui,
    lang: &Lang,
    form: &mut OnlineForm,
    rules: RuleSet,
    problem: Option<&OnlineFailure>,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    if form.name == form.default_name {
        form.default_name = lang.get("online-default-name");
        form.name.clone_from(&form.default_name);
    }
    ui.label(RichText::new(lang.get("online-heading")).strong());
    super::style::form_grid("online", [18.0, 8.0], ui).show(ui, |ui| {
        ui.label(lang.get("online-your-name"));
        ui.add(egui::TextEdit::singleline(&mut form.name).desired_width(180.0).char_limit(24));
        ui.end_row();
        ui.label("");
        if ui.button(lang.get("online-host")).on_hover_text(lang.get("online-host-tip")).clicked() {
            requests.write(OnlineRequest::Host { rules, name: form.name.clone() });
        }
        ui.end_row();
        ui.label(lang.get("online-join-at"));
        // One above the other on a compact screen.
        super::style::choice_row(ui, |ui| {
            let hint = lang.get("online-address-hint");
            let width = super::style::hinted_width(ui, &hint, 190.0);
            ui.add(egui::TextEdit::singleline(&mut form.address).hint_text(hint).desired_width(width));
            let hint = lang.get("online-code-hint");
            let width = super::style::hinted_width(ui, &hint, 90.0);
            let code = egui::TextEdit::singleline(&mut form.code).hint_text(hint);
            ui.add(code.desired_width(width).char_limit(8));
            if ui.button(lang.get("online-join")).clicked() {
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
        ui.label(RichText::new(capitalized(&online_failure(lang, p))).color(palette::GOLD));
    }
}

/// Why hosting or joining could not begin, in the player's language (the system's or the
/// network library's own words stay as they come).
pub fn online_failure(lang: &Lang, failure: &OnlineFailure) -> String {
    match failure {
        OnlineFailure::NoPort => lang.get("online-failure-no-port"),
        OnlineFailure::HostFolder(e) => {
            tr!(lang, "online-failure-host-folder", why = file_problems::lock_error(lang, e))
        }
        OnlineFailure::ServerThread(why) => tr!(lang, "online-failure-server-thread", why = why.as_str()),
        OnlineFailure::NoAddress => lang.get("online-failure-no-address"),
        OnlineFailure::Unknown { address, why } => {
            tr!(lang, "online-failure-unknown-address", address = address.as_str(), why = why.as_str())
        }
        OnlineFailure::NamesNothing { address } => {
            tr!(lang, "online-failure-names-nothing", address = address.as_str())
        }
        OnlineFailure::BadCode(why) => code_problem(lang, why),
        OnlineFailure::BadLink(crate::net::link::LinkError::Room(why)) => code_problem(lang, why),
        OnlineFailure::BadLink(_) => lang.get("online-failure-bad-link"),
        // The file's path and what is wrong with it, in English (as a file's problems
        // from the system are).
        OnlineFailure::Identity(why) => tr!(lang, "online-failure-identity", why = why.as_str()),
    }
}

/// What is wrong with a typed room code, in the player's language.
pub fn code_problem(lang: &Lang, problem: &CodeProblem) -> String {
    match problem {
        CodeProblem::Length { typed } => tr!(lang, "online-code-length", length = CODE_LEN, typed = typed.as_str()),
        CodeProblem::NotInCode(c) => tr!(lang, "online-code-character", character = c.to_string()),
    }
}

/// Why the connection ended for good, in the player's language: the server's refusal,
/// or why it could not be set up.
pub fn link_problem(lang: &Lang, problem: &LinkProblem) -> String {
    match problem {
        LinkProblem::Refused(why) => refusal(lang, why),
        LinkProblem::OtherRelease => lang.get("online-link-other-release"),
        LinkProblem::Socket(why) => tr!(lang, "online-link-socket", why = why.as_str()),
        LinkProblem::Connect { server, why } => {
            tr!(lang, "online-link-connect", server = server.to_string(), why = why.as_str())
        }
        LinkProblem::WrongKey { server, expected, shown } => tr!(
            lang,
            "online-link-wrong-key",
            server = server.to_string(),
            expected = expected.to_string(),
            shown = shown.to_string()
        ),
    }
}

/// The server's refusal to seat this client (or its dropping it), in the player's
/// language.
pub fn refusal(lang: &Lang, why: &Refusal) -> String {
    match why {
        Refusal::Version { server, client } => {
            tr!(lang, "online-refused-version", server = *server, client = *client)
        }
        Refusal::UnknownRoom(code) => tr!(lang, "online-refused-unknown-room", code = code.as_str()),
        // The server's words are about the code this client sent; it checks a code before
        // sending it, so this is a client of another make.
        Refusal::BadCode(_) => lang.get("online-refused-bad-code"),
        Refusal::Full(code) => tr!(lang, "online-refused-full", code = code.as_str()),
        Refusal::Away(code) => tr!(lang, "online-refused-away", code = code.as_str()),
        Refusal::TooManyRooms => lang.get("online-refused-too-many-rooms"),
        Refusal::RoomsFromAddress { most } => tr!(lang, "online-refused-rooms-from-address", most = *most),
        Refusal::BadName => tr!(lang, "online-refused-bad-name", most = MAX_NAME_CHARS),
        Refusal::BadRules(why) => tr!(lang, "online-refused-bad-rules", why = why.as_str()),
        Refusal::AlreadySeated => lang.get("online-refused-already-seated"),
        Refusal::BadIdentity => lang.get("online-refused-bad-identity"),
        Refusal::TooManyWatchers(code) => tr!(lang, "online-refused-too-many-watchers", code = code.as_str()),
        Refusal::PairingFull => lang.get("online-refused-pairing-full"),
        Refusal::TooOften { most } => tr!(lang, "online-refused-too-often", most = *most),
        Refusal::BadDays(days) => tr!(lang, "online-refused-bad-days", days = *days),
        Refusal::TooManyCorrespondence { most } => tr!(lang, "online-refused-too-many-correspondence", most = *most),
        Refusal::ClockRanOut(code) => tr!(lang, "online-refused-clock-ran-out", code = code.as_str()),
        Refusal::SeatInUse(code) => tr!(lang, "online-refused-seat-in-use", code = code.as_str()),
        Refusal::Misbehaved(why) => tr!(lang, "online-refused-misbehaved", why = why.as_str()),
    }
}

fn capitalized(s: &str) -> String {
    super::words::capitalized(s)
}

/// What the room's notice over the match screen says: its lines, each with whether it is
/// a warning (drawn in gold), and whether the match's rules wait for this player's
/// Accept (the rules and the Accept and Leave buttons are drawn below the lines then).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatusLines {
    /// The lines, in order, each with whether it is a warning.
    pub lines: Vec<(String, bool)>,
    /// This player has not accepted the match's rules yet.
    pub accept: bool,
}

/// The words of the room's notice for where the connection stands (`link`), the seat held
/// here, the room as the server last sent it and the server hosted here, if any, in the
/// player's language: what [`draw_status`] shows.
pub fn status_lines(
    link: &Link,
    seat: Option<&Ticket>,
    room: Option<&RoomState>,
    hosting: Option<&Hosting>,
    lang: &Lang,
) -> StatusLines {
    let mut lines: Vec<(String, bool)> = Vec::new();
    let mut accept = false;
    match link {
        Link::Connecting | Link::Greeting => lines.push((lang.get("online-connecting"), false)),
        Link::Reconnecting { since_s } => lines.push((tr!(lang, "online-reconnecting", seconds = *since_s), true)),
        Link::Refused(why) => lines.push((capitalized(&link_problem(lang, why)), true)),
        Link::Seated | Link::Watching => {}
    }
    if let (Some(seat), Some(room)) = (seat, room) {
        let me = seat.side.index();
        let other = seat.side.opponent().index();
        match &room.seats[other] {
            SeatState::Open => {
                lines.push((tr!(lang, "online-waiting-to-join", code = room.code.as_str()), false));
                if let Some(h) = hosting {
                    let at = h.lan_address.map_or_else(|| lang.get("online-this-address"), |a| a.to_string());
                    let line = tr!(lang, "online-they-join", address = at, port = h.port, code = room.code.as_str());
                    lines.push((line, false));
                }
            }
            // A correspondence match waits for its players: its clock is said below.
            SeatState::Away { .. } if room.clock.is_some() => {}
            SeatState::Away { left_s } if *left_s > 0 => {
                let time = format!("{}:{:02}", left_s / 60, left_s % 60);
                lines.push((tr!(lang, "online-opponent-away", time = time), true))
            }
            SeatState::Away { .. } => lines.push((lang.get("online-opponent-gone"), true)),
            SeatState::Here => {}
        }
        if !room.accepted[me] {
            accept = true;
        } else if room.seats[other] == SeatState::Here && !room.accepted[other] {
            lines.push((tr!(lang, "online-waiting-accept", rules = rules_in_words(lang, &seat.rules)), false));
        }
    }
    if let Some(clock) = room.and_then(|r| r.clock.as_ref()) {
        let pace = tr!(lang, "lobby-days", days = clock.days);
        let left =
            crate::net::correspondence::time_left(lang, crate::persist::UtcTime::now().seconds_until(clock.deadline));
        // A spectator sees whose turn it is on the table.
        let said = match (clock.decider, seat) {
            (None, _) => Some(("online-clock-open", false)),
            (Some(side), Some(seat)) if side == seat.side => Some(("online-clock-yours", true)),
            (Some(_), Some(_)) => Some(("online-clock-theirs", false)),
            (Some(_), None) => None,
        };
        if let Some((id, warn)) = said {
            lines.push((tr!(lang, id, pace = pace, left = left), warn));
        }
    }
    if let Some(room) = room {
        if *link == Link::Watching {
            lines.push((tr!(lang, "online-watching", code = room.code.as_str()), false));
        }
        if room.watchers > 0 {
            lines.push((tr!(lang, "online-watchers", count = room.watchers), false));
        }
    }
    StatusLines { lines, accept }
}

/// The invite link to the room this computer waits in for the other player (issue 26,
/// point 3): the hosted server's address on the local network and its key, or the
/// server's address as connected and the key it showed. `None` once the other seat is
/// taken, or while no address or key is known.
pub fn invite_link(
    seat: Option<&Ticket>,
    room: Option<&RoomState>,
    hosting: Option<&Hosting>,
    server: Option<(std::net::SocketAddr, crate::net::quic::Fingerprint)>,
) -> Option<crate::net::link::InviteLink> {
    let (seat, room) = (seat?, room?);
    if room.seats[seat.side.opponent().index()] != SeatState::Open {
        return None;
    }
    let (host, port, key) = match (hosting, server) {
        (Some(h), _) => (h.lan_address?, h.port, Some(h.key)),
        (None, Some((addr, key))) => (addr.ip(), addr.port(), Some(key)),
        (None, None) => return None,
    };
    Some(crate::net::link::InviteLink { host: host.to_string(), port, room: seat.room.clone(), key, watch: false })
}

/// The room's state over the match screen, while this computer plays over the network
/// ([`status_lines`]), with the invite link to copy while the other seat is open.
#[allow(clippy::too_many_arguments)]
fn draw_status(
    mut contexts: EguiContexts,
    link: Res<Link>,
    seat: Option<Res<Ticket>>,
    hosting: Option<Res<Hosting>>,
    server: Res<crate::net::client::ServerSeen>,
    rooms: Query<&RoomState, Without<crate::net::client::Stale>>,
    mut copied: Local<bool>,
    mut requests: MessageWriter<OnlineRequest>,
    lang: Res<Lang>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let room = rooms.iter().next();
    let invite = invite_link(seat.as_deref(), room, hosting.as_deref(), server.0);
    let StatusLines { lines, accept } = status_lines(&link, seat.as_deref(), room, hosting.as_deref(), &lang);
    if lines.is_empty() && !accept {
        return Ok(());
    }
    egui::Area::new("online status".into()).anchor(egui::Align2::CENTER_TOP, [0.0, 64.0]).show(ctx, |ui| {
        super::style::table_frame().show(ui, |ui| {
            for (line, warn) in &lines {
                let text = RichText::new(line).size(16.0);
                ui.label(if *warn { text.color(palette::GOLD) } else { text });
            }
            match &invite {
                Some(invite) => {
                    // Shown with the key's first twelve digits (the whole link is copied): a
                    // line that fits, not broken at the scheme's hyphen.
                    let shown = InviteLink { key: None, ..invite.clone() }.to_string()
                        + &invite.key.map(|k| format!("?key={}…", &k.to_string()[..12])).unwrap_or_default();
                    let invite = invite.to_string();
                    ui.horizontal(|ui| {
                        let text = tr!(lang, "online-invite-link", link = shown.as_str());
                        ui.add(egui::Label::new(RichText::new(text).small()).extend());
                        let label = if *copied { lang.get("online-link-copied") } else { lang.get("online-copy-link") };
                        if ui.button(label).clicked() {
                            ui.ctx().copy_text(invite.clone());
                            *copied = true;
                        }
                    });
                }
                None => *copied = false,
            }
            if accept && let Some(seat) = &seat {
                let text = tr!(
                    lang,
                    "online-room-rules",
                    code = seat.room.as_str(),
                    rules = rules_in_words(&lang, &seat.rules)
                );
                ui.label(RichText::new(text).size(16.0));
                ui.horizontal(|ui| {
                    if ui.button(RichText::new(lang.get("online-accept")).size(18.0)).clicked() {
                        requests.write(OnlineRequest::Accept);
                    }
                    if ui.button(lang.get("online-leave")).clicked() {
                        requests.write(OnlineRequest::Leave);
                    }
                });
            } else if (matches!(*link, Link::Refused(_)) || room.is_none())
                && ui.button(lang.get("online-back-to-title")).clicked()
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
