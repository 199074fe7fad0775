//! Emotes in a network match (issue 26, point 7: emotes, not chat): a "Say…" button at the
//! bottom left of the view of the piste opens the six preset messages (in the player's
//! language) and the mute of the opponent; an emote that comes shows for a few seconds in
//! a bubble over its sender's half of the view, unless that player is muted. A mute is
//! kept in the settings by the player's identity key, so it follows that player to every
//! match.

use super::hud::layout::{PanelLayout, PanelSet};
use crate::game::storage::UserSettings;
use crate::lang::Lang;
use crate::net::client::{Emotes, Ticket, send_emote};
use crate::net::protocol::{EMOTE_GAP_MS, Emote, RoomState};
use crate::rules::Side;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, RichText, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// How long an emote's bubble shows, in seconds.
pub const SHOWN_S: f64 = 4.0;

/// The bubbles of the emotes that came, and the button that sends them.
#[allow(clippy::too_many_arguments)]
fn draw_emotes(
    mut contexts: EguiContexts,
    layout: Res<PanelLayout>,
    lang: Res<Lang>,
    ticket: Res<Ticket>,
    rooms: Query<&RoomState>,
    mut emotes: ResMut<Emotes>,
    mut settings: ResMut<UserSettings>,
    time: Res<Time<Real>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = time.elapsed_secs_f64();
    // A client is sent its own room only.
    let room = rooms.iter().next();
    let me = ticket.side;
    let other = me.opponent();
    let their_key = room.and_then(|r| r.keys[other.index()]).map(|k| k.to_string());
    let muted = their_key.as_ref().is_some_and(|k| settings.muted_players.contains(k));
    let name = |side: Side| -> String {
        if side == me {
            return lang.get("you");
        }
        room.and_then(|r| r.players[side.index()].as_ref()).map_or_else(|| side.to_string(), |p| p.display_name())
    };
    let view = if layout.piste.is_positive() { layout.piste } else { layout.free };
    for side in Side::BOTH {
        let Some((emote, at)) = emotes.came[side.index()] else { continue };
        let age = now - at;
        if !(0.0..SHOWN_S).contains(&age) || (side == other && muted) {
            continue;
        }
        // Over the sender's half of the view, at the height of the gallery: clear of the
        // room's notice and the apparatus above and of the side panel's card.
        let x = match side {
            Side::Left => view.left() + view.width() * 0.25,
            Side::Right => view.left() + view.width() * 0.75,
        };
        let text = format!("{}: {}", name(side), lang.get(emote.message_id()));
        egui::Area::new(egui::Id::new(("emote bubble", side.index())))
            .pivot(Align2::CENTER_TOP)
            .fixed_pos(egui::pos2(x, view.top() + view.height() * 0.36))
            .interactable(false)
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(Color32::from_rgb(250, 244, 228))
                    .stroke(egui::Stroke::new(2.0, Color32::from_rgb(196, 150, 40)))
                    .corner_radius(10)
                    .inner_margin(egui::Margin::symmetric(12, 6))
                    .show(ui, |ui| {
                        ui.label(RichText::new(text).size(18.0).color(Color32::from_rgb(28, 26, 32)));
                    });
            });
        ctx.request_repaint_after(std::time::Duration::from_secs_f64((SHOWN_S - age).max(0.05)));
    }
    let ready = emotes.sent_at.is_none_or(|t| now - t >= EMOTE_GAP_MS as f64 / 1000.0);
    if !ready && let Some(t) = emotes.sent_at {
        let left = EMOTE_GAP_MS as f64 / 1000.0 - (now - t);
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(left.max(0.05)));
    }
    egui::Area::new("emotes".into()).pivot(Align2::LEFT_BOTTOM).fixed_pos(view.left_bottom() + vec2(8.0, -8.0)).show(
        ctx,
        |ui| {
            ui.menu_button(lang.get("emote-button"), |ui| {
                for e in Emote::ALL {
                    let button = egui::Button::new(lang.get(e.message_id())).min_size(vec2(150.0, 28.0));
                    if ui.add_enabled(ready, button).clicked() {
                        send_emote(&mut commands, e);
                        emotes.sent_at = Some(now);
                        ui.close();
                    }
                }
                if let Some(key) = &their_key {
                    ui.separator();
                    let mut mute = muted;
                    if ui.checkbox(&mut mute, tr!(lang, "emote-mute", name = name(other))).changed() {
                        settings.muted_players.retain(|k| k != key);
                        if mute {
                            settings.muted_players.push(key.clone());
                        }
                    }
                }
            });
        },
    );
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_emotes
            .in_set(PanelSet::End)
            .run_if(resource_exists::<Ticket>.and_then(in_state(crate::game::screens::Screen::Match))),
    );
}
