//! Puzzles in the running game: a puzzle ([`crate::puzzles`]) opens as a match at its
//! position, you at the deciding side; your action goes through the same
//! [`ActionRequested`] message as in any match, and the puzzle's gate
//! ([`puzzle_gate`], in [`super::vet::Vet`]) judges it instead of playing it — a puzzle is
//! one decision. The first try of each puzzle moves the player's puzzle rating and the
//! puzzle's own (Glicko-2, [`crate::puzzles::rating::after_attempt`]) and the streak; they
//! are kept in the settings (`puzzles`). The daily puzzle is the same for everybody on a
//! date; the trainer picks the untried puzzle nearest the player's rating.

use super::Seats;
use super::components::{MatchEntity, MatchKind};
use super::messages::{ActionRequested, MatchRequest};
pub use super::puzzle::{ActivePuzzle, Attempt, PuzzleMode};
use super::screens::{Menu, Screen};
use super::storage::UserSettings;
use super::table::Table;
use crate::ai::{BotLevel, Controller, Players};
use crate::persist::settings::PuzzleProgress;
use crate::puzzles::rating::{Rating, after_attempt};
use crate::puzzles::{Puzzle, PuzzleSet};
use crate::rules::RuleSet;
use bevy::prelude::*;

/// The shipped puzzles, read once (a broken set is a defect the tests catch; the Puzzles
/// screen shows the sentence instead).
#[derive(Resource, Debug)]
pub struct Puzzles(pub Result<PuzzleSet, String>);

impl Default for Puzzles {
    fn default() -> Self {
        Puzzles(PuzzleSet::shipped().map_err(|e| e.to_string()))
    }
}

/// Today, as days since 1970-01-01 (UTC): the daily puzzle's date.
pub fn today() -> i64 {
    crate::persist::time::UtcTime::now().unix_seconds.div_euclid(86_400)
}

/// The index of the day's puzzle in `set`.
pub fn daily_index(set: &PuzzleSet, day: i64) -> Option<usize> {
    let p = set.daily(day)?;
    set.puzzles.iter().position(|q| q.id == p.id)
}

/// A puzzle's rating for this player: as their own tries left it, else as shipped.
pub fn puzzle_rating(progress: &PuzzleProgress, p: &Puzzle) -> (f64, f64) {
    progress.done.iter().find(|(id, ..)| *id == p.id).map_or((p.rating, p.deviation), |&(_, r, d)| (r, d))
}

/// The trainer's next puzzle: of those not yet tried, the one whose rating is nearest the
/// player's (the first in the set on a tie); once all are tried, the one tried longest ago
/// (every try, counted or not, moves a puzzle to the back of [`PuzzleProgress::done`]).
pub fn trainer_index(set: &PuzzleSet, progress: &PuzzleProgress) -> Option<usize> {
    let tried = |p: &Puzzle| progress.done.iter().any(|(id, ..)| *id == p.id);
    let nearest = set
        .puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| !tried(p))
        .min_by(|(_, a), (_, b)| (a.rating - progress.rating).abs().total_cmp(&(b.rating - progress.rating).abs()))
        .map(|(i, _)| i);
    // Ids no longer in the set (a set mined anew) are passed over.
    nearest.or_else(|| progress.done.iter().find_map(|(id, ..)| set.puzzles.iter().position(|p| p.id == *id)))
}

/// Takes in the player's answer `solved` to `p` (opened as `mode` on `day`): the first try
/// of a puzzle moves both ratings and the streak; a later try is not counted. Returns the
/// attempt as the band shows it.
pub fn record_attempt(
    progress: &mut PuzzleProgress,
    p: &Puzzle,
    mode: PuzzleMode,
    day: i64,
    chosen: crate::rules::Action,
) -> Attempt {
    let solved = chosen == p.solution;
    let before = progress.rating;
    let first = !progress.done.iter().any(|(id, ..)| *id == p.id);
    if !first {
        // Tried again: to the back of the list, so that the trainer comes to it last.
        if let Some(at) = progress.done.iter().position(|(id, ..)| *id == p.id) {
            let entry = progress.done.remove(at);
            progress.done.push(entry);
        }
    }
    if first {
        let person = Rating { rating: progress.rating, deviation: progress.deviation, volatility: progress.volatility };
        let (rating, deviation) = puzzle_rating(progress, p);
        let puzzle = Rating { rating, deviation, volatility: Rating::default().volatility };
        let (person, puzzle) = after_attempt(person, puzzle, solved);
        (progress.rating, progress.deviation, progress.volatility) =
            (person.rating, person.deviation, person.volatility);
        if progress.done.len() >= crate::persist::settings::MAX_PUZZLES_TRIED {
            progress.done.remove(0);
        }
        progress.done.push((p.id.clone(), puzzle.rating, puzzle.deviation));
        progress.tried += 1;
        if solved {
            progress.solved += 1;
            progress.streak += 1;
            progress.best_streak = progress.best_streak.max(progress.streak);
        } else {
            progress.streak = 0;
        }
    }
    if mode == PuzzleMode::Daily && progress.daily.is_none_or(|(d, _)| d != day) {
        progress.daily = Some((day, solved));
    }
    Attempt { chosen, solved, counted: first, rating_before: before, rating_after: progress.rating }
}

/// Opens puzzle `index` of the shipped set as `mode`.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartPuzzle {
    pub index: usize,
    pub mode: PuzzleMode,
}

/// Shows the reason of the puzzle on the table (after an answer).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShowWhy;

fn start_puzzles(
    mut starts: MessageReader<StartPuzzle>,
    puzzles: Res<Puzzles>,
    table: Table,
    mut seats: ResMut<Seats>,
    settings: Res<UserSettings>,
    mut openings: Local<u64>,
    mut matches: MessageWriter<MatchRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut next_menu: ResMut<NextState<Menu>>,
) {
    let Some(start) = starts.read().last().copied() else { return };
    let Ok(set) = &puzzles.0 else { return };
    let Some(p) = set.puzzles.get(start.index) else { return };
    let Ok(round) = p.round() else { return };
    *openings += 1;
    // The match on the table waits beside the puzzle (a puzzle over a puzzle keeps the
    // first one's), and comes back when it ends.
    let back_to = table.set_aside(&seats.0).map(Box::new);
    let mut players =
        [Controller::Computer { level: BotLevel::Normal }, Controller::Computer { level: BotLevel::Normal }];
    players[p.side.index()] = Controller::Human { name: "You".into() };
    seats.0 = Players(players);
    let mut rules = RuleSet::for_level(p.rules.level);
    rules.target_score = p.target_score;
    rules.duell_special_cards = p.rules.duell_card.is_some();
    rules.final_retreat_skips_card_count = p.rules.final_retreat_skips_card_count;
    // The solver did not see the round's cards played (R2.4: every player did): the
    // tracker lists them.
    rules.played_cards_tracker = true;
    let (rating, _) = puzzle_rating(&settings.puzzles, p);
    let puzzle = ActivePuzzle {
        index: start.index,
        mode: start.mode,
        attempt: None,
        why_shown: false,
        rating,
        day: today(),
        opening: *openings,
    };
    let kind = MatchKind::Puzzle { puzzle: Box::new(puzzle), back_to };
    matches.write(MatchRequest::FromPosition { rules, seed: 1, round: Box::new(round), kind });
    (*next).set_if_neq(Screen::Match);
    (*next_menu).set_if_neq(Menu::None);
}

fn show_why(mut asks: MessageReader<ShowWhy>, mut kind: Query<&mut MatchKind, With<MatchEntity>>) {
    if asks.read().last().is_none() {
        return;
    }
    if let Ok(mut kind) = kind.single_mut()
        && let MatchKind::Puzzle { puzzle, .. } = &mut *kind
        && puzzle.attempt.is_some()
    {
        puzzle.why_shown = true;
    }
}

/// Run condition: the live match is a puzzle.
pub fn in_puzzle(kind: Query<&MatchKind, With<MatchEntity>>) -> bool {
    kind.single().is_ok_and(|k| k.puzzle().is_some())
}

/// The puzzle's gate ([`super::vet::Vet`]): in a puzzle no action is played; the person's
/// first answer is judged and kept (the band shows the verdict), later ones wait for Try
/// again.
pub fn puzzle_gate(
    mut review: ResMut<super::vet::UnderReview>,
    mut kind: Query<&mut MatchKind, With<MatchEntity>>,
    puzzles: Res<Puzzles>,
    mut settings: ResMut<UserSettings>,
) {
    let Ok(mut kind) = kind.single_mut() else { return };
    let MatchKind::Puzzle { puzzle, .. } = &mut *kind else { return };
    review.verdict = super::vet::Verdict::Refused;
    let ActionRequested { side, action } = review.request;
    let Ok(set) = &puzzles.0 else { return };
    let Some(p) = set.puzzles.get(puzzle.index) else { return };
    // Only the deciding side's first answer, and only a legal one, is judged (the panels
    // offer nothing else; a request from elsewhere is refused unjudged).
    if puzzle.attempt.is_some() || side != p.side || !p.legal_actions().is_ok_and(|l| l.contains(&action)) {
        return;
    }
    puzzle.attempt = Some(record_attempt(&mut settings.puzzles, p, puzzle.mode, puzzle.day, action));
}

pub(crate) fn plugin(app: &mut App) {
    use super::vet::{Vet, VetSet, still_approved};
    app.add_systems(Vet, puzzle_gate.in_set(VetSet::Script).run_if(still_approved));
    app.init_resource::<Puzzles>()
        .add_message::<StartPuzzle>()
        .add_message::<ShowWhy>()
        .add_systems(Update, (start_puzzles, show_why).before(crate::AppSystems::Resolve));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> PuzzleSet {
        PuzzleSet::shipped().expect("the shipped set reads")
    }

    #[test]
    fn the_first_try_moves_both_ratings_and_the_streak_a_later_one_does_not() {
        let set = set();
        let p = &set.puzzles[0];
        let wrong = p.legal_actions().unwrap().iter().copied().find(|a| *a != p.solution).unwrap();
        let mut progress = PuzzleProgress::default();
        let a = record_attempt(&mut progress, p, PuzzleMode::Trainer, 100, p.solution);
        assert!(a.solved && a.counted && a.rating_after > a.rating_before, "{a:?}");
        assert_eq!((progress.tried, progress.solved, progress.streak, progress.best_streak), (1, 1, 1, 1));
        let (rating, _) = puzzle_rating(&progress, p);
        assert!(rating < p.rating, "a solved puzzle's own rating goes down: {rating} {}", p.rating);
        // Tried again, and missed: not counted, nothing moves.
        let again = record_attempt(&mut progress, p, PuzzleMode::Trainer, 100, wrong);
        assert!(!again.solved && !again.counted && again.rating_after == a.rating_after, "{again:?}");
        assert_eq!((progress.tried, progress.streak), (1, 1));
        // A miss at a new puzzle ends the streak and lowers the rating.
        let q = &set.puzzles[1];
        let other = q.legal_actions().unwrap().iter().copied().find(|x| *x != q.solution).unwrap();
        let miss = record_attempt(&mut progress, q, PuzzleMode::Daily, 101, other);
        assert!(!miss.solved && miss.counted && miss.rating_after < miss.rating_before, "{miss:?}");
        assert_eq!((progress.tried, progress.solved, progress.streak, progress.best_streak), (2, 1, 0, 1));
        assert_eq!(progress.daily, Some((101, false)));
        // The day's first answer is the day's: a second try does not change it.
        record_attempt(&mut progress, q, PuzzleMode::Daily, 101, q.solution);
        assert_eq!(progress.daily, Some((101, false)));
    }

    #[test]
    fn the_trainer_offers_the_untried_puzzle_nearest_the_rating_then_the_oldest() {
        let set = set();
        let mut progress = PuzzleProgress { rating: 2000.0, ..PuzzleProgress::default() };
        let first = trainer_index(&set, &progress).unwrap();
        let best = set.puzzles.iter().map(|p| (p.rating - 2000.0).abs()).fold(f64::INFINITY, f64::min);
        assert_eq!((set.puzzles[first].rating - 2000.0).abs(), best);
        progress.done.push((set.puzzles[first].id.clone(), 1500.0, 100.0));
        let second = trainer_index(&set, &progress).unwrap();
        assert_ne!(first, second, "a tried puzzle is not offered while others are not tried");
        // Every puzzle tried: the one tried longest ago comes back.
        progress.done = set.puzzles.iter().rev().map(|p| (p.id.clone(), p.rating, p.deviation)).collect();
        assert_eq!(trainer_index(&set, &progress), Some(set.puzzles.len() - 1));
        // Next puzzle, again and again: each try sends the puzzle to the back, so the
        // trainer walks on rather than offering one puzzle for ever.
        let mut offered = std::collections::HashSet::new();
        for _ in 0..5 {
            let i = trainer_index(&set, &progress).unwrap();
            assert!(offered.insert(i), "puzzle {i} offered twice in five");
            let p = &set.puzzles[i];
            record_attempt(&mut progress, p, PuzzleMode::Trainer, 1, p.solution);
        }
        // An id the set no longer holds is passed over.
        progress.done.insert(0, ("gone-0001".into(), 1500.0, 100.0));
        assert!(trainer_index(&set, &progress).is_some());
    }
}
