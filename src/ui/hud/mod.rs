//! The match screen's panels, one system and one file each: the score bar on top
//! ([`top_bar`]), the round's log with the tracker, the hint and the menu and undo buttons
//! at the side ([`side_panel`]), the person's hand with the action buttons at the bottom
//! ([`hand`]), the piles' names ([`pile_labels`]), the parry prompt and the Duell D3
//! choice ([`parry`], [`duell_choice`]), the hot-seat curtain ([`curtain`]), and the band
//! that names a practice position ([`practice`]).
//!
//! egui lays panels out in one pass: each panel system takes the part of the window the
//! panels before it left free ([`layout::PanelLayout`]) and leaves the rest to the next; what is
//! left at the end is where the camera frames the piste.

pub mod curtain;
pub mod duell_choice;
pub mod hand;
pub mod layout;
pub mod parry;
pub mod pile_labels;
pub mod practice;
pub mod side_panel;
pub mod top_bar;

use crate::game::screens::Screen;
use crate::ui::layers::ModalLayer;
use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use layout::{PanelLayout, PanelSet, begin_layout, end_layout};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PanelLayout>()
        .configure_sets(
            EguiPrimaryContextPass,
            (PanelSet::Begin, PanelSet::Top, PanelSet::Side, PanelSet::Bottom, PanelSet::Summary, PanelSet::End)
                .chain()
                .in_set(ModalLayer::Screens)
                .run_if(in_state(Screen::Match)),
        )
        .add_systems(EguiPrimaryContextPass, (begin_layout.in_set(PanelSet::Begin), end_layout.in_set(PanelSet::End)))
        .add_plugins((
            top_bar::plugin,
            side_panel::plugin,
            hand::plugin,
            pile_labels::plugin,
            practice::plugin,
            parry::plugin,
            duell_choice::plugin,
            curtain::plugin,
        ));
}
