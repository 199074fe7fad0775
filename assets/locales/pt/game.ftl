# Machine-drafted Portuguese translation (2026-12); awaiting review by a native speaker.
#
# The match: the log, the panels around the piste, the parry prompt, the ends of rounds
# and matches.
#
# Variables: $who, $winner, $loser are names; $person, $winner_person, $loser_person are
# "you" for the one person at this computer, "other" otherwise. $cards is a cards-of text
# ("dois 4"); numbers are numbers.
#
# Brazilian Portuguese, "você" for the person at this computer, terms of the Portuguese
# rulebook: avançar, recuar, atacar, bloquear (parry), pista, espaço, baralho (draw pile),
# rodada (round), mão; "partida" for the match. Names may be feminine ("Esquerda", "Ann"),
# so no adjective or participle agrees with a name or with "você".
# Note: CLDR "pt" puts 0 in the plural category "one"; messages whose count can be 0 have
# a [0] variant so that they never read "0 carta".

## Why a round ended

result-draw = baralho esgotado: nenhum esgrimista está à frente — empate
hit-by-direct = um ataque com { $cards }
hit-by-indirect = um ataque indireto com { $cards }
result-hit = { $person ->
    [you] { $attack } acerta você
   *[other] { $attack } acerta { $loser }
}
result-last-chance = baralho esgotado: { $winner_person ->
    [you] você faz o ataque de última chance com um { $distance } e acerta { $loser }
   *[other] { $winner } faz o ataque de última chance com um { $distance } e acerta { $loser_person ->
        [you] você
       *[other] { $loser }
    }
}
result-no-legal-move = { $person ->
    [you] Você não tem nenhuma jogada válida
   *[other] { $loser } não tem nenhuma jogada válida
}
result-cards-at-distance = baralho esgotado: { $winner_cards ->
    [one] { $winner_cards } carta
   *[other] { $winner_cards } cartas
} de valor { $distance } contra { $loser_cards }
result-advanced-further = baralho esgotado: { $person ->
    [you] você avançou mais
   *[other] { $winner } avançou mais
} ({ $winner_spaces ->
    [one] { $winner_spaces } espaço
   *[other] { $winner_spaces } espaços
} contra { $loser_spaces })
result-advanced-further-even = baralho esgotado: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} de { $distance } cada, empate; depois { $person ->
    [you] você avançou mais
   *[other] { $winner } avançou mais
} ({ $winner_spaces ->
    [one] { $winner_spaces } espaço
   *[other] { $winner_spaces } espaços
} contra { $loser_spaces })
result-draw-even = baralho esgotado: { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
} de { $distance } cada, e nenhum esgrimista está à frente — empate

## The log

log-advance = { $person ->
    [you] Você avança { $card } até o espaço { $to }
   *[other] { $who } avança { $card } até o espaço { $to }
}
log-retreat = { $person ->
    [you] Você recua { $card } até o espaço { $to }
   *[other] { $who } recua { $card } até o espaço { $to }
}
log-attack = { $person ->
    [you] Você ataca com { $cards }
   *[other] { $who } ataca com { $cards }
}
log-advance-attack = { $person ->
    [you] Você avança { $card } até o espaço { $to } e ataca com { $cards }
   *[other] { $who } avança { $card } até o espaço { $to } e ataca com { $cards }
}
log-parry = { $person ->
    [you] Você bloqueia
   *[other] { $who } bloqueia
}
log-retreat-from-attack = { $person ->
    [you] Você recua { $card } do espaço { $from } para o { $to }
   *[other] { $who } recua { $card } do espaço { $from } para o { $to }
}

## Replays

# A finished match in the Replays list: "Você venceu Computador (difícil) por 5–3 · Avançado · 7 rodadas · 2026-12-01 14:02".
record-line = { $person ->
    [you] Você venceu
   *[other] { $winner } venceu
} { $loser_person ->
    [you] você
   *[other] { $loser }
} por { $high }–{ $low } · { $level } · { $rounds ->
    [one] { $rounds } rodada
   *[other] { $rounds } rodadas
} · { $when }
log-draw = { $person ->
    [you] Você compra
   *[other] { $who } compra
} { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
# A round's winner and why: $how is a result-… text.
log-round-won = { $person ->
    [you] Você vence
   *[other] { $who } vence
} a rodada: { $how }
log-round-starts = Rodada { $round }: { $person ->
    [you] você começa
   *[other] { $who } começa
}
log-round-from-position = Rodada { $round } a partir de uma posição definida (espaços { $left } e { $right }): { $person ->
    [you] sua vez
   *[other] vez de { $who }
}
# A round's first line with its Duell card: $line is a log-round-… text, $card a duell-card text.
log-with-duell-card = { $line } — carta especial { $card }
log-take-back = { $person ->
    [you] Você desfaz
   *[other] { $who } desfaz
} a última decisão
# A refused action: $why is an error-… text.
not-allowed = Não permitido: { $why }

## The score bar

# A hand's size, on hover over its card backs.
hand-holds = { $person ->
    [you] Você tem
   *[other] { $who } tem
} { $count ->
    [0] { $count } cartas
    [one] { $count } carta
   *[other] { $count } cartas
}
# Whose turn it is: $attack is an attack-… text.
turn-answer = { $person ->
    [you] Responda ao { $attack }
   *[other] { $who } deve responder ao { $attack }
}
turn-play = { $person ->
    [you] Sua vez
   *[other] Vez de { $who }
}
turn-choose-duell-card = { $person ->
    [you] Você escolhe a carta especial
   *[other] { $who } escolhe a carta especial
}
turn-round-over = Fim da rodada
turn-match-won = { $person ->
    [you] Você vence a partida
   *[other] { $who } vence a partida
}
distance = Distância { $distance }

## The parry prompt

parry-defend = Defenda-se!
parry-attacked-direct = { $person ->
    [you] Você ataca: ataque direto com
   *[other] { $who } ataca: ataque direto com
}
parry-attacked-indirect = { $person ->
    [you] Você ataca: ataque indireto com
   *[other] { $who } ataca: ataque indireto com
}
parry-with = Bloquear com { $cards }
parry-retreat-to = Recuar { $card } (até o { $to })
parry-retreat = Recuar { $card }
key-enter = Enter
key-enter-pad = X

## The side panel

menu-button = Menu (Esc)
menu-button-pad = Menu (Start)
undo = Desfazer
undo-nothing = nada a desfazer nesta rodada desde a sua última compra: desfazer uma jogada depois da qual você comprou mostraria a próxima carta do baralho
# The side panel on a small screen: the menu button (its key said on hover), and the toggle that opens the round's log over the piste.
menu-button-short = Menu
log-toggle = Registro
hint = Dica
# $level is the bot-level-… text of the level that gives the hint.
hint-tip = perguntar ao computador { $level } o que ele faria
hint-heading = Dica: suas jogadas como o computador ({ $level }) as avalia
# A hint's move and its chance: $action is an action-… text, $percent 0 to 100.
hint-entry = { $action } — { $percent }% de chance de vencer a rodada
hint-entry-margin = { $action } — { $percent }% (± { $margin }) de vencer a rodada
thinking = Pensando…
cards-played = Cartas jogadas
round-number = Rodada { $round }
# The level of the match's rules: $level is a level-… text.
level-rules = Regras: { $level }

## The table

pile-draw = Baralho
    { $count ->
        [0] vazio
        [one] { $count } carta
       *[other] { $count } cartas
    }
pile-discard = Descarte
    { $count ->
        [0] vazio
        [one] { $count } carta
       *[other] { $count } cartas
    }

## Duell D3

duell-choice-title = Carta especial D3
duell-choice-prompt = { $person ->
    [you] Escolha a carta especial desta rodada:
   *[other] { $who }, escolha a carta especial desta rodada:
}

## The hot-seat curtain (R9.6)

curtain-answer = { $attacker } ataca: { $attack }. { $who } deve responder.
curtain-play = Vez de { $who }.
curtain-hand-over = Passe o computador para { $who }
curtain-reveal = Sou { $who } — mostrar minhas cartas
curtain-or-enter = (ou pressione Enter)
curtain-or-enter-pad = (ou pressione A)
# The Left player's name in a match on one computer when none is typed in the set-up's Names (src/ui/setup.rs); it is then $who in the log, the score bar and the curtain ("Vez de Canhoto."). Left is the left-handed fencer (R1.3).
default-name-left = Canhoto
# The Right player's name in a match on one computer when none is typed in the set-up's Names (src/ui/setup.rs); it is then $who in the log, the score bar and the curtain ("Vez de Destro.").
default-name-right = Destro

## Between rounds, and the end of the match

whose-hand = { $person ->
    [you] Sua mão
   *[other] Mão de { $who }
}
no-cards = nenhuma carta
round-won = { $person ->
    [you] Você vence a rodada { $round }
   *[other] { $who } vence a rodada { $round }
}
round-drawn = Rodada { $round } empatada
back-to-match = Voltar à partida
practice-band = Treino a partir { $person ->
    [you] da sua decisão { $decision }
   *[other] da decisão { $decision } de { $who }
} da rodada { $round }: as cartas ocultas são distribuídas de novo. A partida está { $left } – { $right }.
# The same on a small screen (1024 × 600 at 160%): one line beside the way back; the
# score bar shows the match's score too.
practice-band-short = Treino a partir { $person ->
    [you] da sua decisão { $decision }
   *[other] da decisão { $decision } de { $who }
} da rodada { $round }. Partida: { $left } – { $right }.
practice-won = { $person ->
    [you] Você vence a rodada de treino
   *[other] { $who } vence a rodada de treino
}
practice-drawn = A rodada de treino terminou empatada
practice-over = Treino encerrado: esta rodada não conta. A partida está { $left } – { $right }.
next-round = Próxima rodada (Enter)
next-round-pad = Próxima rodada (A)
analyse-round = Analisar esta rodada
analyse-last-round = Analisar a última rodada
# The score, Left's first.
score = Placar { $left } – { $right }
match-won = { $person ->
    [you] Você vence a partida por { $left } – { $right }
   *[other] { $who } vence a partida por { $left } – { $right }
}
# How the last round ended: $why is a result-… text.
last-round = Última rodada: { $why }
summary-judging = Revendo a partida…
summary-rounds = Rodadas:
summary-draw = empate
summary-round-chip = { $round }. { $who }
summary-best = Melhor decisão: rodada { $round }, { $who }: { $action } — { $chance }% de chance de vencer a rodada depois dela
summary-swing = Maior virada: rodada { $round }, depois de { $who }: { $action } — as compras e o jogo do adversário a levaram de { $from }% a { $to }%
rematch = Revanche
title-screen = Tela inicial

## The hand panel

no-move-reaches = Nenhuma jogada alcança o espaço { $space } agora: os espaços marcados podem ser alcançados
your-hand-hidden = Cartas ocultas até que { $who } assuma a tela.
computers-only = Computador contra computador.
is-thinking = { $who } está pensando…
waiting-for = Aguardando { $who }
keys-pick = teclas 1–5: escolher uma carta desse valor
keys-move = setas Esquerda/Direita: mover
keys-enter = Enter: atacar ou bloquear
# The same help while a gamepad is in use (Xbox names: LB/RB the shoulder buttons).
keys-pick-pad = LB/RB: percorrer as cartas · A: escolher a carta
keys-move-pad = direcional ←/→: mover
keys-enter-pad = X: atacar ou bloquear · B: desmarcar · Y: dica
answer-in-box = Responda ao ataque no quadro no alto da tela: bloqueie ou, se as regras permitirem, recue.
pick-then-act = Escolha as cartas e depois uma ação — ou clique num espaço marcado para ir até ele.
pick-then-act-pad = Escolha as cartas com LB/RB e A; depois, X para atacar, ou o direcional para se mover.
picked = Escolhidas:

advance-with = Avançar com:
advance-reading = o { $card } até o espaço { $space }
## The played-cards tracker (R2.4)

tracker-card = Carta
tracker-played = Jogadas
tracker-in-hand = Na sua mão
tracker-unseen = Não vistas
draw-pile-count = Baralho: { $count ->
    [0] vazio
    [one] { $count } carta
   *[other] { $count } cartas
}

## The analysis of a round or a match

analysis = Análise
cancel = Cancelar
close = Fechar
# $round is 0 for the whole match.
analysis-judging = Avaliando as decisões { $round ->
    [0] da partida
   *[other] da rodada { $round }
} do ponto de vista de cada jogador…
analysis-progress = { $done } de { $total }
analysis-failed = Não foi possível analisar a rodada: { $why }
analysis-heading = { $round ->
    [0] A partida
   *[other] Rodada { $round }
}: a chance de vencer a rodada após cada decisão
analysis-explained = Avaliação feita pelo computador difícil a partir do que o jogador que decidia podia ver — nunca as cartas ocultas. Os pontinhos mostram a chance da melhor decisão. Uma decisão que custou 5 pontos ou mais é uma imprecisão; 10 ou mais, um erro; 25 ou mais, um erro grave. Entre duas decisões suas, as compras e as jogadas do outro jogador também mudam a chance: isso é mostrado à parte.
# How the chance moved between two decisions of a player: $sign is "+" or "", $points -100 to 100;
# $other_person is "you" when the other player is the person at this computer.
analysis-swing = {"   "}depois, as compras e { $other_person ->
    [you] a sua jogada
   *[other] a jogada de { $other }
}: { $sign }{ $points ->
    [0] { $points } pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}
# One decision: $n from 1, $action an action-… text, $before and $after 0 to 100.
analysis-decision = { $n }. { $who }: { $action } — { $before }% antes, { $after }% depois
analysis-round = rodada { $round }
analysis-best = melhor ({ $percent }%): { $action }
analysis-nothing = Nenhuma decisão a avaliar nesta rodada.
try-again = Tentar de novo
try-again-tip = continuar a partir daqui: as cartas ocultas são distribuídas de novo a partir do que se sabia naquele momento
verdict-inaccuracy = imprecisão
verdict-mistake = erro
verdict-blunder = erro grave
chart-decision = decisão
chart-win-percent = % de vitória
chart-best = { $who }: melhor

## The coach

coach = Treinador
# $action and $best are action-… texts (infinitives: "avançar 3"), $why a risk-… text, percents 0 to 100.
coach-warning = { $action }? { $why }: { $percent }% de chance de vencer a rodada, contra { $best_percent }% ao { $best }.
coach-warning-plain = { $action }? { $percent }% de chance de vencer a rodada, contra { $best_percent }% ao { $best }.
coach-best-because = { $best }: { $why }.
coach-play-anyway = Jogar mesmo assim
coach-choose-again = Escolher de novo
risk-parryable = o outro esgrimista pode ter { $unseen ->
    [one] a única carta de valor { $value } ainda não vista
   *[other] { $count } das { $unseen } cartas de valor { $value } ainda não vistas
} para bloqueá-lo (R5.1)
risk-attack = um ataque de { $count } × { $value }
risk-parry = o bloqueio
risk-in-reach = isto deixa você a { $distance ->
    [one] { $distance } espaço
   *[other] { $distance } espaços
} de um esgrimista que pode ter um { $distance } ({ $unseen ->
    [0] { $unseen } não vistos
    [one] { $unseen } não visto
   *[other] { $unseen } não vistos
}, R4.2)
risk-distance = isto deixa uma distância de { $distance }

risk-pile-end = o fim do baralho: { $left ->
    [one] resta { $left } carta
   *[other] restam { $left } cartas
}, depois decidem as cartas iguais à distância e quanto cada um avançou (R6.3)
## For screen readers

# A card of the person's hand (a check box, checked when picked).
card-label = Carta { $value }
# Where the fencers stand: $left and $right are the panels' names of the players.
position = { $left } no espaço { $left_space }, { $right } no espaço { $right_space }: distância { $distance }
# A key 1–5 pressed for a value the hand does not hold.
pick-none-of-value = Nenhum { $value } na sua mão: as teclas 1–5 escolhem uma carta desse valor
