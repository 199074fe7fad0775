//! Sound: steps, lunges, blade clashes and hits as the animation shows them, a chime for
//! a round and a fanfare for the match. Volume and mute come from the preferences.

use crate::game::prefs::Prefs;
use crate::game::{MatchOver, RoundOver};
use crate::scene::anim::Cue;
use bevy::audio::Volume;
use bevy::prelude::*;

/// The sound effects (`assets/sounds/`, made by `make_sounds.sh`), built into the binary
/// so the game sounds the same wherever it is started from.
#[derive(Resource, Debug, Clone)]
pub struct Sounds {
    pub step: Handle<AudioSource>,
    pub lunge: Handle<AudioSource>,
    pub clash: Handle<AudioSource>,
    pub hit: Handle<AudioSource>,
    pub round: Handle<AudioSource>,
    pub win: Handle<AudioSource>,
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |bytes: &'static [u8]| sources.add(AudioSource { bytes: bytes.into() });
    commands.insert_resource(Sounds {
        step: add(include_bytes!("../assets/sounds/step.wav")),
        lunge: add(include_bytes!("../assets/sounds/lunge.wav")),
        clash: add(include_bytes!("../assets/sounds/clash.wav")),
        hit: add(include_bytes!("../assets/sounds/hit.wav")),
        round: add(include_bytes!("../assets/sounds/round.wav")),
        win: add(include_bytes!("../assets/sounds/match.wav")),
    });
}

fn play(commands: &mut Commands, prefs: &Prefs, sound: &Handle<AudioSource>, gain: f32) {
    if prefs.volume <= 0.0 {
        return;
    }
    commands.spawn((
        Name::new("Sound"),
        AudioPlayer::new(sound.clone()),
        PlaybackSettings::DESPAWN.with_volume(Volume::Linear(prefs.volume.clamp(0.0, 1.0) * gain)),
    ));
}

fn play_cues(mut cues: MessageReader<Cue>, s: Res<Sounds>, prefs: Res<Prefs>, mut commands: Commands) {
    for cue in cues.read() {
        let (h, g) = match cue {
            Cue::Step => (&s.step, 0.6),
            Cue::Lunge => (&s.lunge, 0.8),
            Cue::Clash => (&s.clash, 0.9),
            Cue::Hit => (&s.hit, 0.8),
        };
        play(&mut commands, &prefs, h, g);
    }
}

fn on_round_over(ev: On<RoundOver>, s: Res<Sounds>, prefs: Res<Prefs>, mut commands: Commands) {
    if ev.result.winner().is_some() {
        play(&mut commands, &prefs, &s.round, 0.8);
    }
}

fn on_match_over(_ev: On<MatchOver>, s: Res<Sounds>, prefs: Res<Prefs>, mut commands: Commands) {
    play(&mut commands, &prefs, &s.win, 0.9);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds)
        .add_observer(on_round_over)
        .add_observer(on_match_over)
        .add_systems(Update, play_cues.in_set(crate::AppSystems::View));
}
