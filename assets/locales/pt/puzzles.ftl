# Machine-drafted Portuguese translation (2026-12); awaiting review by a native speaker.
# Problemas: por que a solução de um problema é a melhor (src/lang/puzzles.rs).
#
# Variáveis: os números são números; $action é o nome de uma ação ("avançar 3");
# $indirect é "yes" onde se joga o ataque indireto (Avançado), senão "no".

puzzle-solution = Solução: { $action }: { $percent }% de chance de vencer a rodada; nenhuma outra ação dá mais de { $next }% (julgado só pelo que você vê, R7.2).
puzzle-why-attack-hits = No { level-basic } um ataque direto acerta na hora: um { $value } à distância { $value } vence a rodada (R4.2).
puzzle-why-unparriable = Um ataque direto de { $count } × { $value } nunca pode ser bloqueado: só existem cinco cartas de cada valor (R4.4).
puzzle-why-cannot-parry = { $open ->
    [yes] A mão aberta do outro esgrimista tem { $unseen ->
        [0] nenhuma carta de valor { $value }
        [1] só uma carta de valor { $value }
       *[other] só { $unseen } cartas de valor { $value }
    } (D4)
   *[no] { $unseen ->
        [0] Todas as cartas de valor { $value } estão à sua vista
        [1] Só uma carta de valor { $value } não está à sua vista
       *[other] Só { $unseen } cartas de valor { $value } não estão à sua vista
    }
}, então o outro esgrimista não pode bloquear { $count } × { $value } nem recuar: o ataque acerta (R5.1, R5.4).
puzzle-why-parry = O bloqueio mantém você na rodada e depois você joga um turno completo: pode vir um contra-ataque (R5.3).
puzzle-why-parry-at-pile-end = O bloqueio detém o toque; o baralho acabou, nenhum turno segue e o fim do baralho decide a rodada (R6.3).
puzzle-why-pile-end = Sua compra tira a última carta: à distância { $distance } você fica com { $held } × { $distance }, e no fim do baralho contam primeiro as cartas iguais à distância (R6.3).
puzzle-why-out-of-reach = À distância { $distance } nenhum ataque do outro esgrimista alcança você no próximo turno dele ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-no-attack-left = À distância { $distance } { $open ->
    [yes] a mão aberta do outro esgrimista não tem carta para atacar você (D4)
   *[no] todas as cartas de que o outro esgrimista precisaria para atacar estão à sua vista
}: ele não pode atacar no próximo turno ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-threat = À distância { $distance } você fica com { $held } × { $distance }: um ataque pronto para o seu próximo turno (R4.2).
puzzle-why-judged = Nenhuma regra sozinha decide: qualquer outra ação deixa bem menos chance de vencer a rodada (julgado pelo que você vê, R7.2).

## A tela de problemas (src/ui/puzzles.rs)

puzzles = Problemas
puzzles-unreadable = Os problemas não podem ser lidos: { $why }
puzzles-about = { $count } posições de partidas reais, cada uma com uma ação muito melhor que todas as outras (julgada pelo que o jogador que decide vê). Encontre-a.
puzzles-daily = O problema do dia
puzzles-daily-new = O mesmo problema para todos hoje.
puzzles-daily-solved = Resolvido hoje.
puzzles-daily-missed = Tentado hoje, não resolvido.
puzzles-play-daily = Jogar o problema do dia
puzzles-trainer = Treino
puzzles-your-rating = Sua classificação em problemas: { $rating } ± { $margin } · sequência { $streak } (melhor { $best })
puzzles-play-trainer = Próximo problema
puzzles-statistics = Estatísticas
puzzles-counts = { $tried } problemas tentados, { $solved } resolvidos na primeira tentativa ({ $percent }%).
puzzle-heading = Problema · { $level } · classificação { $rating }
puzzle-heading-daily = Problema do dia · { $level } · classificação { $rating }
puzzle-find = Você joga com { $side }. Uma ação é muito melhor que todas as outras: encontre-a.
puzzle-solved = Resolvido: { $action } é a certa.
puzzle-missed = Não é esta: { $action }.
puzzle-rating-moved = Sua classificação: { $before } → { $after } · sequência { $streak }
puzzle-not-counted = Já tentado: esta tentativa não muda sua classificação.
puzzle-show-why = Ver por quê
puzzle-try-again = Tentar de novo
puzzle-next = Próximo problema
puzzle-all = Todos os problemas
puzzle-unseen = Cartas fora da sua vista, por valor — { $cards } (na mão do outro esgrimista e no baralho, que tem { $pile })
puzzle-unseen-open = Cartas do baralho (a mão do outro esgrimista está aberta), por valor — { $cards } ({ $pile } ao todo)
