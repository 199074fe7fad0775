//! The flow between screens: starting a match from the set-up, the round-over and
//! match-over screens, rematch, back to the title, and the hot-seat hand-over (R9.6).
//! The UI's buttons and the tests write the same [`FlowRequest`] messages; nothing here
//! draws.

use crate::game::ai_driver::AiDriver;
use crate::game::{Controller, Duel, MatchOver, MatchRequest, Players, RoundOver, RoundStarted, Undone};
use crate::persist::settings::OpponentKind;
use crate::persist::{ResumeMatch, Resumed, SavedGame, Settings};
use crate::rules::{Level, MatchPhase, RuleSet, Side};
use crate::screens::Screen;
use bevy::prelude::*;

/// Who the opponent is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Opponent {
    /// The computer plays the right fencer.
    Computer,
    /// A second player at this computer (hot-seat).
    Human,
}

/// The match set-up screen's choices.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct MatchSetup {
    pub opponent: Opponent,
    /// Rule level, target score, options, who starts round 1 (R2.3).
    pub rules: RuleSet,
    /// AI level name (see `crate::ai`).
    pub ai_level: String,
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
            opponent: Opponent::Computer,
            rules: RuleSet::for_level(Level::Advanced),
            ai_level: "easy".into(),
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
            Opponent::Human => Players([human(&self.left_name), human(&self.right_name)]),
            Opponent::Computer => {
                let cpu = Controller::Computer { level: self.ai_level.clone() };
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
    /// Start a match with explicit players, rules and seed (autoplay, scenarios, resume).
    StartWith { players: Players, rules: RuleSet, seed: u64 },
    /// From the round-over screen to the next round.
    NextRound,
    /// Same set-up, new match.
    Rematch,
    /// Back to the title screen (the match in progress stays available to Continue).
    ToTitle,
    /// Back to the match in progress.
    Continue,
    /// Open the rules or settings screen.
    Open(Screen),
    /// Hot-seat: the named player confirms they hold the screen now (R9.6).
    Reveal(Side),
    /// Pause menu on or off.
    TogglePause,
}

/// Whose hand may be shown on screen. In hot-seat play the screen is handed over before
/// each decision of the other player, the defender's parry included (R9.6).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HandOver {
    /// The side whose cards are visible now (`None`: nobody's, a curtain is shown).
    pub showing: Option<Side>,
}

/// Pause menu shown over the match.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Paused(pub bool);

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

/// The person who must act now, if the decider is a person: the side to act (or to
/// defend), or the D3 chooser.
pub fn human_decider(duel: &Duel, players: &Players) -> Option<Side> {
    let side = match duel.game.phase() {
        MatchPhase::Playing => duel.game.round().to_act()?,
        MatchPhase::ChooseDuellCard { chooser } => chooser,
        _ => return None,
    };
    players.get(side).is_human().then_some(side)
}

/// The side whose hand the screen should show without a hand-over: in a match against
/// the computer always the person's; in hot-seat only after the hand-over.
pub fn viewer(players: &Players, hand_over: &HandOver) -> Option<Side> {
    if players.hot_seat() { hand_over.showing } else { Side::BOTH.into_iter().find(|s| players.get(*s).is_human()) }
}

/// True when a curtain must hide the hands until `side` takes the screen.
pub fn needs_hand_over(duel: &Duel, players: &Players, hand_over: &HandOver) -> Option<Side> {
    if !players.hot_seat() {
        return None;
    }
    let side = human_decider(duel, players)?;
    (hand_over.showing != Some(side)).then_some(side)
}

fn handle_flow_requests(
    mut requests: MessageReader<FlowRequest>,
    mut setup: ResMut<MatchSetup>,
    mut seeds: ResMut<SeedSource>,
    mut players: ResMut<Players>,
    mut driver: ResMut<AiDriver>,
    mut hand_over: ResMut<HandOver>,
    mut paused: ResMut<Paused>,
    mut match_requests: MessageWriter<MatchRequest>,
    mut next: ResMut<NextState<Screen>>,
    screen: Res<State<Screen>>,
    duel: Option<Res<Duel>>,
    saved: Res<SavedGame>,
    mut settings: ResMut<Settings>,
    mut resume: MessageWriter<ResumeMatch>,
) {
    for req in requests.read() {
        let mut start = |players: &mut Players, new_players: Players, rules: RuleSet, seed: u64| {
            *players = new_players;
            driver.reset(seed);
            *hand_over = HandOver::default();
            paused.0 = false;
            info!("new match: {} to {}, seed {seed}", rules.level, rules.target_score);
            match_requests.write(MatchRequest::New { rules, seed });
            next.set(Screen::Match);
        };
        match req {
            FlowRequest::OpenSetup => {
                // The set-up starts from the last choices, kept in the settings.
                setup.rules = settings.rules;
                setup.opponent = match settings.opponent {
                    OpponentKind::Computer => Opponent::Computer,
                    OpponentKind::HotSeat => Opponent::Human,
                };
                setup.ai_level = settings.ai_level.clone();
                next.set(Screen::Setup);
            }
            FlowRequest::StartMatch | FlowRequest::Rematch => {
                if *req == FlowRequest::StartMatch {
                    let s = settings.as_mut();
                    s.rules = setup.rules;
                    s.opponent = match setup.opponent {
                        Opponent::Computer => OpponentKind::Computer,
                        Opponent::Human => OpponentKind::HotSeat,
                    };
                    s.ai_level = setup.ai_level.clone();
                }
                let seed = setup.seed.unwrap_or_else(|| {
                    seeds.0 = seeds.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                    seeds.0 >> 1
                });
                let p = setup.players();
                let rules = RuleSet { played_cards_tracker: settings.played_cards_tracker, ..setup.rules };
                start(&mut players, p, rules, seed);
            }
            FlowRequest::StartWith { players: p, rules, seed } => {
                setup.rules = *rules;
                start(&mut players, p.clone(), *rules, *seed);
            }
            FlowRequest::NextRound => {
                if *screen.get() == Screen::RoundOver {
                    match_requests.write(MatchRequest::NextRound);
                    next.set(Screen::Match);
                }
            }
            FlowRequest::ToTitle => {
                paused.0 = false;
                next.set(Screen::Title);
            }
            FlowRequest::Continue => {
                paused.0 = false;
                match (&duel, &saved.0) {
                    (Some(d), _) if !d.game.is_over() => next.set(screen_for(&d.game)),
                    // After a restart: the autosave, exactly where it was left.
                    (_, Some(s)) => {
                        resume.write(ResumeMatch(s.clone()));
                        next.set(Screen::Match);
                    }
                    _ => {}
                }
            }
            FlowRequest::Open(s) => next.set(*s),
            FlowRequest::Reveal(side) => hand_over.showing = Some(*side),
            FlowRequest::TogglePause => {
                if *screen.get() == Screen::Match {
                    paused.0 = !paused.0;
                }
            }
        }
    }
}

/// The screen that shows a match in its phase.
pub fn screen_for(game: &crate::rules::Match) -> Screen {
    match game.phase() {
        MatchPhase::RoundOver(_) => Screen::RoundOver,
        MatchPhase::Over { .. } => Screen::MatchOver,
        _ => Screen::Match,
    }
}

/// A resumed match: show its screen, hide the hands until the hand-over, and let the
/// computer think afresh.
fn on_resumed(
    _ev: On<Resumed>,
    duel: Option<Res<Duel>>,
    mut next: ResMut<NextState<Screen>>,
    mut hand_over: ResMut<HandOver>,
    mut driver: ResMut<AiDriver>,
    seeds: Res<SeedSource>,
) {
    if let Some(d) = duel {
        next.set(screen_for(&d.game));
    }
    *hand_over = HandOver::default();
    driver.reset(seeds.0);
}

/// Round over → the round-over screen; match over → the match-over screen.
fn on_round_over(_ev: On<RoundOver>, duel: Option<Res<Duel>>, mut next: ResMut<NextState<Screen>>) {
    let over = duel.is_some_and(|d| d.game.is_over());
    next.set(if over { Screen::MatchOver } else { Screen::RoundOver });
}

fn on_match_over(ev: On<MatchOver>) {
    info!("match over: {} wins {}–{}", ev.winner, ev.scores[0], ev.scores[1]);
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

/// When both sides are computers (autoplay), rounds follow each other by themselves.
fn auto_next_round(
    players: Res<Players>,
    screen: Res<State<Screen>>,
    mut requests: MessageWriter<FlowRequest>,
    mut since: Local<Option<std::time::Duration>>,
    time: Res<Time<Real>>,
    prefs: Res<crate::prefs::Prefs>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let all_computers = players.0.iter().all(|c| !c.is_human());
    if !all_computers || *screen.get() != Screen::RoundOver {
        *since = None;
        return;
    }
    let now = time.elapsed();
    let start = *since.get_or_insert(now);
    if now - start >= std::time::Duration::from_millis(u64::from(prefs.ai_delay_ms) * 2) {
        *since = None;
        requests.write(FlowRequest::NextRound);
    } else {
        redraw.write(bevy::window::RequestRedraw);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>()
        .init_resource::<HandOver>()
        .init_resource::<Paused>()
        .init_resource::<SeedSource>()
        .add_message::<FlowRequest>()
        .add_observer(on_round_over)
        .add_observer(on_match_over)
        .add_observer(on_round_started)
        .add_observer(on_undone)
        .add_observer(on_resumed)
        .add_systems(Update, (auto_next_round, handle_flow_requests).chain().in_set(crate::AppSystems::Input));
}
