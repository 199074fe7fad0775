//! The flow between screens: starting a match from the set-up, the next round, rematch,
//! back to the title, Continue, the menus over a screen, and the hot-seat hand-over
//! (R9.6). The UI's buttons and the tests write the same [`FlowRequest`] messages;
//! nothing here draws.

use super::ai_driver::AiDriver;
use super::components::SetAside;
use super::messages::MatchRequest;
use super::prefs::Prefs;
use super::screens::{Menu, Screen, Stage};
use super::seats::Seats;
use super::storage::{ResumeMatch, SavedGame, UserSettings};
use super::table::MatchView;
use super::{Resumed, RoundStarted, Undone};
use crate::ai::{BotLevel, Controller, Players};
use crate::persist::settings::OpponentKind;
use crate::rules::{Level, MatchPhase, RuleSet, Side};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

/// The match set-up screen's choices.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct MatchSetup {
    pub opponent: OpponentKind,
    /// Rule level, target score, options, who starts round 1 (R2.3).
    pub rules: RuleSet,
    /// The computer's level.
    pub ai_level: BotLevel,
    /// The side the person plays against the computer.
    pub human_side: Side,
    /// Fixed seed, or `None` for a fresh one each match.
    pub seed: Option<u64>,
    pub left_name: String,
    pub right_name: String,
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            opponent: OpponentKind::Computer,
            rules: RuleSet::for_level(Level::Advanced),
            ai_level: BotLevel::Easy,
            human_side: Side::Left,
            seed: None,
            left_name: "Left".into(),
            right_name: "Right".into(),
        }
    }
}

impl MatchSetup {
    /// The controllers this set-up gives each side.
    pub fn players(&self) -> Players {
        let human = |name: &str| Controller::Human { name: name.to_string() };
        match self.opponent {
            OpponentKind::HotSeat => Players([human(&self.left_name), human(&self.right_name)]),
            OpponentKind::Computer => {
                let cpu = Controller::Computer { level: self.ai_level };
                match self.human_side {
                    Side::Left => Players([human(&self.left_name), cpu]),
                    Side::Right => Players([cpu, human(&self.right_name)]),
                }
            }
        }
    }
}

/// What the screens ask for.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum FlowRequest {
    /// Open the match set-up screen.
    OpenSetup,
    /// Start a match with the current [`MatchSetup`].
    StartMatch,
    /// Start a match with explicit players, rules and seed (autoplay, scenarios).
    StartWith { players: Players, rules: RuleSet, seed: u64 },
    /// From the round-over screen to the next round.
    NextRound,
    /// From a practice position back to the match it came from, exactly as it was left
    /// (its round over, its Next round to come).
    BackToMatch,
    /// Same set-up, new match.
    Rematch,
    /// Back to the title screen (the match in progress stays available to Continue).
    ToTitle,
    /// Back to the match in progress (after a restart: the autosave).
    Continue,
    /// Open the replays screen.
    OpenReplays,
    /// Open a menu over the screen (Rules, Settings, Statistics, Pause).
    OpenMenu(Menu),
    /// Close the menu: back to the pause menu it was opened from, or to the screen.
    CloseMenu,
    /// Hot-seat: the named player confirms they hold the screen now (R9.6).
    Reveal(Side),
    /// The pause menu on or off (only over a match).
    TogglePause,
}

/// Whose hand may be shown on screen. In hot-seat play the screen is handed over before
/// each decision of the other player, the defender's parry included (R9.6).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HandOver {
    /// The side whose cards are visible now (`None`: nobody's, a curtain is shown).
    pub showing: Option<Side>,
}

/// The menu that "Back" returns to (the pause menu, when a menu was opened from it).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MenuBack(pub Menu);

/// Seeds for matches without a fixed seed: from the clock at start-up, then counted on,
/// so every match differs but a session can be reproduced from its log line.
#[derive(Resource, Debug, Clone, Copy)]
pub struct SeedSource(pub u64);

impl Default for SeedSource {
    fn default() -> Self {
        let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        SeedSource(t as u64 ^ 0x5DEE_CE66)
    }
}

impl SeedSource {
    /// The next seed (an LCG step, so consecutive matches differ).
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 1
    }
}

/// Where the flow goes: the states and what a new match resets.
#[derive(bevy::ecs::system::SystemParam)]
struct Moves<'w> {
    screen: Res<'w, State<Screen>>,
    menu: Res<'w, State<Menu>>,
    next_screen: ResMut<'w, NextState<Screen>>,
    next_menu: ResMut<'w, NextState<Menu>>,
    back: ResMut<'w, MenuBack>,
    hand_over: ResMut<'w, HandOver>,
    driver: ResMut<'w, AiDriver>,
    seats: ResMut<'w, Seats>,
    match_requests: MessageWriter<'w, MatchRequest>,
}

impl Moves<'_> {
    /// Starts a new match of `players` with `rules` and `seed`, on the match screen.
    fn start(&mut self, players: Players, rules: RuleSet, seed: u64) {
        self.seats.0 = players;
        self.driver.reset(seed);
        *self.hand_over = HandOver::default();
        info!("new match: {} to {}, seed {seed}", rules.level, rules.target_score);
        self.match_requests.write(MatchRequest::New { rules, seed });
        self.go(Screen::Match);
    }

    /// Puts a match set aside by a lesson or a practice back on the table, with its
    /// players, exactly as it was left.
    fn put_back(&mut self, aside: SetAside) {
        self.seats.0 = aside.players;
        self.match_requests.write(MatchRequest::Resume(Box::new((aside.history, aside.game))));
    }

    /// Shows `screen` with no menu over it.
    fn go(&mut self, screen: Screen) {
        self.next_screen.set(screen);
        self.next_menu.set(Menu::None);
    }
}

fn handle_flow_requests(
    mut requests: MessageReader<FlowRequest>,
    mut moves: Moves,
    mut setup: ResMut<MatchSetup>,
    mut seeds: ResMut<SeedSource>,
    mut settings: ResMut<UserSettings>,
    table: MatchView,
    saved: Res<SavedGame>,
    mut resume: MessageWriter<ResumeMatch>,
) {
    // A lesson or a practice is one round; its band leads on.
    let one_round = table.kind().is_some_and(|k| !k.is_match());
    for req in requests.read() {
        match req {
            FlowRequest::OpenSetup => {
                // The set-up starts from the last choices, kept in the settings.
                setup.rules = settings.rules;
                setup.opponent = settings.opponent;
                setup.ai_level = settings.ai_level;
                moves.go(Screen::Setup);
            }
            FlowRequest::StartMatch => {
                let s = &mut settings.0;
                s.rules = setup.rules;
                s.opponent = setup.opponent;
                s.ai_level = setup.ai_level;
                let seed = setup.seed.unwrap_or_else(|| seeds.next());
                let rules = settings.with_tracker(setup.rules);
                moves.start(setup.players(), rules, seed);
            }
            FlowRequest::Rematch => {
                // The same players and rules as the match just played (which may have
                // been resumed from an autosave, not set up in this run).
                // After a network match the other player is not here: the set-up's players.
                let remote = moves.seats.0.iter().any(|c| matches!(c, crate::ai::Controller::Remote { .. }));
                let (players, rules) = match table.get() {
                    Some(t) if !remote && t.kind.is_match() => (moves.seats.0.clone(), t.match_state.rules),
                    Some(t) if t.kind.is_match() => (setup.players(), t.match_state.rules),
                    _ => (setup.players(), settings.with_tracker(setup.rules)),
                };
                let seed = setup.seed.unwrap_or_else(|| seeds.next());
                moves.start(players, rules, seed);
            }
            FlowRequest::StartWith { players, rules, seed } => {
                setup.rules = *rules;
                moves.start(players.clone(), *rules, *seed);
            }
            FlowRequest::NextRound if one_round => {}
            FlowRequest::NextRound => {
                let between_rounds =
                    table.get().is_some_and(|t| matches!(t.match_state.match_phase, MatchPhase::RoundOver(_)));
                if *moves.screen.get() == Screen::Match && between_rounds {
                    moves.match_requests.write(MatchRequest::NextRound);
                }
            }
            FlowRequest::BackToMatch => {
                if let Some(aside) = table.kind().and_then(|k| k.practice()).map(|p| p.back_to.clone()) {
                    moves.put_back(aside);
                    moves.go(Screen::Match);
                }
            }
            FlowRequest::ToTitle => moves.go(Screen::Title),
            FlowRequest::Continue => {
                let live = table.get().is_some_and(|t| {
                    t.kind.is_match() && !matches!(t.match_state.match_phase, MatchPhase::Over { .. })
                });
                if live {
                    moves.go(Screen::Match);
                } else if let Some(s) = &saved.0 {
                    // After a restart: the autosave, exactly where it was left.
                    resume.write(ResumeMatch(s.clone()));
                    moves.go(Screen::Match);
                }
            }
            FlowRequest::OpenReplays => moves.go(Screen::Replay),
            FlowRequest::OpenMenu(m) => {
                let from = *moves.menu.get();
                moves.back.0 = if from == Menu::Pause { Menu::Pause } else { Menu::None };
                moves.next_menu.set(*m);
            }
            FlowRequest::CloseMenu => {
                let back = std::mem::take(&mut moves.back.0);
                let current = *moves.menu.get();
                moves.next_menu.set(if current == back { Menu::None } else { back });
            }
            FlowRequest::Reveal(side) => moves.hand_over.showing = Some(*side),
            FlowRequest::TogglePause => {
                if *moves.screen.get() == Screen::Match {
                    let open = *moves.menu.get() == Menu::Pause;
                    moves.back.0 = Menu::None;
                    moves.next_menu.set(if open { Menu::None } else { Menu::Pause });
                }
            }
        }
    }
}

/// Leaving the set-up keeps its choices — the opponent, the computer's level, the rules —
/// in the settings, however it is left (Start, Back, Esc): the set-up opens with them next
/// time, and they are set in this one place. The side, the names and the seed stay for
/// this run ([`MatchSetup`]).
fn keep_setup(setup: Res<MatchSetup>, mut settings: ResMut<UserSettings>) {
    let s = &mut settings.0;
    if (s.rules, s.opponent, s.ai_level) != (setup.rules, setup.opponent, setup.ai_level) {
        (s.rules, s.opponent, s.ai_level) = (setup.rules, setup.opponent, setup.ai_level);
    }
}

/// Leaving the match screen ends a lesson or a practice with the screen: the match it was
/// opened over goes back on the table (so the title screen shows it, and Continue goes
/// to it), or, when there was none, the table is cleared — nothing of the lesson stays
/// on the piste behind the title.
fn end_one_round_match(table: MatchView, mut moves: Moves) {
    let Some(kind) = table.kind().filter(|k| !k.is_match()) else { return };
    match kind.set_aside().cloned() {
        Some(aside) => moves.put_back(aside),
        None => {
            moves.match_requests.write(MatchRequest::Close);
        }
    }
}

/// A resumed match: hide the hands until the hand-over, and let the computer think
/// afresh.
fn on_resumed(_ev: On<Resumed>, mut hand_over: ResMut<HandOver>, mut driver: ResMut<AiDriver>, seeds: Res<SeedSource>) {
    *hand_over = HandOver::default();
    driver.reset(seeds.0);
}

/// A new round hides the hands again in hot-seat play.
fn on_round_started(_ev: On<RoundStarted>, mut hand_over: ResMut<HandOver>) {
    hand_over.showing = None;
}

/// After an undo, forget the computer's pending decision so it is computed afresh.
fn on_undone(_ev: On<Undone>, mut driver: ResMut<AiDriver>) {
    let seed = driver.seed.wrapping_add(1);
    driver.reset(seed);
}

/// When both sides are computers (autoplay), rounds follow each other by themselves,
/// after twice the computer's pause.
fn auto_next_round(
    players: Res<Seats>,
    mut requests: MessageWriter<FlowRequest>,
    mut since: Local<Option<std::time::Duration>>,
    time: Res<Time<Real>>,
    prefs: Res<Prefs>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if players.iter().any(|c| c.is_human()) {
        *since = None;
        return;
    }
    let now = time.elapsed();
    let start = *since.get_or_insert(now);
    if now - start >= std::time::Duration::from_millis(u64::from(prefs.ai_delay_ms) * 2) {
        *since = None;
        requests.write(FlowRequest::NextRound);
    } else {
        redraw.write(RequestRedraw);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>()
        .init_resource::<HandOver>()
        .init_resource::<MenuBack>()
        .init_resource::<SeedSource>()
        .add_message::<FlowRequest>()
        .add_observer(on_round_started)
        .add_observer(on_undone)
        .add_observer(on_resumed)
        .add_systems(OnExit(Screen::Match), end_one_round_match)
        .add_systems(OnExit(Screen::Setup), keep_setup)
        .add_systems(
            Update,
            (
                // Between rounds of a computer-only match, unless a menu is open.
                auto_next_round.run_if(in_state(Stage::RoundOver).and_then(in_state(Menu::None))),
                handle_flow_requests,
            )
                .chain()
                .in_set(crate::AppSystems::Input),
        );
}
