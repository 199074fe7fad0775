# Machine-drafted Portuguese translation (2026-12); awaiting review by a native speaker.
#
# The screens and menus around the match: title, set-up, settings, replays, notices.

back = Voltar

## Replays

replays = Replays
replays-none = Nenhuma partida terminada ainda.
replay-to-start = ao início
replay-back = < Voltar
replay-forward = Avançar >
replay-to-end = ao fim
replay-step = Passo { $step } de { $steps }
replay-round = Rodada { $round } · placar { $left } – { $right }
# $who is a side's name.
replay-hand = Mão de { $who }:
analyse-match = Analisar esta partida
export = Exportar
exported-to = Exportado para { $path }
# $why is the file's problem, in words.
not-exported = Não exportado: { $why }
import = Importar
import-hint = arquivo de registro a importar
imported-as = Importado como { $path }
not-imported = Não importado: { $why }

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

## Settings

settings-language = Idioma
# $language is the system's language, by its own name ("Français").
settings-language-system = Sistema ({ $language })
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
settings-new-match-rules = Regras de uma nova partida
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
form-hot-seat = Segundo jogador (hot-seat)
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
stats-hot-seat = Hot-seat
stats-all = Total
stats-whose = Os seus resultados contra o computador; nas partidas hot-seat, os do jogador da Esquerda.
# $fencer is a fencer's name from the ladder, $level a bot-level-… text.
stats-rating = Sua pontuação (Elo): cerca de { $elo }, com base nas suas partidas contra o computador. Próximo oponente a enfrentar: { $fencer } ({ $level }).
stats-no-rating = Sua pontuação aparece aqui depois que você jogar uma partida contra o computador.
stats-hints = Dicas pedidas: { $hints } · erros graves avisados pelo treinador: { $warnings }

## The match set-up

setup-you-fence = Você joga com
setup-left-fencer = Esquerda (prateado, canhoto)
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
