# Machine-drafted French translation (2026-12); awaiting review by a native speaker.
# Les mots des règles : les côtés, les niveaux, les cartes Duell, les actions, et pourquoi
# les règles refusent un coup (chaque message cite sa règle dans RULES.md).
#
# Variables : $person vaut "you" quand le sujet est la personne devant cet ordinateur,
# "other" sinon ; $who est le nom du sujet. Les nombres sont des nombres ($count, $value…),
# pour choisir le pluriel.
# Terminologie (règles Ferti / résumé Duell) : manche = round, partie = match,
# case = space, pioche = draw pile, défausse = discard pile, avancer, reculer,
# battre en retraite (défense R5.2), attaque directe / indirecte, parer, parade, riposte.

side-left = Gauche
side-right = Droite
you = Vous
# Le nom d'un joueur ordinateur : $level est un des textes bot-level-….
computer-name = Ordinateur ({ $level })

bot-level-random = aléatoire
bot-level-beginner = débutant
bot-level-easy = facile
bot-level-normal = normal
bot-level-hard = difficile
bot-level-expert = expert
bot-level-reflex = réflexe

level-basic = Base
level-standard = Standard
level-advanced = Avancé
level-duell = Duell

duell-d1 = manche normale
duell-d2 = le vainqueur marque 2 points
duell-d3 = le joueur qui commence choisit une carte de D4 à D7
duell-d4 = cartes sur table
duell-d5 = interdiction de reculer
duell-d6 = 3 cartes en main
duell-d7 = 10 cartes chacun, pas de pioche
# Une carte Duell et son effet : $card vaut "D4", $text est son texte duell-….
duell-card = { $card } : { $text }

# Un nombre de cartes d'une même valeur : « un 4 », « deux 4 » (les chiffres sont invariables).
cards-of = { $count ->
    [1] un { $value }
    [2] deux { $value }
    [3] trois { $value }
    [4] quatre { $value }
    [5] cinq { $value }
   *[other] { $count } × { $value }
}

# Une action, en info-bulle de bouton et dans le conseil (minuscule, sans sujet).
action-advance = avancer de { $card }
action-retreat = reculer de { $card }
action-attack = attaquer avec { $cards }
action-advance-attack = avancer de { $card } et attaquer avec { $cards }
action-parry = parer
action-retreat-from-attack = battre en retraite de { $card }

# Une attaque : $cards est un texte cards-of. Les deux textes commencent par « attaque »
# (game.ftl écrit « l'{ $attack } »).
attack-direct = attaque directe avec { $cards }
attack-indirect = attaque indirecte avec { $cards }

# Pourquoi les règles refusent une action.
error-round-over = la manche est terminée (R6)
error-not-your-turn = c'est à { $expected } de jouer, pas à { $got } (R4)
error-no-such-value = { $value } n'est pas une valeur de carte (les cartes vont de 1 à 5, R1.2)
error-zero-count = une attaque demande au moins une carte (R4.2)
error-not-in-hand = il vous faut { $need ->
    [1] une carte
   *[other] { $need } cartes
} de valeur { $value }, mais vous en avez { $have } (R4)
error-leaves-piste = un déplacement de { $card } sortirait de la piste (cases 1 à 23, R4.1)
error-reaches-opponent = avancer de { $card } atteindrait ou dépasserait l'adversaire, à distance { $distance } (R4.1)
error-wrong-attack-value = une attaque demande des cartes égales à la distance, { $distance }, et non { $value } (R4.2)
error-basic-single-card = au niveau Base, on attaque avec une seule carte exactement (R4.2)
error-indirect-not-allowed = les attaques indirectes n'existent qu'au niveau Avancé (R3, R4.3)
error-backward-not-allowed = il est interdit de reculer dans cette manche (Duell D5, R8)
error-no-attack-to-answer = il n'y a aucune attaque à laquelle répondre : une parade ou une retraite répond à une attaque (R5)
error-must-answer-attack = vous devez d'abord répondre à l'attaque ({ $attack }) : parer, ou battre en retraite face à une attaque indirecte (R5)
error-cannot-parry = pour parer, il vous faut { $count ->
    [1] une carte
   *[other] { $count } cartes
} de valeur { $value } (R5.1)
error-retreat-only-from-indirect = on ne peut battre en retraite que face à une attaque indirecte (R5.2)
error-round-in-progress = la manche est encore en cours (R6.4)
error-match-over = la partie est terminée (R2.1)
error-awaiting-duell-choice = on attend que { $who } choisisse la carte Duell de cette manche (D3, R8)
error-no-duell-choice-pending = aucune carte Duell n'est à choisir maintenant (D3, R8)
error-bad-duell-choice = avec D3, le joueur qui commence choisit D4, D5, D6 ou D7 (R8)

# Ce que les cartes choisies ne permettent pas (info-bulles des boutons d'action).
pick-one-to-move = choisissez exactement une carte : le nombre de cases à parcourir
pick-attack-cards = choisissez une ou plusieurs cartes égales à la distance, { $distance }
pick-advance-attack = choisissez une carte pour avancer et les cartes pour attaquer
pick-no-move-that-way = aucun déplacement possible avec un { $card } dans ce sens

intent-advance = Avancer
intent-retreat = Reculer
intent-attack = Attaquer
intent-advance-attack = Avancer et attaquer
intent-parry = Parer

# Une étape d'un enregistrement de partie : $who est le nom d'un côté, $action un texte action-….
step-act = { $who } : { $action }
step-next-round = manche suivante
step-out-of-time = { $who } : temps écoulé
step-duell-card = { $who } choisit { $card } ({ $text })

# Les escrimeurs des niveaux de l'ordinateur sur l'échelle : un nom et un style en une ligne.
fencer-random =
    .name = Rémy la Recrue
    .style = joue n'importe quelle carte légale, au hasard
fencer-beginner =
    .name = Béa l'Apprentie
    .style = imprudente, mais ne s'expose jamais à une touche évidente
fencer-easy =
    .name = Carl, escrimeur de club
    .style = compte les cartes, avec des oublis
fencer-normal =
    .name = Capitaine Nora
    .style = compte les cartes et applique toujours sa meilleure règle empirique
fencer-hard =
    .name = Maître Hugo
    .style = explore des milliers d'avenirs à partir de ce qu'il voit
fencer-expert =
    .name = Grand maître Elena
    .style = cherche quatre fois plus longtemps que Hugo
fencer-reflex =
    .name = Rex le Duelliste
    .style = attaque dès qu'il le peut, pare dès qu'il le peut
# Un niveau dans la liste de la préparation : $level un texte bot-level-…, $fencer le nom de son escrimeur, $elo son classement.
ladder-rung = { $level } — { $fencer } · { $elo }
ladder-rung-same = { $level } — { $fencer } · { $elo }, pas plus fort que le niveau « { $below } » en jeu mesuré
