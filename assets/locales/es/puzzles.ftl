# Machine-drafted Spanish translation (2026-12); awaiting review by a native speaker.
# Problemas: por qué la solución de un problema es la mejor (src/lang/puzzles.rs).
#
# Variables: los números son números; $action es el nombre de una acción («avanzar 3»);
# $indirect es «yes» donde se juega el ataque indirecto (Avanzado), si no «no».

puzzle-solution = Solución: { $action }: { $percent } % de probabilidad de ganar la ronda; ninguna otra acción da más del { $next } % (juzgado solo desde lo que ves, R7.2).
puzzle-why-attack-hits = En el nivel { level-basic } un ataque directo acierta en el acto: un { $value } a distancia { $value } gana la ronda (R4.2).
puzzle-why-unparriable = Un ataque directo de { $count } × { $value } nunca se puede parar: solo hay cinco cartas de cada valor (R4.4).
puzzle-why-cannot-parry = { $open ->
    [yes] La mano abierta del otro esgrimista tiene { $unseen ->
        [0] ninguna carta de { $value }
        [1] solo una carta de { $value }
       *[other] solo { $unseen } cartas de { $value }
    } (D4)
   *[no] { $unseen ->
        [0] Todas las cartas de { $value } están a tu vista
        [1] Solo una carta de { $value } no está a tu vista
       *[other] Solo { $unseen } cartas de { $value } no están a tu vista
    }
}, así que el otro esgrimista no puede parar { $count } × { $value } ni retroceder: el ataque acierta (R5.1, R5.4).
puzzle-why-parry = La parada te mantiene en la ronda y después juegas un turno completo: puede seguir una respuesta (R5.3).
puzzle-why-parry-at-pile-end = La parada detiene el tocado; el mazo se ha agotado, no sigue ningún turno y el final del mazo decide la ronda (R6.3).
puzzle-why-pile-end = Al reponer robas la última carta: a distancia { $distance } te quedas con { $held } × { $distance }, y al final del mazo cuentan primero las cartas iguales a la distancia (R6.3).
puzzle-why-out-of-reach = A distancia { $distance } ningún ataque del otro esgrimista te alcanza en su próximo turno ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-no-attack-left = A distancia { $distance } { $open ->
    [yes] la mano abierta del otro esgrimista no tiene ninguna carta para atacarte (D4)
   *[no] todas las cartas que el otro esgrimista necesitaría para atacar están a tu vista
}: no puede atacar en su próximo turno ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-threat = A distancia { $distance } te quedas con { $held } × { $distance }: un ataque listo para tu próximo turno (R4.2).
puzzle-why-judged = Ninguna regla sola lo decide: cualquier otra acción te deja mucha menos probabilidad de ganar la ronda (juzgado por lo que ves, R7.2).

## La pantalla de problemas (src/ui/puzzles.rs)

puzzles = Problemas
puzzles-unreadable = No se pueden leer los problemas: { $why }
puzzles-about = { $count } posiciones de partidas reales, cada una con una acción mucho mejor que todas las demás (juzgada desde lo que ve el jugador que decide). Encuéntrala.
puzzles-daily = El problema del día
puzzles-daily-new = El mismo problema para todos hoy.
puzzles-daily-solved = Resuelto hoy.
puzzles-daily-missed = Intentado hoy, sin resolver.
puzzles-play-daily = Jugar el problema del día
puzzles-trainer = Entrenamiento
puzzles-your-rating = Tu puntuación en problemas: { $rating } ± { $margin } · racha { $streak } (mejor { $best })
puzzles-play-trainer = Siguiente problema
puzzles-statistics = Estadísticas
puzzles-counts = { $tried } problemas intentados, { $solved } resueltos al primer intento ({ $percent } %).
puzzle-heading = Problema · { $level } · puntuación { $rating }
puzzle-heading-daily = Problema del día · { $level } · puntuación { $rating }
puzzle-find = Juegas con { $side }. Una acción es mucho mejor que todas las demás: encuéntrala.
puzzle-solved = Resuelto: { $action } es la buena.
puzzle-missed = No es esta: { $action }.
puzzle-rating-moved = Tu puntuación: { $before } → { $after } · racha { $streak }
puzzle-not-counted = Ya intentado: este intento no cambia tu puntuación.
puzzle-show-why = Ver por qué
puzzle-try-again = Intentar de nuevo
puzzle-next = Siguiente problema
puzzle-all = Todos los problemas
puzzle-unseen = Cartas fuera de tu vista, por valor — { $cards } (en la mano del otro esgrimista y en el mazo, que tiene { $pile })
puzzle-unseen-open = Cartas del mazo (la mano del otro esgrimista está abierta), por valor — { $cards } ({ $pile } en total)
