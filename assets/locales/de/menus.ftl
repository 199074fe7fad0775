# Machine-drafted German translation (2026-12); awaiting review by a native speaker.
# The screens and menus around the match: title, set-up, settings, replays, notices.

back = Zurück

## Replays

replays = Aufzeichnungen
replays-none = Noch keine beendeten Partien.
replay-to-start = zum Anfang
replay-back = < Zurück
replay-forward = Vor >
replay-to-end = zum Ende
replay-step = Schritt { $step } von { $steps }
replay-round = Runde { $round } · Stand { $left } – { $right }
# $who is a side's name.
replay-hand = Hand von { $who }:
analyse-match = Diese Partie analysieren
export = Exportieren
exported-to = Exportiert nach { $path }
# $why is the file's problem, in words.
not-exported = Nicht exportiert: { $why }
import = Importieren
import-hint = Aufzeichnungsdatei zum Importieren
imported-as = Importiert als { $path }
not-imported = Nicht importiert: { $why }

## The title screen and the pause menu

title-subtitle = das Fechtkartenspiel von Reiner Knizia
continue = Weiter
new-match = Neue Partie
learn-to-play = Spielen lernen
menu-rules = Regeln
menu-settings = Einstellungen
menu-statistics = Statistik
quit = Beenden
paused = Pause
resume = Fortsetzen
quit-to-title = Zum Startbildschirm

## Notices

please-note = Bitte beachten
ok = OK

## Settings

settings-language = Sprache
# $language is the system's language, by its own name ("Français").
settings-language-system = System ({ $language })
settings-ui-scale = Größe der Bedienfelder
settings-ui-scale-limited = Dieses Fenster zeigt die Bedienfelder höchstens mit { $percent } %.
# A share in percent, 75 to 200.
settings-percent = { $percent } %
settings-reduced-motion = Reduzierte Bewegung
settings-reduced-motion-check = Nichts bewegt sich von selbst: Fechter und Karten stehen sofort an ihrem Platz, die Kamera zeigt stets die ganze Fechtbahn
settings-colours = Farben
settings-colours-check = Farbenblindfreundliche Palette für die Markierungen und die Analyse
settings-volume = Lautstärke
settings-mute = Stumm
settings-animation-speed = Animationstempo
settings-computer-pause = Pause des Computers
settings-camera = Kamera
settings-window = Fenster
settings-windowed = Fenstermodus
settings-full-screen = Vollbild
settings-tracker = Liste der gespielten Karten
settings-tracker-check = Die in dieser Runde gespielten Karten zeigen (ab der nächsten Partie)
settings-undo-check = Zurücknehmen eines Zugs gegen den Computer erlauben
settings-coach-check = Vor einem Patzer warnen (einer Aktion, die 25 Punkte Chance auf den Rundensieg kostet)
settings-new-match-rules = Regeln einer neuen Partie
settings-saved-at-once = Änderungen werden sofort gespeichert.
speed-slow = Langsam
speed-normal = Normal
speed-fast = Schnell
speed-instant = Sofort
camera-broadside = Von der Seite
camera-overhead = Von oben
camera-behind = Hinter Ihrem Fechter

## The rules of a match (set-up and settings)

form-level = Regelstufe
form-points-to-win = Punkte zum Sieg
form-hand-size = Handkarten
form-who-starts = Wer beginnt
form-then-alternate = danach abwechselnd
form-then-loser = danach der Verlierer
form-end-of-pile = Ende des Nachziehstapels
form-final-retreat = Nach einem letzten Zurückweichen zählt nur, wer weiter vorgerückt ist
form-special-cards = Sonderkarten
form-special-cards-check = Vor jeder Runde eine Sonderkarte ziehen
form-opponent = Gegner
form-computer = Computer
form-hot-seat = Zweiter Spieler (Hot-Seat)
form-computer-level = Spielstärke des Computers

## Statistics

stats-reasons = { $hit } Treffer · { $no_move } ohne Zug · { $deck_out } Stapel leer
stats-opponent = Gegner
stats-rules = Regeln
stats-matches = Partien gewonnen–verloren
stats-rounds = Runden gewonnen–verloren
stats-drawn = Unentschieden
stats-streak = Beste Serie
stats-won-by = Runden gewonnen durch
stats-lost-by = Runden verloren durch
stats-hot-seat = Hot-Seat
stats-all = Alle
stats-whose = Ihre Ergebnisse gegen den Computer; bei Hot-Seat-Partien die des linken Spielers.
# $fencer is a fencer's name from the ladder, $level a bot-level-… text.
stats-rating = Ihre Wertung: etwa { $elo }, aus Ihren Partien gegen den Computer. Nächster Gegner zum Ausprobieren: { $fencer } ({ $level }).
stats-no-rating = Ihre Wertung erscheint hier, sobald Sie eine Partie gegen den Computer gespielt haben.
stats-hints = Angeforderte Tipps: { $hints } · Patzer, vor denen der Trainer gewarnt hat: { $warnings }

## The match set-up

setup-you-fence = Sie fechten
setup-left-fencer = Links (silbern, Linkshänder)
setup-right-fencer = Rechts (bronzen, Rechtshänder)
setup-names = Namen
setup-seed = Startwert (optional)
setup-seed-random = zufällig
setup-start = Starten
setup-rules-of-level = Regeln dieser Stufe

## Network play

# A network match's rules: $level is a level-… text, $points the target score.
online-rules = Regeln: { $level }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} zum Sieg
online-rules-duell-cards = Regeln: { $level }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} zum Sieg, mit den Duell-Sonderkarten (D1–D7)
online-rules-duell-no-cards = Regeln: { $level }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} zum Sieg, ohne die Duell-Sonderkarten
online-heading = Gegen einen Freund an einem anderen Rechner spielen
online-your-name = Ihr Name
# The name the other player sees when the player typed none.
online-default-name = Spieler
online-host = Diese Partie eröffnen
online-host-tip = Startet dafür einen Server auf diesem Rechner und gibt Ihnen einen Raumcode zum Weitergeben
online-join-at = Beitreten bei
online-address-hint = Adresse, z. B. 192.168.1.20
online-code-hint = Raumcode
online-join = Beitreten
online-connecting = Verbindung wird hergestellt…
online-reconnecting = Verbindung wird wiederhergestellt… ({ $seconds } s) — die Partie bleibt auf dem Server erhalten
online-waiting-to-join = Raum { $code } — warten, bis der andere Spieler beitritt
online-this-address = die Adresse dieses Rechners
online-they-join = Der andere Spieler tritt unter { $address } (Port { $port }) mit dem Code { $code } bei
# $time is minutes:seconds, "4:59".
online-opponent-away = Warten auf Ihren Gegner: { $time }
online-opponent-gone = Ihr Gegner ist nicht zurückgekommen. Die Partie bleibt auf dem Server erhalten.
# $rules is an online-rules-… text.
online-waiting-accept = Warten, bis Ihr Gegner zustimmt: { $rules }
online-room-rules = Raum { $code }: { $rules }
online-accept = Annehmen und fechten
online-leave = Verlassen
online-back-to-title = Zurück zum Startbildschirm

## The tutorial

lessons-unreadable = Die Lektionen konnten nicht gelesen werden: { $why }
lessons-about = Ein Kurs pro Regelstufe. Jede Lektion ist eine Stellung auf der Fechtbahn: Finden Sie die gesuchte Aktion.
lesson-play = Spielen
lesson-again = Noch einmal
lesson-next = Nächste Lektion
lesson-all = Alle Lektionen
lesson-done = Lektion geschafft.
# $level is a level-… text, $title the lesson's title.
lesson-heading = { $level } · Lektion { $n } von { $lessons }: { $title }
# $why is the lesson's reason, in words.
lesson-not-this-one = Das ist es nicht. { $why }

## The rules menu

rules-level = Regelstufe:
lesson-choose-first = wählen Sie zuerst die Sonderkarte dieser Runde (D3, R8)
lesson-is-done = diese Lektion ist abgeschlossen: der Rest der Runde gehört nicht mehr dazu (R6 beendet eine Runde); wählen Sie die nächste Lektion oder spielen Sie diese noch einmal
