# Machine-drafted German translation (2026-12); awaiting review by a native speaker.
# The rules' own words: the sides, the levels, the Duell cards, the actions, and why the
# rules refuse a move (each names its rule in RULES.md).
#
# Variables: $person is "you" when the subject is the one person at this computer,
# "other" otherwise; $who is the subject's name. Numbers are numbers ($count, $value…),
# so that a plural form can be chosen.
# A card is named by its value, feminine as in "die Vier": "mit der 3", "eine 4";
# several cards of a value are "4er" ("zwei 4ern", "die noch nicht gesehenen 4er").

side-left = Links
side-right = Rechts
you = Sie
# A computer player's name: $level is one of the bot-level-… texts.
computer-name = Computer ({ $level })

bot-level-random = zufällig
bot-level-beginner = Anfänger
bot-level-easy = leicht
bot-level-normal = normal
bot-level-hard = schwer
bot-level-expert = Experte
bot-level-reflex = Reflex

# The levels as the German (Abacus) edition names them.
level-basic = Grundspiel
level-standard = Standardspiel
level-advanced = Profispiel
level-duell = Duell

duell-d1 = normale Runde
duell-d2 = der Sieger erhält 2 Punkte
duell-d3 = der Startspieler wählt eine von D4 bis D7
duell-d4 = offene Karten
duell-d5 = keine Rückwärtszüge
duell-d6 = nur 3 Handkarten
duell-d7 = je 10 Karten, kein Nachziehstapel
# A Duell card with what it does: $card is "D4", $text its duell-… text.
duell-card = { $card }: { $text }

# A number of cards of one value: "eine 4", "zwei 4er". Always in the dative here,
# since every message that uses it puts it after "mit": "mit einer 4", "mit zwei 4ern".
cards-of = { $count ->
    [1] einer { $value }
    [2] zwei { $value }ern
    [3] drei { $value }ern
    [4] vier { $value }ern
    [5] fünf { $value }ern
   *[other] { $count } × { $value }
}

# An action, as a button's hover text and the hint name it (lower case, no subject).
action-advance = mit der { $card } vorrücken
action-retreat = mit der { $card } zurückweichen
action-attack = mit { $cards } angreifen
action-advance-attack = mit der { $card } vorrücken und mit { $cards } angreifen
action-parry = parieren
action-retreat-from-attack = mit der { $card } vor dem Angriff zurückweichen

# An attack: $cards is a cards-of text. Nominative; the messages that use it put it
# after a colon or in parentheses.
attack-direct = direkter Angriff mit { $cards }
attack-indirect = indirekter Angriff mit { $cards }

# Why the rules refuse an action.
error-round-over = die Runde ist vorbei (R6)
error-not-your-turn = { $expected } ist am Zug, nicht { $got } (R4)
error-no-such-value = { $value } ist kein Kartenwert (Karten haben die Werte 1 bis 5, R1.2)
error-zero-count = ein Angriff braucht mindestens eine Karte (R4.2)
error-not-in-hand = Sie brauchen { $need ->
    [1] eine Karte
   *[other] { $need } Karten
} mit dem Wert { $value }, haben aber { $have } (R4)
error-leaves-piste = ein Zug mit der { $card } würde die Fechtbahn verlassen (Felder 1 bis 23, R4.1)
error-reaches-opponent = ein Vorwärtszug mit der { $card } würde den Gegner bei Abstand { $distance } erreichen oder überspringen (R4.1)
error-wrong-attack-value = für einen Angriff muss der Kartenwert gleich dem Abstand sein, also { $distance }, nicht { $value } (R4.2)
error-basic-single-card = im Grundspiel wird mit genau einer Karte angegriffen (R4.2)
error-indirect-not-allowed = indirekte Angriffe gibt es nur im Profispiel (R3, R4.3)
error-backward-not-allowed = in dieser Runde sind Rückwärtszüge nicht erlaubt (Duell D5, R8)
error-no-attack-to-answer = es gibt keinen Angriff zu beantworten: Parade und Zurückweichen sind Antworten auf einen Angriff (R5)
error-must-answer-attack = Sie müssen zuerst den Angriff beantworten ({ $attack }): parieren oder, bei einem indirekten Angriff, zurückweichen (R5)
error-cannot-parry = zum Parieren brauchen Sie { $count ->
    [1] eine Karte
   *[other] { $count } Karten
} mit dem Wert { $value } (R5.1)
error-retreat-only-from-indirect = zurückweichen können Sie nur vor einem indirekten Angriff (R5.2)
error-round-in-progress = die Runde läuft noch (R6.4)
error-match-over = die Partie ist vorbei (R2.1)
error-awaiting-duell-choice = erst muss { $who } die Sonderkarte dieser Runde wählen (D3, R8)
error-no-duell-choice-pending = jetzt ist keine Sonderkarte zu wählen (D3, R8)
error-bad-duell-choice = bei D3 wählt der Startspieler D4, D5, D6 oder D7 (R8)

# What the picked cards do not make (the action buttons' hover texts).
pick-one-to-move = wählen Sie genau eine Karte: die Zahl der Felder für den Zug
pick-attack-cards = wählen Sie eine oder mehrere Karten mit dem Wert des Abstands, { $distance }
pick-advance-attack = wählen Sie eine Karte zum Vorrücken und die Karten für den Angriff
pick-no-move-that-way = kein Zug mit einer { $card } in diese Richtung

intent-advance = Vorrücken
intent-retreat = Zurückweichen
intent-attack = Angreifen
intent-advance-attack = Vorrücken & angreifen
intent-parry = Parieren

# One step of a match record: $who is a side's name, $action an action-… text.
step-act = { $who }: { $action }
step-next-round = nächste Runde
step-out-of-time = { $who }: Zeit abgelaufen
step-duell-card = { $who } wählt { $card } ({ $text })

# The computer levels' fencers on the ladder: a name and a style in one line.
fencer-random =
    .name = Rekrut Rémy
    .style = spielt rein zufällig eine erlaubte Karte
fencer-beginner =
    .name = Schülerin Bea
    .style = unachtsam, läuft aber nie in einen offensichtlichen Treffer
fencer-easy =
    .name = Vereinsfechter Carl
    .style = zählt die Karten, mit Aussetzern
fencer-normal =
    .name = Kapitänin Nora
    .style = zählt die Karten und folgt stets ihrer besten Faustregel
fencer-hard =
    .name = Meister Hugo
    .style = durchsucht Tausende möglicher Verläufe aus dem, was er sehen kann
fencer-expert =
    .name = Großmeisterin Elena
    .style = sucht viermal so lange wie Hugo
fencer-reflex =
    .name = Duellant Rex
    .style = greift an, wann immer er kann, und pariert, wann immer er kann
# A level in the set-up's list: $level a bot-level-… text, $fencer its fencer's name, $elo its rating.
ladder-rung = { $level } — { $fencer } · { $elo }
ladder-rung-same = { $level } — { $fencer } · { $elo }, im gemessenen Spiel nicht stärker als Stufe „{ $below }“
