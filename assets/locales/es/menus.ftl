# Machine-drafted Spanish translation (2026-12); awaiting review by a native speaker.
# Las pantallas y menús alrededor de la partida: título, preparación, ajustes, repeticiones, avisos.

back = Volver

## Replays

replays = Repeticiones
replays-none = Aún no hay partidas terminadas.
replay-to-start = al inicio
replay-back = < Atrás
replay-forward = Adelante >
replay-to-end = al final
replay-step = Paso { $step } de { $steps }
replay-round = Ronda { $round } · marcador { $left } – { $right }
# $who es el nombre de un lado.
replay-hand = Mano de { $who }:
analyse-match = Analizar esta partida
export = Exportar
exported-to = Exportado a { $path }
# $why es el problema del archivo, en palabras.
not-exported = No exportado: { $why }
import = Importar
import-hint = archivo de partida que importar
imported-as = Importado como { $path }
not-imported = No importado: { $why }

## The title screen and the pause menu

title-subtitle = el juego de cartas de esgrima de Reiner Knizia
continue = Continuar
new-match = Nueva partida
learn-to-play = Aprende a jugar
menu-rules = Reglas
menu-settings = Opciones
menu-statistics = Estadísticas
quit = Salir
paused = En pausa
resume = Reanudar
quit-to-title = Salir al menú principal

## Notices

please-note = Aviso
ok = Aceptar

## Settings

settings-language = Idioma
# $language es el idioma del sistema, con su propio nombre ("Français").
settings-language-system = Sistema ({ $language })
settings-ui-scale = Tamaño de los paneles
settings-ui-scale-limited = Esta ventana muestra los paneles como mucho al { $percent } %.
# Un porcentaje, de 75 a 200.
settings-percent = { $percent } %
settings-reduced-motion = Movimiento reducido
settings-reduced-motion-check = Nada se mueve solo: esgrimistas y cartas van a su sitio al instante y la cámara muestra toda la pista
settings-colours = Colores
settings-colours-check = Paleta apta para daltónicos en los resaltados y el análisis
settings-volume = Volumen
settings-mute = Silenciar
settings-animation-speed = Velocidad de animación
settings-computer-pause = Pausa de la IA
settings-camera = Cámara
settings-window = Ventana
settings-windowed = En ventana
settings-full-screen = Pantalla completa
settings-tracker = Registro de cartas jugadas
settings-tracker-check = Mostrar las cartas jugadas en la ronda (a partir de la próxima partida)
settings-undo-check = Permitir deshacer una jugada contra la IA
settings-coach-check = Avisarme antes de un error grave (una acción que cuesta 25 puntos de probabilidad de ganar la ronda)
settings-new-match-rules = Reglas de una nueva partida
settings-saved-at-once = Los cambios se guardan al instante.
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida
speed-instant = Instantánea
camera-broadside = De lado
camera-overhead = Desde arriba
camera-behind = Detrás de tu esgrimista

## The rules of a match (set-up and settings)

form-level = Nivel
form-points-to-win = Puntos para ganar
form-hand-size = Cartas en la mano
form-who-starts = Quién empieza
form-then-alternate = luego, por turnos
form-then-loser = luego, quien pierde
form-end-of-pile = Fin del mazo
form-final-retreat = Tras una retirada final solo cuenta el avance
form-special-cards = Cartas especiales
form-special-cards-check = Robar una carta especial antes de cada ronda
form-opponent = Rival
form-computer = IA
form-hot-seat = Segundo jugador (misma pantalla)
form-computer-level = Nivel de la IA

## Statistics

stats-reasons = { $hit } por tocado · { $no_move } sin jugada · { $deck_out } por mazo agotado
stats-opponent = Rival
stats-rules = Reglas
stats-matches = Partidas ganadas–perdidas
stats-rounds = Rondas ganadas–perdidas
stats-drawn = Empates
stats-streak = Mejor racha
stats-won-by = Rondas ganadas por
stats-lost-by = Rondas perdidas por
stats-hot-seat = Misma pantalla
stats-all = Todo
stats-whose = Tus resultados contra la IA; en las partidas en la misma pantalla, los del jugador de la izquierda.
# $fencer es el nombre de un esgrimista de la escalera, $level un texto bot-level-….
stats-rating = Tu Elo: unos { $elo }, según tus partidas contra la IA. Próximo rival que probar: { $fencer } ({ $level }).
stats-no-rating = Tu Elo aparecerá aquí cuando hayas jugado una partida contra la IA.
stats-hints = Consejos pedidos: { $hints } · errores graves advertidos por el entrenador: { $warnings }

## The match set-up

setup-you-fence = Tu esgrimista
setup-left-fencer = Izquierda (plateado, zurdo)
setup-right-fencer = Derecha (bronce, diestro)
setup-names = Nombres
setup-seed = Semilla (opcional)
setup-seed-random = aleatoria
setup-start = Empezar
setup-rules-of-level = Reglas de este nivel

## Network play

# Las reglas de una partida en red: $level es un texto level-…, $points la puntuación objetivo.
online-rules = Reglas: { $level }, a { $points ->
    [one] { $points } punto
    [many] { $points } puntos
   *[other] { $points } puntos
}
online-rules-duell-cards = Reglas: { $level }, a { $points ->
    [one] { $points } punto
    [many] { $points } puntos
   *[other] { $points } puntos
}, con las cartas especiales Duell (D1–D7)
online-rules-duell-no-cards = Reglas: { $level }, a { $points ->
    [one] { $points } punto
    [many] { $points } puntos
   *[other] { $points } puntos
}, sin las cartas especiales Duell
online-heading = Juega en red contra un amigo
online-your-name = Tu nombre
# El nombre que ve el otro jugador cuando el jugador no ha escrito ninguno.
online-default-name = Jugador
online-host = Crear esta partida
online-host-tip = Inicia un servidor para ella en este equipo y te da un código de sala para compartir
online-join-at = Unirse en
online-address-hint = dirección, p. ej. 192.168.1.20
online-code-hint = código de sala
online-join = Unirse
online-connecting = Conectando…
online-reconnecting = Reconectando… ({ $seconds } s): la partida se conserva en el servidor
online-waiting-to-join = Sala { $code }: esperando a que se una el otro jugador
online-this-address = la dirección de este equipo
online-they-join = El otro jugador se une en { $address } (puerto { $port }) con el código { $code }
# $time son minutos:segundos, "4:59".
online-opponent-away = Esperando a tu rival: { $time }
online-opponent-gone = Tu rival no ha vuelto. La partida se conserva en el servidor.
# $rules es un texto online-rules-….
online-waiting-accept = Esperando a que tu rival acepte: { $rules }
online-room-rules = Sala { $code }: { $rules }
online-accept = Aceptar y combatir
online-leave = Salir
online-back-to-title = Volver al menú principal

## The tutorial

lessons-unreadable = No se pudieron leer las lecciones: { $why }
lessons-about = Un curso por nivel de reglas. Cada lección es una posición en la pista: encuentra la acción que te pide.
lesson-play = Jugar
lesson-again = Repetir
lesson-next = Siguiente lección
lesson-all = Todas las lecciones
lesson-done = Lección superada.
# $level es un texto level-…, $title el título de la lección.
lesson-heading = { $level } · lección { $n } de { $lessons }: { $title }
# $why es el motivo de la lección, en palabras.
lesson-not-this-one = Esta no. { $why }

## The rules menu

rules-level = Nivel:
lesson-choose-first = primero elige la carta especial de esta ronda (D3, R8)
lesson-is-done = esta lección ha terminado: el resto de la ronda no forma parte de ella (la ronda terminaría según R6); elige la siguiente lección o repítela
