# Machine-drafted Spanish translation (2026-12); awaiting review by a native speaker.
# Las palabras de las propias reglas: los lados, los niveles, las cartas Duell, las acciones
# y por qué las reglas rechazan una jugada (cada una cita su regla de RULES.md).
#
# Variables: $person es "you" cuando el sujeto es la persona que juega en este ordenador,
# "other" en otro caso; $who es el nombre del sujeto. Los números son números ($count,
# $value…), para poder elegir la forma de plural (español: one, many, other).
# Trato: «tú» en todo el juego.

side-left = Izquierda
side-right = Derecha
you = Tú
# Nombre de un jugador controlado por el ordenador: $level es uno de los textos bot-level-….
computer-name = IA ({ $level })

# Adjetivos en femenino: concuerdan con «IA».
bot-level-random = al azar
bot-level-beginner = principiante
bot-level-easy = fácil
bot-level-normal = normal
bot-level-hard = difícil
bot-level-expert = experta
bot-level-reflex = instintiva

level-basic = Básico
level-standard = Estándar
level-advanced = Avanzado
level-duell = Duell

duell-d1 = ronda normal
duell-d2 = el ganador suma 2 puntos
duell-d3 = quien empieza elige una carta entre D4 y D7
duell-d4 = manos descubiertas
duell-d5 = prohibido retroceder
duell-d6 = mano de 3 cartas
duell-d7 = 10 cartas cada uno, sin mazo
# Una carta Duell con su efecto: $card es "D4", $text su texto duell-….
duell-card = { $card }: { $text }

# Un número de cartas de un mismo valor: "un 4", "dos 4".
cards-of = { $count ->
    [1] un { $value }
    [2] dos { $value }
    [3] tres { $value }
    [4] cuatro { $value }
    [5] cinco { $value }
   *[other] { $count } × { $value }
}

# Una acción, como texto emergente de un botón y como nombre en los consejos (en minúscula,
# sin sujeto).
action-advance = avanzar { $card }
action-retreat = retroceder { $card }
action-attack = atacar con { $cards }
action-advance-attack = avanzar { $card } y atacar con { $cards }
action-parry = parar
action-retreat-from-attack = retroceder { $card } ante el ataque

# Un ataque: $cards es un texto cards-of. Sin artículo: los mensajes que lo usan lo añaden.
attack-direct = ataque directo con { $cards }
attack-indirect = ataque indirecto con { $cards }

# Por qué las reglas rechazan una acción.
error-round-over = la ronda ha terminado (R6)
error-not-your-turn = el turno es de { $expected }, no de { $got } (R4)
error-no-such-value = { $value } no es un valor de carta (las cartas van del 1 al 5, R1.2)
error-zero-count = un ataque necesita al menos una carta (R4.2)
error-not-in-hand = necesitas { $need ->
    [1] una carta
   *[other] { $need } cartas
} de valor { $value }, pero tienes { $have } (R4)
error-leaves-piste = un movimiento de { $card } saldría de la pista (casillas 1 a 23, R4.1)
error-reaches-opponent = avanzar { $card } alcanzaría o sobrepasaría al rival, que está a distancia { $distance } (R4.1)
error-wrong-attack-value = un ataque necesita cartas iguales a la distancia, { $distance }, no { $value } (R4.2)
error-basic-single-card = en el nivel Básico se ataca con una sola carta (R4.2)
error-indirect-not-allowed = los ataques indirectos solo existen en el nivel Avanzado (R3, R4.3)
error-backward-not-allowed = en esta ronda no se puede retroceder (Duell D5, R8)
error-no-attack-to-answer = no hay ningún ataque al que responder: parar y retroceder son respuestas a un ataque (R5)
error-must-answer-attack = primero debes responder al ataque ({ $attack }): parar, o retroceder ante un ataque indirecto (R5)
error-cannot-parry = para hacer una parada necesitas { $count ->
    [1] una carta
   *[other] { $count } cartas
} de valor { $value } (R5.1)
error-retreat-only-from-indirect = solo puedes retroceder ante un ataque indirecto (R5.2)
error-round-in-progress = la ronda aún se está jugando (R6.4)
error-match-over = la partida ha terminado (R2.1)
error-awaiting-duell-choice = esperando a que { $who } elija la carta Duell de esta ronda (D3, R8)
error-no-duell-choice-pending = ahora no hay que elegir ninguna carta Duell (D3, R8)
error-bad-duell-choice = con D3, quien empieza elige D4, D5, D6 o D7 (R8)

# Lo que no forman las cartas elegidas (textos emergentes de los botones de acción).
pick-one-to-move = elige exactamente una carta: el número de casillas que mover
pick-attack-cards = elige una o más cartas iguales a la distancia, { $distance }
pick-advance-attack = elige una carta para avanzar y las cartas con las que atacar
pick-no-move-that-way = no hay movimiento con un { $card } en esa dirección

intent-advance = Avanzar
intent-retreat = Retroceder
intent-attack = Atacar
intent-advance-attack = Avanzar y atacar
intent-parry = Parar

# Un paso del registro de una partida: $who es el nombre de un lado, $action un texto action-….
step-act = { $who }: { $action }
step-next-round = siguiente ronda
step-out-of-time = a { $who } se le acabó el tiempo
step-duell-card = { $who }: elige { $card } ({ $text })

# Los esgrimistas de los niveles de la IA en la escalera: un nombre y un estilo en una línea.
fencer-random =
    .name = Novato Rémy
    .style = juega cualquier carta legal, al azar
fencer-beginner =
    .name = Aprendiz Bea
    .style = comete descuidos, pero nunca se expone a un tocado evidente
fencer-easy =
    .name = Aficionado Carl
    .style = cuenta las cartas, con despistes
fencer-normal =
    .name = Capitana Nora
    .style = cuenta las cartas y siempre sigue su mejor regla práctica
fencer-hard =
    .name = Maestro Hugo
    .style = explora miles de futuros posibles a partir de lo que ve
fencer-expert =
    .name = Gran maestra Elena
    .style = explora cuatro veces más tiempo que Hugo
fencer-reflex =
    .name = Duelista Rex
    .style = ataca siempre que puede y para siempre que puede
# Un nivel en la lista de la preparación: $level un texto bot-level-…, $fencer el nombre de su esgrimista, $elo su Elo.
ladder-rung = { $level } — { $fencer } · { $elo }
ladder-rung-same = { $level } — { $fencer } · { $elo }, no más fuerte que el nivel «{ $below }» en las partidas medidas
