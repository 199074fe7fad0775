# Machine-drafted French translation (2026-12); awaiting review by a native speaker.
# La partie : le journal, les panneaux autour de la piste, la fenêtre de parade, les fins de
# manche et de partie.
#
# Variables : $who, $winner, $loser sont des noms ; $person, $winner_person, $loser_person
# valent "you" pour la personne devant cet ordinateur, "other" sinon. $cards est un texte
# cards-of (« deux 4 ») ; les nombres sont des nombres.
# Typographie : espace insécable (U+00A0) avant : ; ! ? et %, et à l'intérieur des « ».

## Why a round ended

result-draw = pioche épuisée : aucun escrimeur n'a l'avantage — manche nulle
hit-by-direct = une attaque avec { $cards }
hit-by-indirect = une attaque indirecte avec { $cards }
# $attack est un texte hit-by-… (en minuscule) : l'attaque est le sujet, pour éviter
# l'accord de « touché(e) » avec un nom.
result-hit = { $person ->
    [you] { $attack } vous touche
   *[other] { $attack } touche { $loser }
}
result-last-chance = pioche épuisée : { $winner_person ->
    [you] vous portez l'attaque de la dernière chance avec un { $distance } et touchez { $loser }
   *[other] { $winner } porte l'attaque de la dernière chance avec un { $distance } et { $loser_person ->
        [you] vous touche
       *[other] touche { $loser }
    }
}
result-no-legal-move = { $person ->
    [you] Vous n'avez aucun coup possible
   *[other] { $loser } n'a aucun coup possible
}
result-cards-at-distance = pioche épuisée : { $winner_cards ->
    [one] { $winner_cards } carte
   *[other] { $winner_cards } cartes
} de valeur { $distance } contre { $loser_cards }
result-advanced-further = pioche épuisée : { $person ->
    [you] vous avez avancé plus loin
   *[other] { $winner } a avancé plus loin
} ({ $winner_spaces ->
    [one] { $winner_spaces } case
   *[other] { $winner_spaces } cases
} contre { $loser_spaces })
result-advanced-further-even = pioche épuisée : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} de { $distance } chacun, égalité ; puis { $person ->
    [you] vous avez avancé plus loin
   *[other] { $winner } a avancé plus loin
} ({ $winner_spaces ->
    [one] { $winner_spaces } case
   *[other] { $winner_spaces } cases
} contre { $loser_spaces })
result-draw-even = pioche épuisée : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} de { $distance } chacun, et aucun escrimeur n'est en avance — manche nulle

## The log

log-advance = { $person ->
    [you] Vous avancez de { $card } jusqu'à la case { $to }
   *[other] { $who } avance de { $card } jusqu'à la case { $to }
}
log-retreat = { $person ->
    [you] Vous reculez de { $card } jusqu'à la case { $to }
   *[other] { $who } recule de { $card } jusqu'à la case { $to }
}
log-attack = { $person ->
    [you] Vous attaquez avec { $cards }
   *[other] { $who } attaque avec { $cards }
}
log-advance-attack = { $person ->
    [you] Vous avancez de { $card } jusqu'à la case { $to } et attaquez avec { $cards }
   *[other] { $who } avance de { $card } jusqu'à la case { $to } et attaque avec { $cards }
}
log-parry = { $person ->
    [you] Vous parez
   *[other] { $who } pare
}
log-retreat-from-attack = { $person ->
    [you] Vous battez en retraite de { $card }, de la case { $from } à la case { $to }
   *[other] { $who } bat en retraite de { $card }, de la case { $from } à la case { $to }
}

## Replays

# Une partie terminée dans la liste des parties jouées : « Vous gagnez contre Ordinateur (difficile) 5–3 · Avancé · 7 manches · 2026-12-01 14:02 ».
record-line = { $person ->
    [you] Vous gagnez
   *[other] { $winner } gagne
} contre { $loser_person ->
    [you] vous
   *[other] { $loser }
} { $high }–{ $low } · { $level } · { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} · { $when }
log-draw = { $person ->
    [you] Vous piochez
   *[other] { $who } pioche
} { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
# Le vainqueur d'une manche et pourquoi : $how est un texte result-….
log-round-won = { $person ->
    [you] Vous gagnez
   *[other] { $who } gagne
} la manche : { $how }
log-round-starts = Manche { $round } : { $person ->
    [you] vous commencez
   *[other] { $who } commence
}
log-round-from-position = Manche { $round } depuis une position donnée (cases { $left } et { $right }) : { $person ->
    [you] à vous de jouer
   *[other] { $who } joue
}
# La première ligne d'une manche avec sa carte Duell : $line est un texte log-round-…, $card un texte duell-card.
log-with-duell-card = { $line } — carte spéciale { $card }
log-take-back = { $person ->
    [you] Vous annulez
   *[other] { $who } annule
} la dernière décision
# Une action refusée : $why est un texte error-….
not-allowed = Interdit : { $why }

## The score bar

# La taille d'une main, au survol de ses dos de cartes.
hand-holds = { $person ->
    [you] Vous avez
   *[other] { $who } a
} { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} en main
# À qui le tour : $attack est un texte attack-… (qui commence par « attaque »).
turn-answer = { $person ->
    [you] Répondez à l'{ $attack }
   *[other] { $who } doit répondre à l'{ $attack }
}
turn-play = { $person ->
    [you] À vous de jouer
   *[other] { $who } joue
}
turn-choose-duell-card = { $person ->
    [you] Vous choisissez la carte spéciale
   *[other] { $who } choisit la carte spéciale
}
turn-round-over = Manche terminée
turn-match-won = { $person ->
    [you] Vous gagnez la partie
   *[other] { $who } gagne la partie
}
distance = Distance { $distance }

## The parry prompt

parry-defend = Défendez-vous !
parry-attacked-direct = { $person ->
    [you] Vous attaquez : une attaque directe avec
   *[other] { $who } attaque : une attaque directe avec
}
parry-attacked-indirect = { $person ->
    [you] Vous attaquez : une attaque indirecte avec
   *[other] { $who } attaque : une attaque indirecte avec
}
parry-with = Parer avec { $cards }
parry-retreat-to = Retraite de { $card } (vers { $to })
parry-retreat = Retraite de { $card }
key-enter = Entrée
key-enter-pad = X

## The side panel

menu-button = Menu (Échap)
menu-button-pad = Menu (Start)
undo = Annuler
undo-nothing = rien à annuler dans cette manche depuis votre dernière pioche : annuler un coup suivi d'une pioche vous montrerait la carte suivante de la pioche
# The side panel on a small screen: the menu button (its key said on hover), and the toggle that opens the round's log over the piste.
menu-button-short = Menu
log-toggle = Journal
hint = Conseil
# $level est le texte bot-level-… du niveau qui donne le conseil.
hint-tip = demander à l'ordinateur { $level } ce qu'il jouerait
hint-heading = Conseil : vos coups tels que l'ordinateur { $level } les juge
# Le coup d'un conseil et sa chance : $action est un texte action-…, $percent de 0 à 100.
hint-entry = { $action } — { $percent } % de chances de gagner la manche
hint-entry-margin = { $action } — { $percent } % (± { $margin }) de gagner la manche
thinking = Réflexion…
cards-played = Cartes jouées
round-number = Manche { $round }
# Le niveau des règles de la partie : $level est un texte level-….
level-rules = Règles du niveau { $level }

## The table

pile-draw = Pioche
    { $count ->
        [0] vide
        [one] { $count } carte
       *[other] { $count } cartes
    }
pile-discard = Défausse
    { $count ->
        [0] vide
        [one] { $count } carte
       *[other] { $count } cartes
    }

## Duell D3

duell-choice-title = Carte spéciale D3
duell-choice-prompt = { $person ->
    [you] Choisissez la carte spéciale de cette manche :
   *[other] { $who }, choisissez la carte spéciale de cette manche :
}

## The hot-seat curtain (R9.6)

curtain-answer = { $attacker } attaque : { $attack }. { $who } doit répondre.
curtain-play = { $who } joue.
curtain-hand-over = Passez l'ordinateur à { $who }
curtain-reveal = Je suis { $who } — montrer mes cartes
curtain-or-enter = (ou appuyez sur Entrée)
curtain-or-enter-pad = (ou appuyez sur A)
# Le nom du joueur de gauche d'une partie à deux sur le même ordinateur quand aucun n'est saisi dans les Noms de la préparation (src/ui/setup.rs) ; il est ensuite $who dans le journal, la barre de score et le rideau (« Gaucher joue »). Gauche est l'escrimeur gaucher (R1.3).
default-name-left = Gaucher
# Le nom du joueur de droite d'une partie à deux sur le même ordinateur quand aucun n'est saisi dans les Noms de la préparation (src/ui/setup.rs) ; il est ensuite $who dans le journal, la barre de score et le rideau (« Droitier joue »).
default-name-right = Droitier

## Between rounds, and the end of the match

# « Main de » même devant une voyelle (« Main de Ordinateur ») : moindre mal que la forme « Main : », qui se lit comme un champ de formulaire.
whose-hand = { $person ->
    [you] Votre main
   *[other] Main de { $who }
}
no-cards = aucune carte
round-won = { $person ->
    [you] Vous gagnez la manche { $round }
   *[other] { $who } gagne la manche { $round }
}
round-drawn = Manche { $round } nulle
back-to-match = Retour à la partie
practice-band = Entraînement à partir { $person ->
    [you] de votre décision { $decision }
   *[other] de la décision { $decision } de { $who }
} de la manche { $round } : les cartes cachées sont redistribuées. La partie en est à { $left } – { $right }.
# The same on a small screen (1024 × 600 at 160%): one line beside the way back; the
# score bar shows the match's score too.
practice-band-short = Entraînement à partir { $person ->
    [you] de votre décision { $decision }
   *[other] de la décision { $decision } de { $who }
} de la manche { $round }. Partie : { $left } – { $right }.
practice-won = { $person ->
    [you] Vous gagnez la manche d'entraînement
   *[other] { $who } gagne la manche d'entraînement
}
practice-drawn = La manche d'entraînement est nulle
practice-over = Entraînement terminé : cette manche ne compte pas. La partie en est à { $left } – { $right }.
next-round = Manche suivante (Entrée)
next-round-pad = Manche suivante (A)
analyse-round = Analyser cette manche
analyse-last-round = Analyser la dernière manche
# Le score, celui de Gauche d'abord.
score = Score { $left } – { $right }
match-won = { $person ->
    [you] Vous gagnez la partie { $left } – { $right }
   *[other] { $who } gagne la partie { $left } – { $right }
}
# Comment la dernière manche s'est terminée : $why est un texte result-….
last-round = Dernière manche : { $why }
summary-judging = Retour sur le match…
summary-rounds = Manches :
summary-draw = nulle
summary-round-chip = { $round }. { $who }
summary-best = Meilleure décision : manche { $round }, { $who } : { $action } — { $chance } % de chances de gagner la manche ensuite
summary-swing = Plus grand retournement : manche { $round }, après { $who } : { $action } — la pioche et le jeu adverse l'ont fait passer de { $from } % à { $to } %
rematch = Revanche
title-screen = Écran titre

## The hand panel

no-move-reaches = Aucun déplacement n'atteint la case { $space } pour l'instant : les cases marquées sont accessibles
your-hand-hidden = Cartes cachées jusqu'à ce que { $who } prenne l'écran.
computers-only = Ordinateur contre ordinateur.
is-thinking = { $who } réfléchit…
waiting-for = En attente de { $who }
keys-pick = touches 1–5 : choisir une carte de cette valeur
keys-move = flèches gauche/droite : se déplacer
keys-enter = Entrée : attaquer ou parer
# La même aide quand une manette est utilisée (noms Xbox : LB/RB sont les gâchettes hautes).
keys-pick-pad = LB/RB : changer de carte · A : la choisir
keys-move-pad = croix directionnelle ←/→ : se déplacer
keys-enter-pad = X : attaquer ou parer · B : retirer · Y : conseil
answer-in-box = Répondez à l'attaque dans l'encadré en haut de la vue : parez, ou battez en retraite si les règles le permettent.
pick-then-act = Choisissez des cartes, puis une action — ou cliquez sur une case marquée pour vous y rendre.
pick-then-act-pad = Choisissez des cartes avec LB/RB et A, puis X pour attaquer, ou la croix directionnelle pour vous déplacer.
picked = Choisies :

advance-with = Avancer avec :
advance-reading = le { $card } jusqu'à la case { $space }
## The played-cards tracker (R2.4)

tracker-card = Carte
tracker-played = Jouées
tracker-in-hand = Dans votre main
tracker-unseen = Non vues
draw-pile-count = Pioche : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}

## The analysis of a round or a match

analysis = Analyse
cancel = Annuler
close = Fermer
# $round vaut 0 pour toute la partie.
analysis-judging = Évaluation des décisions { $round ->
    [0] de la partie
   *[other] de la manche { $round }
} du point de vue de chaque joueur…
analysis-progress = { $done } sur { $total }
analysis-failed = La manche n'a pas pu être analysée : { $why }
analysis-heading = { $round ->
    [0] La partie
   *[other] Manche { $round }
} : la chance de gagner la manche après chaque décision
analysis-explained = Évalué par l'ordinateur difficile à partir de ce que voyait le joueur qui décidait — jamais les cartes cachées. Les petits points donnent la chance de la meilleure décision ; une décision qui coûte 5 points ou plus est une imprécision, 10 ou plus une erreur, 25 ou plus une gaffe. Entre deux de vos décisions, les pioches et le jeu de l'adversaire font aussi varier la chance : c'est indiqué à part.
# Comment la chance a varié entre deux décisions d'un joueur : $sign vaut "+" ou "", $points de -100 à 100 ;
# $other_person vaut "you" quand l'autre joueur est la personne devant cet ordinateur.
# $other n'est pas repris : « le jeu adverse » évite « de Ordinateur » (élision).
analysis-swing = {"   "}puis les pioches et { $other_person ->
    [you] votre jeu
   *[other] le jeu adverse
} : { $sign }{ $points ->
    [one] { $points } point
   *[other] { $points } points
}
# Une décision : $n à partir de 1, $action un texte action-…, $before et $after de 0 à 100.
analysis-decision = { $n }. { $who } : { $action } — { $before } % avant, { $after } % après
analysis-round = manche { $round }
analysis-best = meilleur ({ $percent } %) : { $action }
analysis-nothing = Aucune décision à évaluer dans cette manche.
try-again = Réessayer
try-again-tip = rejouer à partir d'ici : les cartes cachées sont redistribuées d'après ce qui était connu à ce moment-là
verdict-inaccuracy = imprécision
verdict-mistake = erreur
verdict-blunder = gaffe
chart-decision = décision
chart-win-percent = % de victoire
chart-best = { $who } : meilleur

## The coach

coach = Entraîneur
# $action et $best sont des textes action-…, $why un texte risk-…, les pourcentages de 0 à 100.
coach-warning = { $action } ? { $why } : { $percent } % de chances de gagner la manche, contre { $best_percent } % pour « { $best } ».
coach-warning-plain = { $action } ? { $percent } % de chances de gagner la manche, contre { $best_percent } % pour « { $best } ».
coach-best-because = { $best } : { $why }.
coach-play-anyway = Jouer quand même
coach-choose-again = Choisir à nouveau
risk-parryable = l'autre escrimeur peut avoir { $unseen ->
    [1] la seule carte { $value } non vue
   *[other] { $count } des { $unseen } cartes { $value } non vues
}, de quoi parer (R5.1)
risk-attack = une attaque de { $count } × { $value }
risk-parry = la parade
risk-in-reach = cela vous laisse à { $distance ->
    [one] { $distance } case
   *[other] { $distance } cases
} d'un escrimeur qui peut avoir un { $distance } ({ $unseen ->
    [one] { $unseen } non vu
   *[other] { $unseen } non vus
}, R4.2)
risk-distance = cela laisse une distance de { $distance }

risk-pile-end = la fin de la pioche : { $left ->
    [one] { $left } carte restante
   *[other] { $left } cartes restantes
}, puis les cartes égales à la distance et l'avancée de chacun décident (R6.3)
## For screen readers

# Une carte de la main de la personne (une case à cocher, cochée quand la carte est choisie).
card-label = Carte { $value }
# La position des escrimeurs : $left et $right sont les noms des joueurs dans les panneaux.
position = { $left } sur la case { $left_space }, { $right } sur la case { $right_space } : distance { $distance }
# Une touche 1–5 pressée pour une valeur que la main ne contient pas.
pick-none-of-value = Aucun { $value } dans votre main : les touches 1–5 choisissent une carte de cette valeur
