# Machine-drafted Spanish translation (2026-12); awaiting review by a native speaker.
# La partida: el registro, los paneles alrededor de la pista, el aviso de parada, los finales
# de ronda y de partida.
#
# Variables: $who, $winner, $loser son nombres; $person, $winner_person, $loser_person son
# "you" para la persona que juega en este ordenador, "other" en otro caso. $cards es un texto
# cards-of ("dos 4"); los números son números (plural en español: one, many, other).
# Trato: «tú» en todo el juego.

## Why a round ended

result-draw = mazo agotado: ningún esgrimista va por delante; empate
hit-by-direct = un ataque con { $cards }
hit-by-indirect = un ataque indirecto con { $cards }
result-hit = { $person ->
    [you] Recibes un tocado: { $attack }
   *[other] { $loser } recibe un tocado: { $attack }
}
result-last-chance = mazo agotado: { $winner_person ->
    [you] aprovechas la última oportunidad: atacas con un { $distance } y tocas a { $loser }
   *[other] { $winner } aprovecha la última oportunidad: ataca con un { $distance } y { $loser_person ->
        [you] te toca
       *[other] toca a { $loser }
    }
}
result-no-legal-move = { $person ->
    [you] No tienes ninguna jugada válida
   *[other] { $loser } no tiene ninguna jugada válida
}
result-cards-at-distance = mazo agotado: { $winner_cards ->
    [one] { $winner_cards } carta
    [many] { $winner_cards } cartas
   *[other] { $winner_cards } cartas
} de { $distance } contra { $loser_cards }
result-advanced-further = mazo agotado: { $person ->
    [you] tu avance es mayor
   *[other] el avance de { $winner } es mayor
} ({ $winner_spaces ->
    [one] { $winner_spaces } casilla
    [many] { $winner_spaces } casillas
   *[other] { $winner_spaces } casillas
} contra { $loser_spaces })
result-advanced-further-even = mazo agotado: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} de { $distance } cada uno, empate; después { $person ->
    [you] has avanzado más
   *[other] { $winner } ha avanzado más
} ({ $winner_spaces ->
    [one] { $winner_spaces } casilla
   *[other] { $winner_spaces } casillas
} contra { $loser_spaces })
result-draw-even = mazo agotado: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} de { $distance } cada uno, y ningún tirador va por delante: empate

## The log

log-advance = { $person ->
    [you] Avanzas { $card } hasta la casilla { $to }
   *[other] { $who } avanza { $card } hasta la casilla { $to }
}
log-retreat = { $person ->
    [you] Retrocedes { $card } hasta la casilla { $to }
   *[other] { $who } retrocede { $card } hasta la casilla { $to }
}
log-attack = { $person ->
    [you] Atacas con { $cards }
   *[other] { $who } ataca con { $cards }
}
log-advance-attack = { $person ->
    [you] Avanzas { $card } hasta la casilla { $to } y atacas con { $cards }
   *[other] { $who } avanza { $card } hasta la casilla { $to } y ataca con { $cards }
}
log-parry = { $person ->
    [you] Paras el ataque
   *[other] { $who } para el ataque
}
log-retreat-from-attack = { $person ->
    [you] Retrocedes { $card } de la casilla { $from } a la { $to }
   *[other] { $who } retrocede { $card } de la casilla { $from } a la { $to }
}

## Replays

# Una partida terminada en la lista de repeticiones: "Vences a IA (difícil) 5–3 · Avanzado · 7 rondas · 2026-12-01 14:02".
record-line = { $person ->
    [you] Vences a { $loser }
   *[other] { $winner } { $loser_person ->
        [you] te vence
       *[other] vence a { $loser }
    }
} { $high }–{ $low } · { $level } · { $rounds ->
    [one] { $rounds } ronda
    [many] { $rounds } rondas
   *[other] { $rounds } rondas
} · { $when }
log-draw = { $person ->
    [you] Robas
   *[other] { $who } roba
} { $count ->
    [one] { $count } carta
    [many] { $count } cartas
   *[other] { $count } cartas
}
# El ganador de una ronda y el motivo: $how es un texto result-….
log-round-won = { $person ->
    [you] Ganas
   *[other] { $who } gana
} la ronda: { $how }
log-round-starts = Ronda { $round }: { $person ->
    [you] empiezas tú
   *[other] empieza { $who }
}
log-round-from-position = Ronda { $round } desde una posición fijada (casillas { $left } y { $right }); { $person ->
    [you] te toca a ti
   *[other] turno: { $who }
}
# La primera línea de una ronda con su carta Duell: $line es un texto log-round-…, $card un texto duell-card.
log-with-duell-card = { $line } — carta especial { $card }
log-take-back = { $person ->
    [you] Deshaces
   *[other] { $who } deshace
} la última decisión
# Una acción rechazada: $why es un texto error-….
not-allowed = No permitido: { $why }

## The score bar

# El tamaño de una mano, al pasar el ratón sobre sus cartas boca abajo.
hand-holds = { $person ->
    [you] Tienes
   *[other] { $who } tiene
} { $count ->
    [one] { $count } carta
    [many] { $count } cartas
   *[other] { $count } cartas
}
# De quién es el turno: $attack es un texto attack-… (sin artículo).
turn-answer = { $person ->
    [you] Responde al { $attack }
   *[other] { $who } debe responder al { $attack }
}
turn-play = { $person ->
    [you] Tu turno
   *[other] Turno de { $who }
}
turn-choose-duell-card = { $person ->
    [you] Te toca elegir la carta especial
   *[other] { $who } elige la carta especial
}
turn-round-over = Ronda terminada
turn-match-won = { $person ->
    [you] Ganas la partida
   *[other] { $who } gana la partida
}
distance = Distancia { $distance }

## The parry prompt

parry-defend = ¡Defiéndete!
parry-attacked-direct = { $person ->
    [you] Atacas: un ataque directo con
   *[other] { $who } ataca: un ataque directo con
}
parry-attacked-indirect = { $person ->
    [you] Atacas: un ataque indirecto con
   *[other] { $who } ataca: un ataque indirecto con
}
parry-with = Parar con { $cards }
parry-retreat-to = Retroceder { $card } (a la { $to })
parry-retreat = Retroceder { $card }
key-enter = Enter
key-enter-pad = X

## The side panel

menu-button = Menú (Esc)
menu-button-pad = Menú (Start)
undo = Deshacer
undo-nothing = no hay nada que deshacer en esta ronda desde tu último robo: deshacer una jugada tras la que robaste te mostraría la siguiente carta del mazo
# The side panel on a small screen: the menu button (its key said on hover), and the toggle that opens the round's log over the piste.
menu-button-short = Menú
log-toggle = Registro
hint = Consejo
# $level es el texto bot-level-… del nivel que da el consejo (adjetivo femenino: «la IA difícil»).
hint-tip = pregunta a la IA { $level } qué haría
hint-heading = Consejo: tus jugadas según las juzga el ordenador ({ $level })
# La jugada de un consejo y su probabilidad: $action es un texto action-…, $percent de 0 a 100.
hint-entry = { $action } — { $percent } % de probabilidad de ganar la ronda
hint-entry-margin = { $action } — { $percent } % (± { $margin }) de probabilidad de ganar la ronda
thinking = Pensando…
cards-played = Cartas jugadas
round-number = Ronda { $round }
# El nivel de las reglas de la partida: $level es un texto level-….
level-rules = Reglas: { $level }

## The table

pile-draw = Mazo
    { $count ->
        [0] vacío
        [one] { $count } carta
        [many] { $count } cartas
       *[other] { $count } cartas
    }
pile-discard = Descarte
    { $count ->
        [0] vacío
        [one] { $count } carta
        [many] { $count } cartas
       *[other] { $count } cartas
    }

## Duell D3

duell-choice-title = Carta especial D3
duell-choice-prompt = { $person ->
    [you] Elige la carta especial de esta ronda:
   *[other] { $who }, elige la carta especial de esta ronda:
}

## The hot-seat curtain (R9.6)

curtain-answer = { $attacker } ataca: { $attack }. { $who } debe responder.
curtain-play = Turno de { $who }.
curtain-hand-over = Cede la pantalla a { $who }
curtain-reveal = Soy { $who }: mostrar mis cartas
curtain-or-enter = (o pulsa Enter)
curtain-or-enter-pad = (o pulsa A)
# El nombre del jugador de la izquierda en una partida en la misma pantalla cuando no se escribe ninguno en los Nombres de la preparación (src/ui/setup.rs); luego es $who en el registro, la barra del marcador y la cortina («Turno de Zurdo.»). La izquierda es el esgrimista zurdo (R1.3).
default-name-left = Zurdo
# El nombre del jugador de la derecha en una partida en la misma pantalla cuando no se escribe ninguno en los Nombres de la preparación (src/ui/setup.rs); luego es $who en el registro, la barra del marcador y la cortina («Turno de Diestro.»).
default-name-right = Diestro

## Between rounds, and the end of the match

whose-hand = { $person ->
    [you] Tu mano
   *[other] Mano de { $who }
}
no-cards = sin cartas
round-won = { $person ->
    [you] Ganas la ronda { $round }
   *[other] { $who } gana la ronda { $round }
}
round-drawn = Ronda { $round }: empate
back-to-match = Volver a la partida
practice-band = Práctica desde { $person ->
    [you] tu decisión { $decision }
   *[other] la decisión { $decision } de { $who }
} de la ronda { $round }: las cartas ocultas se reparten de nuevo. La partida va { $left } – { $right }.
# The same on a small screen (1024 × 600 at 160%): one line beside the way back; the
# score bar shows the match's score too.
practice-band-short = Práctica desde { $person ->
    [you] tu decisión { $decision }
   *[other] la decisión { $decision } de { $who }
} de la ronda { $round }. Partida: { $left } – { $right }.
practice-won = { $person ->
    [you] Ganas la ronda de práctica
   *[other] { $who } gana la ronda de práctica
}
practice-drawn = La ronda de práctica termina en empate
practice-over = Práctica terminada: esta ronda no cuenta. La partida va { $left } – { $right }.
next-round = Siguiente ronda (Enter)
next-round-pad = Siguiente ronda (A)
analyse-round = Analizar esta ronda
analyse-last-round = Analizar la última ronda
# El marcador, primero el de Izquierda.
score = Marcador { $left } – { $right }
match-won = { $person ->
    [you] Ganas la partida { $left } – { $right }
   *[other] { $who } gana la partida { $left } – { $right }
}
# Cómo terminó la última ronda: $why es un texto result-….
last-round = Última ronda: { $why }
summary-judging = Repasando el combate…
summary-rounds = Rondas:
summary-draw = empate
summary-round-chip = { $round }. { $who }
summary-best = Mejor decisión: ronda { $round }, { $who }: { $action } — { $chance } % de opciones de ganar la ronda después
summary-swing = Mayor vuelco: ronda { $round }, tras { $who }: { $action } — los robos y el juego rival la llevaron del { $from } % al { $to } %
rematch = Revancha
title-screen = Menú principal

## The hand panel

no-move-reaches = Ahora ningún movimiento llega a la casilla { $space }: se puede llegar a las casillas marcadas
your-hand-hidden = Cartas ocultas hasta que { $who } tome la pantalla.
computers-only = IA contra IA.
is-thinking = { $who } está pensando…
waiting-for = Esperando a { $who }
keys-pick = teclas 1–5: elegir una carta de ese valor
keys-move = flechas izquierda/derecha: mover
keys-enter = Enter: atacar o parar
# La misma ayuda cuando se usa un mando (nombres de Xbox: LB/RB son los gatillos superiores).
keys-pick-pad = LB/RB: cambiar de carta · A: elegirla
keys-move-pad = cruceta ←/→: mover
keys-enter-pad = X: atacar o parar · B: quitar · Y: consejo
answer-in-box = Responde al ataque en el recuadro de la parte superior de la vista: para o, si las reglas lo permiten, retrocede.
pick-then-act = Elige cartas y luego una acción, o haz clic en una casilla marcada para moverte allí.
pick-then-act-pad = Elige cartas con LB/RB y A; luego X para atacar, o la cruceta para moverte.
picked = Elegidas:

advance-with = Avanzar con:
advance-reading = el { $card } hasta la casilla { $space }
## The played-cards tracker (R2.4)

tracker-card = Carta
tracker-played = Jugadas
tracker-in-hand = En tu mano
tracker-unseen = Sin ver
draw-pile-count = Mazo: { $count ->
    [one] { $count } carta
    [many] { $count } cartas
   *[other] { $count } cartas
}

## The analysis of a round or a match

analysis = Análisis
cancel = Cancelar
close = Cerrar
# $round es 0 para toda la partida.
analysis-judging = Evaluando las decisiones de { $round ->
    [0] la partida
   *[other] la ronda { $round }
} desde el punto de vista de cada jugador…
analysis-progress = { $done } de { $total }
analysis-failed = No se pudo analizar la ronda: { $why }
analysis-heading = { $round ->
    [0] La partida
   *[other] Ronda { $round }
}: probabilidad de ganar la ronda tras cada decisión
analysis-explained = Lo evalúa la IA difícil a partir de lo que veía quien decidía, nunca de las cartas ocultas. Los puntos pequeños marcan la probabilidad de la mejor decisión; una decisión que costó 5 puntos o más es una imprecisión; 10 o más, un error; 25 o más, un error grave. Entre dos de tus decisiones, los robos y las jugadas del rival también mueven la probabilidad: eso se muestra aparte.
# Cómo cambió la probabilidad entre dos decisiones de un jugador: $sign es "+" o "", $points de -100 a 100;
# $other_person es "you" cuando el otro jugador es la persona de este ordenador.
analysis-swing = {"   "}luego, los robos y { $other_person ->
    [you] tu jugada
   *[other] la jugada de { $other }
}: { $sign }{ $points ->
    [one] { $points } punto
    [many] { $points } puntos
   *[other] { $points } puntos
}
# Una decisión: $n desde 1, $action un texto action-…, $before y $after de 0 a 100.
analysis-decision = { $n }. { $who }: { $action } — { $before } % antes, { $after } % después
analysis-round = ronda { $round }
analysis-best = mejor ({ $percent } %): { $action }
analysis-nothing = No hay ninguna decisión que evaluar en esta ronda.
try-again = Reintentar
try-again-tip = seguir jugando desde aquí: las cartas ocultas se reparten de nuevo según lo que se sabía entonces
verdict-inaccuracy = imprecisión
verdict-mistake = error
verdict-blunder = error grave
chart-decision = decisión
chart-win-percent = % de victoria
chart-best = { $who }: mejor

## The coach

coach = Entrenador
# $action y $best son textos action-…, $why un texto risk-…, porcentajes de 0 a 100.
coach-warning = ¿{ $action }? { $why }: { $percent } % de probabilidad de ganar la ronda, frente a { $best_percent } % si juegas «{ $best }».
coach-warning-plain = ¿{ $action }? { $percent } % de probabilidad de ganar la ronda, frente a { $best_percent } % si juegas «{ $best }».
coach-best-because = { $best }: { $why }.
coach-play-anyway = Jugar de todos modos
coach-choose-again = Elegir otra vez
risk-parryable = el otro esgrimista puede tener { $unseen ->
    [one] la única carta de { $value } sin ver
    [many] { $count } de las { $unseen } cartas de { $value } sin ver
   *[other] { $count } de las { $unseen } cartas de { $value } sin ver
} para pararlo (R5.1)
risk-attack = un ataque de { $count } × { $value }
risk-parry = la parada
risk-in-reach = esto te deja a { $distance ->
    [one] { $distance } casilla
    [many] { $distance } casillas
   *[other] { $distance } casillas
} de un esgrimista que puede tener un { $distance } ({ $unseen } sin ver, R4.2)
risk-distance = esto deja una distancia de { $distance }

risk-pile-end = el final del mazo: { $left ->
    [one] queda { $left } carta
   *[other] quedan { $left } cartas
}; después deciden las cartas iguales a la distancia y cuánto ha avanzado cada uno (R6.3)
## For screen readers

# Una carta de la mano de la persona (una casilla de verificación, marcada si está elegida).
card-label = Carta { $value }
# Dónde están los esgrimistas: $left y $right son los nombres de los jugadores en los paneles.
position = { $left } en la casilla { $left_space }, { $right } en la casilla { $right_space }: distancia { $distance }
# Se ha pulsado una tecla 1–5 de un valor que la mano no tiene.
pick-none-of-value = No tienes ningún { $value } en la mano: las teclas 1–5 eligen una carta de ese valor
