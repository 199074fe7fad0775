//! The person's input: selecting cards, what the action buttons mean, keyboard shortcuts
//! and clicks on piste spaces. Every route looks its action up in the one model of what
//! the person may do ([`Choices`]) and ends as an `ActionRequested` message — the same one
//! the AI and the tests write.

use crate::game::choices::{Intent, Refusal};
use crate::game::flow::FlowRequest;
use crate::game::screens::{Menu, Screen, Stage, playing_unpaused};
use crate::game::{ActionRequested, Choices, MatchView};
use crate::lang::Lang;
use crate::rules::{Action, Cards};
use crate::scene::piste::{ReachableSpaces, SpaceClicked};
use crate::tr;
use crate::ui::hud::layout::PanelLayout;
use crate::ui::log::Toast;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// The cards the person has selected (a sub-multiset of their hand), for the decision at
/// step `at_step` of the match. Cleared when the decision changes. Change it with
/// [`Selection::pick`], [`Selection::unpick`] and [`Selection::clear`], which keep the step.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Selection {
    pub cards: Cards,
    /// The value (1..=5) to advance with when the cards make an advance and attack that
    /// reads two ways (R4.3): the first card picked, until the person chooses the other
    /// reading on the hand panel. `None` with nothing picked.
    pub step: Option<u8>,
    pub at_step: usize,
}

impl Selection {
    /// Picks one more card of `value`; the first card picked is the step.
    pub fn pick(&mut self, value: u8) {
        if self.cards.is_empty() {
            self.step = Some(value);
        }
        self.cards.add(value);
    }

    /// Unpicks one card of `value`. When the step's value is no longer picked, the step is
    /// the value picked that remains, if any.
    pub fn unpick(&mut self, value: u8) {
        self.cards.remove(value, 1.min(self.cards.count(value)));
        if self.step.is_some_and(|s| self.cards.count(s) == 0) {
            self.step = self.cards.distinct().next();
        }
    }

    /// Starts afresh (nothing picked) when the decision is no longer the one of step
    /// `steps` (the match's count of steps so far) it was made for. Called before a pick is
    /// applied as well as once a frame: a pick in the very frame after the other side's
    /// move must count for the new decision, not be cleared at the frame's end as stale.
    pub fn follow(&mut self, steps: usize) {
        if self.at_step != steps {
            *self = Selection { at_step: steps, ..Selection::default() };
        }
    }

    /// Unpicks every card.
    pub fn clear(&mut self) {
        self.cards = Cards::EMPTY;
        self.step = None;
    }

    /// Adds one more card of `value` if the hand has one unselected; otherwise removes
    /// every selected card of that value (so pressing a key cycles 1, 2, … then none).
    pub fn toggle(&mut self, hand: &Cards, value: u8) {
        if self.cards.count(value) < hand.count(value) {
            self.pick(value);
        } else {
            for _ in 0..self.cards.count(value) {
                self.unpick(value);
            }
        }
    }
}

/// What "back" asks for (Esc, the pad's B): close the menu, leave the set-up or the
/// replays, or open the pause menu over a match; nothing on the title screen.
pub fn going_back(menu: Menu, screen: Screen) -> Option<FlowRequest> {
    Some(match (menu, screen) {
        (Menu::Pause, _) | (Menu::None, Screen::Match) => FlowRequest::TogglePause,
        (Menu::None, Screen::Setup | Screen::Replay) => FlowRequest::ToTitle,
        (Menu::None, Screen::Title) => return None,
        _ => FlowRequest::CloseMenu,
    })
}

/// Esc on every screen: [`going_back`]; over a round's analysis, Esc closes it first;
/// over an open list (the set-up's computer level, a rule preset), Esc is egui's and
/// closes only the list.
fn navigation_keys(
    keys: Res<ButtonInput<KeyCode>>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    mut analysis: ResMut<crate::game::analysis::RoundAnalysis>,
    mut egui: Query<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>,
    mut flow: MessageWriter<FlowRequest>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if close_open_lists(&mut egui) {
        return;
    }
    if *menu.get() == Menu::None && analysis.is_open() {
        analysis.close();
        return;
    }
    if let Some(request) = going_back(*menu.get(), *screen.get()) {
        flow.write(request);
    }
}

/// The keys that confirm: Enter, Space, the keypad's Enter.
const CONFIRM: [KeyCode; 3] = [KeyCode::Enter, KeyCode::Space, KeyCode::NumpadEnter];

/// Whether a widget of egui's has the keyboard focus (a button reached with Tab): Enter and
/// Space are then that widget's (egui clicks it), not the game's — one key press is one
/// action.
pub(crate) fn egui_has_focus(
    contexts: &mut Query<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>,
) -> bool {
    contexts.iter_mut().any(|mut c| c.get_mut().memory(|m| m.focused().is_some()))
}

/// Closes egui's open lists (a combo box's); whether one was open. Back (Esc, the pad's
/// B) over an open list closes the list, and only it.
pub(crate) fn close_open_lists(
    contexts: &mut Query<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>,
) -> bool {
    let mut closed = false;
    for mut c in contexts.iter_mut() {
        let ctx = c.get_mut();
        if bevy_egui::egui::Popup::is_any_open(ctx) {
            bevy_egui::egui::Popup::close_all(ctx);
            closed = true;
        }
    }
    closed
}

/// Enter or Space on the round-over window goes on to the next round, unless a button has
/// the focus (then the key presses that button).
fn next_round_key(
    keys: Res<ButtonInput<KeyCode>>,
    mut egui: Query<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>,
    mut flow: MessageWriter<FlowRequest>,
) {
    if keys.any_just_pressed(CONFIRM) && !egui_has_focus(&mut egui) {
        flow.write(FlowRequest::NextRound);
    }
}

/// The input systems of the keyboard and the mouse; the pad's run before them, so that
/// their commands are carried out in the same frame.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct InputSet;

/// What a key or a pad button asks for in a match (the keyboard's [`keyboard_commands`],
/// the pad's `ui::gamepad`); [`apply_commands`] carries it out through the one model of
/// the person's choices.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchCommand {
    /// Pick one more card of this value (1..=5), or, with all of them picked, none.
    Pick(u8),
    /// Pick or unpick the card at this place of the hand (0-based), as a click on it does.
    PickAt(usize),
    /// Unpick every card.
    Clear,
    /// Move with the one picked card: +1 towards space 23, -1 towards space 1.
    Move(i8),
    /// Attack with the picked cards (or advance and attack), or parry while defending.
    Commit,
    /// Take the screen in hot-seat (R9.6).
    Confirm,
}

/// Keyboard in a match: 1–5 pick cards, ←/→ or A/D move with the selected card, Enter
/// attacks or parries (or takes the screen in hot-seat), Backspace clears the selection.
/// One key press is one action: the press that takes the screen does not also attack, and
/// Enter and Space on a focused button are the button's.
fn keyboard_commands(
    mut presses: MessageReader<bevy::input::keyboard::KeyboardInput>,
    keys: Res<ButtonInput<KeyCode>>,
    turn: Res<crate::game::Turn>,
    mut egui: Query<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>,
    mut since_curtain: Local<bool>,
    mut commands: MessageWriter<MatchCommand>,
) {
    // Set while the curtain is up, and for as long as a key that may have lifted it stays
    // down after: that press has done its one thing.
    let mut curtain = turn.curtain.is_some();
    *since_curtain = curtain || (*since_curtain && keys.any_pressed(CONFIRM));
    let focused = egui_has_focus(&mut egui);
    // The keys in the order they were pressed (a slow frame may hold several: "2, Enter"
    // attacks with the 2, "Backspace, 3" picks the 3 alone).
    for press in presses.read().filter(|p| p.state.is_pressed() && !p.repeat) {
        let command = match press.key_code {
            KeyCode::Digit1 | KeyCode::Numpad1 => MatchCommand::Pick(1),
            KeyCode::Digit2 | KeyCode::Numpad2 => MatchCommand::Pick(2),
            KeyCode::Digit3 | KeyCode::Numpad3 => MatchCommand::Pick(3),
            KeyCode::Digit4 | KeyCode::Numpad4 => MatchCommand::Pick(4),
            KeyCode::Digit5 | KeyCode::Numpad5 => MatchCommand::Pick(5),
            KeyCode::Backspace => MatchCommand::Clear,
            // Arrows move in the screen's direction: → is towards space 23.
            KeyCode::ArrowRight | KeyCode::KeyD => MatchCommand::Move(1),
            KeyCode::ArrowLeft | KeyCode::KeyA => MatchCommand::Move(-1),
            // Enter and Space on a focused button are the button's.
            k if CONFIRM.contains(&k) && focused => continue,
            k if CONFIRM.contains(&k) && curtain => {
                // The press takes the screen, and does nothing else.
                curtain = false;
                *since_curtain = true;
                MatchCommand::Confirm
            }
            KeyCode::Enter | KeyCode::NumpadEnter if !*since_curtain => MatchCommand::Commit,
            _ => continue,
        };
        commands.write(command);
    }
}

/// `index` (0-based) of `hand` picked or not, as the hand panel shows it: of the cards of
/// one value, the first ones shown are the picked ones.
pub fn picked_at(hand: &[u8], picked: &Cards, index: usize) -> bool {
    let Some(&v) = hand.get(index) else { return false };
    let before = hand[..index].iter().filter(|c| **c == v).count();
    usize::from(picked.count(v)) > before
}

/// Carries out the match commands of the keyboard and the pad for the person acting.
pub(crate) fn apply_commands(
    mut commands: MessageReader<MatchCommand>,
    table: MatchView,
    turn: Res<crate::game::Turn>,
    choices: Res<Choices>,
    mut sel: ResMut<Selection>,
    mut actions: MessageWriter<ActionRequested>,
    mut flow: MessageWriter<FlowRequest>,
    mut toast: ResMut<Toast>,
    time: Res<Time<Real>>,
    lang: Res<Lang>,
) {
    let Some(view) = table.get() else {
        commands.clear();
        return;
    };
    let now = time.elapsed_secs_f64();
    sel.follow(view.match_state.steps);
    for &command in commands.read() {
        if let Some(side) = turn.curtain {
            if command == MatchCommand::Confirm {
                flow.write(FlowRequest::Reveal(side));
            }
            continue;
        }
        let Some(side) = turn.acting() else { continue };
        let Some((chooser, _)) = choices.decision.filter(|(s, _)| *s == side) else { continue };
        let hand = view.hand(chooser);
        let wanted: Result<Action, Refusal> = match command {
            MatchCommand::Pick(v) => {
                if hand.count(v) == 0 {
                    // The key means a card value: say so when the hand has none of it.
                    toast.show(tr!(lang, "pick-none-of-value", value = v), now);
                }
                sel.toggle(&hand, v);
                continue;
            }
            MatchCommand::PickAt(i) => {
                let cards = hand.to_vec();
                if let Some(&v) = cards.get(i) {
                    if picked_at(&cards, &sel.cards, i) {
                        sel.unpick(v);
                    } else {
                        sel.pick(v);
                    }
                }
                continue;
            }
            MatchCommand::Clear => {
                sel.clear();
                continue;
            }
            MatchCommand::Confirm => continue,
            MatchCommand::Move(heading) => match (sel.cards.len(), sel.cards.distinct().next()) {
                (1, Some(card)) => match choices.move_with(card, heading) {
                    Some(c) => c.verdict.map(|()| c.action).map_err(Refusal::Rule),
                    None => Err(Refusal::NoMoveThatWay { card }),
                },
                _ => Err(Refusal::PickOneToMove),
            },
            MatchCommand::Commit if choices.defending => choices.for_intent(Intent::Parry, &sel.cards, None),
            MatchCommand::Commit => choices
                .for_intent(Intent::Attack, &sel.cards, None)
                .or_else(|_| choices.for_intent(Intent::AdvanceAttack, &sel.cards, sel.step)),
        };
        match wanted {
            Ok(action) => {
                actions.write(ActionRequested { side, action });
                sel.clear();
            }
            // Not submitted: the model already knows why, and says so.
            Err(why) => toast.show(tr!(lang, "not-allowed", why = why.text(&lang)), now),
        }
    }
}

/// True if the pointer is on the piste's part of the window: inside what the panels leave
/// free and not over a window or an area of egui's (the parry plaque, a menu).
fn pointer_on_piste(contexts: &mut EguiContexts, layout: &PanelLayout) -> bool {
    let Ok(ctx) = contexts.ctx_mut() else { return true };
    let Some(pos) = ctx.input(|i| i.pointer.interact_pos()) else { return false };
    layout.free.contains(pos) && ctx.layer_id_at(pos).is_none_or(|l| l.order == egui::Order::Background)
}

/// A click on a piste space moves the acting person's fencer there, if the rules allow;
/// a click on a panel or a window over the piste is theirs, not the piste's.
fn click_space(
    mut contexts: EguiContexts,
    layout: Res<PanelLayout>,
    mut clicks: MessageReader<SpaceClicked>,
    table: MatchView,
    turn: Res<crate::game::Turn>,
    choices: Res<Choices>,
    mut sel: ResMut<Selection>,
    mut actions: MessageWriter<ActionRequested>,
    mut toast: ResMut<Toast>,
    time: Res<Time<Real>>,
    lang: Res<Lang>,
) {
    let Some(view) = table.get() else {
        clicks.clear();
        return;
    };
    // Asked only when there is a click to place.
    let on_piste = !clicks.is_empty() && pointer_on_piste(&mut contexts, &layout);
    for c in clicks.read() {
        if !on_piste {
            continue;
        }
        let Some(side) = turn.acting() else { continue };
        match choices.move_to(c.0) {
            Some(action) => {
                actions.write(ActionRequested { side, action });
                sel.clear();
            }
            // A click on the fencer's own space is no move; elsewhere say what can be reached.
            None if c.0 != view.space(side) => {
                let text = tr!(lang, "no-move-reaches", space = c.0);
                toast.show(text, time.elapsed_secs_f64());
            }
            None => {}
        }
    }
}

/// Clears the selection when the decision changes; highlights the spaces the acting
/// person can move to (with the selected card, or with any card when none is selected).
fn track_selection(
    table: MatchView,
    turn: Res<crate::game::Turn>,
    choices: Res<Choices>,
    screen: Res<State<Screen>>,
    menu: Res<State<Menu>>,
    mut sel: ResMut<Selection>,
    mut reachable: ResMut<ReachableSpaces>,
) {
    let Some(view) = table.get() else { return };
    sel.follow(view.match_state.steps);
    let playing = *screen.get() == Screen::Match && *menu.get() == Menu::None;
    let lesson_spaces = view.kind.lesson().and_then(|l| l.run.stage()).map(|s| s.spaces.clone()).unwrap_or_default();
    let spaces = match turn.acting().filter(|_| playing) {
        // In a lesson, before any card is picked, the spaces that matter to the stage.
        Some(_) if sel.cards.is_empty() && !lesson_spaces.is_empty() => lesson_spaces,
        // Cards that make an advance and attack: where the advance lands, with the step
        // the person chose.
        Some(_) => match choices.for_intent(Intent::AdvanceAttack, &sel.cards, sel.step) {
            Ok(action) if sel.cards.len() >= 2 => choices.verdict(action).ok().and_then(|c| c.to).into_iter().collect(),
            _ => choices.reachable(&sel.cards),
        },
        None => Vec::new(),
    };
    reachable.set_if_neq(ReachableSpaces(spaces));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>().add_message::<MatchCommand>().add_systems(
        Update,
        (
            navigation_keys,
            next_round_key.run_if(in_state(Stage::RoundOver).and_then(in_state(Menu::None))),
            (keyboard_commands, apply_commands, click_space).chain().run_if(playing_unpaused),
            track_selection.run_if(in_state(Screen::Match)),
        )
            .chain()
            .in_set(InputSet)
            .in_set(crate::AppSystems::Input),
    );
}
