//! The egui panels and menus, one system and one file per screen, menu or panel, each
//! with its own plugin and run condition on the screen states. egui is immediate-mode:
//! each system draws its part every frame it runs; every button writes a message
//! (`FlowRequest`, `ActionRequested`, `MatchRequest`) rather than changing the game.
//!
//! Screens: [`title`], [`setup`], the tutorial ([`lessons`]), the match's panels ([`hud`]) and windows between
//! rounds and at the end ([`round_over`], [`match_over`]), the round's analysis ([`analysis`]), [`replay`]. Menus over them: [`rules_page`],
//! [`settings_page`], [`statistics`], [`pause`]. Everywhere: [`notices`], [`toast`]. Shared:
//! [`style`], [`input`] (cards, keys, clicks), [`log`] (the round in words), [`words`],
//! [`widgets`] (widgets for what the files hold), [`rules_form`].

pub mod analysis;
pub mod coach;
pub mod correspondence;
pub mod emotes;
pub mod gamepad;
pub mod hud;
pub mod input;
pub mod layers;
pub mod lessons;
pub mod lobby;
pub mod log;
pub mod match_over;
pub mod notices;
pub mod online;
pub mod pause;
pub mod puzzles;
pub mod replay;
pub mod round_over;
pub mod rules_form;
pub mod rules_page;
pub mod scrolling;
pub mod settings_page;
pub mod setup;
pub mod statistics;
pub mod style;
pub mod title;
pub mod toast;
pub mod widgets;
pub mod words;

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;

pub use layers::ModalLayer;

/// The panels and menus; needs [`log::plugin`] (part of the headless game) first.
pub(crate) fn plugin(app: &mut App) {
    panels(app);
    app.add_plugins((input::plugin, online::plugin, emotes::plugin, gamepad::plugin));
}

/// The panels and menus without the keyboard's and the pad's controls (`input`,
/// `gamepad`) or the network's screens (`online`): what a headless test draws in an egui
/// context of its own (`app::headless_panels`).
pub(crate) fn panels(app: &mut App) {
    app.configure_sets(
        EguiPrimaryContextPass,
        (ModalLayer::Style, ModalLayer::Screens, ModalLayer::Menus, ModalLayer::Notices).chain(),
    )
    .add_plugins((analysis::plugin, coach::plugin, correspondence::plugin, puzzles::plugin))
    .add_plugins((
        style::plugin,
        title::plugin,
        lessons::plugin,
        setup::plugin,
        hud::plugin,
        round_over::plugin,
        match_over::plugin,
        replay::plugin,
        rules_page::plugin,
        settings_page::plugin,
        statistics::plugin,
        lobby::plugin,
        pause::plugin,
        notices::plugin,
        toast::plugin,
    ));
}
