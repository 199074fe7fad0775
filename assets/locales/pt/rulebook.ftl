# Machine-drafted Portuguese translation (2026-12); awaiting review by a native speaker.
#
# The Rules screen: the rules of a match with the options in force (src/lang/rulebook.rs
# picks the paragraphs the level calls for). Rule ids in brackets are RULES.md's.
#
# Variables: $points the target score (1 to 15), $hand_size (1 to 10), $first a side's
# name, $starter "alternate" or "loser", $d2, $tracker, $two and $state "on" or "off".
#
# Wording after the Portuguese rulebook: pista, espaço, baralho, rodada, acerto, bloquear,
# recuar, "avançar e atacar"; "resposta" is the fencing word for the riposte.

rulebook-intro = Dois esgrimistas se enfrentam numa pista de 23 espaços. Esquerda começa no espaço 1, Direita no espaço 23; a distância é o número de espaços de um ao outro. Uma rodada é vencida com um acerto ou no fim do baralho. Uma rodada vencida vale 1 ponto{ $d2 ->
    [on] {" "}(2 com a carta especial D2)
   *[off] {""}
}; uma rodada empatada não vale nada. Quem chegar primeiro a { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
} vence a partida. (R1, R2.1)

rulebook-round-heading = Cada rodada
rulebook-round = São 25 cartas, cinco de cada valor, de 1 a 5. No início de cada rodada os dois esgrimistas voltam às suas extremidades da pista, todas as cartas são embaralhadas e cada jogador recebe { $hand_size ->
    [one] { $hand_size } carta
   *[other] { $hand_size } cartas
}; o restante forma o baralho, com a face voltada para baixo. { $first } começa a primeira rodada; { $starter ->
    [loser] depois, começa quem perdeu a rodada anterior (após um empate, os jogadores se alternam)
   *[alternate] depois, os jogadores se alternam para começar
}. A sua mão é secreta. Qualquer jogador pode contar as cartas do baralho a qualquer hora, mas da pilha de descarte só se pode ver a carta de cima{ $tracker ->
    [on] {" "}— o registro de cartas jogadas está ligado, então o jogo lista todas as cartas jogadas nesta rodada
   *[off] {""}
}. (R2.2–R2.4)

rulebook-turn-heading = A sua vez
rulebook-turn-move = Na sua vez você joga cartas para fazer exatamente uma coisa; não é permitido passar. Mover: jogue uma carta e mova-se exatamente esse número de espaços para frente ou para trás, sem sair da pista e sem nunca alcançar ou ultrapassar o seu oponente. (R4.1)
rulebook-turn-attack-basic = Atacar: jogue uma carta igual à distância. No nível Básico todo ataque resulta em acerto: você vence a rodada. (R4.2)
rulebook-turn-attack = Ataque direto: jogue uma ou mais cartas do mesmo valor, iguais à distância, sem se mover. (R4.2)
rulebook-turn-indirect = Ataque indireto (avançar e atacar): avance com uma carta e depois ataque com uma ou mais cartas iguais à nova distância. (R4.3)
rulebook-turn-end = No fim da sua vez você compra cartas até voltar ao tamanho da sua mão, enquanto houver cartas no baralho (R4.6). Se no início da sua vez você não tiver nenhuma ação válida, você perde a rodada (R4.7). Atacar nunca é obrigatório (R9.1).

rulebook-defence-heading = Defesa
rulebook-defence-parry = Quando sofre um ataque, você responde na hora. Bloquear: jogue exatamente tantas cartas do mesmo valor quanto as do ataque (R5.1). Um ataque com três ou mais cartas não pode ser bloqueado (R4.4).
rulebook-defence-retreat = Contra um ataque indireto você pode, em vez disso, recuar: jogue uma carta e mova-se esse número de espaços para trás; então você compra cartas e a sua vez termina. (R5.2)
rulebook-defence-riposte = Depois de um bloqueio você não compra cartas: você joga um turno completo com as cartas que restam — a sua resposta — e compra no fim dele (R5.3). Se você não puder se defender, o ataque acerta e o seu oponente vence a rodada; se puder, a defesa é obrigatória (R5.4).
rulebook-defence-none = Não há defesa no nível Básico: todo ataque resulta em acerto. (R3)

rulebook-end-heading = Fim do baralho
rulebook-end-attack = Quando a última carta do baralho é comprada, a rodada termina. Se essa vez foi um ataque, o defensor ainda pode se defender; um ataque não defendido acerta, e um bloqueio bem-sucedido não dá direito a mais uma vez. (R6.3a)
rulebook-end-last-chance = Então o jogador que não comprou a última carta tem uma última chance: se tiver uma carta igual à distância, ele acerta e vence. (R6.3b)
rulebook-end-cards = Caso contrário, as duas mãos são reveladas: vence quem tiver mais cartas iguais à distância; se houver igualdade, vence quem avançou mais a partir da sua extremidade; se também houver igualdade, a rodada termina empatada. (R6.3c)
rulebook-end-final-retreat = Opção em vigor: após um recuo como defesa final, só conta o avanço.
rulebook-end-advancement = Caso contrário, vence quem avançou mais a partir da sua extremidade; se os dois avançaram o mesmo, a rodada termina empatada. (R6.3c)

rulebook-duell = Duell usa as ações do nível Padrão: sem ataque indireto e sem recuo como defesa. No fim do baralho só conta o avanço, e quem perde uma rodada começa a seguinte. (R8)
rulebook-duell-cards-on = Com cartas especiais: antes de cada rodada uma de oito cartas especiais é tirada e vale para a rodada inteira:
# One special card: $card "D4", $text its duell-… text; $two is "on" for D1, of which there are two.
rulebook-duell-card = { $card }: { $text }{ $two ->
    [on] {" "}(duas cartas)
   *[off] {""}
}
rulebook-duell-cards-off = Sem cartas especiais.

rulebook-options-heading = Opções em vigor
rulebook-option-level = Nível: { $level }
rulebook-option-target = Pontos para vencer: { $points }
rulebook-option-hand-size = Cartas na mão: { $hand_size }
rulebook-option-first = { $first } começa a rodada 1
rulebook-option-starter = { $starter ->
    [loser] Quem perde uma rodada começa a seguinte
   *[alternate] Os jogadores se alternam para começar
}
rulebook-option-tracker = Registro de cartas jogadas: { $state ->
    [on] ligado
   *[off] desligado
}
rulebook-option-final-retreat = Só conta o avanço após um recuo final: { $state ->
    [on] sim
   *[off] não
}
rulebook-option-special-cards = Cartas especiais: { $state ->
    [on] sim
   *[off] não
}
