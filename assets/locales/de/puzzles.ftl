# Machine-drafted German translation (2026-12); awaiting review by a native speaker.
# Aufgaben: warum die Lösung einer Aufgabe die beste ist (src/lang/puzzles.rs).
#
# Variablen: Zahlen sind Zahlen; $action ist der Name einer Aktion („3 vorrücken“);
# $indirect ist „yes“, wo indirekte Angriffe gespielt werden (Profispiel), sonst „no“.

puzzle-solution = Lösung: { $action }: { $percent } % Chance, die Runde zu gewinnen; keine andere Aktion gibt mehr als { $next } % (nur aus Ihrer Sicht beurteilt, R7.2).
puzzle-why-attack-hits = Im { level-basic } trifft ein direkter Angriff sofort: eine { $value } auf Abstand { $value } gewinnt die Runde (R4.2).
puzzle-why-unparriable = Ein direkter Angriff mit { $count } × { $value } kann nie pariert werden: es gibt nur fünf Karten jedes Werts (R4.4).
puzzle-why-cannot-parry = { $open ->
    [yes] Die offene Hand des anderen Fechters hält { $unseen ->
        [0] keine { $value }
        [1] nur eine { $value }
       *[other] nur { $unseen } Karten mit { $value }
    } (D4)
   *[no] { $unseen ->
        [0] Jede { $value } ist für Sie sichtbar
        [1] Nur eine { $value } ist für Sie nicht sichtbar
       *[other] Nur { $unseen } Karten mit { $value } sind für Sie nicht sichtbar
    }
}, also kann der andere Fechter { $count } × { $value } weder parieren noch davor zurückweichen: der Angriff trifft (R5.1, R5.4).
puzzle-why-parry = Die Parade hält Sie in der Runde, und danach haben Sie einen ganzen Zug: eine Riposte kann folgen (R5.3).
puzzle-why-parry-at-pile-end = Die Parade hält den Treffer auf; der Nachziehstapel ist leer, kein Zug folgt, und das Ende des Stapels entscheidet die Runde (R6.3).
puzzle-why-pile-end = Ihr Nachziehen nimmt die letzte Karte: auf Abstand { $distance } behalten Sie { $held } × { $distance }, und am Ende des Stapels zählen zuerst die Karten gleich dem Abstand (R6.3).
puzzle-why-out-of-reach = Auf Abstand { $distance } erreicht Sie im nächsten Zug kein Angriff des anderen Fechters ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-no-attack-left = Auf Abstand { $distance } { $open ->
    [yes] hat die offene Hand des anderen Fechters keine Karte für einen Angriff (D4)
   *[no] sind alle Karten, die der andere Fechter zum Angreifen bräuchte, für Sie sichtbar
}: er kann im nächsten Zug nicht angreifen ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-threat = Auf Abstand { $distance } behalten Sie { $held } × { $distance }: ein Angriff für Ihren nächsten Zug (R4.2).
puzzle-why-judged = Keine einzelne Regel entscheidet es: jede andere Aktion lässt Ihnen weit weniger Chancen, die Runde zu gewinnen (beurteilt nach dem, was Sie sehen, R7.2).

## Der Aufgaben-Bildschirm (src/ui/puzzles.rs)

puzzles = Aufgaben
puzzles-unreadable = Die Aufgaben können nicht gelesen werden: { $why }
puzzles-about = { $count } Stellungen aus echten Partien, jede mit einer Aktion, die weit besser ist als alle anderen (aus der Sicht des entscheidenden Spielers beurteilt). Finden Sie sie.
puzzles-daily = Die Aufgabe des Tages
puzzles-daily-new = Heute dieselbe Aufgabe für alle.
puzzles-daily-solved = Heute gelöst.
puzzles-daily-missed = Heute versucht, nicht gelöst.
puzzles-play-daily = Aufgabe des Tages spielen
puzzles-trainer = Training
puzzles-your-rating = Ihre Aufgabenwertung: { $rating } ± { $margin } · Serie { $streak } (beste { $best })
puzzles-play-trainer = Nächste Aufgabe
puzzles-statistics = Statistik
puzzles-counts = { $tried } Aufgaben versucht, { $solved } im ersten Versuch gelöst ({ $percent } %).
puzzle-heading = Aufgabe · { $level } · Wertung { $rating }
puzzle-heading-daily = Aufgabe des Tages · { $level } · Wertung { $rating }
puzzle-find = Sie spielen { $side }. Eine Aktion ist weit besser als alle anderen: finden Sie sie.
puzzle-solved = Gelöst: { $action } ist die richtige.
puzzle-missed = Nicht diese: { $action }.
puzzle-rating-moved = Ihre Aufgabenwertung: { $before } → { $after } · Serie { $streak }
puzzle-not-counted = Schon versucht: dieser Versuch ändert Ihre Wertung nicht.
puzzle-show-why = Warum?
puzzle-try-again = Noch einmal
puzzle-next = Nächste Aufgabe
puzzle-all = Alle Aufgaben
puzzle-unseen = Für Sie nicht sichtbare Karten, nach Wert — { $cards } (in der Hand des anderen Fechters und im Nachziehstapel mit { $pile })
puzzle-unseen-open = Karten im Nachziehstapel (die Hand des anderen Fechters ist offen), nach Wert — { $cards } ({ $pile } insgesamt)
