//! Helpers shared by the game's tests: the live match read back from an app's components
//! and referee, as the rules hold it.

use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use en_garde::game::Table;
use en_garde::rules::{Match, MatchHistory, MatchStep, RuleError, StepReport};
use std::path::{Path, PathBuf};

/// A match as the rules hold it with its history: read from an app by [`live`], or built
/// and played directly by a test.
#[derive(Clone, Debug)]
pub struct Duel {
    pub game: Match,
    pub history: MatchHistory,
}

impl Duel {
    /// A fresh match of `history` (which has no steps yet).
    pub fn new(history: MatchHistory) -> Duel {
        Duel { game: history.opening(), history }
    }

    /// Applies a step through the rules and records it.
    pub fn step(&mut self, step: MatchStep) -> Result<Option<StepReport>, RuleError> {
        self.history.play(&mut self.game, step)
    }
}

/// The app's live match, joined from its components and the referee; panics if there is
/// none.
pub fn live(app: &mut App) -> Duel {
    try_live(app).expect("a live match")
}

/// The app's live match, if there is one.
pub fn try_live(app: &mut App) -> Option<Duel> {
    let world = app.world_mut();
    let mut state = SystemState::<Table>::new(world);
    let table = state.get(world).ok()?;
    let game = table.current()?;
    let history = table.referee()?.history().clone();
    Some(Duel { game, history })
}

/// Every file under `dir` (its subfolders too) with its bytes, sorted by path: a folder's
/// contents to compare before and after something that must save nothing.
pub fn files_in(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut all = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else {
                all.push((p.clone(), std::fs::read(&p).unwrap_or_default()));
            }
        }
    }
    all.sort();
    all
}

/// Every text painted in `shapes` (an egui pass's output), in painting order.
pub fn painted_texts(shapes: &[bevy_egui::egui::epaint::ClippedShape]) -> Vec<String> {
    use bevy_egui::egui::Shape;
    fn texts(shape: &Shape, out: &mut Vec<String>) {
        match shape {
            Shape::Text(t) => out.push(t.galley.text().to_string()),
            Shape::Vec(v) => v.iter().for_each(|s| texts(s, out)),
            _ => {}
        }
    }
    let mut found = Vec::new();
    for s in shapes {
        texts(&s.shape, &mut found);
    }
    found
}
