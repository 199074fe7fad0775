//! The bot protocol (`docs/BOT_PROTOCOL.md`), as pure functions: one JSON request line
//! (a player's view of a round) in, one JSON answer line out. `en-garde bot` wraps
//! [`respond`] in a stdin/stdout loop.
//!
//! A request is turned into an [`Observation`] and checked for consistency first: the
//! round always starts from a deal (R2.2), so the discard pile is exactly the cards of
//! `history` (a `Parry` entry plays the cards of the attack it answers); positions follow
//! from the history's moves; hands, history, opponent's hand size and the draw pile (and
//! under Duell D7 the five cards set aside) make up the 25 cards of the deck. Then the
//! history is replayed through the rules themselves from a deal consistent with it (who
//! acts when, what answers an attack, what each level allows, how hands refill), and must
//! end where the request says the round stands. Anything else is answered with
//! `{"error": "..."}` naming the first impossible entry; nothing panics on any input.

use super::bot::Bot;
use crate::rules::matchplay::MatchRng;
use crate::rules::round::Position;
use crate::rules::{
    Action, ActionList, Attack, Cards, DECK_SIZE, Dir, DuellCard, LEFT_START, Level, MAX_VALUE, Observation, PISTE_LEN,
    Phase, Played, RIGHT_START, Round, RuleSet, Side,
};
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// Why a request line got an error answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProtocolError {
    /// Not a JSON object of the request format.
    #[error("malformed request: {0}")]
    Malformed(String),
    /// Well-formed, but no round of En Garde can be in this state.
    #[error("impossible position: {0}")]
    Impossible(String),
}

/// An action on the wire: `{"action":"Move","dir":"Forward","card":3}` and so on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action")]
pub enum WireAction {
    Move { dir: Dir, card: u8 },
    Attack { value: u8, count: u8 },
    AdvanceAttack { advance: u8, value: u8, count: u8 },
    Parry,
    Retreat { card: u8 },
}

impl From<Action> for WireAction {
    fn from(a: Action) -> Self {
        match a {
            Action::Move { dir, card } => WireAction::Move { dir, card },
            Action::Attack { value, count } => WireAction::Attack { value, count },
            Action::AdvanceAttack { advance, value, count } => WireAction::AdvanceAttack { advance, value, count },
            Action::Parry => WireAction::Parry,
            Action::Retreat { card } => WireAction::Retreat { card },
        }
    }
}

impl From<WireAction> for Action {
    fn from(a: WireAction) -> Self {
        match a {
            WireAction::Move { dir, card } => Action::Move { dir, card },
            WireAction::Attack { value, count } => Action::Attack { value, count },
            WireAction::AdvanceAttack { advance, value, count } => Action::AdvanceAttack { advance, value, count },
            WireAction::Parry => Action::Parry,
            WireAction::Retreat { card } => Action::Retreat { card },
        }
    }
}

#[derive(Deserialize)]
struct WirePlayed {
    who: Side,
    #[serde(flatten)]
    action: WireAction,
}

#[derive(Deserialize)]
enum WirePhase {
    Turn,
    Defend,
}

#[derive(Deserialize)]
struct WireAttack {
    value: u8,
    count: u8,
    indirect: bool,
}

#[derive(Deserialize)]
struct WireScore {
    left: u8,
    right: u8,
}

#[derive(Deserialize)]
struct Request {
    level: Level,
    you: Side,
    left_pos: u8,
    right_pos: u8,
    hand: Vec<u8>,
    opponent_hand_size: u8,
    draw_pile: u8,
    phase: WirePhase,
    #[serde(default)]
    pending: Option<WireAttack>,
    history: Vec<WirePlayed>,
    #[serde(default)]
    score: Option<WireScore>,
    #[serde(default)]
    target: Option<u8>,
    #[serde(default)]
    think_ms: Option<u64>,
    #[serde(default)]
    opponent_hand: Option<Vec<u8>>,
    #[serde(default)]
    duell_card: Option<DuellCard>,
}

/// A parsed request: the bot's view, and the request's own time budget (`think_ms`).
#[derive(Clone, Debug)]
pub struct ParsedRequest {
    pub observation: Observation,
    /// `think_ms` of the request, if given (1 ms ..= 60 s).
    pub think: Option<Duration>,
}

fn impossible(msg: impl Into<String>) -> ProtocolError {
    ProtocolError::Impossible(msg.into())
}

fn cards_of(values: &[u8], what: &str) -> Result<Cards, ProtocolError> {
    if values.len() > DECK_SIZE {
        return Err(impossible(format!("{what} holds {} cards; the deck has 25 (R1.2)", values.len())));
    }
    Cards::from_values(values).ok_or_else(|| impossible(format!("{what} holds a card value outside 1..=5 (R1.2)")))
}

/// Parses and checks one request line and builds the bot's [`Observation`] from it.
///
/// # Errors
/// [`ProtocolError::Malformed`] for anything that is not a request object,
/// [`ProtocolError::Impossible`] for a position no round can reach.
pub fn parse_request(line: &str) -> Result<ParsedRequest, ProtocolError> {
    let req: Request = serde_json::from_str(line).map_err(|e| ProtocolError::Malformed(e.to_string()))?;
    let card = match (req.level, req.duell_card) {
        (_, None) => None,
        (Level::Duell, Some(DuellCard::D3)) => {
            return Err(impossible("duell_card D3 is replaced by the card the starter chose (D4..D7, R8)"));
        }
        (Level::Duell, Some(c)) => Some(c),
        (l, Some(_)) => return Err(impossible(format!("duell_card is only used at the Duell level, not {l}"))),
    };
    let rules = RuleSet::for_level(req.level).round_rules(card);
    let (lp, rp) = (req.left_pos, req.right_pos);
    if !(1..=PISTE_LEN).contains(&lp) || !(1..=PISTE_LEN).contains(&rp) {
        return Err(impossible(format!("positions {lp} and {rp}: spaces are 1..=23 (R1.1)")));
    }
    if lp >= rp {
        return Err(impossible(format!("left_pos {lp} must be left of right_pos {rp} (R1.4)")));
    }
    let hand = cards_of(&req.hand, "hand")?;
    if hand.len() > rules.hand_size {
        return Err(impossible(format!(
            "the hand holds {} cards; the hand size is {} (R2.2)",
            hand.len(),
            rules.hand_size
        )));
    }
    if req.opponent_hand_size > rules.hand_size {
        return Err(impossible(format!(
            "opponent_hand_size {} is above the hand size {} (R2.2)",
            req.opponent_hand_size, rules.hand_size
        )));
    }
    let opp_hand = match req.opponent_hand {
        None => None,
        Some(_) if !rules.open_hands() => {
            return Err(impossible("opponent_hand may only be given under open hands (Duell D4, R7.2)"));
        }
        Some(v) => {
            let c = cards_of(&v, "opponent_hand")?;
            if c.len() != req.opponent_hand_size {
                return Err(impossible("opponent_hand does not hold opponent_hand_size cards"));
            }
            Some(c)
        }
    };

    // Replay the public history: the discard pile and the positions it leads to.
    if req.history.len() > DECK_SIZE {
        return Err(impossible(format!(
            "{} actions in one round; every action plays a card (R1.2)",
            req.history.len()
        )));
    }
    let mut discard = Cards::EMPTY;
    let mut pos = [LEFT_START, RIGHT_START];
    let mut history = Vec::with_capacity(req.history.len());
    let mut last_attack: Option<(Side, u8, u8)> = None;
    let mut top = None;
    for (i, e) in req.history.iter().enumerate() {
        let action = Action::from(e.action);
        let backward = matches!(action, Action::Move { dir: Dir::Back, .. } | Action::Retreat { .. });
        if backward && !rules.backward_allowed() {
            return Err(impossible(format!("history entry {} moves backward, which Duell D5 forbids (R8)", i + 1)));
        }
        let basic_breach = rules.level == crate::rules::Level::Basic
            && matches!(
                action,
                Action::Parry | Action::Retreat { .. } | Action::AdvanceAttack { .. } | Action::Attack { .. }
            );
        if basic_breach {
            return Err(impossible(format!(
                "history entry {}: in Basic an attack ends the round and nothing is parried (R3, R4.2)",
                i + 1
            )));
        }
        let mut play = |v: u8, k: u8| -> Result<(), ProtocolError> {
            if v == 0 || v > MAX_VALUE || k == 0 || k > MAX_VALUE {
                return Err(impossible(format!("history entry {} plays {k} card(s) of value {v}", i + 1)));
            }
            discard.add_n(v, k);
            top = Some(v);
            Ok(())
        };
        let sign = |who: Side, forward: bool| -> i16 { i16::from(who.forward_sign()) * if forward { 1 } else { -1 } };
        let mut step = |who: Side, forward: bool, by: u8| {
            let p = &mut pos[who.index()];
            *p = (i16::from(*p) + sign(who, forward) * i16::from(by)).clamp(0, 100) as u8;
        };
        match action {
            Action::Move { dir, card } => {
                play(card, 1)?;
                step(e.who, dir == Dir::Forward, card);
            }
            Action::Attack { value, count } => play(value, count)?,
            Action::AdvanceAttack { advance, value, count } => {
                play(advance, 1)?;
                play(value, count)?;
                step(e.who, true, advance);
            }
            Action::Retreat { card } => {
                play(card, 1)?;
                step(e.who, false, card);
            }
            Action::Parry => match last_attack {
                Some((attacker, v, k)) if attacker != e.who => play(v, k)?,
                _ => {
                    return Err(impossible(format!(
                        "history entry {} parries, but no attack by the other fencer precedes it",
                        i + 1
                    )));
                }
            },
        }
        last_attack = match action {
            Action::Attack { value, count } | Action::AdvanceAttack { value, count, .. } => Some((e.who, value, count)),
            _ => None,
        };
        let (l, r) = (pos[0], pos[1]);
        if !(1..=PISTE_LEN).contains(&l) || !(1..=PISTE_LEN).contains(&r) || l >= r {
            return Err(impossible(format!("history entry {} moves a fencer off the piste or past the other", i + 1)));
        }
        history.push(Played { who: e.who, action });
    }
    if pos != [lp, rp] {
        return Err(impossible(format!("the history leads to positions {} and {}, not {lp} and {rp}", pos[0], pos[1])));
    }
    let seen = hand.plus(&discard).plus(&opp_hand.unwrap_or(Cards::EMPTY));
    for v in 1..=MAX_VALUE {
        if seen.count(v) > 5 {
            return Err(impossible(format!(
                "{} cards of value {v} in hand and history; the deck has five (R1.2)",
                seen.count(v)
            )));
        }
    }
    let set_aside: u8 = if rules.ten_card_deal() { 5 } else { 0 };
    if rules.ten_card_deal() && req.draw_pile != 0 {
        return Err(impossible("under Duell D7 there is no draw pile (R8)"));
    }
    let accounted = hand.len() as u32 + discard.len() as u32 + req.opponent_hand_size as u32 + req.draw_pile as u32;
    if accounted + set_aside as u32 != DECK_SIZE as u32 {
        return Err(impossible(format!(
            "hand ({}), played cards ({}), opponent's hand ({}), draw pile ({}){} make {} cards, not 25 (R1.2)",
            hand.len(),
            discard.len(),
            req.opponent_hand_size,
            req.draw_pile,
            if set_aside > 0 { " and 5 set aside" } else { "" },
            accounted + set_aside as u32
        )));
    }
    let (phase, last_drawer) = match (req.phase, &req.pending) {
        (WirePhase::Turn, Some(_)) => return Err(impossible("phase Turn with a pending attack")),
        (WirePhase::Defend, None) => return Err(impossible("phase Defend without a pending attack")),
        (WirePhase::Turn, None) => {
            if req.draw_pile == 0 && !rules.ten_card_deal() {
                return Err(impossible("the draw pile is empty, so the round is over (R6.3)"));
            }
            (Phase::Turn, None)
        }
        (WirePhase::Defend, Some(p)) => {
            if rules.level == crate::rules::Level::Basic {
                return Err(impossible("in Basic an attack hits at once: there is no defence (R3, R4.2)"));
            }
            if p.value == 0 || p.value > MAX_VALUE {
                return Err(impossible(format!("pending attack of value {}: card values are 1..=5 (R1.2)", p.value)));
            }
            let dist = rp - lp;
            if p.count == 0 || p.count > MAX_VALUE || p.value != dist {
                return Err(impossible(format!(
                    "pending attack of {} card(s) of value {} at distance {dist} (R4.2)",
                    p.count, p.value
                )));
            }
            if p.indirect && !rules.level.has_indirect_attack() {
                return Err(impossible(format!("indirect attacks do not exist at the {} level (R3)", rules.level)));
            }
            let last = (req.draw_pile == 0 && !rules.ten_card_deal()).then_some(req.you.opponent());
            (Phase::Defend(Attack { value: p.value, count: p.count, indirect: p.indirect }), last)
        }
    };
    let scores = req.score.as_ref().map_or([0, 0], |s| [s.left, s.right]);
    let target = req.target.unwrap_or(5);
    if !(1..=15).contains(&target) || scores[0] >= target || scores[1] >= target {
        return Err(impossible(format!(
            "score {}–{} with target {target}: the match would be over (target 1..=15, R2.1)",
            scores[0], scores[1]
        )));
    }

    replay_history(rules, req.you, hand, opp_hand, &history, (req.opponent_hand_size, req.draw_pile), phase)?;

    // Any round with this view: the hidden cards dealt in a fixed order (the bot only
    // sees the observation, which holds none of them).
    let unseen = Cards::FULL_DECK.minus(&seen).ok_or_else(|| impossible("too many cards of a value"))?;
    let mut hidden = unseen.to_vec().into_iter();
    let opp_cards = match opp_hand {
        Some(h) => h,
        None => Cards::from_values(&hidden.by_ref().take(req.opponent_hand_size as usize).collect::<Vec<_>>())
            .unwrap_or(Cards::EMPTY),
    };
    let pile: Vec<u8> = hidden.take(req.draw_pile as usize).collect();
    let (left_hand, right_hand) = if req.you == Side::Left { (hand, opp_cards) } else { (opp_cards, hand) };
    let round = Round::from_position(&Position {
        rules,
        left_pos: lp,
        right_pos: rp,
        left_hand,
        right_hand,
        draw_pile: pile,
        to_act: req.you,
    })
    .map_err(impossible)?;
    let mut obs = Observation::of(&round, req.you, scores, target);
    obs.phase = phase;
    obs.to_act = Some(req.you);
    obs.discard = discard;
    obs.discard_top = top;
    obs.set_aside_len = set_aside;
    obs.last_card_drawn_by = last_drawer;
    obs.opponent_hand = opp_hand;
    obs.set_history(&history).map_err(impossible)?;

    let mut list = ActionList::new();
    super::bot::legal_actions(&obs, &mut list);
    if list.is_empty() {
        return Err(impossible(match phase {
            Phase::Defend(_) => "no parry or retreat is possible: the attack has already hit (R5.4)",
            _ => "no legal action: the round is already lost (R4.7)",
        }));
    }
    let think = req.think_ms.map(|ms| Duration::from_millis(ms.clamp(1, 60_000)));
    Ok(ParsedRequest { observation: obs, think })
}

/// Replays `history` through the rules from a deal consistent with it: before each entry,
/// hidden cards are rearranged ([`Round::exchange_hidden`]) so that its player holds the
/// cards it plays and the next entry's player the cards it plays next (so that no player
/// is wrongly judged to have no legal action, R4.7). Every entry must then be one the
/// rules accept, in turn, and the round must end where the request says it stands: the
/// same phase and pending attack, `you` to act, the hand sizes and the draw pile, and a
/// hand that can be `you`'s.
///
/// # Errors
/// [`ProtocolError::Impossible`] naming the first impossible entry, or what differs at
/// the end.
fn replay_history(
    rules: crate::rules::RoundRules,
    you: Side,
    hand: Cards,
    opp_hand: Option<Cards>,
    history: &[Played],
    (opp_size, pile_len): (u8, u8),
    phase: Phase,
) -> Result<(), ProtocolError> {
    let starter = history.first().map_or(you, |p| p.who);
    // The deal: each player holds the first cards it plays; the rest in the pile (or set
    // aside under D7). Which hidden card is where is rearranged as the replay goes.
    let mut left = Cards::EMPTY;
    let mut right = Cards::EMPTY;
    let mut rest = Cards::FULL_DECK;
    let mut pending: Option<Attack> = None;
    for p in history {
        let cards = p.action.cards(pending);
        let h = if p.who == Side::Left { &mut left } else { &mut right };
        for v in cards.to_vec() {
            if h.len() < rules.hand_size && rest.count(v) > 0 {
                h.add(v);
                rest.remove(v, 1);
            }
        }
        pending = match p.action {
            Action::Attack { value, count } => Some(Attack { value, count, indirect: false }),
            Action::AdvanceAttack { value, count, .. } => Some(Attack { value, count, indirect: true }),
            _ => None,
        };
    }
    let mut spare = rest.to_vec().into_iter();
    for h in [&mut left, &mut right] {
        while h.len() < rules.hand_size {
            match spare.next() {
                Some(v) => h.add(v),
                None => break,
            }
        }
    }
    let rest: Vec<u8> = spare.collect();
    let (set_aside, pile) = if rules.ten_card_deal() {
        (Cards::from_values(&rest).unwrap_or(Cards::EMPTY), crate::rules::DrawPile::default())
    } else {
        (Cards::EMPTY, crate::rules::DrawPile::from_top_first(&rest).unwrap_or_default())
    };
    let mut round = Round::dealt_as(rules, starter, [left, right], pile, set_aside).map_err(impossible)?;
    let needs = |i: usize, round: &Round| -> Option<(Side, Cards)> {
        let p = history.get(i)?;
        let attack = match round.phase() {
            Phase::Defend(a) => Some(a),
            _ => None,
        };
        Some((p.who, p.action.cards(attack)))
    };
    for (i, p) in history.iter().enumerate() {
        if round.is_over() {
            return Err(impossible(format!("history entry {} comes after the round has ended", i + 1)));
        }
        if let Some((side, want)) = needs(i, &round) {
            round.exchange_hidden(side, &want, &Cards::EMPTY);
            // The next player keeps what it plays next, so R4.7 is judged on a hand that can
            // make that play (a parrier plays again at once: the same hand).
            // After the last entry, `you` is next, holding its hand.
            let attack_now = match p.action {
                Action::Attack { value, count } => Some(Attack { value, count, indirect: false }),
                Action::AdvanceAttack { value, count, .. } => Some(Attack { value, count, indirect: true }),
                _ => None,
            };
            let (who, later) = match history.get(i + 1) {
                Some(n) => (n.who, n.action.cards(attack_now)),
                None => (you, hand),
            };
            if who == side {
                // A parrier plays again at once: its hand holds both plays.
                round.exchange_hidden(side, &want.plus(&later), &Cards::EMPTY);
            } else {
                round.exchange_hidden(who, &later, &want);
            }
        }
        round.apply(p.who, p.action).map_err(|e| {
            impossible(format!(
                "history entry {} ({}: {}) is refused by the rules: {e}",
                i + 1,
                p.who,
                p.action.describe()
            ))
        })?;
    }
    if round.to_act() != Some(you) {
        return Err(impossible(match round.to_act() {
            None => "the history ends the round".to_string(),
            Some(s) => format!("after the history it is {s}'s turn, not {you}'s"),
        }));
    }
    if round.phase() != phase {
        let words = |p: Phase| match p {
            Phase::Turn => "a normal turn".to_string(),
            Phase::Defend(a) => format!("the answer to the {a}"),
            Phase::Over(_) => "over".to_string(),
        };
        return Err(impossible(format!(
            "after the history the round is at {}, the request says {}",
            words(round.phase()),
            words(phase)
        )));
    }
    let sizes = (round.hand(you).len(), round.hand(you.opponent()).len(), round.draw_pile().len());
    if sizes != (hand.len(), opp_size, pile_len) {
        return Err(impossible(format!(
            "after the history the hands hold {} and {} cards and the draw pile {}, the request says {}, {} and {} \
             (R2.2, R4.6)",
            sizes.0,
            sizes.1,
            sizes.2,
            hand.len(),
            opp_size,
            pile_len
        )));
    }
    let keep = opp_hand.unwrap_or(Cards::EMPTY);
    if !round.exchange_hidden(you, &hand, &keep)
        || opp_hand.is_some_and(|h| !round.exchange_hidden(you.opponent(), &h, &hand))
    {
        return Err(impossible("no deal leads to this hand after this history"));
    }
    Ok(())
}

/// Answers one request line with one JSON line (no newline): the bot's action, or
/// `{"error":"..."}`. `default_think` is the budget when the request gives no `think_ms`.
pub fn respond(line: &str, bot: &mut dyn Bot, default_think: Option<Duration>) -> String {
    match parse_request(line) {
        Err(e) => serde_json::json!({ "error": e.to_string() }).to_string(),
        Ok(req) => {
            if let Some(t) = req.think.or(default_think) {
                bot.set_think_time(t);
            }
            let action = bot.decide(&req.observation);
            let mut list = ActionList::new();
            req.observation.determinize(&mut MatchRng::seed_from_u64(0)).legal_actions(&mut list);
            if !list.contains(&action) {
                return serde_json::json!({ "error": format!("internal: the bot chose an illegal action {action:?}") })
                    .to_string();
            }
            serde_json::to_string(&WireAction::from(action))
                .unwrap_or_else(|e| serde_json::json!({ "error": e.to_string() }).to_string())
        }
    }
}
