# Machine-drafted French translation (2026-12); awaiting review by a native speaker.
# Les écrans et menus autour de la partie : titre, préparation, paramètres, replays, avis.

back = Retour

## Replays

replays = Parties jouées
replays-none = Aucune partie terminée pour l'instant.
replay-to-start = au début
replay-back = < Précédent
replay-forward = Suivant >
replay-to-end = à la fin
replay-step = Étape { $step } sur { $steps }
replay-round = Manche { $round } · score { $left } – { $right }
# $who est le nom d'un côté (Gauche, Droite).
replay-hand = Cartes de { $who } :
analyse-match = Analyser cette partie
export = Exporter
exported-to = Exporté vers { $path }
# $why est le problème du fichier, en mots.
not-exported = Non exporté : { $why }
import = Importer
import-hint = fichier de partie à importer
imported-as = Importé sous { $path }
not-imported = Non importé : { $why }

## The title screen and the pause menu

title-subtitle = le jeu de cartes d'escrime de Reiner Knizia
continue = Continuer
new-match = Nouvelle partie
learn-to-play = Apprendre à jouer
menu-rules = Règles
menu-settings = Paramètres
menu-statistics = Statistiques
quit = Quitter
paused = Pause
resume = Reprendre
quit-to-title = Retour à l'écran titre

## Notices

please-note = À noter
ok = OK

## Settings

settings-language = Langue
# $language est la langue du système, dans son propre nom (« Français »).
settings-language-system = Système ({ $language })
settings-ui-scale = Taille des panneaux
settings-ui-scale-limited = Cette fenêtre affiche les panneaux à { $percent } % au plus.
# Une part en pour cent, de 75 à 200.
settings-percent = { $percent } %
settings-reduced-motion = Animations réduites
settings-reduced-motion-check = Rien ne bouge tout seul : escrimeurs et cartes se placent aussitôt, la caméra garde toute la piste en vue
settings-colours = Couleurs
settings-colours-check = Palette adaptée au daltonisme pour les surbrillances et l'analyse
settings-volume = Volume
settings-mute = Couper le son
settings-animation-speed = Vitesse des animations
settings-computer-pause = Pause de l'ordinateur
settings-camera = Caméra
settings-window = Fenêtre
settings-windowed = Fenêtré
settings-full-screen = Plein écran
settings-tracker = Suivi des cartes jouées
settings-tracker-check = Afficher les cartes jouées dans la manche (à partir de la prochaine partie)
settings-undo-check = Permettre d'annuler un coup contre l'ordinateur
settings-coach-check = M'avertir avant une gaffe (une action qui coûte 25 points de chance de gagner la manche)
settings-new-match-rules = Règles d'une nouvelle partie
settings-saved-at-once = Les modifications sont enregistrées immédiatement.
speed-slow = Lente
speed-normal = Normale
speed-fast = Rapide
speed-instant = Instantanée
camera-broadside = De côté
camera-overhead = Vue de dessus
camera-behind = Derrière votre escrimeur

## The rules of a match (set-up and settings)

form-level = Niveau
form-points-to-win = Points pour gagner
form-hand-size = Cartes en main
form-who-starts = Qui commence
form-then-alternate = puis à tour de rôle
form-then-loser = puis le perdant
form-end-of-pile = Fin de la pioche
form-final-retreat = Après une retraite finale, seule l'avancée compte
form-special-cards = Cartes spéciales
form-special-cards-check = Tirer une carte spéciale avant chaque manche
form-opponent = Adversaire
form-computer = Ordinateur
form-hot-seat = Deuxième joueur (même ordinateur)
form-computer-level = Niveau de l'ordinateur

## Statistics

stats-reasons = { $hit ->
    [one] { $hit } touche
   *[other] { $hit } touches
} · { $no_move ->
    [one] { $no_move } blocage
   *[other] { $no_move } blocages
} · { $deck_out ->
    [one] { $deck_out } fin de pioche
   *[other] { $deck_out } fins de pioche
}
stats-opponent = Adversaire
stats-rules = Règles
stats-matches = Parties gagnées–perdues
stats-rounds = Manches gagnées–perdues
stats-drawn = Nulles
stats-streak = Meilleure série
stats-won-by = Manches gagnées par
stats-lost-by = Manches perdues par
stats-hot-seat = Même ordinateur
stats-all = Tout
stats-whose = Vos résultats contre l'ordinateur ; dans les parties à deux sur le même ordinateur, ceux du joueur de gauche.
# $fencer est le nom d'un escrimeur de l'échelle, $level un texte bot-level-….
stats-rating = Votre classement : environ { $elo }, d'après vos parties contre l'ordinateur. Prochain adversaire à affronter : { $fencer } ({ $level }).
stats-no-rating = Votre classement s'affichera ici dès que vous aurez joué une partie contre l'ordinateur.
stats-hints = Conseils demandés : { $hints } · gaffes signalées par l'entraîneur : { $warnings }

## The match set-up

setup-you-fence = Vous jouez
setup-left-fencer = Gauche (argent, gaucher)
setup-right-fencer = Droite (bronze, droitier)
setup-names = Noms
setup-seed = Graine (facultatif)
setup-seed-random = aléatoire
setup-start = Commencer
setup-rules-of-level = Règles de ce niveau

## Network play

# Les règles d'une partie en réseau : $level est un texte level-…, $points le score à atteindre.
online-rules = Règles du niveau { $level }, en { $points ->
    [one] { $points } point
   *[other] { $points } points
}
online-rules-duell-cards = Règles du niveau { $level }, en { $points ->
    [one] { $points } point
   *[other] { $points } points
}, avec les cartes spéciales Duell (D1–D7)
online-rules-duell-no-cards = Règles du niveau { $level }, en { $points ->
    [one] { $points } point
   *[other] { $points } points
}, sans les cartes spéciales Duell
online-heading = Affronter un ami sur un autre ordinateur
online-your-name = Votre nom
# Le nom que voit l'autre joueur quand le joueur n'en a saisi aucun.
online-default-name = Joueur
online-host = Héberger cette partie
online-host-tip = Lance un serveur sur cet ordinateur et vous donne un code de salon à transmettre
online-join-at = Rejoindre à l'adresse
online-address-hint = adresse, p. ex. 192.168.1.20
online-code-hint = code du salon
online-join = Rejoindre
online-connecting = Connexion…
online-reconnecting = Reconnexion… ({ $seconds } s) — la partie est conservée sur le serveur
online-waiting-to-join = Salon { $code } — en attente de l'autre joueur
online-this-address = l'adresse de cet ordinateur
online-they-join = L'autre joueur se connecte à { $address } (port { $port }) avec le code { $code }
# $time est en minutes:secondes, « 4:59 ».
online-opponent-away = En attente de votre adversaire : { $time }
online-opponent-gone = Votre adversaire n'est toujours pas là. La partie est conservée sur le serveur.
# $rules est un texte online-rules-….
online-waiting-accept = En attente de l'accord de votre adversaire : { $rules }
online-room-rules = Salon { $code } : { $rules }
online-accept = Accepter et croiser le fer
online-leave = Quitter
online-back-to-title = Retour à l'écran titre

## The tutorial

lessons-unreadable = Impossible de lire les leçons : { $why }
lessons-about = Un parcours par niveau de règles. Chaque leçon est une position sur la piste : trouvez l'action demandée.
lesson-play = Jouer
lesson-again = Recommencer
lesson-next = Leçon suivante
lesson-all = Toutes les leçons
lesson-done = Leçon réussie.
# $level est un texte level-…, $title le titre de la leçon.
lesson-heading = { $level } · leçon { $n } sur { $lessons } : { $title }
# $why est la raison donnée par la leçon, en mots.
lesson-not-this-one = Pas cette action. { $why }

## The rules menu

rules-level = Niveau :
lesson-choose-first = choisissez d'abord la carte spéciale de cette manche (D3, R8)
lesson-is-done = cette leçon est terminée : la suite de la manche n'en fait pas partie (R6 met fin à une manche) ; passez à la leçon suivante ou recommencez-la
