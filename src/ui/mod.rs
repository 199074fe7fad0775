//! The egui panels and menus. One system draws the current screen each frame (egui is
//! immediate-mode); every button writes a message (`FlowRequest`, `ActionRequested`,
//! `MatchRequest`) rather than changing the game itself.

pub mod hint;
pub mod hud;
pub mod input;
pub mod log;
pub mod menus;
pub mod replay;
pub mod words;

use crate::flow::{FlowRequest, HandOver, MatchSetup, Paused};
use crate::game::ai_driver::AiDriver;
use crate::game::{ActionRequested, Duel, MatchRequest, Players};
use crate::prefs::Prefs;
use crate::scene::camera::MainCamera;
use crate::screens::Screen;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Everything the screens read and write, in one parameter for the one drawing system.
#[derive(SystemParam)]
pub struct UiState<'w, 's> {
    pub screen: Res<'w, State<Screen>>,
    pub duel: Option<Res<'w, Duel>>,
    pub players: ResMut<'w, Players>,
    pub setup: ResMut<'w, MatchSetup>,
    pub prefs: ResMut<'w, Prefs>,
    pub hand_over: Res<'w, HandOver>,
    pub paused: Res<'w, Paused>,
    pub selection: ResMut<'w, input::Selection>,
    pub log: Res<'w, log::ActionLog>,
    pub toast: Res<'w, log::Toast>,
    pub driver: Res<'w, AiDriver>,
    pub time: Res<'w, Time<Real>>,
    pub flow: MessageWriter<'w, FlowRequest>,
    pub actions: MessageWriter<'w, ActionRequested>,
    pub match_requests: MessageWriter<'w, MatchRequest>,
    pub exit: MessageWriter<'w, AppExit>,
    pub camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<MainCamera>>,
    pub back: ResMut<'w, BackTo>,
    pub insets: ResMut<'w, crate::scene::camera::PanelInsets>,
    pub settings: ResMut<'w, crate::persist::Settings>,
    pub saved: Res<'w, crate::persist::SavedGame>,
    pub notices: ResMut<'w, crate::persist::Notices>,
    pub stats: Res<'w, StatsView>,
    pub paths: Res<'w, crate::persist::DataPaths>,
    pub replay: ResMut<'w, replay::ReplayView>,
    pub hint: Res<'w, hint::HintState>,
    pub hint_requests: MessageWriter<'w, hint::HintRequested>,
}

/// The statistics shown on the Statistics screen, read from the records on entering it.
#[derive(Resource, Debug, Default)]
pub struct StatsView(pub crate::persist::Statistics);

fn load_statistics(
    paths: Res<crate::persist::DataPaths>,
    mut view: ResMut<StatsView>,
    mut notices: ResMut<crate::persist::Notices>,
) {
    let (stats, problems) = crate::persist::Statistics::load(&paths);
    view.0 = stats;
    for p in problems {
        notices.push(p);
    }
}

/// Where "Back" leads from the Rules and Settings screens.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BackTo(pub Screen);

/// Sets a readable style once: larger text, comfortable spacing.
fn set_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily, FontId, TextStyle};
        style.text_styles = [
            (TextStyle::Heading, FontId::new(26.0, FontFamily::Proportional)),
            (TextStyle::Body, FontId::new(17.0, FontFamily::Proportional)),
            (TextStyle::Button, FontId::new(17.0, FontFamily::Proportional)),
            (TextStyle::Small, FontId::new(13.0, FontFamily::Proportional)),
            (TextStyle::Monospace, FontId::new(15.0, FontFamily::Monospace)),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(12.0, 6.0);
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
    });
    *done = true;
    Ok(())
}

/// Draws the current screen.
fn draw(mut contexts: EguiContexts, mut st: UiState) -> Result {
    let ctx = contexts.ctx_mut()?.clone();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let screen = *st.screen.get();
    match screen {
        Screen::Title => {
            st.insets.set_if_neq(default());
            menus::title(&ctx, &mut st)
        }
        Screen::Setup => menus::setup(&ctx, &mut st),
        Screen::Rules => menus::rules(&ctx, &mut st),
        Screen::Settings => menus::settings(&ctx, &mut st),
        Screen::Statistics => menus::statistics(&ctx, &mut st),
        Screen::Replay => {
            st.insets.set_if_neq(crate::scene::camera::PanelInsets { left: 400.0, ..default() });
            let mut back = false;
            let st = &mut st;
            replay::replay_ui(&ctx, &mut st.replay, &st.paths, &mut st.players, &mut back);
            if back {
                st.flow.write(FlowRequest::ToTitle);
            }
        }
        Screen::Match | Screen::RoundOver | Screen::MatchOver => {
            hud::match_hud(&ctx, &mut root, &mut st);
            match screen {
                Screen::RoundOver => menus::round_over(&ctx, &mut st),
                Screen::MatchOver => menus::match_over(&ctx, &mut st),
                _ if st.paused.0 => menus::pause(&ctx, &mut st),
                _ => {}
            }
        }
    }
    hud::toast(&ctx, &st);
    menus::notices(&ctx, &mut st);
    Ok(())
}

/// bevy_egui 0.42 repeats the keyboard modifiers as a `ModifiersChanged` event in every
/// frame's input; egui answers any input event by asking for another frame, so a window
/// in reactive mode would never sleep (about one core busy while waiting for a click).
/// Passing the event on only when the modifiers really changed lets the game idle.
fn drop_unchanged_modifiers(mut inputs: Query<&mut bevy_egui::EguiInput>, mut last: Local<Option<egui::Modifiers>>) {
    for mut input in &mut inputs {
        let mut seen = None;
        input.0.events.retain(|e| match e {
            egui::Event::ModifiersChanged(m) if Some(*m) == *last => false,
            egui::Event::ModifiersChanged(m) => {
                seen = Some(*m);
                true
            }
            _ => true,
        });
        if seen.is_some() {
            *last = seen;
        }
    }
}

/// Records where "Back" returns to when the Rules or Settings screen opens.
fn remember_back(mut requests: MessageReader<FlowRequest>, screen: Res<State<Screen>>, mut back: ResMut<BackTo>) {
    for r in requests.read() {
        if let FlowRequest::Open(Screen::Rules | Screen::Settings) = r {
            let s = *screen.get();
            if !matches!(s, Screen::Rules | Screen::Settings) {
                back.0 = s;
            }
        }
    }
}

/// The panels and menus; needs [`log::plugin`] (part of the headless game) first.
pub(crate) fn plugin(app: &mut App) {
    // Read once at start: the debug log costs nothing unless asked for.
    if std::env::var_os("EN_GARDE_DEBUG_REPAINT").is_some() {
        app.add_systems(Last, debug_repaint);
    }
    app.init_resource::<BackTo>()
        .init_resource::<StatsView>()
        .add_plugins((input::plugin, replay::plugin, hint::plugin))
        .add_systems(OnEnter(Screen::Statistics), load_statistics)
        .add_systems(Update, remember_back.before(crate::AppSystems::Input))
        .add_systems(EguiPrimaryContextPass, (set_style, draw).chain())
        .add_systems(
            PreUpdate,
            drop_unchanged_modifiers
                .after(bevy_egui::EguiInputSet::WriteEguiEvents)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        );
}

/// Debug aid: with `EN_GARDE_DEBUG_REPAINT` set, logs why egui asks for another frame.
pub fn debug_repaint(
    mut contexts: EguiContexts,
    mut redraws: MessageReader<bevy::window::RequestRedraw>,
    duel: Option<Res<Duel>>,
    driver: Res<AiDriver>,
    busy: Res<crate::game::ai_driver::SceneBusy>,
    screen: Res<State<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let n = redraws.read().count();
    let causes = ctx.repaint_causes();
    let events = ctx.input(|i| format!("{:?} pointer {:?}", i.raw.events, i.pointer.latest_pos()));
    let state = duel.map(|d| format!("{:?} steps {}", d.game.phase(), d.steps.len())).unwrap_or_default();
    info!(
        "redraw requests: {n}; egui repaint causes: {causes:?}; input {events}; {:?} {state}; ai busy {} scene busy {}",
        screen.get(),
        driver.busy(),
        busy.0
    );
    Ok(())
}
