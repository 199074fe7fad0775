//! bevy_egui 0.42: keeping the reactive window asleep while nothing changes, and letting
//! clicks through to the piste where no panel is.

use bevy::prelude::*;
use bevy_egui::egui;

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

/// bevy_egui 0.42 blocks `bevy_picking` whenever egui says it wants the pointer, and egui
/// 0.36 says so over anything painted on its background layer unless the frame was drawn
/// with `run_ui` (bevy_egui's pass is not): the panels and the pile labels paint there,
/// so no click ever reached the piste. The capture is turned off; the game's own click
/// handling (`ui::input`) ignores what lands on a panel or a window instead.
fn let_clicks_through(mut settings: Query<&mut bevy_egui::EguiContextSettings, Added<bevy_egui::EguiContextSettings>>) {
    for mut s in &mut settings {
        s.capture_pointer_input = false;
    }
}

/// One key message of a frame, as the modifiers stood when it came.
#[derive(Debug, Clone, Copy, PartialEq)]
struct KeyAt {
    /// The egui key bevy_egui made of it (`None`: it made no key event, e.g. Ctrl itself).
    key: Option<egui::Key>,
    /// Whether bevy_egui made a text event of it (a printable character or Space, pressed,
    /// while the frame's last modifiers allowed text).
    text: bool,
    /// The modifiers held when it came.
    modifiers: egui::Modifiers,
    /// Whether those modifiers allow typing (not Ctrl or the command key; AltGr does).
    typing: bool,
}

/// bevy_egui 0.42 gives every key of a frame the modifiers as they stand at the frame's
/// end: Ctrl pressed and released around an A within one frame (a fast hand, or a
/// scripted one) reaches egui as a plain "a", typed into the text field instead of
/// selecting all. Gives each key event back the modifiers held when it came, and drops
/// the text of a key pressed with Ctrl (or the command key) held.
fn keep_modifiers_in_order(
    mut keys: MessageReader<bevy::input::keyboard::KeyboardInput>,
    state: Res<bevy_egui::input::ModifierKeysState>,
    mut inputs: Query<&mut bevy_egui::EguiInput, With<bevy_egui::PrimaryEguiContext>>,
    mut held: Local<[bool; 4]>,
) {
    use bevy::input::keyboard::Key;
    let text_allowed = state.text_input_is_allowed();
    let mac = cfg!(target_os = "macos");
    let mut at = Vec::new();
    for k in keys.read() {
        let pressed = k.state.is_pressed();
        match k.logical_key {
            Key::Shift => held[0] = pressed,
            Key::Control => held[1] = pressed,
            Key::Alt => held[2] = pressed,
            Key::Super | Key::Meta => held[3] = pressed,
            _ => {}
        }
        let [shift, ctrl, alt, win] = *held;
        let modifiers =
            egui::Modifiers { alt, ctrl, shift, mac_cmd: mac && win, command: if mac { win } else { ctrl } };
        let printable = matches!(&k.logical_key, Key::Character(c) if c.matches(char::is_control).count() == 0)
            || k.logical_key == Key::Space;
        let key = bevy_egui::helpers::bevy_to_egui_key(&k.logical_key)
            .or_else(|| bevy_egui::helpers::bevy_to_egui_physical_key(&k.key_code));
        let typing = !win && !ctrl || !mac && ctrl && alt;
        at.push(KeyAt { key, text: text_allowed && pressed && printable, modifiers, typing });
    }
    if at.iter().all(|k| k.modifiers == state.to_egui_modifiers()) {
        return;
    }
    for mut input in &mut inputs {
        restore_modifiers(&mut input.0.events, &at);
    }
}

/// [`keep_modifiers_in_order`] on one frame's egui `events`, given the frame's key
/// messages `at` in order. Leaves the events alone unless their keyboard events are
/// exactly what bevy_egui makes of those messages: for each, its text, then its key.
fn restore_modifiers(events: &mut Vec<egui::Event>, at: &[KeyAt]) {
    // What bevy_egui made of the messages, in order: (a text?, its key, the message).
    let expected: Vec<(bool, Option<egui::Key>, KeyAt)> = at
        .iter()
        .flat_map(|k| {
            let text = k.text.then_some((true, None, *k));
            text.into_iter().chain(k.key.map(|key| (false, Some(key), *k)))
        })
        .collect();
    let keyboard: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, egui::Event::Text(_) | egui::Event::Key { .. }))
        .map(|(i, _)| i)
        .collect();
    let same = keyboard.len() == expected.len()
        && keyboard.iter().zip(&expected).all(|(&i, (text, key, _))| match &events[i] {
            egui::Event::Text(_) => *text,
            egui::Event::Key { key: k, .. } => !*text && Some(*k) == *key,
            _ => false,
        });
    if !same {
        return;
    }
    let mut dropped = Vec::new();
    for (&i, (text, _, k)) in keyboard.iter().zip(&expected) {
        if *text {
            if !k.typing {
                dropped.push(i);
            }
        } else if let egui::Event::Key { modifiers, .. } = &mut events[i] {
            *modifiers = k.modifiers;
        }
    }
    for i in dropped.into_iter().rev() {
        events.remove(i);
    }
}

/// A frame in which egui changed a texture — the font atlas takes the glyphs a text
/// needed for the first time ("Distance 18" in a size not drawn before) — is followed by
/// one more: the renderer may show the new glyphs only from the next frame, and a reactive
/// window might not draw one for seconds (letters and boxes missing until the pointer
/// moved).
fn redraw_after_texture_changes(
    outputs: Query<&bevy_egui::EguiRenderOutput>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let changed = outputs.iter().any(|o| !o.textures_delta.set.is_empty() || !o.textures_delta.free.is_empty());
    if changed {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// egui places a window from the size it had the frame before, and asks for no frame more
/// when that size changes (a scroll area learning its content, a grid its columns): the
/// window can rest where it stood for one frame, off centre, its last row cut (the
/// lessons' list without its Back button). A frame in which a window or an area moved or
/// changed size is followed by one more, so the one that stays on screen is a settled one.
fn redraw_while_areas_move(
    mut contexts: Query<&mut bevy_egui::EguiContext, With<bevy_egui::PrimaryEguiContext>>,
    mut last: Local<std::collections::HashMap<egui::LayerId, egui::Rect>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Ok(mut ctx) = contexts.single_mut() else { return };
    let now: std::collections::HashMap<egui::LayerId, egui::Rect> = ctx
        .get_mut()
        .memory(|m| m.areas().visible_layer_ids().into_iter().filter_map(|l| Some((l, m.area_rect(l.id)?))).collect());
    let moved = now.iter().any(|(l, r)| {
        last.get(l).is_none_or(|was| (was.min - r.min).length_sq() > 0.25 || (was.max - r.max).length_sq() > 0.25)
    });
    if moved {
        redraw.write(bevy::window::RequestRedraw);
    }
    *last = now;
}

/// Filters egui's input between bevy_egui writing it and egui reading it, and keeps frames
/// coming after egui changed its textures or moved its windows.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (redraw_after_texture_changes, redraw_while_areas_move).after(bevy_egui::EguiPostUpdateSet::ProcessOutput),
    );
    app.add_systems(
        PreUpdate,
        (drop_unchanged_modifiers, keep_modifiers_in_order)
            .after(bevy_egui::EguiInputSet::WriteEguiEvents)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    )
    .add_systems(PreUpdate, let_clicks_through);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ctrl down, A down, A up, Ctrl up in one frame: egui hears Ctrl+A (select all), not
    /// an "a" typed.
    #[test]
    fn a_key_keeps_the_modifiers_held_when_it_came() {
        let none = egui::Modifiers::NONE;
        let ctrl = egui::Modifiers { ctrl: true, command: !cfg!(target_os = "macos"), ..none };
        let at = [
            KeyAt { key: None, text: false, modifiers: ctrl, typing: false },
            KeyAt { key: Some(egui::Key::A), text: true, modifiers: ctrl, typing: false },
            KeyAt { key: Some(egui::Key::A), text: false, modifiers: ctrl, typing: false },
            KeyAt { key: None, text: false, modifiers: none, typing: true },
        ];
        let key = |pressed| egui::Event::Key {
            key: egui::Key::A,
            physical_key: Some(egui::Key::A),
            pressed,
            repeat: false,
            modifiers: none,
        };
        let mut events = vec![egui::Event::PointerGone, egui::Event::Text("a".into()), key(true), key(false)];
        restore_modifiers(&mut events, &at);
        assert_eq!(events.len(), 3, "{events:?}");
        assert!(matches!(events[1], egui::Event::Key { pressed: true, modifiers, .. } if modifiers.ctrl));
        assert!(events.iter().all(|e| !matches!(e, egui::Event::Text(_))));
        // Typed without Ctrl, an "a" stays an "a".
        let plain = at.map(|k| KeyAt { modifiers: none, typing: true, ..k });
        let mut events = vec![egui::Event::Text("a".into()), key(true), key(false)];
        restore_modifiers(&mut events, &plain);
        assert!(matches!(&events[0], egui::Event::Text(t) if t == "a"));
        // Events that are not what bevy_egui makes of the messages are left alone.
        let mut odd = vec![key(true)];
        restore_modifiers(&mut odd, &at);
        assert_eq!(odd, vec![key(true)]);
    }
}
