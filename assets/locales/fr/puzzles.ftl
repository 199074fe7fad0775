# Machine-drafted French translation (2026-12); awaiting review by a native speaker.
# Problèmes : pourquoi la solution d'un problème est la meilleure (src/lang/puzzles.rs).
#
# Variables : les nombres sont des nombres ; $action est le nom d'une action (« avancer de 3 ») ;
# $indirect vaut « yes » là où l'attaque indirecte se joue (Avancé), sinon « no ».

puzzle-solution = Solution : { $action } : { $percent } % de chances de gagner la manche ; aucune autre action ne donne plus de { $next } % (jugé depuis votre seul point de vue, R7.2).
puzzle-why-attack-hits = Au niveau { level-basic }, une attaque directe touche aussitôt : un { $value } à la distance { $value } gagne la manche (R4.2).
puzzle-why-unparriable = Une attaque directe de { $count } × { $value } ne peut jamais être parée : il n'existe que cinq cartes de chaque valeur (R4.4).
puzzle-why-cannot-parry = { $open ->
    [yes] La main ouverte de l'autre escrimeur { $unseen ->
        [0] ne contient aucun { $value }
        [1] ne contient qu'un seul { $value }
       *[other] ne contient que { $unseen } cartes de { $value }
    } (D4)
   *[no] { $unseen ->
        [0] Tous les { $value } sont sous vos yeux
        [1] Un seul { $value } vous reste caché
       *[other] Seules { $unseen } cartes de { $value } vous restent cachées
    }
} : l'autre escrimeur ne peut ni parer { $count } × { $value } ni rompre, l'attaque touche (R5.1, R5.4).
puzzle-why-parry = La parade vous garde dans la manche, puis vous jouez un tour complet : une riposte peut suivre (R5.3).
puzzle-why-parry-at-pile-end = La parade arrête la touche ; la pioche est épuisée, aucun tour ne suit et la fin de la pioche décide la manche (R6.3).
puzzle-why-pile-end = Votre pioche prend la dernière carte : à la distance { $distance } vous gardez { $held } × { $distance }, et la fin de la pioche compte d'abord les cartes égales à la distance (R6.3).
puzzle-why-out-of-reach = À la distance { $distance }, aucune attaque de l'autre escrimeur ne peut vous atteindre à son prochain tour ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-no-attack-left = À la distance { $distance }, { $open ->
    [yes] la main ouverte de l'autre escrimeur n'a aucune carte pour vous attaquer (D4)
   *[no] toutes les cartes dont l'autre escrimeur aurait besoin pour attaquer sont sous vos yeux
} : il ne peut pas attaquer à son prochain tour ({ $indirect ->
    [yes] R4.2, R4.3
   *[no] R4.2
}).
puzzle-why-threat = À la distance { $distance } vous gardez { $held } × { $distance } : une attaque prête pour votre prochain tour (R4.2).
puzzle-why-judged = Aucune règle ne tranche seule : toute autre action vous laisse bien moins de chances de gagner la manche (jugé d'après ce que vous voyez, R7.2).

## L'écran des problèmes (src/ui/puzzles.rs)

puzzles = Problèmes
puzzles-unreadable = Les problèmes ne peuvent pas être lus : { $why }
puzzles-about = { $count } positions de vraies parties, chacune avec une action bien meilleure que toutes les autres (jugée depuis le point de vue du joueur qui décide). Trouvez-la.
puzzles-daily = Le problème du jour
puzzles-daily-new = Le même problème pour tout le monde aujourd'hui.
puzzles-daily-solved = Résolu aujourd'hui.
puzzles-daily-missed = Essayé aujourd'hui, non résolu.
puzzles-play-daily = Jouer le problème du jour
puzzles-trainer = Entraînement
puzzles-your-rating = Votre classement aux problèmes : { $rating } ± { $margin } · série { $streak } (record { $best })
puzzles-play-trainer = Problème suivant
puzzles-statistics = Statistiques
puzzles-counts = { $tried } problèmes essayés, { $solved } résolus du premier coup ({ $percent } %).
puzzle-heading = Problème · { $level } · classement { $rating }
puzzle-heading-daily = Problème du jour · { $level } · classement { $rating }
puzzle-find = Vous jouez { $side }. Une action est bien meilleure que toutes les autres : trouvez-la.
puzzle-solved = Résolu : { $action }, c'est bien elle.
puzzle-missed = Pas celle-ci : { $action }.
puzzle-rating-moved = Votre classement : { $before } → { $after } · série { $streak }
puzzle-not-counted = Déjà essayé : cet essai ne change pas votre classement.
puzzle-show-why = Voir pourquoi
puzzle-try-again = Réessayer
puzzle-next = Problème suivant
puzzle-all = Tous les problèmes
puzzle-unseen = Cartes hors de votre vue, par valeur — { $cards } (dans la main de l'autre escrimeur et la pioche, qui en compte { $pile })
puzzle-unseen-open = Cartes de la pioche (la main de l'autre escrimeur est ouverte), par valeur — { $cards } ({ $pile } en tout)
