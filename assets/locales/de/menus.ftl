# Machine-drafted German translation (2026-12); awaiting review by a native speaker.
# The screens and menus around the match: title, set-up, settings, replays, notices.

back = Zurück

## Replays

replays = Aufzeichnungen
replays-none = Noch keine beendeten Partien.
replay-to-start = zum Anfang
replay-back = < Schritt zurück
replay-forward = Schritt vor >
replay-to-end = zum Ende
replay-step = Schritt { $step } von { $steps }
replay-round = Runde { $round } · Stand { $left } – { $right }
# $who is a side's name.
replay-hand = Hand von { $who }:
analyse-match = Diese Partie analysieren
export = Exportieren
exported-to = Exportiert nach { $path }
# $why is a record-error-… text.
not-exported = Nicht exportiert: { $why }
import = Importieren
import-hint = Aufzeichnungsdatei zum Importieren
imported-as = Importiert als { $path }
not-imported = Nicht importiert: { $why }

import-what = Geben Sie zuerst den Pfad einer Aufzeichnungsdatei ein.
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

## Notices about your files

# The kinds of file: each message starts a sentence, its .fallback says what the game does
# without that file.
file-settings = Die Einstellungsdatei
    .fallback = es gelten die Standardeinstellungen
file-saved-match = Die Datei der gespeicherten Partie
    .fallback = es gibt keine Partie zum Fortsetzen
file-match-record = Die Aufzeichnungsdatei
    .fallback = sie bleibt bei den Aufzeichnungen und der Statistik außen vor
file-room = Die Datei des Netzwerkraums
    .fallback = der Raum wird nicht wiederhergestellt
file-ratings = Die Datei der Wertungen
    .fallback = die Wertungen beginnen von vorn
# What is wrong with a file, after "could not be used:".
file-problem-empty = die Datei ist leer
file-problem-truncated = die Datei ist abgeschnitten: Sie endet mitten in ihrem Inhalt
# $detail is the file reader's own words (in English).
file-problem-damaged = die Datei ist beschädigt oder keine Datei dieser Art ({ $detail })
file-problem-not-text = die Datei ist beschädigt oder keine Datei dieser Art (sie enthält keinen Text)
# $size is a size-… text.
file-problem-too-large = sie ist größer als { $size } (eine Datei dieser Art ist weit kleiner); sie wurde nicht gelesen
# $found is the file's format number, $supported the newest this version reads.
file-problem-newer = sie wurde von einer neueren Version von En Garde geschrieben (Format { $found }; diese Version liest bis Format { $supported })
# $why is a verify-… text.
file-problem-refused = ihr Inhalt ist ungültig: { $why }
file-problem-not-regular = sie konnte nicht gelesen werden (sie ist keine gewöhnliche Datei)
# $why is an io-… text.
file-problem-unreadable = sie konnte nicht gelesen werden ({ $why })
# A size: $count mebibytes, kibibytes or bytes.
size-mib = { $count } MiB
size-kib = { $count } KiB
size-bytes = { $count ->
    [one] { $count } Byte
   *[other] { $count } Bytes
}
# A file that could not be used: $file is a file-… text, $path the file, $problem a
# file-problem-… text, $fallback the file's .fallback, $backup the name it is kept under
# now, $why an io-… text.
notice-file-set-aside = { $file } { $path } konnte nicht verwendet werden: { $problem }. Sie wurde als { $backup } aufbewahrt, und { $fallback }.
notice-file-not-moved = { $file } { $path } konnte nicht verwendet werden: { $problem }. Sie ließ sich auch nicht beiseitelegen ({ $why }); { $fallback }.
notice-file-kept-for-newer = { $file } { $path } konnte nicht verwendet werden: { $problem }; sie bleibt für jene Version unverändert.
notice-file-left = { $file } { $path } konnte nicht verwendet werden: { $problem }; sie bleibt unverändert.
# $path is the autosave file.
notice-ended-unrecorded = Die letzte Partie ist beendet, aber ihre Aufzeichnung konnte noch nicht geschrieben werden; sie bleibt in { $path }, bis das gelingt.
# $path is the records folder, $why an io-… text.
notice-records-folder = Der Ordner der Aufzeichnungen { $path } kann nicht gelesen werden: { $why }.
# The end of a match the game was stopped in, settled at the next start: $record is the
# record's file name, $why an io-… text (or a record-error-… text), $path the autosave file.
notice-settled = Die letzte Partie war beendet, als das Spiel anhielt; ihre Aufzeichnung ist { $record }.
notice-settled-autosave-kept = Die Aufzeichnung der letzten Partie ist { $record }, aber ihre automatische Speicherung konnte nicht entfernt werden: { $why }.
notice-settle-failed = Die letzte Partie war beendet, aber ihre Aufzeichnung konnte nicht geschrieben werden: { $why }. Sie bleibt in { $path }, bis das gelingt.
# $why is a paths-error-… text, $path the folder used instead.
notice-data-folder-fallback = Ihre Dateien können nicht in den üblichen Ordnern liegen ({ $why }); sie werden daher in { $path } abgelegt.
# $variable is the name of an environment variable.
paths-error-no-home = für diesen Benutzer ist kein Benutzerordner bekannt; verwenden Sie --data-dir ORDNER oder setzen Sie { $variable }
# $why is a lock-error-… text.
notice-not-locked = In diesem Fenster können Sie spielen, aber es speichert nichts: { $why }.
# $folder is the data folder, $holder a lock-holder-… text, $why an io-… text.
lock-error-held = der Datenordner { $folder } wird von einem anderen En Garde benutzt ({ $holder }); schließen Sie es zuerst oder verwenden Sie ein anderes --data-dir
lock-error-io = der Datenordner { $folder } kann nicht zum Schreiben gesperrt werden: { $why }
# $pid is a process number.
lock-holder-process = Prozess { $pid }
lock-holder-unknown = ein anderer Prozess
# $name is the level's name in the file, $level a bot-level-… text.
notice-unknown-level = Die Einstellungen nennen die Spielstärke „{ $name }“, die diese Version nicht kennt; der Computer spielt stattdessen mit der Spielstärke „{ $level }“.
# $why is a verify-… text.
notice-resume-refused = Die gespeicherte Partie kann nicht fortgesetzt werden: { $why }.
# $why is a store-error-… text; $path is the autosave file, which holds the match up to
# step $saved of its $steps steps.
notice-autosave-failed = Die Partie konnte nicht gespeichert werden: { $why }; { $path } enthält { $saved ->
    [0] nur ihren Anfang
   *[other] sie bis Schritt { $saved } von { $steps }
}. Sie können weiterspielen; nach jedem Zug wird erneut gespeichert.
notice-autosave-failed-unsaved = Die Partie konnte nicht gespeichert werden: { $why }; von ihr ist noch nichts gespeichert. Sie können weiterspielen; nach jedem Zug wird erneut gespeichert.
# $why is a record-error-… text, $path the autosave file.
notice-record-failed = Die Aufzeichnung dieser Partie konnte nicht geschrieben werden: { $why }. Die ganze Partie bleibt in { $path }; ihre Aufzeichnung wird beim nächsten Start des Spiels geschrieben.
# $record is a record-error-… text, $autosave a store-error-… text; $path is the autosave
# file, which holds the match up to step $saved of its $steps steps.
notice-end-not-saved = Das Ende dieser Partie konnte nicht gespeichert werden: ihre Aufzeichnung konnte nicht geschrieben werden ({ $record }), und die automatische Speicherung konnte ihre letzten Züge nicht aufnehmen ({ $autosave }); { $path } enthält { $saved ->
    [0] nur ihren Anfang
   *[other] die Partie bis Schritt { $saved } von { $steps }
}.
notice-end-not-saved-unsaved = Das Ende dieser Partie konnte nicht gespeichert werden: ihre Aufzeichnung konnte nicht geschrieben werden ({ $record }), und die automatische Speicherung konnte ihre letzten Züge nicht aufnehmen ({ $autosave }); von ihr ist nichts gespeichert.
# $why is an io-… text.
notice-autosave-not-deleted = Die automatische Speicherung der beendeten Partie konnte nicht gelöscht werden: { $why }.
# $why is a store-error-… text.
notice-settings-not-saved = Die Einstellungen konnten nicht gespeichert werden: { $why }.
# Why a file could not be written: $path is the file, $why an io-… text, $detail the
# encoder's own words (in English).
store-error-io = { $path } konnte nicht geschrieben werden: { $why }
store-error-encode = { $path } konnte nicht als RON kodiert werden: { $detail }
store-error-exists = { $path } existiert bereits
# Why a record could not be written, imported or exported: $name is a record's name, $path
# a file, $why a file-problem-… or verify-… text.
record-error-not-found = im Ordner der Aufzeichnungen gibt es keine Aufzeichnung namens „{ $name }“
record-error-file = { $path }: { $why }
record-error-already-present = diese Partie ist bereits unter den Aufzeichnungen, als { $name }
record-error-exists = { $path } existiert bereits; wählen Sie einen anderen Namen oder entfernen Sie die Datei zuerst
# Why a stored match does not re-play: $why is a rules-error-… text or the rules' reason
# (an error-… text), $step a step's number, $action the step in words (a step-… text),
# $stored and $replayed fact-… texts.
verify-bad-rules = die Regeln in der Datei sind ungültig: { $why }
verify-refused = Schritt { $step } ({ $action }) wird von den Regeln abgelehnt: { $why }
verify-not-finished = die Partie ist nach dem letzten Schritt nicht beendet
verify-already-over = die Partie ist bereits beendet
verify-not-its-name = der Raumcode { $code } in der Datei ist nicht der Name der Datei
verify-mismatch = das gespeicherte Ergebnis passt nicht zur nachgespielten Partie: Die Aufzeichnung sagt { $stored }, die Regeln ergeben { $replayed }
step-refused = Schritt { $step } wird von den Regeln abgelehnt: { $why }
# $score and $size are the numbers in the file.
rules-error-target-score = die Punktzahl zum Sieg muss zwischen 1 und 15 liegen, nicht { $score }
rules-error-hand-size = die Zahl der Handkarten muss zwischen 1 und 10 liegen, nicht { $size }
# The facts of a match's result: $side and $winner are a side's name, $left and $right
# the scores, $count a number of rounds, $points the points of a round, $reason a
# win-reason-… text.
fact-winner = { $side } hat gewonnen
fact-out-of-time = { $side }: Zeit abgelaufen
fact-nobody-out-of-time = niemandem lief die Zeit ab
fact-score = { $left }–{ $right }
fact-rounds = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
fact-round-won = Runde { $round }: { $winner } hat gewonnen ({ $reason }), { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, danach { $left }–{ $right }
fact-round-drawn = Runde { $round }: unentschieden, danach { $left }–{ $right }
win-reason-hit = ein Treffer
win-reason-no-legal-action = der andere hatte keinen erlaubten Zug
win-reason-deck-out-cards = Nachziehstapel leer, mehr Karten mit dem Wert des Abstands
win-reason-deck-out-position = Nachziehstapel leer, weiter vorgerückt
# The operating system's refusals. $error is the system's own words (in English).
io-not-found = die Datei oder der Ordner existiert nicht
io-permission-denied = der Zugriff wurde verweigert
io-storage-full = der Datenträger ist voll
io-quota-exceeded = das Speicherkontingent ist aufgebraucht
io-read-only = der Datenträger ist schreibgeschützt
io-not-a-folder = an der Stelle eines Ordners liegt eine Datei
io-is-a-folder = es ist ein Ordner, keine Datei
io-exists = eine Datei dieses Namens existiert bereits
io-other = das System meldet: { $error }
# $name is a record's file name, $why a verify-… text.
replay-unplayable = { $name } kann nicht nachgespielt werden: { $why }

## Settings

settings-language = Sprache
# $language is the system's language, by its own name ("Français").
settings-language-system = System ({ $language })
settings-language-this-run = Diese Sitzung läuft auf { $language } (--lang); die Wahl hier gilt ab dem nächsten Start.
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
settings-saved-at-once = Änderungen werden sofort gespeichert.
speed-slow = Langsam
speed-normal = Normal
speed-fast = Schnell
speed-instant = Sofort
camera-broadside = Von der Seite
camera-overhead = Von oben
camera-behind = Hinter Ihrem Fechter

## The rules of a match (set-up and settings)

form-preset = Vorlage
preset-own = Eigene Regeln
preset-basic = { level-basic }
preset-standard = { level-standard }
preset-advanced = { level-advanced }
preset-duell = { level-duell }
preset-duell-special = { level-duell } mit Sonderkarten
preset-quick = Kurze Partie ({ level-advanced }, 3 Punkte)
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
form-hot-seat = Zweiter Spieler (am selben Gerät)
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
stats-hot-seat = Am selben Gerät
stats-all = Alle
stats-whose = Ihre Ergebnisse gegen den Computer; bei Partien am selben Gerät die des linken Spielers.
# $fencer is a fencer's name from the ladder, $level a bot-level-… text.
stats-rating = Ihre Wertung: etwa { $elo }, aus Ihren Partien gegen den Computer. Nächster Gegner zum Ausprobieren: { $fencer } ({ $level }).
stats-rating-top = Ihre Wertung: etwa { $elo }, aus Ihren Partien gegen den Computer – höher als die jedes Computerfechters.
stats-no-rating = Ihre Wertung erscheint hier, sobald Sie eine Partie gegen den Computer gespielt haben.
stats-hints = Angeforderte Tipps: { $hints } · Patzer, vor denen der Trainer gewarnt hat: { $warnings }

## The match set-up

setup-you-fence = Sie fechten
setup-left-fencer = Links (blau, Linkshänder)
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
# Why hosting or joining could not begin (lower case: shown capitalised, or after a colon).
online-failure-no-port = auf diesem Rechner konnte kein UDP-Port geöffnet werden
online-failure-host-folder = der Ordner der gehosteten Partie: { $why }
online-failure-server-thread = der Server konnte nicht gestartet werden: { $why }
online-failure-no-address = geben Sie die Adresse des Rechners ein, dem Sie beitreten wollen, z. B. 192.168.1.20
# $why is the system's own words.
online-failure-unknown-address = „{ $address }“ ist keine Adresse, die dieser Rechner finden kann ({ $why })
online-failure-names-nothing = „{ $address }“ bezeichnet keine Adresse
online-failure-identity = deine Identitätsdatei ließ sich nicht verwenden: { $why }
online-code-length = ein Raumcode hat { $length } Buchstaben und Ziffern, nicht „{ $typed }“
online-code-character = „{ $character }“ kommt in Raumcodes nicht vor (sie verwenden A–Z ohne I, L, O und die Ziffern 2–9)
# Why the connection ended for good. $why is the system's or the network library's words.
online-link-other-release = auf dem Server läuft eine andere Version von En Garde; beide brauchen dieselbe Version
online-link-socket = UDP-Socket kann nicht geöffnet werden: { $why }
online-link-connect = keine Verbindung zu { $server }: { $why }
online-link-wrong-key = der Server unter { $server } zeigt einen anderen Schlüssel ({ $shown }) als zuvor ({ $expected }): Es ist ein anderer Server, oder jemand steht zwischen Ihnen und ihm. Keine Verbindung. Hat sein Betreiber ihm einen neuen Schlüssel gegeben, entfernen Sie seine Zeile aus known-servers.txt in Ihrem Datenordner.
# The server's refusals.
online-refused-version = der Server verwendet die Netzwerkversion { $server } von En Garde, dieses Spiel die Version { $client }; beide Spieler brauchen dieselbe Version
online-refused-unknown-room = auf diesem Server gibt es keinen Raum { $code } (prüfen Sie den Code)
online-refused-bad-code = der Server hat den Raumcode dieses Spiels nicht angenommen
online-refused-full = Raum { $code } hat bereits zwei Spieler
online-refused-away = Raum { $code } hat zwei Spieler, einer davon ist gerade abwesend; nur er kann seinen Platz zurücknehmen, von dem Rechner, an dem er gespielt hat
online-refused-too-many-rooms = der Server ist voll; versuchen Sie es später noch einmal
online-refused-rooms-from-address = Ihre Adresse hat auf diesem Server schon { $most } offene Räume, so viele, wie eine Adresse haben darf
online-refused-bad-name = ein Name hat 1 bis { $most } Zeichen, ohne Steuerzeichen oder unsichtbare Zeichen
# $why is the rules check's words (English).
online-refused-bad-rules = diese Regeln können nicht gespielt werden: { $why }
online-refused-already-seated = diese Verbindung hat bereits einen Platz
online-refused-bad-identity = der Server konnte deinen Identitätsschlüssel nicht bestätigen; verbinde dich erneut
online-refused-too-many-watchers = Raum { $code } hat schon so viele Zuschauer, wie ein Raum aufnimmt
online-refused-pairing-full = zu viele Spieler warten auf einen Gegner; versuche es in einer Minute wieder
online-refused-too-often = deine Adresse hat die Lobby in einer Minute mehr als { $most }-mal gefragt; warte eine Minute und versuche es dann wieder
online-refused-bad-days = eine Fernpartie gibt jeder Entscheidung 1, 3 oder 7 Tage, nicht { $days }
online-refused-too-many-correspondence = du spielst auf diesem Server schon { $most } Fernpartien, so viele wie ein Spieler darf
online-refused-clock-ran-out = niemand hat den anderen Platz der Fernpartie { $code } rechtzeitig eingenommen und ihre Regeln angenommen; der Raum ist geschlossen
online-refused-seat-in-use = dein Platz in Raum { $code } wird von einer anderen Verbindung benutzt; neuer Versuch, bis er frei ist
online-refused-misbehaved = der Server hat die Verbindung geschlossen: { $why }
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
lesson-is-done = diese Lektion ist abgeschlossen: Der Rest der Runde gehört nicht mehr dazu (R6 beendet eine Runde); wählen Sie die nächste Lektion oder spielen Sie diese noch einmal

# Emotes in a network match: six preset messages, and the mute of the opponent.
emote-button = Sagen …
emote-well-played = Gut gespielt
emote-good-luck = Viel Glück
emote-oops = Hoppla
emote-thanks = Danke
emote-wow = Wow
emote-sorry = Entschuldigung
emote-mute = { $name } stummschalten

# A network match's ratings at its end (Glicko-2): each player's before and after.
ratings-line = Wertungen ({ $level }): { $changes }
rating-change = { $who } { $before } → { $after }
rating-change-provisional = { $who } { $before } → { $after } (vorläufig)

# The Play online screen (issue 26)
menu-online = Online spielen
online-failure-bad-link = das ist kein En-Garde-Einladungslink (en-garde://HOST:PORT/RAUM)
lobby-title = Online spielen
lobby-server = Server
lobby-server-hint = Host oder Host:Port
lobby-saved = Gespeicherte Server
lobby-pair-heading = Schnelle Paarung
lobby-pair-tip = Auf einen Gegner mit ähnlicher Wertung warten, der dieselben Regeln will
lobby-pair-connecting = Der Server wird nach einem Gegner gefragt ({ $rules })…
lobby-pair-waiting = Warten auf einen Gegner ({ $rules }): { $seconds } s
lobby-pair-rating = Deine Wertung { $rating }; Gegner innerhalb von { $range } Punkten
lobby-pair-none = Noch wartet niemand sonst auf diese Regeln.
lobby-pair-others = { $count } andere warten auf diese Regeln:
lobby-pair-other = { $name }, Wertung { $rating }, wartet seit { $seconds } s
lobby-cancel = Abbrechen
lobby-rooms-heading = Räume
lobby-refresh = Aktualisieren
lobby-rooms-none = Keine öffentlichen Räume auf diesem Server.
lobby-rooms-count = { $total } öffentliche Räume, { $open } mit freiem Platz
lobby-previous = Zurück
lobby-page = Seite { $page } von { $pages }
lobby-next = Weiter
lobby-open-heading = Einen Raum eröffnen
lobby-public = Öffentlich (hier aufgeführt)
lobby-open = Eröffnen
lobby-code-heading = Mit Code oder Link beitreten
lobby-code-hint = Raumcode oder en-garde://-Link
lobby-join = Beitreten
lobby-watch = Zuschauen
lobby-unrated = ohne Wertung
lobby-seat-open = Platz frei
lobby-watchers = { $count } schauen zu
online-invite-link = Einladungslink: { $link }
online-copy-link = Link kopieren
online-link-copied = Kopiert
online-watching = Du schaust in Raum { $code } zu
online-watchers = { $count } schauen zu
lobby-leaders-heading = Bestenliste
lobby-leaders-of = Die am besten bewerteten Spieler, { $level }:
lobby-leaders-none = Auf dieser Stufe hat noch niemand ein gewertetes Match gespielt.
lobby-leaders-matches = { $count ->
    [one] 1 Match
   *[other] { $count } Matches
}
correspondence-heading = Fernpartien
correspondence-your-move = Du bist am Zug
correspondence-their-move = Gegner am Zug
correspondence-waiting = Wartet auf einen Gegner
correspondence-open-seat = freier Platz
correspondence-left = noch { $left }
correspondence-play = Spielen
correspondence-none = Noch keine Fernpartien auf deinen Servern.
correspondence-more = { $count } weitere unter Online spielen
correspondence-unreachable = { $server } war nicht erreichbar: { $why }
correspondence-notice-title = En Garde: du bist am Zug
correspondence-notice = Du bist am Zug gegen { $opponent } (Raum { $code }); noch { $left }
lobby-pace = Tempo
lobby-pace-live = Sofort gespielt
lobby-pace-days = { $days ->
    [one] Fernpartie, 1 Tag pro Entscheidung
   *[other] Fernpartie, { $days } Tage pro Entscheidung
}
lobby-days = { $days ->
    [one] 1 Tag pro Entscheidung
   *[other] { $days } Tage pro Entscheidung
}
online-clock-yours = Fernpartie ({ $pace }): du bist am Zug, noch { $left }
online-clock-theirs = Fernpartie ({ $pace }): der Gegner ist am Zug, noch { $left }
online-clock-open = Fernpartie ({ $pace }): der Raum wartet noch { $left } auf einen Gegner
time-left-seconds = { $s } s
time-left-minutes = { $m } min
time-left-hours = { $h } h { $m } min
time-left-days = { $d } T { $h } h
