# Machine-drafted Spanish translation (2026-12); awaiting review by a native speaker.
# Las pantallas y menús alrededor de la partida: título, preparación, ajustes, repeticiones, avisos.

back = Volver

## Replays

replays = Repeticiones
replays-none = Aún no hay partidas terminadas.
replay-to-start = al inicio
replay-back = < Paso atrás
replay-forward = Paso adelante >
replay-to-end = al final
replay-step = Paso { $step } de { $steps }
replay-round = Ronda { $round } · marcador { $left } – { $right }
# $who es el nombre de un lado.
replay-hand = Mano de { $who }:
analyse-match = Analizar esta partida
export = Exportar
exported-to = Exportado a { $path }
# $why es un texto record-error-….
not-exported = No exportado: { $why }
import = Importar
import-hint = archivo de partida que importar
imported-as = Importado como { $path }
not-imported = No importado: { $why }

import-what = Escribe primero la ruta de un archivo de partida que importar.
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

## Notices about your files

# Las clases de archivo: cada mensaje empieza una frase; su .fallback dice qué hace el
# juego sin ese archivo.
file-settings = El archivo de opciones
    .fallback = se usan las opciones predeterminadas
file-saved-match = El archivo de la partida guardada
    .fallback = no hay ninguna partida que continuar
file-match-record = El archivo de registro de partida
    .fallback = queda fuera de los registros y las estadísticas
file-room = El archivo de la sala en red
    .fallback = la sala no se restaura
file-ratings = El archivo de las clasificaciones
    .fallback = las clasificaciones empiezan de nuevo
# Lo que falla en un archivo, tras «no se pudo usar:».
file-problem-empty = el archivo está vacío
file-problem-truncated = el archivo está cortado: termina a mitad de su contenido
# $detail son las palabras del lector de archivos (en inglés).
file-problem-damaged = el archivo está dañado o no es un archivo de este tipo ({ $detail })
file-problem-not-text = el archivo está dañado o no es un archivo de este tipo (no es texto)
# $size es un texto size-….
file-problem-too-large = supera { $size } (un archivo de este tipo es mucho menor); no se ha leído
# $found es el número de formato del archivo, $supported el más reciente que lee esta versión.
file-problem-newer = lo escribió una versión más reciente de En Garde (formato { $found }; esta versión lee hasta el formato { $supported })
# $why es un texto verify-….
file-problem-refused = su contenido no es válido: { $why }
file-problem-not-regular = no se pudo leer (no es un archivo normal)
# $why es un texto io-….
file-problem-unreadable = no se pudo leer ({ $why })
# Un tamaño: $count mebibytes, kibibytes o bytes.
size-mib = { $count } MiB
size-kib = { $count } KiB
size-bytes = { $count ->
    [one] { $count } byte
    [many] { $count } bytes
   *[other] { $count } bytes
}
# Un archivo que no se pudo usar: $file es un texto file-…, $path el archivo, $problem un
# texto file-problem-…, $fallback el .fallback del archivo, $backup el nombre con el que se
# guarda ahora, $why un texto io-….
notice-file-set-aside = { $file } { $path } no se pudo usar: { $problem }. Se ha guardado como { $backup } y { $fallback }.
notice-file-not-moved = { $file } { $path } no se pudo usar: { $problem }. Tampoco se pudo apartar ({ $why }); { $fallback }.
notice-file-kept-for-newer = { $file } { $path } no se pudo usar: { $problem }; se deja tal cual para esa versión.
notice-file-left = { $file } { $path } no se pudo usar: { $problem }; se deja tal cual.
# $path es el archivo de guardado automático.
notice-ended-unrecorded = La última partida ha terminado, pero aún no se pudo escribir su registro; se queda en { $path } hasta que se escriba.
# $path es la carpeta de registros, $why un texto io-….
notice-records-folder = No se puede leer la carpeta de registros { $path }: { $why }.
# El final de una partida durante la que se detuvo el juego, resuelto al siguiente inicio:
# $record es el nombre del archivo de registro, $why un texto io-… (o record-error-…), $path
# el archivo de guardado automático.
notice-settled = La última partida había terminado cuando se detuvo el juego; su registro es { $record }.
notice-settled-autosave-kept = El registro de la última partida es { $record }, pero no se pudo borrar su guardado automático: { $why }.
notice-settle-failed = La última partida había terminado, pero no se pudo escribir su registro: { $why }. Se queda en { $path } hasta que se pueda.
# $why es un texto paths-error-…, $path la carpeta que se usa en su lugar.
notice-data-folder-fallback = Tus archivos no pueden guardarse en las carpetas habituales ({ $why }), así que se guardan en { $path }.
# $variable es el nombre de una variable de entorno.
paths-error-no-home = no se conoce ninguna carpeta personal para este usuario; usa --data-dir CARPETA o define { $variable }
# $why es un texto lock-error-….
notice-not-locked = Puedes jugar en esta ventana, pero no guarda nada: { $why }.
# $folder es la carpeta de datos, $holder un texto lock-holder-…, $why un texto io-….
lock-error-held = otro En Garde está usando la carpeta de datos { $folder } ({ $holder }); ciérralo primero o usa otro --data-dir
lock-error-io = no se puede bloquear la carpeta de datos { $folder } para escribir: { $why }
# $pid es un número de proceso.
lock-holder-process = proceso { $pid }
lock-holder-unknown = otro proceso
# $name es el nombre del nivel en el archivo, $level un texto bot-level-….
notice-unknown-level = Las opciones indican el nivel de IA «{ $name }», que esta versión no conoce; en su lugar, la IA juega en el nivel «{ $level }».
# $why es un texto verify-….
notice-resume-refused = No se puede continuar la partida guardada: { $why }.
# $why es un texto store-error-…; $path es el archivo de guardado automático, que guarda
# la partida hasta el paso $saved de sus $steps pasos.
notice-autosave-failed = No se pudo guardar la partida: { $why }; { $path } { $saved ->
    [0] solo guarda su comienzo
   *[other] la guarda hasta el paso { $saved } de { $steps }
}. Puedes seguir jugando; se vuelve a intentar guardar tras cada jugada.
notice-autosave-failed-unsaved = No se pudo guardar la partida: { $why }; aún no se ha guardado nada de ella. Puedes seguir jugando; se vuelve a intentar guardar tras cada jugada.
# $why es un texto record-error-…, $path el archivo de guardado automático.
notice-record-failed = No se pudo escribir el registro de esta partida: { $why }. La partida entera se conserva en { $path }; su registro se escribirá la próxima vez que se inicie el juego.
# $record es un texto record-error-…, $autosave un texto store-error-…; $path es el archivo
# de guardado automático, que guarda la partida hasta el paso $saved de sus $steps pasos.
notice-end-not-saved = No se pudo guardar el final de esta partida: no se pudo escribir su registro ({ $record }) y el guardado automático no pudo recibir sus últimas jugadas ({ $autosave }); { $path } { $saved ->
    [0] solo guarda su comienzo
   *[other] guarda la partida hasta el paso { $saved } de { $steps }
}.
notice-end-not-saved-unsaved = No se pudo guardar el final de esta partida: no se pudo escribir su registro ({ $record }) y el guardado automático no pudo recibir sus últimas jugadas ({ $autosave }); no se ha guardado nada de ella.
# $why es un texto io-….
notice-autosave-not-deleted = No se pudo borrar el guardado automático de la partida terminada: { $why }.
# $why es un texto store-error-….
notice-settings-not-saved = No se pudieron guardar las opciones: { $why }.
# Por qué no se pudo escribir un archivo: $path es el archivo, $why un texto io-…, $detail
# las palabras del codificador (en inglés).
store-error-io = no se pudo escribir { $path }: { $why }
store-error-encode = no se pudo codificar { $path } como RON: { $detail }
store-error-exists = { $path } ya existe
# Por qué no se pudo escribir, importar o exportar un registro: $name es el nombre de un
# registro, $path un archivo, $why un texto file-problem-… o verify-….
record-error-not-found = no hay ningún registro llamado «{ $name }» en la carpeta de registros
record-error-file = { $path }: { $why }
record-error-already-present = esta partida ya está entre los registros como { $name }
record-error-exists = { $path } ya existe; elige otro nombre o bórralo primero
# Por qué una partida guardada no se reproduce: $why es un texto rules-error-… o la razón
# de las reglas (un texto error-…), $step el número de un paso, $action el paso en palabras
# (un texto step-…), $stored y $replayed textos fact-….
verify-bad-rules = las reglas del archivo no son válidas: { $why }
verify-refused = las reglas rechazan el paso { $step } ({ $action }): { $why }
verify-not-finished = la partida no ha terminado tras el último paso
verify-already-over = la partida ya ha terminado
verify-not-its-name = el código de sala { $code } del archivo no es el nombre del archivo
verify-mismatch = el resultado guardado no coincide con la partida reproducida: el registro dice { $stored }, las reglas dan { $replayed }
step-refused = las reglas rechazan el paso { $step }: { $why }
# $score y $size son los números del archivo.
rules-error-target-score = los puntos para ganar deben ir de 1 a 15, no { $score }
rules-error-hand-size = las cartas en la mano deben ir de 1 a 10, no { $size }
# Los datos del resultado de una partida: $side y $winner son el nombre de un lado, $left
# y $right los marcadores, $count un número de rondas, $points los puntos de una ronda,
# $reason un texto win-reason-….
fact-winner = ganó { $side }
fact-out-of-time = a { $side } se le acabó el tiempo
fact-nobody-out-of-time = a nadie se le acabó el tiempo
fact-score = { $left }–{ $right }
fact-rounds = { $count ->
    [one] { $count } ronda
    [many] { $count } rondas
   *[other] { $count } rondas
}
fact-round-won = ronda { $round }: ganó { $winner } ({ $reason }), { $points ->
    [one] { $points } punto
    [many] { $points } puntos
   *[other] { $points } puntos
}, { $left }–{ $right } después
fact-round-drawn = ronda { $round }: empate, { $left }–{ $right } después
win-reason-hit = un tocado
win-reason-no-legal-action = el otro no tenía ninguna jugada válida
win-reason-deck-out-cards = mazo agotado, más cartas del valor de la distancia
win-reason-deck-out-position = mazo agotado, mayor avance
# Los rechazos del sistema operativo. $error son las palabras del sistema (en inglés).
io-not-found = el archivo o la carpeta no existe
io-permission-denied = se ha denegado el permiso
io-storage-full = el disco está lleno
io-quota-exceeded = se ha agotado la cuota de disco
io-read-only = el disco es de solo lectura
io-not-a-folder = hay un archivo donde debería haber una carpeta
io-is-a-folder = es una carpeta, no un archivo
io-exists = ya existe un archivo con ese nombre
io-other = el sistema dice: { $error }
# $name es el nombre del archivo de un registro, $why un texto verify-….
replay-unplayable = { $name } no se puede reproducir: { $why }

## Settings

settings-language = Idioma
# $language es el idioma del sistema, con su propio nombre ("Français").
settings-language-system = Sistema ({ $language })
settings-language-this-run = Esta sesión está en { $language } (--lang); lo que elijas aquí se aplica al próximo inicio.
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
settings-saved-at-once = Los cambios se guardan al instante.
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida
speed-instant = Instantánea
camera-broadside = De lado
camera-overhead = Desde arriba
camera-behind = Detrás de tu esgrimista

## The rules of a match (set-up and settings)

form-preset = Partir de
preset-own = Reglas propias
preset-basic = { level-basic }
preset-standard = { level-standard }
preset-advanced = { level-advanced }
preset-duell = { level-duell }
preset-duell-special = { level-duell } con cartas especiales
preset-quick = Partida rápida ({ level-advanced }, 3 puntos)
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
stats-rating = Tu Elo: unos { $elo }, según tus partidas contra la IA. Próximo rival al que enfrentarte: { $fencer } ({ $level }).
stats-rating-top = Tu puntuación: unos { $elo }, según tus partidas contra el ordenador; por encima de la de todos los tiradores del ordenador.
stats-no-rating = Tu Elo aparecerá aquí cuando hayas jugado una partida contra la IA.
stats-hints = Consejos pedidos: { $hints } · errores graves advertidos por el entrenador: { $warnings }

## The match set-up

setup-you-fence = Tu esgrimista
setup-left-fencer = Izquierda (azul, zurdo)
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
online-host-tip = Inicia un servidor para ella en este ordenador y te da un código de sala para compartir
online-join-at = Unirse en
online-address-hint = dirección, p. ej. 192.168.1.20
online-code-hint = código de sala
online-join = Unirse
online-connecting = Conectando…
online-reconnecting = Reconectando… ({ $seconds } s): la partida se conserva en el servidor
online-waiting-to-join = Sala { $code }: esperando a que se una el otro jugador
online-this-address = la dirección de este ordenador
online-they-join = El otro jugador se une en { $address } (puerto { $port }) con el código { $code }
# $time son minutos:segundos, "4:59".
online-opponent-away = Esperando a tu rival: { $time }
online-opponent-gone = Tu rival no ha vuelto. La partida se conserva en el servidor.
# $rules es un texto online-rules-….
online-waiting-accept = Esperando a que tu rival acepte: { $rules }
online-room-rules = Sala { $code }: { $rules }
online-accept = Aceptar y combatir
online-leave = Salir
# Why hosting or joining could not begin (lower case: shown capitalised, or after a colon).
online-failure-no-port = no se pudo abrir ningún puerto UDP en este ordenador
online-failure-host-folder = la carpeta de la partida alojada: { $why }
online-failure-server-thread = no se pudo iniciar el servidor: { $why }
online-failure-no-address = escribe la dirección del ordenador al que unirte, p. ej. 192.168.1.20
# $why is the system's own words.
online-failure-unknown-address = «{ $address }» no es una dirección que este ordenador pueda encontrar ({ $why })
online-failure-names-nothing = «{ $address }» no indica ninguna dirección
online-failure-identity = no se pudo usar tu archivo de identidad: { $why }
online-code-length = un código de sala tiene { $length } letras y cifras, no «{ $typed }»
online-code-character = «{ $character }» no aparece en los códigos de sala (usan A–Z sin I, L, O y las cifras 2–9)
# Why the connection ended for good. $why is the system's or the network library's words.
online-link-other-release = el servidor ejecuta otra versión de En Garde; ambos necesitan la misma versión
online-link-socket = no se puede abrir un socket UDP: { $why }
online-link-connect = no se puede conectar con { $server }: { $why }
online-link-wrong-key = el servidor en { $server } muestra otra clave ({ $shown }) que la que mostró antes ({ $expected }): es otro servidor, o alguien se interpone entre usted y él. No se conecta. Si su anfitrión le dio una clave nueva, quite su línea de known-servers.txt en su carpeta de datos.
# The server's refusals.
online-refused-version = el servidor usa la versión de red { $server } de En Garde y este juego la versión { $client }; los dos jugadores necesitan la misma versión
online-refused-unknown-room = no hay ninguna sala { $code } en este servidor (comprueba el código)
online-refused-bad-code = el servidor no aceptó el código de sala que envió este juego
online-refused-full = la sala { $code } ya tiene dos jugadores
online-refused-away = la sala { $code } tiene dos jugadores, uno de ellos ausente por ahora; solo él puede recuperar su puesto, desde el ordenador en que jugaba
online-refused-too-many-rooms = el servidor está lleno; inténtalo más tarde
online-refused-rooms-from-address = su dirección ya tiene { $most } salas abiertas en este servidor, tantas como puede tener una dirección
online-refused-bad-name = un nombre tiene de 1 a { $most } caracteres, sin caracteres de control ni invisibles
# $why is the rules check's words (English).
online-refused-bad-rules = esas reglas no se pueden jugar: { $why }
online-refused-already-seated = esta conexión ya tiene un puesto
online-refused-bad-identity = el servidor no pudo confirmar tu clave de identidad; vuelve a conectarte
online-refused-too-many-watchers = la sala { $code } ya tiene tantos espectadores como admite una sala
online-refused-pairing-full = hay demasiados jugadores esperando rival; inténtalo de nuevo en un minuto
online-refused-too-often = tu dirección consultó el vestíbulo más de { $most } veces en un minuto; espera un minuto y vuelve a intentarlo
online-refused-bad-days = una partida por correspondencia da a cada decisión 1, 3 o 7 días, no { $days }
online-refused-too-many-correspondence = ya juegas { $most } partidas por correspondencia en este servidor, tantas como puede un jugador
online-refused-clock-ran-out = nadie ocupó y aceptó el otro asiento de la sala por correspondencia { $code } a tiempo; la sala está cerrada
online-refused-seat-in-use = tu puesto en la sala { $code } lo usa otra conexión; se vuelve a intentar hasta que quede libre
online-refused-misbehaved = el servidor cerró la conexión: { $why }
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
lesson-is-done = esta lección ha terminado: el resto de la ronda no forma parte de ella (R6 pone fin a la ronda); elige la siguiente lección o repítela

# Emotes in a network match: six preset messages, and the mute of the opponent.
emote-button = Decir…
emote-well-played = Bien jugado
emote-good-luck = Buena suerte
emote-oops = Uy
emote-thanks = Gracias
emote-wow = Guau
emote-sorry = Perdón
emote-mute = Silenciar a { $name }

# A network match's ratings at its end (Glicko-2): each player's before and after.
ratings-line = Clasificaciones ({ $level }): { $changes }
rating-change = { $who } { $before } → { $after }
rating-change-provisional = { $who } { $before } → { $after } (provisional)

# The Play online screen (issue 26)
menu-online = Jugar en línea
online-failure-bad-link = eso no es un enlace de invitación de En Garde (en-garde://HOST:PUERTO/SALA)
lobby-title = Jugar en línea
lobby-server = Servidor
lobby-server-hint = host o host:puerto
lobby-saved = Servidores guardados
lobby-pair-heading = Emparejamiento rápido
lobby-pair-tip = Esperar un rival cercano a tu puntuación que quiera las mismas reglas
lobby-pair-connecting = Pidiendo un rival al servidor ({ $rules })…
lobby-pair-waiting = Esperando un rival ({ $rules }): { $seconds } s
lobby-pair-rating = Tu puntuación { $rating }; rivales a { $range } puntos como mucho
lobby-pair-none = Nadie más espera todavía estas reglas.
lobby-pair-others = { $count } más esperan estas reglas:
lobby-pair-other = { $name }, puntuación { $rating }, espera desde hace { $seconds } s
lobby-cancel = Cancelar
lobby-rooms-heading = Salas
lobby-refresh = Actualizar
lobby-rooms-none = No hay salas públicas en este servidor.
lobby-rooms-count = { $total } salas públicas, { $open } con un asiento libre
lobby-previous = Anterior
lobby-page = Página { $page } de { $pages }
lobby-next = Siguiente
lobby-open-heading = Abrir una sala
lobby-public = Pública (aparece aquí)
lobby-open = Abrir
lobby-code-heading = Unirse con código o enlace
lobby-code-hint = código de sala o enlace en-garde://
lobby-join = Unirse
lobby-watch = Mirar
lobby-unrated = sin puntuación
lobby-seat-open = asiento libre
lobby-watchers = { $count } mirando
online-invite-link = Enlace de invitación: { $link }
online-copy-link = Copiar enlace
online-link-copied = Copiado
online-watching = Miras la sala { $code } como espectador
online-watchers = { $count } mirando
lobby-leaders-heading = Clasificación
lobby-leaders-of = Los jugadores mejor puntuados, { $level }:
lobby-leaders-none = Nadie ha jugado todavía una partida puntuada en este nivel.
lobby-leaders-matches = { $count ->
    [one] 1 partida
   *[other] { $count } partidas
}
correspondence-heading = Partidas por correspondencia
correspondence-your-move = Te toca
correspondence-their-move = Le toca al rival
correspondence-waiting = Esperando un rival
correspondence-open-seat = asiento libre
correspondence-left = quedan { $left }
correspondence-play = Jugar
correspondence-none = Aún no tienes partidas por correspondencia en tus servidores.
correspondence-more = { $count } más en Jugar en línea
correspondence-unreachable = No se pudo consultar { $server }: { $why }
correspondence-notice-title = En Garde: te toca
correspondence-notice = Te toca contra { $opponent } (sala { $code }); quedan { $left }
lobby-pace = Ritmo
lobby-pace-live = Jugada ahora
lobby-pace-days = { $days ->
    [one] Por correspondencia, 1 día por decisión
   *[other] Por correspondencia, { $days } días por decisión
}
lobby-days = { $days ->
    [one] 1 día por decisión
   *[other] { $days } días por decisión
}
online-clock-yours = Por correspondencia ({ $pace }): te toca, quedan { $left }
online-clock-theirs = Por correspondencia ({ $pace }): le toca al rival, quedan { $left }
online-clock-open = Por correspondencia ({ $pace }): la sala espera un rival { $left } más
time-left-seconds = { $s } s
time-left-minutes = { $m } min
time-left-hours = { $h } h { $m } min
time-left-days = { $d } d { $h } h
