//! The person's hand at the bottom, with the action buttons: cards are picked by clicking
//! (or keys 1–5), and each button asks the model of the person's choices whether its
//! action is allowed with the picked cards, and if not, why (its hover text).

use super::layout::{PanelLayout, PanelSet, never_shrinking, panel_root};
use crate::game::ai_driver::AiDriver;
use crate::game::choices::Intent;
use crate::game::{ActionRequested, Choices, MatchView, Seats, TableView, Turn};
use crate::lang::{Lang, terms};
use crate::rules::{Cards, MatchPhase, Side};
use crate::tr;
use crate::ui::input::Selection;
use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, FontId, RichText, Sense, Stroke, StrokeKind, vec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

const CARD_W: f32 = 62.0;
const CARD_H: f32 = 90.0;

/// The hand panel's action buttons, in their order; the last only where the rules have
/// an advance and attack (R3: Advanced).
const BUTTONS: [Intent; 4] = [Intent::Advance, Intent::Retreat, Intent::Attack, Intent::AdvanceAttack];

/// The action buttons' text size in points: smaller on a compact screen.
fn button_text_size(compact: bool) -> f32 {
    if compact { 15.0 } else { 17.0 }
}

/// The width in points of the widest button among `intents` with its label at
/// `text_size` points (its label and 24 points of padding, at least 104).
fn widest_button(ui: &egui::Ui, lang: &Lang, intents: &[Intent], text_size: f32) -> f32 {
    let font = FontId::proportional(text_size);
    intents
        .iter()
        .map(|i| ui.painter().layout_no_wrap(i.label(lang), font.clone(), Color32::WHITE).size().x + 24.0)
        .fold(104.0f32, f32::max)
}

/// Paints one card face; returns its response. The face is the table's card: cream
/// paper in a gold frame, the value large in the middle and small in two corners, and one
/// small square per space the card moves. A screen reader hears it as a check box named
/// `label` ("Card 4"), checked when picked. `scale` is the size against the full one
/// ([`CARD_W`] × [`CARD_H`] points), 0.7 on a compact screen. `sense` is a click while the
/// person may pick cards, a hover otherwise (so that Tab does not stop on it).
///
/// The card lies on the table with a soft shadow; it rises a little under the pointer or
/// the keyboard's focus and further when picked (its shadow deepening), eased at the
/// animation speed ([`Look::motion`]). The step card of an advance and attack (`step`)
/// stands apart from the attack's: lifted half as far. `dealt` (0..=1) is how far it has
/// come from the draw pile: it flies from the pile's place on the screen (`from`, where
/// the view shows the pile), growing to its size, into its place in the hand, or slides
/// down into it from above where no pile is in view (a card whose turn has not come, 0,
/// waits on the pile).
fn card_face(
    ui: &mut egui::Ui,
    value: u8,
    (selected, usable, step): (bool, bool, bool),
    label: &str,
    scale: f32,
    sense: Sense,
    (dealt, from): (f32, Option<egui::Pos2>),
) -> egui::Response {
    let (rect, resp) = ui.allocate_exact_size(vec2(CARD_W, CARD_H) * scale, sense);
    resp.widget_info(|| egui::WidgetInfo::selected(egui::WidgetType::Checkbox, usable, selected, label));
    let look = crate::ui::style::Look::of(ui.ctx());
    let ctx = ui.ctx().clone();
    let raised =
        ctx.animate_bool_with_time(resp.id.with("raised"), resp.hovered() || resp.has_focus(), look.motion(0.12));
    let picked = ctx.animate_bool_with_time(resp.id.with("picked"), selected, look.motion(0.15));
    let stepping = ctx.animate_bool_with_time(resp.id.with("step"), step, look.motion(0.15));
    let lift = ((10.0 - 5.0 * stepping) * picked + 4.0 * raised) * scale;
    let arriving = 1.0 - dealt.clamp(0.0, 1.0);
    let (rect, p) = match from {
        Some(pile) if arriving > 0.0 => {
            // Eased out: fast off the pile, settling into the hand; drawn above the panels,
            // which would clip it on its way over the view.
            let t = 1.0 - arriving * arriving;
            let size = rect.size() * (FROM_PILE_SIZE + (1.0 - FROM_PILE_SIZE) * t);
            let centre = pile.lerp(rect.center() - vec2(0.0, lift), t);
            let layer = egui::LayerId::new(egui::Order::Foreground, resp.id.with("on its way"));
            (egui::Rect::from_center_size(centre, size), ctx.layer_painter(layer))
        }
        _ => (rect.translate(vec2(0.0, -lift - 70.0 * scale * arriving * arriving)), ui.painter().clone()),
    };
    let shadow = egui::epaint::Shadow {
        offset: [2, (3.0 + lift * 0.6).round().clamp(0.0, 40.0) as i8],
        blur: (6.0 + lift * 0.8).round().clamp(0.0, 60.0) as u8,
        spread: 0,
        color: Color32::from_black_alpha(110),
    };
    p.add(shadow.as_shape(rect, 7.0));
    let fill = if usable { Color32::from_rgb(246, 240, 224) } else { Color32::from_rgb(170, 164, 150) };
    p.rect_filled(rect, 7.0, fill);
    p.rect_stroke(rect.shrink(4.0), 4.0, Stroke::new(1.5, Color32::from_rgb(196, 150, 40)), StrokeKind::Inside);
    let stroke = if selected {
        Stroke::new(4.0, crate::ui::style::selected_colour(ui.ctx()))
    } else if usable {
        Stroke::new(2.5, crate::ui::style::usable_colour(ui.ctx()))
    } else {
        Stroke::new(1.0, Color32::from_gray(90))
    };
    p.rect_stroke(rect, 7.0, stroke, StrokeKind::Inside);
    let ink = Color32::from_rgb(28, 26, 32);
    let big = FontId::proportional(48.0 * scale);
    p.text(rect.center() - vec2(0.0, 8.0) * scale, Align2::CENTER_CENTER, format!("{value}"), big, ink);
    let small = FontId::proportional(14.0 * scale.max(0.8));
    let corner = vec2(8.0, 5.0) * scale;
    p.text(rect.left_top() + corner, Align2::LEFT_TOP, format!("{value}"), small.clone(), ink);
    p.text(rect.right_bottom() - corner, Align2::RIGHT_BOTTOM, format!("{value}"), small, ink);
    // The spaces it moves.
    let (size, gap) = (6.0 * scale, 2.5 * scale);
    let n = f32::from(value.clamp(1, 5));
    let x0 = rect.center().x - (n * size + (n - 1.0) * gap) / 2.0;
    for k in 0..value.clamp(1, 5) {
        let x = x0 + f32::from(k) * (size + gap);
        let sq = egui::Rect::from_min_size(egui::pos2(x, rect.bottom() - 24.0 * scale), vec2(size, size));
        p.rect_filled(sq, 1.0, Color32::from_rgb(150, 30, 30));
    }
    if resp.hovered() {
        p.rect_stroke(rect.expand(2.0), 8.0, Stroke::new(1.5, Color32::WHITE), StrokeKind::Outside);
    }
    resp
}

/// How large a card is as it leaves the draw pile, against its size in the hand: about
/// the pile's size in the view.
const FROM_PILE_SIZE: f32 = 0.45;

/// The hand as last drawn, and which of its cards came in when (the panel's own memory).
#[derive(Debug, Clone, Default)]
struct Dealing {
    hand: Vec<u8>,
    /// For each card of `hand`: when it came into the hand (egui's time, seconds), or
    /// `None` for a card that was there.
    since: Vec<Option<f64>>,
}

/// How far each card of `cards` has come from the draw pile (0..=1, 1: in the hand): a
/// card that was not in the hand the frame before is dealt in (cards of a new round one
/// after another), at the animation speed ([`Look::motion`]). Keeps asking for frames
/// while a card is on its way.
fn deal(ctx: &egui::Context, cards: &[u8]) -> Vec<f32> {
    let id = egui::Id::new("dealing the hand");
    let now = ctx.input(|i| i.time);
    let length = f64::from(crate::ui::style::Look::of(ctx).motion(0.35));
    let mut state: Dealing = ctx.data(|d| d.get_temp(id)).unwrap_or_default();
    if state.hand != cards {
        // The cards that were there keep their place in the count; each one more of a
        // value than before is new.
        let mut before = [0u8; 6];
        for &v in &state.hand {
            before[usize::from(v.min(5))] += 1;
        }
        let mut new = 0u32;
        let since = cards
            .iter()
            .map(|&v| {
                let slot = &mut before[usize::from(v.min(5))];
                if *slot > 0 {
                    *slot -= 1;
                    None
                } else {
                    // A whole hand at once (a new round) comes one card after another.
                    let stagger = f64::from(new) * length * 0.35;
                    new += 1;
                    Some(now + stagger)
                }
            })
            .collect();
        state = Dealing { hand: cards.to_vec(), since };
    }
    let out: Vec<f32> = state
        .since
        .iter()
        .map(|s| match s {
            Some(t) if length > 0.0 => ((now - t) / length).clamp(0.0, 1.0) as f32,
            _ => 1.0,
        })
        .collect();
    if out.iter().any(|d| *d < 1.0) {
        ctx.request_repaint();
    }
    ctx.data_mut(|d| d.insert_temp(id, state));
    out
}

/// A small face-up card (the hands at the end of a round): `h` points high. A screen
/// reader hears its value.
pub fn small_card(ui: &mut egui::Ui, value: u8, h: f32) {
    let (rect, resp) = ui.allocate_exact_size(vec2(h * CARD_W / CARD_H, h), Sense::hover());
    resp.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, value.to_string()));
    let p = ui.painter();
    p.rect_filled(rect, 4.0, Color32::from_rgb(250, 247, 238));
    p.rect_stroke(rect, 4.0, Stroke::new(1.0, Color32::from_gray(90)), StrokeKind::Inside);
    p.text(
        rect.center(),
        Align2::CENTER_CENTER,
        format!("{value}"),
        FontId::proportional(h * 0.55),
        Color32::from_rgb(25, 25, 30),
    );
}

/// A hand of `n` cards seen from across the table: `n` overlapping card backs, `h` points
/// high, in the colours of `side` — slate with a silver frame for the left (pewter)
/// fencer, oxblood with a bronze frame for the right one — with a diagonal lattice.
pub fn hand_of_backs(ui: &mut egui::Ui, side: Side, n: u8, h: f32) -> egui::Response {
    let w = h * CARD_W / CARD_H;
    let step = w * 0.45;
    let total = if n == 0 { 0.0 } else { w + step * f32::from(n - 1) };
    let (rect, resp) = ui.allocate_exact_size(vec2(total.max(1.0), h), Sense::hover());
    let (ground, frame) = match side {
        Side::Left => (Color32::from_rgb(52, 62, 80), crate::ui::style::side_colour(Side::Left)),
        Side::Right => (Color32::from_rgb(96, 30, 28), crate::ui::style::side_colour(Side::Right)),
    };
    let p = ui.painter();
    for k in 0..n {
        let card = egui::Rect::from_min_size(rect.left_top() + vec2(step * f32::from(k), 0.0), vec2(w, h));
        p.rect_filled(card, 2.5, ground);
        let inner = card.shrink(2.5);
        let lattice = Stroke::new(0.8, frame.gamma_multiply(0.45));
        let mut d = -inner.height();
        while d < inner.width() {
            let a = egui::pos2(inner.left() + d.max(0.0), inner.top() + (-d).max(0.0));
            let len = (inner.width() - d.max(0.0)).min(inner.height() - (-d).max(0.0));
            p.line_segment([a, a + vec2(len, len)], lattice);
            d += 4.0;
        }
        p.rect_stroke(inner, 1.5, Stroke::new(1.0, frame), StrokeKind::Inside);
        p.rect_stroke(card, 2.5, Stroke::new(0.8, Color32::from_gray(20)), StrokeKind::Outside);
    }
    resp
}

/// What the hand panel shows: worked out from the match and who sits where, so that what
/// it may show is decided in one place (and tested).
#[derive(Debug, Clone, PartialEq)]
pub enum HandPanel {
    /// The hot-seat curtain is up: no card of either hand (R9.6), only who is next.
    Hidden { next: String },
    /// Computer against computer: no hand to show.
    ComputersOnly,
    /// Nothing to show (a match with a person, but no viewer yet).
    Empty,
    /// The viewer's hand.
    Hand {
        /// "Ann's hand".
        owner: String,
        /// The cards, in hand order.
        cards: Vec<u8>,
        /// The viewer may act now (cards can be picked, buttons pressed).
        acting: bool,
        /// Values that take part in a legal action.
        usable: Cards,
        /// The person deciding's name, or the computer thinking, when not acting.
        waiting: Option<String>,
        /// Whether a compact panel says how to pick and act under its buttons: not in a
        /// lesson, whose band says what to find (and takes that room for its words).
        how_to: bool,
    },
}

impl HandPanel {
    /// The panel for the live match `view`.
    pub fn of(
        lang: &Lang,
        view: &TableView,
        players: &Seats,
        turn: &Turn,
        choices: &Choices,
        thinking: bool,
    ) -> HandPanel {
        let match_state = view.match_state;
        let menu_open = turn.menu_open;
        if let Some(next) = turn.curtain {
            return HandPanel::Hidden { next: terms::controller_name(lang, players.get(next)) };
        }
        let Some(side) = turn.shown else {
            return if turn.role.has_player() { HandPanel::Empty } else { HandPanel::ComputersOnly };
        };
        let acting = turn.acting_now() == Some(side)
            && match_state.match_phase == MatchPhase::Playing
            && choices.decision.is_some_and(|(s, _)| s == side);
        let waiting = (!acting).then(|| {
            let who = match_state.decider.map(|s| terms::controller_name(lang, players.get(s))).unwrap_or_default();
            // Paused on the viewer's own decision: not "waiting for" the viewer.
            if menu_open && match_state.decider == Some(side) {
                lang.get("paused")
            } else if thinking {
                tr!(lang, "is-thinking", who = who)
            } else if !who.is_empty() && match_state.match_phase == MatchPhase::Playing {
                tr!(lang, "waiting-for", who = who)
            } else {
                String::new()
            }
        });
        HandPanel::Hand {
            owner: crate::ui::words::whose_hand(lang, players, side),
            cards: view.hand(side).to_vec(),
            acting,
            usable: if acting { choices.usable_values() } else { Cards::EMPTY },
            waiting,
            how_to: true,
        }
    }
}

/// Draws `panel` into `ui` (a bottom panel); returns the action a button asked for.
/// `pad_cursor` is the place of the gamepad's cursor in the hand while the pad is in use
/// (a ring shows it, and the help names the pad's buttons), `None` with keyboard and mouse.
pub fn hand_panel_ui(
    ui: &mut egui::Ui,
    lang: &Lang,
    panel: &HandPanel,
    choices: &Choices,
    selection: &mut Selection,
    pad_cursor: Option<usize>,
) -> Option<crate::rules::Action> {
    let pad = pad_cursor.is_some();
    let help = |keys: &str| lang.get(&if pad { format!("{keys}-pad") } else { keys.to_string() });
    let mut asked = None;
    match panel {
        HandPanel::Hidden { next } => {
            egui::Panel::bottom("hand").frame(crate::ui::style::hand_frame()).min_size(150.0).show(ui, |ui| {
                ui.label(RichText::new(tr!(lang, "your-hand-hidden", who = next.as_str())).italics());
            });
        }
        HandPanel::ComputersOnly => {
            egui::Panel::bottom("hand").frame(crate::ui::style::hand_frame()).show(ui, |ui| {
                ui.label(lang.get("computers-only"));
            });
        }
        HandPanel::Empty => {}
        HandPanel::Hand { owner, cards, acting, usable, waiting, how_to } => {
            // Smaller cards and buttons on a compact screen, the owner's name above them.
            let compact = crate::ui::style::compact(ui.ctx());
            let (scale, min_height): (f32, f32) = if compact { (0.7, 100.0) } else { (1.0, 150.0) };
            // The panel keeps the tallest height it had in this match at this window size: the
            // hint line and the picked cards (or a wrapped label) must not move the view
            // above it.
            let size = ui.ctx().content_rect().size();
            // (A lesson's panel, without the help, has a height of its own.)
            let at = (size.x.round() as i32, size.y.round() as i32);
            let tallest = egui::Id::new(("hand panel height", owner.as_str(), *how_to, at));
            egui::Panel::bottom("hand").frame(crate::ui::style::hand_frame()).min_size(min_height).show(ui, |ui| {
                never_shrinking(ui, tallest, |ui| {
                    ui.add_space(if compact { 6.0 } else { 14.0 });
                    // The key help when there is room for it (it is in the buttons' hover texts too).
                    let wide = ui.available_width() > 900.0;
                    ui.horizontal(|ui| {
                        ui.vertical(|ui| {
                            if compact {
                                return;
                            }
                            ui.label(RichText::new(owner).strong());
                            if !wide {
                                return;
                            }
                            ui.label(RichText::new(help("keys-pick")).small());
                            ui.label(RichText::new(help("keys-move")).small());
                            ui.label(RichText::new(help("keys-enter")).small());
                        });
                        if !compact {
                            ui.add_space(10.0);
                        }
                        // The cards take the room the buttons leave: a hand of many cards
                        // (up to 10, R2.2) in a narrow panel is drawn smaller, so that
                        // every button stays in the panel (they were cut off at its edge).
                        let scale = {
                            let widest = widest_button(ui, lang, &BUTTONS, button_text_size(compact));
                            // One column of buttons at their widest, or two of at least 60
                            // points on a compact screen; the space before them and a margin.
                            let buttons = if compact { 2.0 * 60.0 + 8.0 + 8.0 } else { widest + 16.0 } + 8.0;
                            let per_card = (ui.available_width() - buttons) / cards.len().max(1) as f32;
                            let fits = (per_card - ui.spacing().item_spacing.x) / CARD_W;
                            scale.min(fits).max(0.4)
                        };
                        let dealt = deal(ui.ctx(), cards);
                        let pile = super::pile_labels::draw_pile_on_screen(ui.ctx());
                        let step = step_card(cards, choices, selection);
                        for (i, &v) in cards.iter().enumerate() {
                            let selected = crate::ui::input::picked_at(cards, &selection.cards, i);
                            let label = tr!(lang, "card-label", value = v);
                            let sense = if *acting { Sense::click() } else { Sense::hover() };
                            let how = (selected, usable.count(v) > 0, step == Some(i));
                            let r = card_face(ui, v, how, &label, scale, sense, (dealt[i], pile));
                            if *acting && pad_cursor == Some(i) {
                                // The pad's cursor: a white ring below the card, not a colour.
                                let at = r.rect.expand(5.0);
                                ui.painter().rect_stroke(
                                    at,
                                    10.0,
                                    Stroke::new(3.0, Color32::WHITE),
                                    StrokeKind::Outside,
                                );
                                ui.painter().text(
                                    at.center_bottom() + vec2(0.0, 4.0),
                                    Align2::CENTER_TOP,
                                    "▲",
                                    FontId::proportional(14.0),
                                    Color32::WHITE,
                                );
                            }
                            if *acting && r.clicked() {
                                if selected {
                                    selection.unpick(v);
                                } else {
                                    selection.pick(v);
                                }
                            }
                        }
                        ui.add_space(if compact { 8.0 } else { 16.0 });
                        ui.vertical(|ui| {
                            // Beside the cards, over the buttons: no row of its own; under the
                            // parry prompt while defending.
                            if compact && !(choices.defending && waiting.is_none()) {
                                ui.label(RichText::new(owner).strong().small());
                            }
                            if let Some(w) = waiting {
                                if !w.is_empty() {
                                    ui.label(RichText::new(w).italics());
                                }
                                return;
                            }
                            // While defending, the parry prompt offers the answers.
                            // Advance & attack only where the rules have it (R3: Advanced).
                            let intents: &[Intent] = if choices.defending {
                                &[]
                            } else if choices.indirect_attack {
                                &BUTTONS
                            } else {
                                &BUTTONS[..3]
                            };
                            // Two by two, so that they fit beside the cards in a small window; one
                            // above the other where two of the longest label do not fit (a narrow
                            // window, a large UI scale, a language of long words). On a compact
                            // screen, where there is no height for four rows, always two by two,
                            // a long label wrapping inside its button.
                            let room = ui.available_width() - 8.0;
                            let text_size = button_text_size(compact);
                            let widest = widest_button(ui, lang, intents, text_size);
                            let columns = if compact || 2.0 * widest + 8.0 <= room { 2 } else { 1 };
                            // On a compact screen half the room each, but never wider than they
                            // were with a fuller hand of this owner at this window size: a hand
                            // of fewer cards leaves more room, and wider buttons would wrap
                            // their words otherwise and change the panel's height.
                            let (button_w, button_h) = if compact {
                                let fits = ((room - 8.0) / 2.0).max(60.0);
                                let narrowest = tallest.with("buttons' width");
                                let w = ui.ctx().data(|d| d.get_temp::<f32>(narrowest)).map_or(fits, |w| w.min(fits));
                                ui.ctx().data_mut(|d| d.insert_temp(narrowest, w));
                                (w, 28.0)
                            } else {
                                (widest, 32.0)
                            };
                            // On a compact screen a long label is drawn smaller (down to 12
                            // points) to stay on one line; past that it wraps.
                            let text_size = if compact && widest > button_w {
                                (text_size * (button_w - 24.0) / (widest - 24.0)).max(12.0)
                            } else {
                                text_size
                            };
                            ui.set_max_width(room);
                            let gap = if compact { 4.0 } else { 8.0 };
                            // Rows of buttons of one width (the widest label's, or half the
                            // room on a compact screen), not a grid: a grid lays a frame out
                            // with the last frame's column widths, which a hand of other cards
                            // made narrower (the buttons drew over each other for a frame).
                            ui.scope(|ui| {
                                ui.spacing_mut().item_spacing = vec2(8.0, gap);
                                for row in intents.chunks(columns) {
                                    ui.horizontal(|ui| {
                                        for &i in row {
                                            let res = choices.for_intent(i, &selection.cards, selection.step);
                                            let text = RichText::new(i.label(lang)).size(text_size);
                                            let button = egui::Button::new(text).wrap_mode(if compact {
                                                egui::TextWrapMode::Wrap
                                            } else {
                                                egui::TextWrapMode::Extend
                                            });
                                            let b = ui
                                                .add_enabled_ui(res.is_ok(), |ui| {
                                                    ui.add_sized([button_w, button_h], button)
                                                })
                                                .inner;
                                            let b = match &res {
                                                Ok(a) => b.on_hover_text(terms::action(lang, a)),
                                                Err(why) => b.on_disabled_hover_text(crate::ui::words::capitalized(
                                                    &why.text(lang),
                                                )),
                                            };
                                            if b.clicked()
                                                && let Ok(action) = res
                                            {
                                                asked = Some(action);
                                            }
                                        }
                                    });
                                }
                            });
                            if choices.defending {
                                // On a compact screen the parry prompt lies here, over this.
                                if !compact {
                                    ui.label(lang.get("answer-in-box"));
                                }
                            } else if compact {
                                // The same small line picked or not, so that the panel keeps its
                                // height (the picked cards stand raised in the hand), unless the
                                // picked cards make an advance and attack that reads two ways.
                                if !step_choice(ui, lang, choices, selection) && *how_to {
                                    ui.label(RichText::new(help("pick-then-act")).small());
                                }
                            } else if selection.cards.is_empty() {
                                // Stacked buttons leave no room for the hint (the buttons' hover
                                // texts say it too).
                                if columns == 2 {
                                    ui.label(help("pick-then-act"));
                                }
                            } else if !step_choice(ui, lang, choices, selection) {
                                ui.horizontal(|ui| {
                                    ui.label(lang.get("picked"));
                                    picked_in_use(ui, lang, choices, selection);
                                });
                            }
                        });
                    });
                });
            });
        }
    }
    asked
}

/// The picked cards as the action they make uses them: for an advance and attack (R4.3)
/// the step card first, then the attack's cards ("Advance 3 → Attack 4 4"); otherwise
/// in order of value.
fn picked_in_use(ui: &mut egui::Ui, lang: &Lang, choices: &Choices, selection: &Selection) {
    let h = 26.0;
    match choices.for_intent(Intent::AdvanceAttack, &selection.cards, selection.step) {
        Ok(crate::rules::Action::AdvanceAttack { advance, value, count }) => {
            ui.label(RichText::new(Intent::Advance.label(lang)).small());
            small_card(ui, advance, h);
            ui.label("→");
            ui.label(RichText::new(Intent::Attack.label(lang)).small());
            for _ in 0..count {
                small_card(ui, value, h);
            }
        }
        _ => {
            for v in selection.cards.to_vec() {
                small_card(ui, v, h);
            }
        }
    }
}

/// Which card of `hand` (its index) is the step of the advance and attack the picked
/// cards make (R4.3), if they make one: the first picked card of the step's value.
fn step_card(hand: &[u8], choices: &Choices, selection: &Selection) -> Option<usize> {
    let Ok(crate::rules::Action::AdvanceAttack { advance, .. }) =
        choices.for_intent(Intent::AdvanceAttack, &selection.cards, selection.step)
    else {
        return None;
    };
    (0..hand.len()).find(|&i| hand[i] == advance && crate::ui::input::picked_at(hand, &selection.cards, i))
}

/// When the picked cards make an advance and attack that reads two ways (R4.3: two values
/// whose sum is the distance), one choice per reading, each naming the card to advance
/// with and the space the advance lands on; the chosen one is what Advance & attack and
/// Enter play (at first, the card picked first). Returns whether it drew them.
fn step_choice(ui: &mut egui::Ui, lang: &Lang, choices: &Choices, selection: &mut Selection) -> bool {
    let readings = choices.readings(&selection.cards);
    if readings.len() < 2 {
        return false;
    }
    let chosen = choices.for_intent(Intent::AdvanceAttack, &selection.cards, selection.step).ok();
    let mut options = |ui: &mut egui::Ui, small: bool| {
        for c in &readings {
            let crate::rules::Action::AdvanceAttack { advance, .. } = c.action else { continue };
            let space = c.to.unwrap_or_default();
            let text = tr!(lang, "advance-reading", card = advance, space = space);
            let text = if small { RichText::new(text).small() } else { RichText::new(text) };
            let on = chosen == Some(c.action);
            let r = ui.selectable_label(on, text).on_hover_text(terms::action(lang, &c.action));
            if r.clicked() {
                selection.step = Some(advance);
            }
        }
    };
    if crate::ui::style::compact(ui.ctx()) {
        // In the place of the compact panel's small two-line hint, and no taller: the
        // question on one line, the two readings side by side under it, small and close.
        ui.vertical(|ui| {
            ui.spacing_mut().item_spacing.y = 0.0;
            ui.spacing_mut().button_padding.y = 0.0;
            ui.spacing_mut().interact_size.y = 0.0;
            ui.label(RichText::new(lang.get("advance-with")).small());
            ui.horizontal(|ui| options(ui, true));
        });
    } else {
        ui.horizontal_wrapped(|ui| {
            ui.label(lang.get("advance-with"));
            options(ui, false);
        });
    }
    true
}

fn draw_hand(
    mut contexts: EguiContexts,
    mut layout: ResMut<PanelLayout>,
    table: MatchView,
    players: Res<Seats>,
    turn: Res<crate::game::Turn>,
    choices: Res<Choices>,
    driver: Res<AiDriver>,
    mut selection: ResMut<Selection>,
    mut actions: MessageWriter<ActionRequested>,
    lang: Res<Lang>,
    device: Res<crate::ui::gamepad::InputDevice>,
    cursor: Res<crate::ui::gamepad::HandCursor>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(view) = table.get() else { return Ok(()) };
    let lesson = view.kind.lesson();
    let mut panel = HandPanel::of(&lang, &view, &players, &turn, &choices, driver.busy());
    // In a lesson the cards that matter stand out: the others are shown as not in play
    // (they can still be picked, and the lesson says why they are not the ones).
    if let (Some(_), HandPanel::Hand { how_to, .. }) = (lesson, &mut panel) {
        *how_to = false;
    }
    if let (Some(stage), HandPanel::Hand { usable, .. }) = (lesson.and_then(|l| l.run.stage()), &mut panel)
        && !stage.cards.is_empty()
    {
        let mut only = Cards::EMPTY;
        for v in crate::rules::VALUES {
            if stage.cards.contains(&v) {
                for _ in 0..usable.count(v) {
                    only.add(v);
                }
            }
        }
        *usable = only;
    }
    // At a round's or the match's end on a compact screen the band above the piste shows
    // both hands and the buttons: the hand panel gives its room to the view.
    let ended = matches!(view.match_state.match_phase, MatchPhase::RoundOver(_) | MatchPhase::Over { .. });
    if ended && lesson.is_none() && crate::ui::style::compact(ctx) {
        return Ok(());
    }
    let mut root = panel_root(ctx, "hand panel", &layout);
    selection.follow(view.match_state.steps);
    if let Some(action) =
        hand_panel_ui(&mut root, &lang, &panel, &choices, &mut selection, device.gamepad.then_some(cursor.0))
        && let Some(side) = choices.decision.map(|(s, _)| s)
    {
        actions.write(ActionRequested { side, action });
        selection.clear();
    }
    layout.free = root.available_rect_before_wrap();
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw_hand.in_set(PanelSet::Bottom));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;
    use egui::accesskit::Role;

    /// The player's hand panel while acting, drawn for `frames` (hand, picked cards) one
    /// frame each on a screen of `w` × `h` points in `language`: per frame, the panel's
    /// height and the rectangles of the action buttons.
    fn frames(language: Language, (w, h): (f32, f32), frames: &[(&[u8], &[u8])]) -> Vec<(f32, Vec<egui::Rect>)> {
        let lang = Lang::new(language);
        let ctx = crate::ui::style::test_context();
        ctx.enable_accesskit();
        let labels: Vec<String> = BUTTONS.map(|i| i.label(&lang)).into();
        let mut out = Vec::new();
        for (hand, picked) in frames {
            let cards = Cards::from_values(hand).unwrap();
            // At distance 8 a 3 and a 5 are an advance and attack that reads two ways
            // (R4.3): the panel offers the step.
            let mut all = Vec::new();
            if cards.count(3) > 0 && cards.count(5) > 0 {
                for (advance, value) in [(3, 5), (5, 3)] {
                    let action = crate::rules::Action::AdvanceAttack { advance, value, count: 1 };
                    let cards = action.cards(None);
                    all.push(crate::game::choices::Choice {
                        action,
                        to: Some(4 + advance),
                        heading: 1,
                        cards,
                        verdict: Ok(()),
                    });
                }
            }
            let choices = Choices {
                decision: Some((Side::Left, 3)),
                distance: 8,
                hand: cards,
                indirect_attack: true,
                all,
                ..Default::default()
            };
            let panel = HandPanel::Hand {
                owner: "You".into(),
                cards: hand.to_vec(),
                acting: true,
                usable: cards,
                waiting: None,
                how_to: true,
            };
            let mut selection = Selection::default();
            for &v in *picked {
                selection.pick(v);
            }
            let input = egui::RawInput {
                screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h))),
                ..Default::default()
            };
            let mut height = 0.0;
            let shown = ctx.run_ui(input, |ui| {
                hand_panel_ui(ui, &lang, &panel, &choices, &mut selection, None);
                height = h - ui.available_rect_before_wrap().bottom();
            });
            let update = shown.platform_output.accesskit_update.expect("AccessKit is on");
            // Each node once (a frame laid out again lists its nodes again).
            let mut seen = std::collections::HashSet::new();
            let buttons = update
                .nodes
                .iter()
                .filter(|(id, _)| seen.insert(*id))
                .filter(|(_, n)| n.role() == Role::Button && n.label().is_some_and(|l| labels.iter().any(|b| b == l)))
                .filter_map(|(_, n)| n.bounds())
                .map(|b| {
                    egui::Rect::from_min_max(egui::pos2(b.x0 as f32, b.y0 as f32), egui::pos2(b.x1 as f32, b.y1 as f32))
                })
                .collect();
            out.push((height, buttons));
        }
        out
    }

    /// The screens the hand panel is drawn on, in points: a roomy one, 1280 × 720, and the
    /// compact form at 1024 × 600 with 160% (German) and at its smallest.
    const SCREENS: [(Language, (f32, f32)); 3] = [
        (Language::English, (1280.0, 720.0)),
        (Language::German, (640.0, 375.0)),
        (Language::Japanese, (640.0, 360.0)),
    ];

    /// The action buttons drew over each other for a frame when the hand went from five
    /// cards to four ("AdvancRetreat"): the grid laid the frame out with the last frame's
    /// column widths. In every frame now, all four buttons are there and none overlaps
    /// another.
    #[test]
    fn the_action_buttons_never_lie_over_each_other_when_the_hand_changes() {
        let hands: [(&[u8], &[u8]); 6] = [
            (&[1, 2, 3, 4, 5], &[]),
            (&[1, 2, 3, 4], &[]),
            (&[5], &[]),
            (&[1, 2, 3, 4, 5], &[]),
            (&[2, 3], &[]),
            (&[1, 1, 2, 4, 5], &[]),
        ];
        for (language, screen) in SCREENS {
            for (k, (_, buttons)) in frames(language, screen, &hands).iter().enumerate() {
                assert_eq!(buttons.len(), 4, "{language:?} {screen:?}, frame {k}: {buttons:?}");
                for (i, a) in buttons.iter().enumerate() {
                    for b in &buttons[i + 1..] {
                        let overlap = a.intersect(*b);
                        assert!(
                            overlap.width() <= 0.5 || overlap.height() <= 0.5,
                            "{language:?} {screen:?}, frame {k}: {a:?} and {b:?} overlap"
                        );
                    }
                }
            }
        }
    }

    /// A hand of ten cards (R2.2's largest) pushed the action buttons past the panel's edge
    /// at 1280 × 720 (the panel is 1000 points wide beside the side panel), where they were
    /// cut off and could not be pressed. The cards are drawn smaller instead: every button is
    /// whole inside the panel, in every screen.
    #[test]
    fn a_hand_of_ten_cards_leaves_every_button_in_the_panel() {
        let ten: [(&[u8], &[u8]); 2] =
            [(&[1, 1, 2, 2, 3, 3, 4, 4, 5, 5], &[]), (&[1, 1, 2, 2, 3, 3, 4, 4, 5, 5], &[3])];
        let screens =
            [(Language::English, (1000.0, 720.0)), (Language::German, (1000.0, 720.0))].into_iter().chain(SCREENS);
        for (language, (w, h)) in screens {
            for (k, (_, buttons)) in frames(language, (w, h), &ten).iter().enumerate() {
                assert_eq!(buttons.len(), 4, "{language:?} {w}x{h}, frame {k}: {buttons:?}");
                for b in buttons {
                    assert!(
                        b.right() <= w + 0.5 && b.left() >= 0.0,
                        "{language:?} {w}x{h}, frame {k}: {b:?} past the edge"
                    );
                }
            }
        }
    }

    /// The hand panel grew when cards were picked ("Gewählt:" at 1024 × 600, and the choice
    /// of the step of an advance and attack, "Vorrücken mit:", a row over three lines) and
    /// the view of the piste above it jumped. Its height now stays the same from its first
    /// frame, picked or not, with the step to choose, with a hand of five cards or of one.
    #[test]
    fn the_hand_panel_keeps_its_height_when_cards_are_picked_or_the_hand_shrinks() {
        let steps: [(&[u8], &[u8]); 7] = [
            (&[1, 2, 3, 4, 5], &[]),
            (&[1, 2, 3, 4, 5], &[]),
            (&[1, 2, 3, 4, 5], &[3]),
            (&[1, 2, 3, 4, 5], &[3, 5]),
            (&[2, 3, 3, 5], &[3, 3]),
            (&[4], &[]),
            (&[1, 2, 3, 4, 5], &[2]),
        ];
        for (language, screen) in SCREENS {
            let heights: Vec<f32> = frames(language, screen, &steps).iter().map(|(h, _)| *h).collect();
            assert!(heights[0] > 50.0, "{language:?} {screen:?}: {heights:?}");
            for h in &heights {
                assert!((h - heights[0]).abs() <= 0.5, "{language:?} {screen:?}: the panel's heights {heights:?}");
            }
        }
    }
}
