# Machine-drafted Portuguese translation (2026-12); awaiting review by a native speaker.
#
# The rules' own words: the sides, the levels, the Duell cards, the actions, and why the
# rules refuse a move (each names its rule in RULES.md).
#
# Variables: $person is "you" when the subject is the one person at this computer,
# "other" otherwise; $who is the subject's name. Numbers are numbers ($count, $value…),
# so that a plural form can be chosen.

side-left = Esquerda
side-right = Direita
you = Você
# A computer player's name: $level is one of the bot-level-… texts.
computer-name = Computador ({ $level })

bot-level-random = aleatório
bot-level-beginner = iniciante
bot-level-easy = fácil
bot-level-normal = normal
bot-level-hard = difícil
bot-level-expert = especialista
bot-level-reflex = reflexo

# The rulebook's "Jogo básico", "Jogo padrão", "Jogo avançado", shortened.
level-basic = Básico
level-standard = Padrão
level-advanced = Avançado
level-duell = Duell

duell-d1 = rodada normal
duell-d2 = o vencedor marca 2 pontos
duell-d3 = o jogador inicial escolhe uma das cartas D4 a D7
duell-d4 = mãos abertas
duell-d5 = proibido mover-se para trás
duell-d6 = mão de 3 cartas
duell-d7 = 10 cartas para cada um, sem baralho
# A Duell card with what it does: $card is "D4", $text its duell-… text.
duell-card = { $card }: { $text }

# A number of cards of one value: "um 4", "dois 4" (as the rulebook writes: dois "3").
cards-of = { $count ->
    [1] um { $value }
    [2] dois { $value }
    [3] três { $value }
    [4] quatro { $value }
    [5] cinco { $value }
   *[other] { $count } × { $value }
}

# An action, as a button's hover text and the hint name it (lower case, no subject;
# infinitives, so that the coach can say "ao { $best }").
action-advance = avançar { $card }
action-retreat = recuar { $card }
action-attack = atacar com { $cards }
action-advance-attack = avançar { $card } e atacar com { $cards }
action-parry = bloquear
action-retreat-from-attack = recuar { $card } diante do ataque

# An attack: $cards is a cards-of text.
attack-direct = ataque direto com { $cards }
attack-indirect = ataque indireto com { $cards }

# Why the rules refuse an action.
error-round-over = a rodada terminou (R6)
error-not-your-turn = é a vez de { $expected } agir, não de { $got } (R4)
error-no-such-value = { $value } não é um valor de carta (as cartas vão de 1 a 5, R1.2)
error-zero-count = um ataque precisa de pelo menos uma carta (R4.2)
error-not-in-hand = você precisa de { $need ->
    [1] uma carta
   *[other] { $need } cartas
} de valor { $value }, mas tem { $have } (R4)
error-leaves-piste = mover { $card } sairia da pista (espaços 1 a 23, R4.1)
error-reaches-opponent = avançar { $card } alcançaria ou passaria o oponente, que está a uma distância de { $distance } (R4.1)
error-wrong-attack-value = um ataque precisa de cartas iguais à distância, { $distance }, não { $value } (R4.2)
error-basic-single-card = no nível Básico um ataque é feito com exatamente uma carta (R4.2)
error-indirect-not-allowed = ataques indiretos (avançar e atacar) só existem no nível Avançado (R3, R4.3)
error-backward-not-allowed = mover-se para trás não é permitido nesta rodada (Duell D5, R8)
error-no-attack-to-answer = não há ataque a responder: um bloqueio ou um recuo responde a um ataque (R5)
error-must-answer-attack = você deve primeiro responder ao ataque ({ $attack }): bloqueie ou, diante de um ataque indireto, recue (R5)
error-cannot-parry = para bloquear você precisa de { $count ->
    [1] uma carta
   *[other] { $count } cartas
} de valor { $value } (R5.1)
error-retreat-only-from-indirect = só é possível recuar diante de um ataque indireto (R5.2)
error-round-in-progress = a rodada ainda está em andamento (R6.4)
error-match-over = a partida terminou (R2.1)
error-awaiting-duell-choice = aguardando { $who } escolher a carta Duell desta rodada (D3, R8)
error-no-duell-choice-pending = não há carta Duell a escolher agora (D3, R8)
error-bad-duell-choice = com a D3, o jogador inicial escolhe D4, D5, D6 ou D7 (R8)

# What the picked cards do not make (the action buttons' hover texts).
pick-one-to-move = selecione exatamente uma carta: o número de espaços a mover
pick-attack-cards = selecione uma ou mais cartas iguais à distância, { $distance }
pick-advance-attack = selecione uma carta para avançar e as cartas para atacar
pick-no-move-that-way = nenhum movimento com um { $card } nessa direção

intent-advance = Avançar
intent-retreat = Recuar
intent-attack = Atacar
intent-advance-attack = Avançar e atacar
intent-parry = Bloquear

# One step of a match record: $who is a side's name, $action an action-… text.
step-act = { $who }: { $action }
step-next-round = próxima rodada
step-out-of-time = o tempo de { $who } acabou
step-duell-card = { $who } escolhe { $card } ({ $text })

# The computer levels' fencers on the ladder: a name and a style in one line.
fencer-random =
    .name = Novato Rémy
    .style = joga qualquer carta válida, ao acaso
fencer-beginner =
    .name = Aprendiz Bea
    .style = descuidada, mas nunca se expõe a um acerto óbvio
fencer-easy =
    .name = Carl do clube
    .style = conta as cartas, com lapsos
fencer-normal =
    .name = Capitã Nora
    .style = conta as cartas e sempre segue a sua melhor regra prática
fencer-hard =
    .name = Mestre Hugo
    .style = explora milhares de futuros a partir do que consegue ver
fencer-expert =
    .name = Grã-mestra Elena
    .style = pensa quatro vezes mais que Hugo
fencer-reflex =
    .name = Duelista Rex
    .style = ataca sempre que pode, bloqueia sempre que pode
# A level in the set-up's list: $level a bot-level-… text, $fencer its fencer's name, $elo its rating.
ladder-rung = { $level } — { $fencer } · { $elo }
# $below is the bot-level-… text of the level below.
ladder-rung-same = { $level } — { $fencer } · { $elo }, não mais forte que o nível { $below } nas partidas medidas
