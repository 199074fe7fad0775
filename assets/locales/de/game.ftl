# Machine-drafted German translation (2026-12); awaiting review by a native speaker.
# The match: the log, the panels around the piste, the parry prompt, the ends of rounds
# and matches.
#
# Variables: $who, $winner, $loser are names; $person, $winner_person, $loser_person are
# "you" for the one person at this computer, "other" otherwise. $cards is a cards-of text
# ("zwei 4ern", in the dative: every use follows "mit"); numbers are numbers.
# The person at this computer is addressed with the polite "Sie".

## Why a round ended

result-draw = Nachziehstapel leer: keiner der Fechter liegt vorn — unentschieden
# Used only inside result-hit, after "von" (dative).
hit-by-direct = einem Angriff mit { $cards }
hit-by-indirect = einem indirekten Angriff mit { $cards }
result-hit = { $person ->
    [you] Sie werden von { $attack } getroffen
   *[other] { $loser } wird von { $attack } getroffen
}
result-last-chance = Nachziehstapel leer: { $winner_person ->
    [you] Sie nutzen die letzte Chance zum Angriff mit einer { $distance } und treffen { $loser }
   *[other] { $winner } nutzt die letzte Chance zum Angriff mit einer { $distance } und trifft { $loser_person ->
        [you] Sie
       *[other] { $loser }
    }
}
result-no-legal-move = { $person ->
    [you] Sie haben keinen erlaubten Zug
   *[other] { $loser } hat keinen erlaubten Zug
}
result-cards-at-distance = Nachziehstapel leer: { $winner_cards ->
    [one] { $winner_cards } Karte
   *[other] { $winner_cards } Karten
} mit dem Wert { $distance } gegen { $loser_cards }
result-advanced-further = Nachziehstapel leer: { $person ->
    [you] Sie sind weiter vorgerückt
   *[other] { $winner } ist weiter vorgerückt
} ({ $winner_spaces ->
    [one] { $winner_spaces } Feld
   *[other] { $winner_spaces } Felder
} gegen { $loser_spaces })
result-advanced-further-even = Nachziehstapel leer: je { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} mit { $distance }, gleichauf; dann { $person ->
    [you] sind Sie weiter vorgerückt
   *[other] ist { $winner } weiter vorgerückt
} ({ $winner_spaces ->
    [one] { $winner_spaces } Feld
   *[other] { $winner_spaces } Felder
} gegen { $loser_spaces })
result-draw-even = Nachziehstapel leer: je { $cards ->
    [one] { $cards } Karte
   *[other] { $cards } Karten
} mit { $distance }, und keiner liegt vorn – unentschieden

## The log

log-advance = { $person ->
    [you] Sie rücken mit der { $card } auf Feld { $to } vor
   *[other] { $who } rückt mit der { $card } auf Feld { $to } vor
}
log-retreat = { $person ->
    [you] Sie weichen mit der { $card } auf Feld { $to } zurück
   *[other] { $who } weicht mit der { $card } auf Feld { $to } zurück
}
log-attack = { $person ->
    [you] Sie greifen mit { $cards } an
   *[other] { $who } greift mit { $cards } an
}
log-advance-attack = { $person ->
    [you] Sie rücken mit der { $card } auf Feld { $to } vor und greifen mit { $cards } an
   *[other] { $who } rückt mit der { $card } auf Feld { $to } vor und greift mit { $cards } an
}
log-parry = { $person ->
    [you] Sie parieren
   *[other] { $who } pariert
}
log-retreat-from-attack = { $person ->
    [you] Sie weichen mit der { $card } von Feld { $from } auf { $to } zurück
   *[other] { $who } weicht mit der { $card } von Feld { $from } auf { $to } zurück
}

## Replays

# A finished match in the Replays list: "Sie schlagen Computer (schwer) 5–3 · Profispiel · 7 Runden · 2026-12-01 14:02".
record-line = { $person ->
    [you] Sie schlagen
   *[other] { $winner } schlägt
} { $loser_person ->
    [you] Sie
   *[other] { $loser }
} { $high }–{ $low } · { $level } · { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
} · { $when }
log-draw = { $person ->
    [you] Sie ziehen
   *[other] { $who } zieht
} { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} nach
# A round's winner and why: $how is a result-… text.
log-round-won = { $person ->
    [you] Sie gewinnen
   *[other] { $who } gewinnt
} die Runde: { $how }
log-round-starts = Runde { $round }: { $person ->
    [you] Sie beginnen
   *[other] { $who } beginnt
}
log-round-from-position = Runde { $round } aus vorgegebener Stellung (Felder { $left } und { $right }): { $person ->
    [you] Sie sind am Zug
   *[other] { $who } ist am Zug
}
# A round's first line with its Duell card: $line is a log-round-… text, $card a duell-card text.
log-with-duell-card = { $line } — Sonderkarte { $card }
log-take-back = { $person ->
    [you] Sie nehmen
   *[other] { $who } nimmt
} die letzte Entscheidung zurück
# A refused action: $why is an error-… text.
not-allowed = Nicht erlaubt: { $why }

## The score bar

# A hand's size, on hover over its card backs.
hand-holds = { $person ->
    [you] Sie haben
   *[other] { $who } hat
} { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} auf der Hand
# Whose turn it is: $attack is an attack-… text (nominative, hence after a colon).
turn-answer = { $person ->
    [you] Sie müssen antworten: { $attack }
   *[other] { $who } muss antworten: { $attack }
}
turn-play = { $person ->
    [you] Sie sind am Zug
   *[other] { $who } ist am Zug
}
turn-choose-duell-card = { $person ->
    [you] Sie wählen die Sonderkarte
   *[other] { $who } wählt die Sonderkarte
}
turn-round-over = Runde beendet
turn-match-won = { $person ->
    [you] Sie gewinnen die Partie
   *[other] { $who } gewinnt die Partie
}
distance = Abstand { $distance }

## The parry prompt

parry-defend = Abwehren!
parry-attacked-direct = { $person ->
    [you] Sie greifen an: direkter Angriff mit
   *[other] { $who } greift an: direkter Angriff mit
}
parry-attacked-indirect = { $person ->
    [you] Sie greifen an: indirekter Angriff mit
   *[other] { $who } greift an: indirekter Angriff mit
}
parry-with = Parieren mit { $cards }
parry-retreat-to = { $card } zurück (auf { $to })
parry-retreat = { $card } zurück
key-enter = Enter
key-enter-pad = X

## The side panel

menu-button = Menü (Esc)
menu-button-pad = Menü (Start)
undo = Rückgängig
undo-nothing = in dieser Runde gibt es seit Ihrem letzten Nachziehen nichts zurückzunehmen: einen Zug zurückzunehmen, nach dem Sie nachgezogen haben, würde Ihnen die nächste Karte des Stapels zeigen
# The side panel on a small screen: the menu button (its key said on hover), and the toggle that opens the round's log over the piste.
menu-button-short = Menü
log-toggle = Verlauf
hint = Tipp
# $level is the bot-level-… text of the level that gives the hint.
hint-tip = den Computer „{ $level }“ fragen, was er tun würde
hint-heading = Tipp: Ihre Züge, wie der Computer ({ $level }) sie beurteilt
# A hint's move and its chance: $action is an action-… text, $percent 0 to 100.
hint-entry = { $action } — { $percent } % Chance auf den Rundensieg
hint-entry-margin = { $action } — { $percent } % (± { $margin }) Chance auf den Rundensieg
thinking = Denkt nach…
cards-played = Gespielte Karten
round-number = Runde { $round }
# The level of the match's rules: $level is a level-… text.
level-rules = Regeln: { $level }

## The table

pile-draw = Nachziehstapel
    { $count ->
        [0] leer
        [one] { $count } Karte
       *[other] { $count } Karten
    }
pile-discard = Ablagestapel
    { $count ->
        [0] leer
        [one] { $count } Karte
       *[other] { $count } Karten
    }

## Duell D3

duell-choice-title = Sonderkarte D3
duell-choice-prompt = { $person ->
    [you] Wählen Sie die Sonderkarte dieser Runde:
   *[other] { $who }, wählen Sie die Sonderkarte dieser Runde:
}

## The hot-seat curtain (R9.6)

curtain-answer = { $attacker } greift an: { $attack }. { $who } muss antworten.
curtain-play = { $who } ist am Zug.
curtain-hand-over = Übergeben Sie den Rechner an { $who }
curtain-reveal = Ich bin { $who } — meine Karten zeigen
curtain-or-enter = (oder Enter drücken)
curtain-or-enter-pad = (oder A drücken)
# The Left player's name in a match at one computer when none is typed in the set-up's Names (src/ui/setup.rs); it is then $who in the log, the score bar and the curtain („Linkshänder ist am Zug“). Left is the left-handed fencer (R1.3).
default-name-left = Linkshänder
# The Right player's name in a match at one computer when none is typed in the set-up's Names (src/ui/setup.rs); it is then $who in the log, the score bar and the curtain („Rechtshänder ist am Zug“).
default-name-right = Rechtshänder

## Between rounds, and the end of the match

whose-hand = { $person ->
    [you] Ihre Hand
   *[other] Hand von { $who }
}
no-cards = keine Karten
round-won = { $person ->
    [you] Sie gewinnen Runde { $round }
   *[other] { $who } gewinnt Runde { $round }
}
round-drawn = Runde { $round } endet unentschieden
back-to-match = Zurück zur Partie
practice-band = Übung ab { $person ->
    [you] Ihrer Entscheidung { $decision }
   *[other] Entscheidung { $decision } von { $who }
} in Runde { $round }: Die verdeckten Karten werden neu verteilt. Die Partie steht { $left } – { $right }.
# The same on a small screen (1024 × 600 at 160%): one line beside the way back; the
# score bar shows the match's score too.
practice-band-short = Übung ab { $person ->
    [you] Ihrer Entscheidung { $decision }
   *[other] Entscheidung { $decision } von { $who }
} in Runde { $round }. Partie: { $left } – { $right }.
practice-won = { $person ->
    [you] Sie gewinnen die Übungsrunde
   *[other] { $who } gewinnt die Übungsrunde
}
practice-drawn = Die Übungsrunde endet unentschieden
practice-over = Übung beendet: Diese Runde zählt nicht. Die Partie steht { $left } – { $right }.
next-round = Nächste Runde (Enter)
next-round-pad = Nächste Runde (A)
analyse-round = Diese Runde analysieren
analyse-last-round = Die letzte Runde analysieren
# The score, Left's first.
score = Stand { $left } – { $right }
match-won = { $person ->
    [you] Sie gewinnen die Partie { $left } – { $right }
   *[other] { $who } gewinnt die Partie { $left } – { $right }
}
# How the last round ended: $why is a result-… text.
last-round = Letzte Runde: { $why }
summary-judging = Rückblick auf das Match …
summary-rounds = Runden:
summary-draw = unentschieden
summary-round-chip = { $round }. { $who }
summary-best = Beste Entscheidung: Runde { $round }, { $who }: { $action } – danach { $chance } % Chance, die Runde zu gewinnen
summary-swing = Größter Umschwung: Runde { $round }, nach { $who }: { $action } – Ziehen und gegnerisches Spiel änderten die Chance von { $from } % auf { $to } %
rematch = Revanche
title-screen = Startbildschirm

## The hand panel

no-move-reaches = Kein Zug erreicht jetzt Feld { $space }: Erreichbar sind die markierten Felder
your-hand-hidden = Karten verdeckt, bis { $who } den Bildschirm übernimmt.
computers-only = Computer gegen Computer.
is-thinking = { $who } denkt nach…
waiting-for = Warten auf { $who }
keys-pick = Tasten 1–5: eine Karte dieses Werts wählen
keys-move = Pfeiltasten links/rechts: bewegen
keys-enter = Enter: angreifen oder parieren
# The same help while a gamepad is in use (Xbox names: LB/RB the shoulder buttons).
keys-pick-pad = LB/RB: eine Karte ansteuern · A: sie wählen
keys-move-pad = Steuerkreuz ←/→: bewegen
keys-enter-pad = X: angreifen oder parieren · B: Wahl aufheben · Y: Tipp
answer-in-box = Beantworten Sie den Angriff im Kasten oben in der Ansicht: parieren oder, wenn die Regeln es erlauben, zurückweichen.
pick-then-act = Wählen Sie Karten, dann eine Aktion — oder klicken Sie auf ein markiertes Feld, um dorthin zu gehen.
pick-then-act-pad = Wählen Sie Karten mit LB/RB und A, dann X zum Angreifen oder das Steuerkreuz zum Bewegen.
picked = Gewählt:

advance-with = Vorrücken mit:
advance-reading = der { $card } auf Feld { $space }
## The played-cards tracker (R2.4)

tracker-card = Karte
tracker-played = Gespielt
tracker-in-hand = Auf Ihrer Hand
tracker-unseen = Nicht gesehen
draw-pile-count = Nachziehstapel: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}

## The analysis of a round or a match

analysis = Analyse
cancel = Abbrechen
close = Schließen
# $round is 0 for the whole match.
analysis-judging = Die Entscheidungen { $round ->
    [0] der Partie
   *[other] der Runde { $round }
} werden aus der Sicht des jeweiligen Spielers bewertet…
analysis-progress = { $done } von { $total }
analysis-failed = Die Runde konnte nicht analysiert werden: { $why }
analysis-heading = { $round ->
    [0] Die Partie
   *[other] Runde { $round }
}: Chance auf den Rundensieg nach jeder Entscheidung
analysis-explained = Bewertet vom Computer „schwer“ nach dem, was der entscheidende Spieler sehen konnte — nie nach den verdeckten Karten. Die kleinen Punkte zeigen die Chance der besten Entscheidung; eine Entscheidung, die 5 Punkte oder mehr kostet, ist eine Ungenauigkeit, ab 10 Punkten ein Fehler, ab 25 Punkten ein Patzer. Zwischen zwei Ihrer Entscheidungen verändern auch das Nachziehen und die Züge des anderen Spielers die Chance: Das wird getrennt gezeigt.
# How the chance moved between two decisions of a player: $sign is "+" or "", $points -100 to 100;
# $other_person is "you" when the other player is the person at this computer.
analysis-swing = {"   "}dann das Nachziehen und { $other_person ->
    [you] Ihre Züge
   *[other] die Züge von { $other }
}: { $sign }{ $points } { $points ->
    [one] Punkt
   *[other] Punkte
}
# One decision: $n from 1, $action an action-… text, $before and $after 0 to 100.
analysis-decision = { $n }. { $who }: { $action } — { $before } % vorher, { $after } % nachher
analysis-round = Runde { $round }
analysis-best = am besten ({ $percent } %): { $action }
analysis-nothing = In dieser Runde gibt es keine Entscheidung zu bewerten.
try-again = Erneut versuchen
try-again-tip = von hier aus weiterspielen: die verdeckten Karten werden nach dem damaligen Wissensstand neu verteilt
verdict-inaccuracy = Ungenauigkeit
verdict-mistake = Fehler
verdict-blunder = Patzer
chart-decision = Entscheidung
chart-win-percent = Siegchance %
chart-best = { $who }: am besten

## The coach

coach = Trainer
# $action and $best are action-… texts, $why a risk-… text, percents 0 to 100.
coach-warning = { $action }? { $why }: { $percent } % Chance auf den Rundensieg, gegenüber { $best_percent } % für „{ $best }“.
coach-warning-plain = { $action }? { $percent } % Chance auf den Rundensieg, gegenüber { $best_percent } % für „{ $best }“.
coach-best-because = { $best }: { $why }.
coach-play-anyway = Trotzdem spielen
coach-choose-again = Neu wählen
risk-parryable = der gegnerische Fechter hat vielleicht { $unseen ->
    [one] die einzige noch nicht gesehene { $value }
   *[other] { $count } der { $unseen } noch nicht gesehenen { $value }er
} zum Parieren (R5.1)
risk-attack = ein Angriff mit { $count } × { $value }
risk-parry = die Parade
risk-in-reach = damit stehen Sie { $distance ->
    [one] { $distance } Feld
   *[other] { $distance } Felder
} von einem Fechter entfernt, der eine { $distance } haben kann ({ $unseen } noch nicht gesehen, R4.2)
risk-distance = damit bleibt ein Abstand von { $distance }

risk-pile-end = das Ende des Nachziehstapels: { $left ->
    [one] noch { $left } Karte
   *[other] noch { $left } Karten
}, dann entscheiden die Karten in Höhe des Abstands und wie weit jeder vorgerückt ist (R6.3)
## For screen readers

# A card of the person's hand (a check box, checked when picked).
card-label = Karte { $value }
# Where the fencers stand: $left and $right are the panels' names of the players.
position = { $left } auf Feld { $left_space }, { $right } auf Feld { $right_space }: Abstand { $distance }
# A key 1–5 pressed for a value the hand does not hold.
pick-none-of-value = Sie haben keine { $value } auf der Hand: Die Tasten 1–5 wählen eine Karte dieses Werts
