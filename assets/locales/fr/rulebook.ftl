# Machine-drafted French translation (2026-12); awaiting review by a native speaker.
# L'écran des règles : les règles d'une partie avec les options en vigueur (src/lang/rulebook.rs
# choisit les paragraphes que le niveau demande). Les numéros de règle entre parenthèses sont ceux de RULES.md.
#
# Variables : $points le score à atteindre (1 à 15), $hand_size (1 à 10), $first le nom d'un
# côté, $starter "alternate" ou "loser", $d2, $tracker, $two et $state "on" ou "off".

rulebook-intro = Deux escrimeurs s'affrontent sur une piste de 23 cases. Gauche part de la case 1, Droite de la case 23 ; la distance est le nombre de cases de l'un à l'autre. Une manche se gagne par une touche ou à la fin de la pioche. Une manche gagnée rapporte 1 point{ $d2 ->
    [on] {" "}(2 avec la carte spéciale D2)
   *[off] {""}
} ; une manche nulle ne rapporte rien. Le premier à atteindre { $points ->
    [one] { $points } point
   *[other] { $points } points
} gagne la partie. (R1, R2.1)

rulebook-round-heading = Chaque manche
rulebook-round = Le paquet compte 25 cartes, cinq de chaque valeur de 1 à 5. Au début de chaque manche, les deux escrimeurs reviennent à leur extrémité, toutes les cartes sont mélangées et chaque joueur en reçoit { $hand_size } ; le reste forme la pioche, face cachée. { $first } commence la première manche ; { $starter ->
    [loser] ensuite, le perdant de la manche précédente commence (après une manche nulle, les joueurs alternent)
   *[alternate] ensuite, les joueurs commencent à tour de rôle
}. Votre main est secrète. Chacun peut compter les cartes de la pioche, mais seule la carte du dessus de la défausse peut être regardée{ $tracker ->
    [on] {" "}— le suivi des cartes jouées est activé : le jeu liste toutes les cartes jouées dans la manche
   *[off] {""}
}. (R2.2–R2.4)

rulebook-turn-heading = Votre tour
rulebook-turn-move = À votre tour, vous jouez des cartes pour faire exactement une chose ; vous ne pouvez pas passer. Déplacement : jouez une carte et avancez ou reculez d'exactement autant de cases, sans quitter la piste et sans jamais atteindre ni dépasser votre adversaire. (R4.1)
rulebook-turn-attack-basic = Attaque : jouez une carte égale à la distance. Au niveau Base, une attaque touche toujours : vous gagnez la manche. (R4.2)
rulebook-turn-attack = Attaque directe : jouez une ou plusieurs cartes de même valeur, égale à la distance, sans bouger. (R4.2)
rulebook-turn-indirect = Attaque indirecte : avancez avec une carte, puis attaquez avec une ou plusieurs cartes égales à la nouvelle distance. (R4.3)
rulebook-turn-end = À la fin de votre tour, vous piochez pour compléter votre main tant que la pioche le permet (R4.6). Si, au début de votre tour, vous n'avez aucune action possible, vous perdez la manche (R4.7). Rien ne vous oblige à attaquer (R9.1).

rulebook-defence-heading = Défense
rulebook-defence-parry = Face à une attaque, vous répondez aussitôt. Parade : jouez exactement autant de cartes de même valeur que l'attaque (R5.1). Une attaque de trois cartes ou plus ne peut pas être parée (R4.4).
rulebook-defence-retreat = Face à une attaque indirecte, vous pouvez à la place battre en retraite : jouez une carte et reculez d'autant de cases ; vous piochez ensuite et votre tour se termine. (R5.2)
rulebook-defence-riposte = Après une parade, vous ne piochez pas : vous jouez un tour complet avec les cartes restantes — votre riposte — et piochez à la fin de ce tour (R5.3). Si vous ne pouvez pas vous défendre, l'attaque touche et votre adversaire gagne la manche ; si vous le pouvez, vous le devez (R5.4).
rulebook-defence-none = Pas de défense au niveau Base : toute attaque touche. (R3)

rulebook-end-heading = Fin de la pioche
rulebook-end-attack = Quand la dernière carte de la pioche est tirée, la manche se termine. Si ce tour était une attaque, le défenseur peut encore se défendre ; une attaque non défendue touche, et une parade réussie ne donne pas de tour supplémentaire. (R6.3a)
rulebook-end-last-chance = Ensuite, le joueur qui n'a pas tiré la dernière carte a une dernière chance : s'il a une carte égale à la distance, il touche et gagne. (R6.3b)
rulebook-end-cards = Sinon, les deux mains sont révélées : celui qui a le plus de cartes égales à la distance gagne ; en cas d'égalité, celui qui a le plus avancé depuis son extrémité gagne ; en cas de nouvelle égalité, la manche est nulle. (R6.3c)
rulebook-end-final-retreat = Option en vigueur : après une retraite en défense finale, seule l'avancée compte.
rulebook-end-advancement = Sinon, celui qui a le plus avancé depuis son extrémité gagne ; si les deux ont avancé autant, la manche est nulle. (R6.3c)

rulebook-duell = Duell se joue avec les actions du niveau Standard : ni attaque indirecte, ni retraite en défense. À la fin de la pioche, seule l'avancée compte, et le perdant d'une manche commence la suivante. (R8)
rulebook-duell-cards-on = Cartes spéciales activées : avant chaque manche, on tire une des huit cartes spéciales, qui s'applique à toute la manche :
# Une carte spéciale : $card "D4", $text son texte duell-… ; $two vaut "on" pour D1, présente en deux exemplaires.
rulebook-duell-card = { $card } : { $text }{ $two ->
    [on] {" "}(en deux exemplaires)
   *[off] {""}
}
rulebook-duell-cards-off = Cartes spéciales désactivées.

rulebook-options-heading = Options en vigueur
rulebook-option-level = Niveau : { $level }
rulebook-option-target = Score à atteindre : { $points }
rulebook-option-hand-size = Cartes en main : { $hand_size }
rulebook-option-first = { $first } commence la manche 1
rulebook-option-starter = { $starter ->
    [loser] Le perdant d'une manche commence la suivante
   *[alternate] Les joueurs commencent à tour de rôle
}
rulebook-option-tracker = Suivi des cartes jouées : { $state ->
    [on] activé
   *[off] désactivé
}
rulebook-option-final-retreat = Seule l'avancée compte après une retraite finale : { $state ->
    [on] oui
   *[off] non
}
rulebook-option-special-cards = Cartes spéciales : { $state ->
    [on] activées
   *[off] désactivées
}
