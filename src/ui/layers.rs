//! The order the egui systems draw in, each frame.

use bevy::prelude::*;

/// The order the egui systems draw in each frame: the style first, then the screen's own
/// panels and windows, then the menus and prompts over them, then the notices on top.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ModalLayer {
    Style,
    Screens,
    Menus,
    Notices,
}
