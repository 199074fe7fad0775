# Machine-drafted Spanish translation (2026-12); awaiting review by a native speaker.
#
# La pantalla de Reglas: las reglas de una partida con las opciones vigentes (src/lang/rulebook.rs
# elige los párrafos que pide el nivel). Los identificadores de regla entre paréntesis son los de RULES.md.
#
# Variables: $points la puntuación objetivo (1 a 15), $hand_size (1 a 10), $first el nombre
# de un lado, $starter "alternate" o "loser", $d2, $tracker, $two y $state "on" u "off".
# Trato: «tú». Términos: pista, casilla, mazo, descarte, ronda, partida, tocado, parar/parada,
# retroceder, «respuesta» (la palabra de la esgrima para la riposte).

rulebook-intro = Dos esgrimistas se enfrentan en una pista de 23 casillas. Izquierda empieza en la casilla 1 y Derecha en la casilla 23; la distancia es el número de casillas que los separa. Una ronda se gana con un tocado o al agotarse el mazo. Una ronda ganada vale 1 punto{ $d2 ->
    [on] {" "}(2 con la carta especial D2)
   *[off] {""}
}; una ronda empatada no vale nada. Gana la partida quien llega primero a { $points ->
    [one] { $points } punto
    [many] { $points } puntos
   *[other] { $points } puntos
}. (R1, R2.1)

rulebook-round-heading = Cada ronda
rulebook-round = La baraja tiene 25 cartas, cinco de cada valor del 1 al 5. Al empezar cada ronda, los dos esgrimistas vuelven a sus extremos de la pista, se barajan todas las cartas y cada jugador recibe { $hand_size ->
    [one] { $hand_size } carta
    [many] { $hand_size } cartas
   *[other] { $hand_size } cartas
}; el resto forma el mazo, boca abajo. { $first } empieza la primera ronda; { $starter ->
    [loser] después empieza quien perdió la ronda anterior (tras un empate, se turnan)
   *[alternate] después los jugadores se turnan para empezar
}. Tu mano es secreta. Cualquiera puede contar las cartas del mazo, pero del descarte solo se puede mirar la carta de arriba{ $tracker ->
    [on] {" "}— el registro de cartas jugadas está activado, así que el juego muestra todas las cartas jugadas en esta ronda
   *[off] {""}
}. (R2.2–R2.4)

rulebook-turn-heading = Tu turno
rulebook-turn-move = En tu turno juegas cartas para hacer exactamente una cosa; no puedes pasar. Mover: juega una carta y muévete exactamente ese número de casillas hacia delante o hacia atrás, sin salir de la pista y sin alcanzar ni sobrepasar nunca a tu rival. (R4.1)
rulebook-turn-attack-basic = Atacar: juega una carta igual a la distancia. En el nivel Básico un ataque siempre toca: ganas la ronda. (R4.2)
rulebook-turn-attack = Ataque directo: juega una o más cartas del mismo valor, iguales a la distancia, sin moverte. (R4.2)
rulebook-turn-indirect = Ataque indirecto: avanza con una carta y luego ataca con una o más cartas iguales a la nueva distancia. (R4.3)
rulebook-turn-end = Al final de tu turno robas hasta volver a tener tu número de cartas, mientras quede mazo (R4.6). Si al empezar tu turno no tienes ninguna acción válida, pierdes la ronda (R4.7). Nunca estás obligado a atacar (R9.1).

rulebook-defence-heading = Defensa
rulebook-defence-parry = Cuando te atacan, respondes de inmediato. Parar: juega exactamente tantas cartas del mismo valor como tiene el ataque (R5.1). Un ataque de tres o más cartas no se puede parar (R4.4).
rulebook-defence-retreat = Contra un ataque indirecto puedes, en lugar de parar, retroceder: juega una carta y retrocede ese número de casillas; después robas y tu turno termina. (R5.2)
rulebook-defence-riposte = Tras una parada no robas: juegas un turno completo con las cartas que te quedan —tu respuesta— y robas al final de él (R5.3). Si no puedes defenderte, el ataque toca y tu rival gana la ronda; si puedes, estás obligado a hacerlo (R5.4).
rulebook-defence-none = En el nivel Básico no hay defensa: todo ataque toca. (R3)

rulebook-end-heading = Fin del mazo
rulebook-end-attack = Cuando se roba la última carta del mazo, la ronda termina. Si ese turno fue un ataque, el defensor aún puede defenderse; un ataque no defendido toca, y una parada con éxito no da ningún turno más. (R6.3a)
rulebook-end-last-chance = Entonces el jugador que no robó la última carta tiene una última oportunidad: si tiene una carta igual a la distancia, toca y gana. (R6.3b)
rulebook-end-cards = Si no, se muestran las dos manos: gana quien tenga más cartas iguales a la distancia; si hay igualdad, gana quien haya avanzado más desde su extremo; si también hay igualdad, la ronda termina en empate. (R6.3c)
rulebook-end-final-retreat = Opción vigente: tras una retirada como defensa final, solo cuenta el avance.
rulebook-end-advancement = Si no, gana quien haya avanzado más desde su extremo; si los dos han avanzado lo mismo, la ronda termina en empate. (R6.3c)

rulebook-duell = Duell se juega con las acciones del nivel Estándar: sin ataque indirecto y sin retroceder como defensa. Al agotarse el mazo solo cuenta el avance, y quien pierde una ronda empieza la siguiente. (R8)
rulebook-duell-cards-on = Con cartas especiales: antes de cada ronda se roba una de las ocho cartas especiales, que vale para toda la ronda:
# Una carta especial: $card "D4", $text su texto duell-…; $two es "on" para D1, de la que hay dos.
rulebook-duell-card = { $card }: { $text }{ $two ->
    [on] {" "}(hay dos)
   *[off] {""}
}
rulebook-duell-cards-off = Sin cartas especiales.

rulebook-options-heading = Opciones vigentes
rulebook-option-level = Nivel: { $level }
rulebook-option-target = Puntos para ganar: { $points }
rulebook-option-hand-size = Cartas en la mano: { $hand_size }
rulebook-option-first = { $first } empieza la ronda 1
rulebook-option-starter = { $starter ->
    [loser] Quien pierde una ronda empieza la siguiente
   *[alternate] Los jugadores se turnan para empezar
}
rulebook-option-tracker = Registro de cartas jugadas: { $state ->
    [on] activado
   *[off] desactivado
}
rulebook-option-final-retreat = Tras una retirada final solo cuenta el avance: { $state ->
    [on] sí
   *[off] no
}
rulebook-option-special-cards = Cartas especiales: { $state ->
    [on] sí
   *[off] no
}
