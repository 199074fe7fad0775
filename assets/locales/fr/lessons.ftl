# Machine-drafted French translation (2026-12); awaiting review by a native speaker.
# Les textes du didacticiel (engine/lessons/*.ron), d'après /work/tools/lessons_en.ftl.
# Les noms des boutons et des touches sont ceux de rules.ftl (intent-…) et game.ftl
# (« Avancer », « Reculer », « Attaquer », « Avancer et attaquer », « Parer », « Retraite de 2 », Entrée).
# Typographie : espace simple avant : ; ! ? comme dans les autres fichiers.

course-basic =
    .about = Se déplacer, l'attaque directe qui touche toujours, se retrouver sans coup possible, et la fin de la pioche.

lesson-basic-1-moving =
    .title = Se déplacer
    .intro = Vous êtes l'escrimeur de gauche, sur la case 1 ; l'ordinateur est sur la case 23. À votre tour, vous jouez une carte et vous vous déplacez d'exactement autant de cases que sa valeur, en avant ou en arrière.
    .stage-1-prompt = Avancez de 5 : choisissez votre 5, puis « Avancer » — ou cliquez sur la case 6.
    .stage-1-other = Ce coup est permis, mais cette leçon commence par le plus grand pas : le 5 vous mène de la case 1 à la case 6 (R4.1).
    .stage-1-then = Après chaque tour, vous piochez pour revenir à cinq cartes (R4.6). Maintenant, l'ordinateur se déplace.
    .stage-2-prompt = Un déplacement peut aussi se faire en arrière, en s'éloignant de l'adversaire, pour garder une distance sûre. Reculez de 1 : choisissez le 1, puis « Reculer » — ou cliquez sur la case 5.
    .stage-2-other = Ce coup est permis, mais trouvez le déplacement en arrière avec le 1 : de la case 6 à la case 5 (R4.1).
    .stage-2-then = Voilà tout ce qu'il faut savoir sur les déplacements : exactement la valeur de la carte, jamais hors de la piste, jamais sur la case de l'autre escrimeur ni au-delà (R4.1).

lesson-basic-2-direct-attack =
    .title = L'attaque directe
    .intro = La distance est le nombre de cases qui séparent les escrimeurs : ici 12 − 8 = 4. Une carte égale à la distance permet d'attaquer.
    .stage-1-prompt = Au niveau Base, une attaque touche aussitôt et gagne la manche. Attaquez avec votre 4 : choisissez-le, puis « Attaquer » (ou appuyez sur Entrée).
    .stage-1-other = Ce coup est permis, mais une touche est à votre portée : à distance 4, un 4 attaque, et au niveau Base il touche toujours (R4.2).
    .stage-1-then = Une touche gagne la manche (R6.1). Ne finissez donc jamais votre tour à une distance dont votre adversaire pourrait avoir la carte.

lesson-basic-3-no-legal-action =
    .title = Plus aucun coup possible
    .intro = Un joueur qui ne peut jouer aucune carte au début de son tour perd la manche. L'ordinateur est sur la case 22 et, pour cette leçon, sachez qu'il n'a en main que des 4 et des 5.
    .stage-1-prompt = L'ordinateur ne peut pas reculer d'un 4 ou d'un 5 depuis la case 22 (il sortirait de la piste). Avancez de 3 jusqu'à la case 19 : à distance 3, ses 4 et ses 5 ne peuvent ni avancer ni attaquer.
    .stage-1-other = Ce coup est permis, mais il laisse à l'ordinateur un déplacement ou une attaque ; avancez de 3 pour qu'il n'ait plus aucune action possible (R4.7).
    .stage-1-then = L'ordinateur n'a plus aucune action possible : il perd la manche (R4.7, R6.2).

lesson-basic-4-end-of-pile =
    .title = La fin de la pioche
    .intro = Il reste une carte dans la pioche, et celui qui la pioche met fin à la manche. Au niveau Base, l'autre joueur a alors une dernière attaque avec une carte égale à la distance ; s'il n'en a pas, celui qui a le plus avancé gagne.
    .stage-1-prompt = Pour cette leçon, sachez que l'ordinateur a en main un 1, un 2, un 4 et deux 5. Avancez de 2 jusqu'à la case 12 : à distance 3, il n'a pas de dernière attaque, et vous aurez avancé de 11 cases, contre 8 pour lui.
    .stage-1-other = Ce coup est permis, mais ensuite la dernière attaque de l'ordinateur touche, ou bien il a avancé au moins autant que vous : amenez la distance à 3 (R6.3b, R6.3c2).
    .stage-1-then = La pioche est épuisée, l'ordinateur n'avait pas de 3 et vous avez avancé plus loin : vous gagnez la manche (R6.3c2).

course-standard =
    .about = Les attaques avec plusieurs cartes, la parade et la riposte, l'attaque que personne ne peut parer, puis le compte des cartes et la manche nulle à la fin de la pioche.

lesson-standard-1-several-cards =
    .title = Attaquer avec plusieurs cartes
    .intro = À partir du niveau Standard, une attaque peut être parée. Plusieurs cartes de la valeur de la distance attaquent ensemble, et une parade demande autant de cartes de cette valeur.
    .stage-1-prompt = Pour cette leçon, sachez que l'ordinateur a un seul 4. Attaquez avec vos deux 4 : choisissez-les (appuyez deux fois sur 4), puis « Attaquer ».
    .stage-1-other = C'est permis, mais un seul 4 peut être paré par le 4 de l'ordinateur ; pour parer deux 4, il faut deux 4 (R5.1).
    .stage-1-then = L'ordinateur n'a pas pu parer deux 4 : l'attaque touche (R5.4).

lesson-standard-2-parry-riposte =
    .title = Parade et riposte
    .intro = L'ordinateur attaque le premier. Une parade se fait avec le même nombre de cartes de même valeur ; ensuite, vous ne piochez pas et vous jouez aussitôt un tour complet.
    .stage-1-prompt = L'ordinateur attaque avec un 3. Parez avec un de vos 3 : appuyez sur « Parer ».
    .stage-1-other = Face à cette attaque, seule la parade est une réponse (R5.1).
    .stage-1-then = Paré. Vous ne piochez pas maintenant et vous rejouez aussitôt (R5.3).
    .stage-2-prompt = La riposte : la distance est toujours de 3, et vous avez un autre 3. Attaquez avec ce 3.
    .stage-2-other = C'est permis, mais cette leçon porte sur la riposte : attaquez aussitôt avec votre autre 3 (R5.3, R4.2).
    .stage-2-then = L'ordinateur avait joué son seul 3 et n'a pas pu parer : votre riposte touche (R5.4).

lesson-standard-3-card-count =
    .title = Le compte des cartes à la fin
    .intro = Il reste une carte, et celui qui la pioche met fin à la manche. Les deux mains sont alors révélées : celui qui a le plus de cartes égales à la distance gagne ; ce n'est qu'en cas d'égalité que celui qui a le plus avancé l'emporte — et l'ordinateur a avancé plus loin que vous.
    .stage-1-prompt = Vous avez deux 4. Avancez de 1 jusqu'à la case 6, pour que la distance soit de 4, et piochez la dernière carte.
    .stage-1-other = C'est permis, mais ensuite vous n'avez pas plus de cartes égales à la distance que l'ordinateur, qui gagne au compte des cartes ou parce qu'il a avancé plus loin : amenez la distance à 4 (R6.3c1, R6.3c2).
    .stage-1-then = Les deux mains sont révélées : vous avez deux 4, l'ordinateur un seul. Vous gagnez au compte des cartes (R6.3c1).

lesson-standard-4-three-cards =
    .title = Trois cartes : pas de parade
    .intro = Il n'existe que cinq cartes de chaque valeur : une attaque de trois cartes ou plus ne peut donc jamais être parée, car le défenseur devrait en avoir autant.
    .stage-1-prompt = Pour cette leçon, sachez que l'ordinateur a deux 3. Attaquez avec vos trois 3 : appuyez trois fois sur 3, puis « Attaquer ».
    .stage-1-other = C'est permis, mais un ou deux 3 peuvent être parés par les deux 3 de l'ordinateur ; trois 3, non (R4.4, R5.1).
    .stage-1-then = Aucune parade n'est possible contre trois 3 : l'attaque touche (R4.4, R5.4).

lesson-standard-5-draw =
    .title = Une manche nulle
    .intro = Quand la dernière carte est piochée, celui qui a le plus de cartes égales à la distance gagne ; en cas d'égalité, celui qui a le plus avancé gagne ; en cas de nouvelle égalité, la manche est nulle et personne ne marque. Pour cette leçon, sachez que l'ordinateur a deux 5 et deux 3, et qu'il a avancé de 9 cases, contre 7 pour vous.
    .stage-1-prompt = Vous ne pouvez pas gagner cette manche, mais rien ne vous oblige à la perdre. Avancez de 2 jusqu'à la case 10 et piochez la dernière carte : à distance 4, aucun de vous n'a de 4, et vous aurez avancé de 9 cases, autant que l'ordinateur.
    .stage-1-other = C'est permis, mais vous perdez : à distance 5 ou 3, l'ordinateur a plus de cartes égales à la distance, et reculer vous fait perdre du terrain (R6.3c1, R6.3c2). Visez la manche nulle (R6.3c3).
    .stage-1-then = Égalité aux cartes, égalité à l'avancée : la manche est nulle et personne ne marque (R6.3c3, R2.1).

course-advanced =
    .about = L'attaque indirecte, la retraite qui y répond, et la dernière attaque de la manche.

lesson-advanced-1-indirect-attack =
    .title = L'attaque indirecte
    .intro = Au niveau Avancé, vous pouvez avancer et attaquer dans le même tour : une carte pour avancer, puis des cartes égales à la nouvelle distance. La distance est de 22 − 15 = 7.
    .stage-1-prompt = Choisissez votre 2 et votre 5, puis « Avancer et attaquer » : vous passez sur la case 17, et à distance 5, votre 5 attaque. Pour cette leçon, sachez que l'ordinateur n'a ni 5 ni 1.
    .stage-1-other = C'est permis, mais trouvez l'attaque indirecte à laquelle l'ordinateur ne peut pas répondre : avancez de 2, attaquez avec le 5 — il n'a pas de 5 pour parer, ni de 1 pour battre en retraite depuis la case 22 (R4.3, R5.2).
    .stage-1-then = Ni parade ni retraite : l'attaque indirecte touche (R5.4).

lesson-advanced-2-retreat =
    .title = Retraite face à une attaque indirecte
    .intro = Face à une attaque indirecte, le défenseur peut parer, ou bien battre en retraite : une carte, autant de cases en arrière, sans quitter la piste. L'ordinateur attaque le premier.
    .stage-1-prompt = L'ordinateur s'est avancé jusqu'à la case 7 et attaque avec un 4. Vous n'avez pas de 4 pour parer. Battez en retraite de 2, jusqu'à la case 1 (bouton « Retraite de 2 »).
    .stage-1-other = Face à une attaque indirecte, seule une parade ou une retraite est une réponse (R5.2).
    .stage-1-then = Hors de portée de cette attaque. Une retraite termine votre tour : vous piochez pour revenir à cinq cartes et c'est à l'ordinateur de jouer (R5.2).

lesson-advanced-3-last-attack =
    .title = La dernière attaque
    .intro = Il reste une carte. Celui qui attaque maintenant la pioche en complétant sa main après l'attaque, et la manche se termine dès que le défenseur a répondu : une parade ne fait que renvoyer la manche au compte des cartes égales à la distance.
    .stage-1-prompt = Pour cette leçon, sachez que l'ordinateur a un seul 3. Attaquez avec vos deux 3 : un seul 3 pourrait être paré.
    .stage-1-other = C'est permis, mais la manche va se terminer : attaquez avec les deux 3, que l'unique 3 de l'ordinateur ne peut pas parer (R6.3a, R5.1).
    .stage-1-then = L'attaque a fait piocher la dernière carte, et l'ordinateur n'a pas pu la parer : c'est une touche (R6.3a).

course-duell =
    .about = Les cartes spéciales qui changent une manche : interdiction de reculer, dix cartes sans pioche, cartes sur table, mains de trois cartes et points doublés.

lesson-duell-1-no-backward =
    .title = Interdiction de reculer (D5)
    .intro = La carte spéciale de cette manche est D5 : personne ne peut reculer. Que l'escrimeur ait le bout de la piste derrière lui ou non, il ne peut qu'avancer.
    .stage-1-prompt = Pour cette leçon, sachez que l'ordinateur a 5, 5, 4, 3 et 3. Avancez de 2 jusqu'à la case 12 : à distance 2, il ne peut ni attaquer ni avancer, et D5 lui interdit de reculer.
    .stage-1-other = C'est permis, mais cela laisse à l'ordinateur une attaque ou un déplacement ; à distance 2, il n'en a aucun, puisque D5 interdit de reculer (R8, R4.7).
    .stage-1-then = L'ordinateur n'a plus aucune action possible et perd la manche (R4.7).

lesson-duell-2-ten-cards =
    .title = Dix cartes, pas de pioche (D7)
    .intro = Avec D7, chaque joueur reçoit dix cartes et personne ne pioche : chaque carte jouée est perdue, et un joueur qui ne peut pas jouer au début de son tour — main vide comprise — perd la manche. Vers la fin de cette manche, vous avez un 2 et un 1, l'ordinateur un seul 3.
    .stage-1-prompt = Avancez de 2 jusqu'à la case 7 : à distance 2, le 3 de l'ordinateur ne peut ni attaquer ni avancer ; il doit donc le dépenser pour reculer.
    .stage-1-other = C'est permis, mais à distance 3, le 3 de l'ordinateur vous attaque ; amenez la distance à 2 (R4.2, R4.1).
    .stage-1-then = L'ordinateur a dépensé sa dernière carte pour reculer (R8 : personne ne pioche).
    .stage-2-prompt = L'ordinateur n'a plus rien en main. Jouez votre dernière carte : avancez de 1.
    .stage-2-other = Vous gagneriez aussi ainsi — l'ordinateur n'a aucune carte au début de son tour, quoi que vous jouiez (R4.7) — mais dans cette leçon, on avance.
    .stage-2-then = L'ordinateur commence son tour la main vide et perd la manche (R4.7).

lesson-duell-3-open-hands =
    .title = Cartes sur table (D4)
    .intro = Avec D4, les deux mains sont visibles : vous voyez les cartes de l'ordinateur, et il voit les vôtres. Ici, il a 4, 4, 2, 1 et 5.
    .stage-1-prompt = Avancez aussi loin que possible sans danger : l'ordinateur n'a pas de 3, alors avancez de 3 jusqu'à la case 11, et la distance sera de 3.
    .stage-1-other = C'est permis, mais avec sa main visible, vous pouvez faire mieux : après 1, 2, 4 ou 5, la distance est une valeur que l'ordinateur a en main, et reculer vous fait perdre du terrain ; avancez de 3 (R8, R4.2).
    .stage-1-then = L'ordinateur ne pouvait pas attaquer à distance 3 et a reculé.

lesson-duell-4-three-cards =
    .title = Trois cartes (D6)
    .intro = Avec D6, chaque main compte trois cartes au lieu de cinq, et vous complétez jusqu'à trois : moins de cartes, donc moins de parades.
    .stage-1-prompt = Pour cette leçon, sachez que l'ordinateur a un seul 3. Attaquez avec vos deux 3.
    .stage-1-other = C'est permis, mais un seul 3 pourrait être paré par le 3 de l'ordinateur ; pour parer deux 3, il en faut deux (R5.1).
    .stage-1-then = Une main de trois cartes contient rarement une paire : l'attaque touche (R5.4).

lesson-duell-5-double-points =
    .title = Points doublés (D2)
    .intro = Avec D2, le vainqueur de la manche marque 2 points au lieu de 1. (Avec D3, le joueur qui commence choisit une carte de D4 à D7 pour la manche.)
    .stage-1-prompt = Pour cette leçon, sachez que l'ordinateur n'a pas de 4. Attaquez avec votre 4.
    .stage-1-other = C'est permis, mais à distance 4, votre 4 touche un escrimeur qui n'a pas de 4, et cette manche compte double (R8, R4.2).
    .stage-1-then = Une touche dans une manche D2 : 2 points (R2.1).

lesson-duell-6-choose =
    .title = Choisir la carte (D3)
    .intro = La carte spéciale de cette manche est D3 : c'est vous, le joueur qui commence, qui choisissez laquelle des cartes D4 à D7 s'applique. Ici, l'ordinateur est sur la case 14 et, pour cette leçon, sachez qu'il a 5, 5, 4, 3 et 3.
    .choice-prompt = Choisissez la carte spéciale qui vous permet de piéger l'ordinateur : à distance 2, il ne pourrait ni attaquer ni avancer, et seul un recul pourrait le sauver.
    .choice-other = Cette carte est permise, mais elle laisse une issue à l'ordinateur ; D5 interdit de reculer (R8).
    .choice-then = D5 : personne ne recule dans cette manche.
    .stage-1-prompt = Avancez maintenant de 2 jusqu'à la case 12.
    .stage-1-other = C'est permis, mais cela laisse à l'ordinateur une attaque ou un déplacement ; à distance 2, avec D5, il n'en a aucun (R8, R4.7).
    .stage-1-then = L'ordinateur n'a plus aucune action possible et perd la manche (R4.7).
