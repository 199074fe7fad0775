# Machine-drafted Portuguese translation (2026-12); awaiting review by a native speaker.
#
# The screens and menus around the match: title, set-up, settings, replays, notices.

back = Voltar

## Replays

replays = Partidas gravadas
replays-none = Nenhuma partida terminada ainda.
replay-to-start = ao início
replay-back = < Passo anterior
replay-forward = Próximo passo >
replay-to-end = ao fim
replay-step = Passo { $step } de { $steps }
replay-round = Rodada { $round } · placar { $left } – { $right }
# $who is a side's name.
replay-hand = Mão de { $who }:
analyse-match = Analisar esta partida
export = Exportar
exported-to = Exportado para { $path }
# $why is a record-error-… text.
not-exported = Não exportado: { $why }
import = Importar
import-hint = arquivo de registro a importar
imported-as = Importado como { $path }
not-imported = Não importado: { $why }

import-what = Digite primeiro o caminho de um arquivo de registro para importar.
## The title screen and the pause menu

title-subtitle = o jogo de cartas de esgrima de Reiner Knizia
continue = Continuar
new-match = Nova partida
learn-to-play = Aprender a jogar
menu-rules = Regras
menu-settings = Configurações
menu-statistics = Estatísticas
quit = Sair
paused = Em pausa
resume = Retomar
quit-to-title = Sair para a tela inicial

## Notices

please-note = Atenção
ok = OK

## Notices about your files

# The kinds of file: each message starts a sentence, its .fallback says what the game does
# without that file.
file-settings = O arquivo de configurações
    .fallback = as configurações padrão são usadas
file-saved-match = O arquivo da partida salva
    .fallback = não há partida para continuar
file-match-record = O arquivo de registro de partida
    .fallback = fica de fora dos registros e das estatísticas
file-room = O arquivo da sala de rede
    .fallback = a sala não é restaurada
file-ratings = O arquivo das classificações
    .fallback = as classificações recomeçam do início
# What is wrong with a file, after "could not be used:".
file-problem-empty = o arquivo está vazio
file-problem-truncated = o arquivo está cortado: ele termina no meio do conteúdo
# $detail is the file reader's own words (in English).
file-problem-damaged = o arquivo está danificado ou não é um arquivo deste tipo ({ $detail })
file-problem-not-text = o arquivo está danificado ou não é um arquivo deste tipo (não é texto)
# $size is a size-… text.
file-problem-too-large = ele passa de { $size } (um arquivo deste tipo é bem menor); não foi lido
# $found is the file's format number, $supported the newest this version reads.
file-problem-newer = ele foi gravado por uma versão mais nova do En Garde (formato { $found }; esta versão lê até o formato { $supported })
# $why is a verify-… text.
file-problem-refused = o conteúdo não é válido: { $why }
file-problem-not-regular = não foi possível lê-lo (não é um arquivo comum)
# $why is an io-… text.
file-problem-unreadable = não foi possível lê-lo ({ $why })
# A size: $count mebibytes, kibibytes or bytes.
size-mib = { $count } MiB
size-kib = { $count } KiB
size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
# A file that could not be used: $file is a file-… text, $path the file, $problem a
# file-problem-… text, $fallback the file's .fallback, $backup the name it is kept under
# now, $why an io-… text.
notice-file-set-aside = { $file } { $path } não pôde ser usado: { $problem }. Ele foi guardado como { $backup } e { $fallback }.
notice-file-not-moved = { $file } { $path } não pôde ser usado: { $problem }. Também não foi possível colocá-lo de lado ({ $why }); { $fallback }.
notice-file-kept-for-newer = { $file } { $path } não pôde ser usado: { $problem }; ele fica como está para aquela versão.
notice-file-left = { $file } { $path } não pôde ser usado: { $problem }; ele fica como está.
# $path is the autosave file.
notice-ended-unrecorded = A última partida terminou, mas o registro dela ainda não pôde ser gravado; ela fica em { $path } até que seja.
# $path is the records folder, $why an io-… text.
notice-records-folder = A pasta de registros { $path } não pode ser lida: { $why }.
# The end of a match the game was stopped in, settled at the next start: $record is the
# record's file name, $why an io-… text (or a record-error-… text), $path the autosave file.
notice-settled = A última partida já tinha terminado quando o jogo parou; o registro dela é { $record }.
notice-settled-autosave-kept = O registro da última partida é { $record }, mas o salvamento automático dela não pôde ser removido: { $why }.
notice-settle-failed = A última partida tinha terminado, mas o registro dela não pôde ser gravado: { $why }. Ela fica em { $path } até que possa ser.
# $why is a paths-error-… text, $path the folder used instead.
notice-data-folder-fallback = Seus arquivos não podem ficar nas pastas de sempre ({ $why }), então eles ficam em { $path }.
# $variable is the name of an environment variable.
paths-error-no-home = nenhuma pasta pessoal é conhecida para este usuário; use --data-dir PASTA ou defina { $variable }
# $why is a lock-error-… text.
notice-not-locked = Você pode jogar nesta janela, mas ela não salva nada: { $why }.
# $folder is the data folder, $holder a lock-holder-… text, $why an io-… text.
lock-error-held = a pasta de dados { $folder } está sendo usada por outro En Garde ({ $holder }); feche-o primeiro ou use outro --data-dir
lock-error-io = a pasta de dados { $folder } não pode ser travada para gravação: { $why }
# $pid is a process number.
lock-holder-process = processo { $pid }
lock-holder-unknown = outro processo
# $name is the level's name in the file, $level a bot-level-… text.
notice-unknown-level = As configurações indicam o nível de computador “{ $name }”, que esta versão não conhece; o computador joga no nível { $level } em vez disso.
# $why is a verify-… text.
notice-resume-refused = A partida salva não pode ser continuada: { $why }.
# $why is a store-error-… text; $path is the autosave file, which holds the match up to
# step $saved of its $steps steps.
notice-autosave-failed = Não foi possível salvar a partida: { $why }; { $path } { $saved ->
    [0] guarda só o início dela
   *[other] guarda a partida até o passo { $saved } de { $steps }
}. Você pode continuar jogando; o salvamento é tentado de novo após cada jogada.
notice-autosave-failed-unsaved = Não foi possível salvar a partida: { $why }; nada dela foi salvo ainda. Você pode continuar jogando; o salvamento é tentado de novo após cada jogada.
# $why is a record-error-… text, $path the autosave file.
notice-record-failed = O registro desta partida não pôde ser gravado: { $why }. A partida inteira fica guardada em { $path }; o registro dela será gravado na próxima vez que o jogo for aberto.
# $record is a record-error-… text, $autosave a store-error-… text; $path is the autosave
# file, which holds the match up to step $saved of its $steps steps.
notice-end-not-saved = Não foi possível salvar o fim desta partida: o registro dela não pôde ser gravado ({ $record }) e o salvamento automático não pôde receber as últimas jogadas ({ $autosave }); { $path } { $saved ->
    [0] guarda só o início dela
   *[other] guarda a partida até o passo { $saved } de { $steps }
}.
notice-end-not-saved-unsaved = Não foi possível salvar o fim desta partida: o registro dela não pôde ser gravado ({ $record }) e o salvamento automático não pôde receber as últimas jogadas ({ $autosave }); nada dela foi salvo.
# $why is an io-… text.
notice-autosave-not-deleted = O salvamento automático da partida terminada não pôde ser apagado: { $why }.
# $why is a store-error-… text.
notice-settings-not-saved = Não foi possível salvar as configurações: { $why }.
# Why a file could not be written: $path is the file, $why an io-… text, $detail the
# encoder's own words (in English).
store-error-io = não foi possível gravar { $path }: { $why }
store-error-encode = não foi possível codificar { $path } como RON: { $detail }
store-error-exists = { $path } já existe
# Why a record could not be written, imported or exported: $name is a record's name, $path
# a file, $why a file-problem-… or verify-… text.
record-error-not-found = não há nenhum registro chamado “{ $name }” na pasta de registros
record-error-file = { $path }: { $why }
record-error-already-present = esta partida já está entre os registros como { $name }
record-error-exists = { $path } já existe; escolha outro nome ou remova-o primeiro
# Why a stored match does not re-play: $why is a rules-error-… text or the rules' reason
# (an error-… text), $step a step's number, $action the step in words (a step-… text),
# $stored and $replayed fact-… texts.
verify-bad-rules = as regras do arquivo não são válidas: { $why }
verify-refused = o passo { $step } ({ $action }) é recusado pelas regras: { $why }
verify-not-finished = a partida não terminou depois do último passo
verify-already-over = a partida já terminou
verify-not-its-name = o código de sala { $code } no arquivo não é o nome do arquivo
verify-mismatch = o resultado guardado não confere com a partida reproduzida: o registro diz { $stored }, as regras dão { $replayed }
step-refused = o passo { $step } é recusado pelas regras: { $why }
# $score and $size are the numbers in the file.
rules-error-target-score = os pontos para vencer devem ser de 1 a 15, não { $score }
rules-error-hand-size = as cartas na mão devem ser de 1 a 10, não { $size }
# The facts of a match's result: $side and $winner are a side's name, $left and $right
# the scores, $count a number of rounds, $points the points of a round, $reason a
# win-reason-… text.
fact-winner = { $side } venceu
fact-out-of-time = o tempo de { $side } acabou
fact-nobody-out-of-time = o tempo de ninguém acabou
fact-score = { $left }–{ $right }
fact-rounds = { $count ->
    [one] { $count } rodada
   *[other] { $count } rodadas
}
fact-round-won = rodada { $round }: { $winner } venceu ({ $reason }), { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}, { $left }–{ $right } depois dela
fact-round-drawn = rodada { $round }: empate, { $left }–{ $right } depois dela
win-reason-hit = um acerto
win-reason-no-legal-action = o outro ficou sem jogada válida
win-reason-deck-out-cards = baralho esgotado, mais cartas do valor da distância
win-reason-deck-out-position = baralho esgotado, avançou mais
# The operating system's refusals. $error is the system's own words (in English).
io-not-found = o arquivo ou a pasta não existe
io-permission-denied = a permissão foi negada
io-storage-full = o disco está cheio
io-quota-exceeded = a cota de disco acabou
io-read-only = o disco é somente leitura
io-not-a-folder = há um arquivo onde deveria haver uma pasta
io-is-a-folder = é uma pasta, não um arquivo
io-exists = já existe um arquivo com esse nome
io-other = o sistema diz: { $error }
# $name is a record's file name, $why a verify-… text.
replay-unplayable = { $name } não pode ser reproduzido: { $why }

## Settings

settings-language = Idioma
# $language is the system's language, by its own name ("Français").
settings-language-system = Sistema ({ $language })
settings-language-this-run = Esta sessão está em { $language } (--lang); a escolha aqui vale a partir da próxima vez que o jogo abrir.
settings-ui-scale = Tamanho dos painéis
settings-ui-scale-limited = Esta janela mostra os painéis a no máximo { $percent }%.
# A share in percent, 75 to 200.
settings-percent = { $percent }%
settings-reduced-motion = Movimento reduzido
settings-reduced-motion-check = Nada se move sozinho: esgrimistas e cartas vão direto para os seus lugares, e a câmera mostra a pista inteira
settings-colours = Cores
settings-colours-check = Paleta segura para daltônicos nos destaques e na análise
settings-volume = Volume
settings-mute = Sem som
settings-animation-speed = Velocidade das animações
settings-computer-pause = Pausa do computador
settings-camera = Câmera
settings-window = Janela
settings-windowed = Em janela
settings-full-screen = Tela cheia
settings-tracker = Registro de cartas jogadas
settings-tracker-check = Mostrar as cartas jogadas nesta rodada (a partir da próxima partida)
settings-undo-check = Permitir desfazer uma jogada contra o computador
settings-coach-check = Me avisar antes de um erro grave (uma ação que custa 25 pontos de chance de vencer a rodada)
settings-saved-at-once = As alterações são salvas na hora.
# Speeds agree with "velocidade" (feminine).
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida
speed-instant = Instantânea
camera-broadside = De lado
camera-overhead = De cima
camera-behind = Atrás do seu esgrimista

## The rules of a match (set-up and settings)

form-preset = Partir de
preset-own = Regras próprias
preset-basic = { level-basic }
preset-standard = { level-standard }
preset-advanced = { level-advanced }
preset-duell = { level-duell }
preset-duell-special = { level-duell } com cartas especiais
preset-quick = Partida rápida ({ level-advanced }, 3 pontos)
form-level = Nível
form-points-to-win = Pontos para vencer
form-hand-size = Cartas na mão
form-who-starts = Quem começa
form-then-alternate = depois, alternadamente
form-then-loser = depois, o perdedor
form-end-of-pile = Fim do baralho
form-final-retreat = Após um recuo final, só conta o avanço
form-special-cards = Cartas especiais
form-special-cards-check = Tirar uma carta especial antes de cada rodada
form-opponent = Oponente
form-computer = Computador
form-hot-seat = Segundo jogador (mesmo computador)
form-computer-level = Nível do computador

## Statistics

# A cell under "Rodadas vencidas por" / "Rodadas perdidas por"; written as "label: n" so
# that no plural is needed.
stats-reasons = acerto: { $hit } · sem jogada: { $no_move } · baralho esgotado: { $deck_out }
stats-opponent = Oponente
stats-rules = Regras
stats-matches = Partidas (V–D)
stats-rounds = Rodadas (V–D)
stats-drawn = Empates
stats-streak = Melhor sequência
stats-won-by = Rodadas vencidas por
stats-lost-by = Rodadas perdidas por
stats-hot-seat = Mesmo computador
stats-all = Total
stats-whose = Os seus resultados contra o computador; nas partidas no mesmo computador, os do jogador da Esquerda.
# $fencer is a fencer's name from the ladder, $level a bot-level-… text.
stats-rating = Seu rating Elo: cerca de { $elo }, com base nas suas partidas contra o computador. Próximo oponente a enfrentar: { $fencer } ({ $level }).
stats-rating-top = Seu rating Elo: cerca de { $elo }, das suas partidas contra o computador — acima do de todos os esgrimistas do computador.
stats-no-rating = Seu rating Elo aparece aqui depois que você jogar uma partida contra o computador.
stats-hints = Dicas pedidas: { $hints } · erros graves avisados pelo treinador: { $warnings }

## The match set-up

setup-you-fence = Você joga com
setup-left-fencer = Esquerda (azul, canhoto)
setup-right-fencer = Direita (bronze, destro)
setup-names = Nomes
setup-seed = Semente (opcional)
setup-seed-random = aleatória
setup-start = Começar
setup-rules-of-level = Regras deste nível

## Network play

# A network match's rules: $level is a level-… text, $points the target score.
# Always shown after a colon (online-waiting-accept, online-room-rules): lower case.
online-rules = nível { $level }, vence quem chegar primeiro a { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}
online-rules-duell-cards = nível { $level }, vence quem chegar primeiro a { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}, com as cartas especiais Duell (D1–D7)
online-rules-duell-no-cards = nível { $level }, vence quem chegar primeiro a { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}, sem as cartas especiais Duell
online-heading = Jogue contra um amigo em outro computador
online-your-name = Seu nome
# The name the other player sees when the player typed none.
online-default-name = Jogador
online-host = Hospedar esta partida
online-host-tip = Inicia um servidor para ela neste computador e dá a você um código de sala para repassar
online-join-at = Entrar em
online-address-hint = endereço, p. ex. 192.168.1.20
online-code-hint = código da sala
online-join = Entrar
online-connecting = Conectando…
online-reconnecting = Reconectando… ({ $seconds } s) — a partida fica guardada no servidor
online-waiting-to-join = Sala { $code } — aguardando o outro jogador entrar
online-this-address = o endereço deste computador
online-they-join = O outro jogador entra em { $address } (porta { $port }) com o código { $code }
# $time is minutes:seconds, "4:59".
online-opponent-away = Aguardando seu oponente: { $time }
online-opponent-gone = Seu oponente não voltou. A partida fica guardada no servidor.
# $rules is an online-rules-… text.
online-waiting-accept = Aguardando seu oponente aceitar: { $rules }
online-room-rules = Sala { $code }: { $rules }
online-accept = Aceitar e jogar
online-leave = Sair
# Why hosting or joining could not begin (lower case: shown capitalised, or after a colon).
online-failure-no-port = não foi possível abrir nenhuma porta UDP neste computador
online-failure-host-folder = a pasta da partida hospedada: { $why }
online-failure-server-thread = não foi possível iniciar o servidor: { $why }
online-failure-no-address = digite o endereço do computador em que vai entrar, por ex. 192.168.1.20
# $why is the system's own words.
online-failure-unknown-address = “{ $address }” não é um endereço que este computador consiga encontrar ({ $why })
online-failure-names-nothing = “{ $address }” não indica nenhum endereço
online-failure-identity = não foi possível usar o seu ficheiro de identidade: { $why }
online-code-length = um código de sala tem { $length } letras e dígitos, não “{ $typed }”
online-code-character = “{ $character }” não existe nos códigos de sala (eles usam A–Z sem I, L, O e os dígitos 2–9)
# Why the connection ended for good. $why is the system's or the network library's words.
online-link-other-release = o servidor corre outra versão do En Garde; ambos precisam da mesma versão
online-link-socket = não é possível abrir um socket UDP: { $why }
online-link-connect = não é possível conectar a { $server }: { $why }
online-link-wrong-key = o servidor em { $server } mostra outra chave ({ $shown }) diferente da que mostrou antes ({ $expected }): é outro servidor, ou alguém está entre você e ele. Não conectando. Se o anfitrião lhe deu uma chave nova, remova a linha dele de known-servers.txt na sua pasta de dados.
# The server's refusals.
online-refused-version = o servidor usa a versão de rede { $server } do En Garde e este jogo a versão { $client }; os dois jogadores precisam da mesma versão
online-refused-unknown-room = não há sala { $code } neste servidor (confira o código)
online-refused-bad-code = o servidor não aceitou o código de sala enviado por este jogo
online-refused-full = a sala { $code } já tem dois jogadores
online-refused-away = a sala { $code } tem dois jogadores, um deles ausente por agora; só ele pode retomar seu lugar, do computador em que jogava
online-refused-too-many-rooms = o servidor está cheio; tente de novo mais tarde
online-refused-rooms-from-address = o seu endereço já tem { $most } salas abertas neste servidor, tantas quantas um endereço pode ter
online-refused-bad-name = um nome tem de 1 a { $most } caracteres, sem caracteres de controle nem invisíveis
# $why is the rules check's words (English).
online-refused-bad-rules = essas regras não podem ser jogadas: { $why }
online-refused-already-seated = esta conexão já tem um lugar
online-refused-bad-identity = o servidor não conseguiu confirmar a sua chave de identidade; ligue-se de novo
online-refused-too-many-watchers = a sala { $code } já tem tantos espectadores quantos uma sala aceita
online-refused-pairing-full = há demasiados jogadores à espera de adversário; tente de novo daqui a um minuto
online-refused-too-often = o seu endereço consultou o átrio mais de { $most } vezes num minuto; espere um minuto e tente de novo
online-refused-bad-days = uma partida por correspondência dá a cada decisão 1, 3 ou 7 dias, não { $days }
online-refused-too-many-correspondence = já joga { $most } partidas por correspondência neste servidor, tantas quantas um jogador pode
online-refused-clock-ran-out = ninguém ocupou e aceitou o outro lugar da sala por correspondência { $code } a tempo; a sala foi fechada
online-refused-seat-in-use = seu lugar na sala { $code } está em uso por outra conexão; tentando de novo até ficar livre
online-refused-misbehaved = o servidor fechou a conexão: { $why }
online-back-to-title = Voltar à tela inicial

## The tutorial

lessons-unreadable = Não foi possível ler as lições: { $why }
lessons-about = Um curso por nível de regras. Cada lição é uma posição na pista: encontre a ação que ela pede.
lesson-play = Jogar
lesson-again = De novo
lesson-next = Próxima lição
lesson-all = Todas as lições
lesson-done = Lição concluída.
# $level is a level-… text, $title the lesson's title.
lesson-heading = { $level } · lição { $n } de { $lessons }: { $title }
# $why is the lesson's reason, in words.
lesson-not-this-one = Não é esta. { $why }

## The rules menu

rules-level = Nível:
lesson-choose-first = primeiro escolha a carta especial desta rodada (D3, R8)
lesson-is-done = esta lição terminou: o resto da rodada não faz parte dela (R6 encerra uma rodada); escolha a próxima lição ou jogue-a de novo

# Emotes in a network match: six preset messages, and the mute of the opponent.
emote-button = Dizer…
emote-well-played = Bem jogado
emote-good-luck = Boa sorte
emote-oops = Ups
emote-thanks = Obrigado
emote-wow = Uau
emote-sorry = Desculpe
emote-mute = Silenciar { $name }

# A network match's ratings at its end (Glicko-2): each player's before and after.
ratings-line = Classificações ({ $level }): { $changes }
rating-change = { $who } { $before } → { $after }
rating-change-provisional = { $who } { $before } → { $after } (provisória)

# The Play online screen (issue 26)
menu-online = Jogar online
online-failure-bad-link = isso não é uma ligação de convite do En Garde (en-garde://ANFITRIÃO:PORTA/SALA)
lobby-title = Jogar online
lobby-server = Servidor
lobby-server-hint = anfitrião ou anfitrião:porta
lobby-saved = Servidores guardados
lobby-pair-heading = Emparelhamento rápido
lobby-pair-tip = Esperar por um adversário próximo da sua classificação que queira as mesmas regras
lobby-pair-connecting = A pedir um adversário ao servidor ({ $rules })…
lobby-pair-waiting = À espera de um adversário ({ $rules }): { $seconds } s
lobby-pair-rating = A sua classificação { $rating }; adversários a { $range } pontos no máximo
lobby-pair-none = Ainda ninguém mais espera por estas regras.
lobby-pair-others = { $count } outros esperam por estas regras:
lobby-pair-other = { $name }, classificação { $rating }, à espera há { $seconds } s
lobby-cancel = Cancelar
lobby-rooms-heading = Salas
lobby-refresh = Atualizar
lobby-rooms-none = Não há salas públicas neste servidor.
lobby-rooms-count = { $total } salas públicas, { $open } com um lugar livre
lobby-previous = Anterior
lobby-page = Página { $page } de { $pages }
lobby-next = Seguinte
lobby-open-heading = Abrir uma sala
lobby-public = Pública (listada aqui)
lobby-open = Abrir
lobby-code-heading = Entrar por código ou ligação
lobby-code-hint = código da sala ou ligação en-garde://
lobby-join = Entrar
lobby-watch = Assistir
lobby-unrated = sem classificação
lobby-seat-open = lugar livre
lobby-watchers = { $count } a assistir
online-invite-link = Ligação de convite: { $link }
online-copy-link = Copiar ligação
online-link-copied = Copiada
online-watching = Está a assistir à sala { $code } como espectador
online-watchers = { $count } a assistir
lobby-leaders-heading = Classificação
lobby-leaders-of = Os jogadores mais bem classificados, { $level }:
lobby-leaders-none = Ainda ninguém jogou uma partida classificada neste nível.
lobby-leaders-matches = { $count ->
    [one] 1 partida
   *[other] { $count } partidas
}
correspondence-heading = Partidas por correspondência
correspondence-your-move = É a sua vez
correspondence-their-move = É a vez do adversário
correspondence-waiting = À espera de um adversário
correspondence-open-seat = lugar livre
correspondence-left = faltam { $left }
correspondence-play = Jogar
correspondence-none = Ainda não há partidas por correspondência nos seus servidores.
correspondence-more = mais { $count } em Jogar online
correspondence-unreachable = não foi possível consultar { $server }: { $why }
correspondence-notice-title = En Garde: é a sua vez
correspondence-notice = É a sua vez contra { $opponent } (sala { $code }); faltam { $left }
lobby-pace = Ritmo
lobby-pace-live = Jogada agora
lobby-pace-days = { $days ->
    [one] Por correspondência, 1 dia por decisão
   *[other] Por correspondência, { $days } dias por decisão
}
lobby-days = { $days ->
    [one] 1 dia por decisão
   *[other] { $days } dias por decisão
}
online-clock-yours = Por correspondência ({ $pace }): é a sua vez, faltam { $left }
online-clock-theirs = Por correspondência ({ $pace }): é a vez do adversário, faltam { $left }
online-clock-open = Por correspondência ({ $pace }): a sala espera um adversário por mais { $left }
time-left-seconds = { $s } s
time-left-minutes = { $m } min
time-left-hours = { $h } h { $m } min
time-left-days = { $d } d { $h } h
