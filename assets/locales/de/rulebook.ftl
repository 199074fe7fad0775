# Machine-drafted German translation (2026-12); awaiting review by a native speaker.
# The Rules screen: the rules of a match with the options in force (src/lang/rulebook.rs
# picks the paragraphs the level calls for). Rule ids in brackets are RULES.md's.
#
# Variables: $points the target score (1 to 15), $hand_size (1 to 10), $first a side's
# name, $starter "alternate" or "loser", $d2, $tracker, $two and $state "on" or "off".

rulebook-intro = Zwei Fechter stehen sich auf einer Fechtbahn mit 23 Feldern gegenüber. Der linke Fechter beginnt auf Feld 1, der rechte auf Feld 23; der Abstand ist die Zahl der Felder von einem zum anderen. Eine Runde wird durch einen Treffer oder am Ende des Nachziehstapels gewonnen. Eine gewonnene Runde bringt 1 Punkt{ $d2 ->
    [on] {" "}(2 mit der Sonderkarte D2)
   *[off] {""}
}; eine unentschiedene Runde bringt nichts. Wer zuerst { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} erreicht, gewinnt die Partie. (R1, R2.1)

rulebook-round-heading = Jede Runde
rulebook-round = Das Spiel hat 25 Karten, je fünf mit den Werten 1 bis 5. Zu Beginn jeder Runde kehren beide Fechter an ihr Ende der Bahn zurück, alle Karten werden gemischt, und jeder Spieler erhält { $hand_size ->
    [one] { $hand_size } Karte
   *[other] { $hand_size } Karten
}; der Rest bildet den verdeckten Nachziehstapel. { $first } beginnt die erste Runde; { $starter ->
    [loser] danach beginnt der Verlierer der vorigen Runde (nach einem Unentschieden wird abgewechselt)
   *[alternate] danach beginnen die Spieler abwechselnd
}. Ihre Hand ist geheim. Jeder darf die Karten des Nachziehstapels zählen, aber vom Ablagestapel darf nur die oberste Karte angesehen werden{ $tracker ->
    [on] {" "}— die Liste der gespielten Karten ist eingeschaltet, das Spiel zeigt also jede in dieser Runde gespielte Karte
   *[off] {""}
}. (R2.2–R2.4)

rulebook-turn-heading = Ihr Zug
rulebook-turn-move = In Ihrem Zug spielen Sie Karten, um genau eine Aktion auszuführen; Passen ist nicht erlaubt. Bewegen: Spielen Sie eine Karte und ziehen Sie genau so viele Felder vorwärts oder rückwärts, ohne die Fechtbahn zu verlassen und ohne Ihren Gegner zu erreichen oder zu überspringen. (R4.1)
rulebook-turn-attack-basic = Angriff: Spielen Sie eine Karte, deren Wert gleich dem Abstand ist. Im Grundspiel trifft ein Angriff immer: Sie gewinnen die Runde. (R4.2)
rulebook-turn-attack = Direkter Angriff: Spielen Sie eine oder mehrere Karten gleichen Werts, gleich dem Abstand, ohne sich zu bewegen. (R4.2)
rulebook-turn-indirect = Indirekter Angriff: Rücken Sie mit einer Karte vor und greifen Sie dann mit einer oder mehreren Karten an, deren Wert gleich dem neuen Abstand ist. (R4.3)
rulebook-turn-end = Am Ende Ihres Zuges ziehen Sie wieder auf die volle Handkartenzahl nach, solange der Stapel reicht (R4.6). Haben Sie zu Beginn Ihres Zuges keine erlaubte Aktion, verlieren Sie die Runde (R4.7). Sie müssen nie angreifen (R9.1).

rulebook-defence-heading = Verteidigung
rulebook-defence-parry = Werden Sie angegriffen, antworten Sie sofort. Parade: Spielen Sie genau so viele Karten desselben Werts wie der Angriff (R5.1). Ein Angriff mit drei oder mehr Karten kann nicht pariert werden (R4.4).
rulebook-defence-retreat = Gegen einen indirekten Angriff können Sie stattdessen zurückweichen: Spielen Sie eine Karte und ziehen Sie so viele Felder zurück; dann ziehen Sie nach, und Ihr Zug endet. (R5.2)
rulebook-defence-riposte = Nach einer Parade ziehen Sie nicht nach: Sie machen mit den restlichen Karten einen vollen Zug — Ihre Riposte — und ziehen an dessen Ende nach (R5.3). Können Sie sich nicht verteidigen, trifft der Angriff und Ihr Gegner gewinnt die Runde; können Sie es, müssen Sie es tun (R5.4).
rulebook-defence-none = Im Grundspiel gibt es keine Verteidigung: Jeder Angriff trifft. (R3)

rulebook-end-heading = Ende des Nachziehstapels
rulebook-end-attack = Wird die letzte Karte des Nachziehstapels gezogen, endet die Runde. War dieser Zug ein Angriff, darf sich der Verteidiger noch verteidigen; ein nicht abgewehrter Angriff trifft, und eine erfolgreiche Parade bringt keinen weiteren Zug. (R6.3a)
rulebook-end-last-chance = Dann hat der Spieler, der die letzte Karte nicht gezogen hat, eine letzte Chance: Hat er eine Karte, deren Wert gleich dem Abstand ist, trifft er und gewinnt. (R6.3b)
rulebook-end-cards = Sonst werden beide Hände aufgedeckt: Wer mehr Karten mit dem Wert des Abstands hat, gewinnt; bei Gleichstand gewinnt, wer weiter von seinem Ende vorgerückt ist; ist auch das gleich, endet die Runde unentschieden. (R6.3c)
rulebook-end-final-retreat = Geltende Option: Nach einem Zurückweichen als letzter Verteidigung zählt nur, wer weiter vorgerückt ist.
rulebook-end-advancement = Sonst gewinnt, wer weiter von seinem Ende vorgerückt ist; sind beide gleich weit vorgerückt, endet die Runde unentschieden. (R6.3c)

rulebook-duell = Duell wird mit den Aktionen des Standardspiels gespielt: kein indirekter Angriff und kein Zurückweichen als Verteidigung. Am Ende des Stapels zählt nur, wer weiter vorgerückt ist, und der Verlierer einer Runde beginnt die nächste. (R8)
rulebook-duell-cards-on = Sonderkarten sind eingeschaltet: Vor jeder Runde wird eine von acht Sonderkarten gezogen, die für die ganze Runde gilt:
# One special card: $card "D4", $text its duell-… text; $two is "on" for D1, of which there are two.
rulebook-duell-card = { $card }: { $text }{ $two ->
    [on] {" "}(zweimal vorhanden)
   *[off] {""}
}
rulebook-duell-cards-off = Sonderkarten sind ausgeschaltet.

rulebook-options-heading = Geltende Optionen
rulebook-option-level = Regelstufe: { $level }
rulebook-option-target = Punkte zum Sieg: { $points }
rulebook-option-hand-size = Handkarten: { $hand_size }
rulebook-option-first = { $first } beginnt Runde 1
rulebook-option-starter = { $starter ->
    [loser] Der Verlierer einer Runde beginnt die nächste
   *[alternate] Die Spieler beginnen abwechselnd
}
rulebook-option-tracker = Liste der gespielten Karten: { $state ->
    [on] an
   *[off] aus
}
rulebook-option-final-retreat = Nach einem letzten Zurückweichen zählt nur das Vorrücken: { $state ->
    [on] an
   *[off] aus
}
rulebook-option-special-cards = Sonderkarten: { $state ->
    [on] an
   *[off] aus
}
