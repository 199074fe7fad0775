# Machine-drafted French translation (2026-12); awaiting review by a native speaker.
# Les écrans et menus autour de la partie : titre, préparation, paramètres, replays, avis.

back = Retour

## Replays

replays = Parties jouées
replays-none = Aucune partie terminée pour l'instant.
replay-to-start = au début
replay-back = < Coup précédent
replay-forward = Coup suivant >
replay-to-end = à la fin
replay-step = Étape { $step } sur { $steps }
replay-round = Manche { $round } · score { $left } – { $right }
# $who est le nom d'un côté (Gauche, Droite).
replay-hand = Cartes de { $who } :
analyse-match = Analyser cette partie
export = Exporter
exported-to = Exporté vers { $path }
# $why est un texte record-error-….
not-exported = Non exporté : { $why }
import = Importer
import-hint = fichier de partie à importer
imported-as = Importé sous { $path }
not-imported = Non importé : { $why }

import-what = Saisissez d'abord le chemin d'un fichier de partie à importer.
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

## Notices about your files

# Les sortes de fichiers : chaque message commence une phrase, son .fallback dit ce que
# fait le jeu sans ce fichier.
file-settings = Le fichier des paramètres
    .fallback = les paramètres par défaut sont utilisés
file-saved-match = Le fichier de la partie sauvegardée
    .fallback = il n'y a pas de partie à continuer
file-match-record = Le fichier d'enregistrement de partie
    .fallback = il est laissé hors des enregistrements et des statistiques
file-room = Le fichier de salon réseau
    .fallback = le salon n'est pas rétabli
file-ratings = Le fichier des classements
    .fallback = les classements repartent de zéro
# Ce qui ne va pas dans un fichier, après « n'a pas pu être utilisé : ».
file-problem-empty = le fichier est vide
file-problem-truncated = le fichier est tronqué : il s'arrête au milieu de son contenu
# $detail est le message du lecteur de fichiers (en anglais).
file-problem-damaged = le fichier est endommagé ou n'est pas un fichier de ce type ({ $detail })
file-problem-not-text = le fichier est endommagé ou n'est pas un fichier de ce type (ce n'est pas du texte)
# $size est un texte size-….
file-problem-too-large = il dépasse { $size } (un fichier de ce type est bien plus petit) ; il n'a pas été lu
# $found est le numéro de format du fichier, $supported le plus récent que lit cette version.
file-problem-newer = il a été écrit par une version plus récente d'En Garde (format { $found } ; cette version lit jusqu'au format { $supported })
# $why est un texte verify-….
file-problem-refused = son contenu n'est pas valide : { $why }
file-problem-not-regular = il n'a pas pu être lu (ce n'est pas un fichier ordinaire)
# $why est un texte io-….
file-problem-unreadable = il n'a pas pu être lu ({ $why })
# Une taille : $count mébioctets, kibioctets ou octets.
size-mib = { $count } Mio
size-kib = { $count } Kio
size-bytes = { $count ->
    [one] { $count } octet
   *[other] { $count } octets
}
# Un fichier inutilisable : $file est un texte file-…, $path le fichier, $problem un texte
# file-problem-…, $fallback le .fallback du fichier, $backup le nom sous lequel il est
# désormais conservé, $why un texte io-….
notice-file-set-aside = { $file } { $path } n'a pas pu être utilisé : { $problem }. Il a été conservé sous le nom { $backup } et { $fallback }.
notice-file-not-moved = { $file } { $path } n'a pas pu être utilisé : { $problem }. Il n'a pas pu non plus être mis de côté ({ $why }) ; { $fallback }.
notice-file-kept-for-newer = { $file } { $path } n'a pas pu être utilisé : { $problem } ; il est laissé tel quel pour cette version.
notice-file-left = { $file } { $path } n'a pas pu être utilisé : { $problem } ; il est laissé tel quel.
# $path est le fichier de sauvegarde automatique.
notice-ended-unrecorded = La dernière partie est terminée, mais son enregistrement n'a pas encore pu être écrit ; elle reste dans { $path } jusqu'à ce qu'il le soit.
# $path est le dossier des enregistrements, $why un texte io-….
notice-records-folder = Le dossier des enregistrements { $path } ne peut pas être lu : { $why }.
# La fin d'une partie pendant laquelle le jeu a été arrêté, réglée au démarrage suivant :
# $record est le nom du fichier d'enregistrement, $why un texte io-… (ou record-error-…),
# $path le fichier de sauvegarde automatique.
notice-settled = La dernière partie était terminée quand le jeu s'est arrêté ; son enregistrement est { $record }.
notice-settled-autosave-kept = L'enregistrement de la dernière partie est { $record }, mais sa sauvegarde automatique n'a pas pu être supprimée : { $why }.
notice-settle-failed = La dernière partie était terminée, mais son enregistrement n'a pas pu être écrit : { $why }. Elle reste dans { $path } jusqu'à ce qu'il puisse l'être.
# $why est un texte paths-error-…, $path le dossier utilisé à la place.
notice-data-folder-fallback = Vos fichiers ne peuvent pas être rangés dans les dossiers habituels ({ $why }) ; ils sont donc rangés dans { $path }.
# $variable est le nom d'une variable d'environnement.
paths-error-no-home = aucun dossier personnel n'est connu pour cet utilisateur ; utilisez --data-dir DOSSIER ou définissez { $variable }
# $why est un texte lock-error-….
notice-not-locked = Vous pouvez jouer dans cette fenêtre, mais rien n'y sera enregistré : { $why }.
# $folder est le dossier des données, $holder un texte lock-holder-…, $why un texte io-….
lock-error-held = le dossier des données { $folder } est utilisé par un autre En Garde ({ $holder }) ; fermez-le d'abord, ou utilisez un autre --data-dir
lock-error-io = le dossier des données { $folder } ne peut pas être verrouillé en écriture : { $why }
# $pid est un numéro de processus.
lock-holder-process = processus { $pid }
lock-holder-unknown = un autre processus
# $name est le nom du niveau dans le fichier, $level un texte bot-level-….
notice-unknown-level = Les paramètres indiquent le niveau d'ordinateur « { $name } », que cette version ne connaît pas ; l'ordinateur joue au niveau { $level } à la place.
# $why est un texte verify-….
notice-resume-refused = La partie sauvegardée ne peut pas être continuée : { $why }.
# $why est un texte store-error-… ; $path est le fichier de sauvegarde automatique, qui
# contient la partie jusqu'à l'étape $saved de ses $steps étapes.
notice-autosave-failed = La partie n'a pas pu être sauvegardée : { $why } ; { $path } { $saved ->
    [0] n'en contient que le début
   *[other] la contient jusqu'à l'étape { $saved } sur { $steps }
}. Vous pouvez continuer à jouer ; la sauvegarde est retentée après chaque coup.
notice-autosave-failed-unsaved = La partie n'a pas pu être sauvegardée : { $why } ; rien n'en est encore sauvegardé. Vous pouvez continuer à jouer ; la sauvegarde est retentée après chaque coup.
# $why est un texte record-error-…, $path le fichier de sauvegarde automatique.
notice-record-failed = L'enregistrement de cette partie n'a pas pu être écrit : { $why }. La partie entière est conservée dans { $path } ; son enregistrement sera écrit au prochain démarrage du jeu.
# $record est un texte record-error-…, $autosave un texte store-error-… ; $path est le
# fichier de sauvegarde automatique, qui contient la partie jusqu'à l'étape $saved de ses
# $steps étapes.
notice-end-not-saved = La fin de cette partie n'a pas pu être sauvegardée : son enregistrement n'a pas pu être écrit ({ $record }) et la sauvegarde automatique n'a pas pu recevoir ses derniers coups ({ $autosave }) ; { $path } { $saved ->
    [0] n'en contient que le début
   *[other] contient la partie jusqu'à l'étape { $saved } sur { $steps }
}.
notice-end-not-saved-unsaved = La fin de cette partie n'a pas pu être sauvegardée : son enregistrement n'a pas pu être écrit ({ $record }) et la sauvegarde automatique n'a pas pu recevoir ses derniers coups ({ $autosave }) ; rien n'en est sauvegardé.
# $why est un texte io-….
notice-autosave-not-deleted = La sauvegarde automatique de la partie terminée n'a pas pu être supprimée : { $why }.
# $why est un texte store-error-….
notice-settings-not-saved = Les paramètres n'ont pas pu être enregistrés : { $why }.
# Pourquoi un fichier n'a pas pu être écrit : $path est le fichier, $why un texte io-…,
# $detail le message de l'encodeur (en anglais).
store-error-io = impossible d'écrire { $path } : { $why }
store-error-encode = impossible d'encoder { $path } en RON : { $detail }
store-error-exists = { $path } existe déjà
# Pourquoi un enregistrement n'a pas pu être écrit, importé ou exporté : $name est le nom
# d'un enregistrement, $path un fichier, $why un texte file-problem-… ou verify-….
record-error-not-found = il n'y a aucun enregistrement nommé « { $name } » dans le dossier des enregistrements
record-error-file = { $path } : { $why }
record-error-already-present = cette partie figure déjà parmi les enregistrements sous le nom { $name }
record-error-exists = { $path } existe déjà ; choisissez un autre nom ou supprimez-le d'abord
# Pourquoi une partie enregistrée ne se rejoue pas : $why est un texte rules-error-… ou la
# raison des règles (un texte error-…), $step le numéro d'une étape, $action l'étape en mots
# (un texte step-…), $stored et $replayed des textes fact-….
verify-bad-rules = les règles du fichier ne sont pas valides : { $why }
verify-refused = l'étape { $step } ({ $action }) est refusée par les règles : { $why }
verify-not-finished = la partie n'est pas terminée après la dernière étape
verify-already-over = la partie est déjà terminée
verify-not-its-name = le code de salon { $code } dans le fichier n’est pas le nom du fichier
verify-mismatch = le résultat enregistré ne correspond pas à la partie rejouée : l'enregistrement indique { $stored }, les règles donnent { $replayed }
step-refused = l'étape { $step } est refusée par les règles : { $why }
# $score et $size sont les nombres du fichier.
rules-error-target-score = le score à atteindre doit être compris entre 1 et 15, et non { $score }
rules-error-hand-size = le nombre de cartes en main doit être compris entre 1 et 10, et non { $size }
# Les faits du résultat d'une partie : $side et $winner sont le nom d'un côté, $left et
# $right les scores, $count un nombre de manches, $points les points d'une manche,
# $reason un texte win-reason-….
fact-winner = { $side } a gagné
fact-out-of-time = { $side } : temps écoulé
fact-nobody-out-of-time = personne n’a dépassé son temps
fact-score = { $left }–{ $right }
fact-rounds = { $count ->
    [one] { $count } manche
   *[other] { $count } manches
}
fact-round-won = manche { $round } : { $winner } a gagné ({ $reason }), { $points ->
    [one] { $points } point
   *[other] { $points } points
}, soit { $left }–{ $right }
fact-round-drawn = manche { $round } : nulle, soit { $left }–{ $right }
win-reason-hit = une touche
win-reason-no-legal-action = l'autre n'avait aucune action possible
win-reason-deck-out-cards = pioche épuisée, davantage de cartes égales à la distance
win-reason-deck-out-position = pioche épuisée, plus avancé
# Les refus du système d'exploitation. $error est le message du système (en anglais).
io-not-found = le fichier ou le dossier n'existe pas
io-permission-denied = l'autorisation a été refusée
io-storage-full = le disque est plein
io-quota-exceeded = le quota de disque est épuisé
io-read-only = le disque est en lecture seule
io-not-a-folder = un fichier se trouve à la place d'un dossier
io-is-a-folder = c'est un dossier, pas un fichier
io-exists = un fichier de ce nom existe déjà
io-other = le système indique : { $error }
# $name est le nom du fichier d'un enregistrement, $why un texte verify-….
replay-unplayable = { $name } ne peut pas être rejoué : { $why }

## Settings

settings-language = Langue
# $language est la langue du système, dans son propre nom (« Français »).
settings-language-system = Système ({ $language })
settings-language-this-run = Cette session est en { $language } (--lang) ; le choix fait ici vaut pour le prochain démarrage.
settings-ui-scale = Taille des panneaux
settings-ui-scale-limited = Cette fenêtre affiche les panneaux à { $percent } % au plus.
# Une part en pour cent, de 75 à 200.
settings-percent = { $percent } %
settings-reduced-motion = Animations réduites
settings-reduced-motion-check = Rien ne bouge tout seul : escrimeurs et cartes se placent aussitôt, la caméra garde toute la piste en vue
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
settings-saved-at-once = Les modifications sont enregistrées immédiatement.
speed-slow = Lente
speed-normal = Normale
speed-fast = Rapide
speed-instant = Instantanée
camera-broadside = De côté
camera-overhead = Vue de dessus
camera-behind = Derrière votre escrimeur

## The rules of a match (set-up and settings)

form-preset = Partir de
preset-own = Vos propres règles
preset-basic = { level-basic }
preset-standard = { level-standard }
preset-advanced = { level-advanced }
preset-duell = { level-duell }
preset-duell-special = { level-duell } avec cartes spéciales
preset-quick = Partie rapide ({ level-advanced }, 3 points)
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
stats-whose = Vos résultats contre l'ordinateur ; dans les parties à deux sur le même ordinateur, ceux du joueur de gauche.
# $fencer est le nom d'un escrimeur de l'échelle, $level un texte bot-level-….
stats-rating = Votre classement Elo : environ { $elo }, d'après vos parties contre l'ordinateur. Prochain adversaire à affronter : { $fencer } ({ $level }).
stats-rating-top = Votre classement Elo : environ { $elo }, d'après vos parties contre l'ordinateur — au-dessus de celui de chaque escrimeur de l'ordinateur.
stats-no-rating = Votre classement Elo s'affichera ici dès que vous aurez joué une partie contre l'ordinateur.
stats-hints = Conseils demandés : { $hints } · gaffes signalées par l'entraîneur : { $warnings }

## The match set-up

setup-you-fence = Vous jouez
setup-left-fencer = Gauche (bleu, gaucher)
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
online-opponent-away = En attente de votre adversaire : { $time }
online-opponent-gone = Votre adversaire n'est toujours pas là. La partie est conservée sur le serveur.
# $rules est un texte online-rules-….
online-waiting-accept = En attente de l'accord de votre adversaire : { $rules }
online-room-rules = Salon { $code } : { $rules }
online-accept = Accepter et croiser le fer
online-leave = Quitter
# Why hosting or joining could not begin (lower case: shown capitalised, or after a colon).
online-failure-no-port = aucun port UDP n'a pu être ouvert sur cet ordinateur
online-failure-host-folder = le dossier de la partie hébergée : { $why }
online-failure-server-thread = le serveur n'a pas pu démarrer : { $why }
online-failure-no-address = saisissez l'adresse de l'ordinateur à rejoindre, par ex. 192.168.1.20
# $why is the system's own words.
online-failure-unknown-address = « { $address } » n'est pas une adresse que cet ordinateur sait trouver ({ $why })
online-failure-names-nothing = « { $address } » ne désigne aucune adresse
online-failure-identity = votre fichier d'identité n'a pas pu être utilisé : { $why }
online-code-length = un code de salon a { $length } lettres et chiffres, pas « { $typed } »
online-code-character = « { $character } » ne figure pas dans les codes de salon (ils utilisent A–Z sauf I, L, O et les chiffres 2–9)
# Why the connection ended for good. $why is the system's or the network library's words.
online-link-other-release = le serveur fait tourner une autre version d’En Garde ; il faut la même des deux côtés
online-link-socket = impossible d'ouvrir un socket UDP : { $why }
online-link-connect = impossible de se connecter à { $server } : { $why }
online-link-wrong-key = le serveur à { $server } présente une autre clé ({ $shown }) que celle d’avant ({ $expected }) : c’est un autre serveur, ou quelqu’un s’est placé entre vous. Pas de connexion. Si son hôte lui a donné une nouvelle clé, retirez sa ligne de known-servers.txt dans votre dossier de données.
# The server's refusals.
online-refused-version = le serveur utilise la version réseau { $server } d'En Garde et ce jeu la version { $client } ; les deux joueurs doivent avoir la même version
online-refused-unknown-room = il n'y a pas de salon { $code } sur ce serveur (vérifiez le code)
online-refused-bad-code = le serveur n'a pas accepté le code de salon envoyé par ce jeu
online-refused-full = le salon { $code } a déjà deux joueurs
online-refused-away = le salon { $code } a deux joueurs, dont un absent pour l’instant ; lui seul peut reprendre sa place, depuis l’ordinateur où il jouait
online-refused-too-many-rooms = le serveur est plein ; réessayez plus tard
online-refused-rooms-from-address = votre adresse a déjà { $most } salles ouvertes sur ce serveur, autant qu’une adresse peut en avoir
online-refused-bad-name = un nom compte de 1 à { $most } caractères, sans caractères de contrôle ni invisibles
# $why is the rules check's words (English).
online-refused-bad-rules = ces règles ne peuvent pas être jouées : { $why }
online-refused-already-seated = cette connexion a déjà une place
online-refused-bad-identity = le serveur n'a pas pu confirmer votre clé d'identité ; reconnectez-vous
online-refused-too-many-watchers = la salle { $code } a déjà autant de spectateurs qu'une salle en accueille
online-refused-pairing-full = trop de joueurs attendent un adversaire ; réessayez dans une minute
online-refused-too-often = votre adresse a interrogé le salon plus de { $most } fois en une minute ; attendez une minute et réessayez
online-refused-bad-days = un match par correspondance donne à chaque décision 1, 3 ou 7 jours, pas { $days }
online-refused-too-many-correspondence = vous jouez déjà { $most } matchs par correspondance sur ce serveur, autant qu’un joueur le peut
online-refused-clock-ran-out = personne n’a pris et accepté l’autre place de la salle par correspondance { $code } à temps ; la salle est fermée
online-refused-seat-in-use = votre place dans le salon { $code } est prise par une autre connexion ; nouvel essai jusqu’à ce qu’elle se libère
online-refused-misbehaved = le serveur a fermé la connexion : { $why }
online-back-to-title = Retour à l'écran titre

## The tutorial

lessons-unreadable = Impossible de lire les leçons : { $why }
lessons-about = Un parcours par niveau de règles. Chaque leçon est une position sur la piste : trouvez l'action demandée.
lesson-play = Jouer
lesson-again = Recommencer
lesson-next = Leçon suivante
lesson-all = Toutes les leçons
lesson-done = Leçon réussie.
# $level est un texte level-…, $title le titre de la leçon.
lesson-heading = { $level } · leçon { $n } sur { $lessons } : { $title }
# $why est la raison donnée par la leçon, en mots.
lesson-not-this-one = Pas cette action. { $why }

## The rules menu

rules-level = Niveau :
lesson-choose-first = choisissez d'abord la carte spéciale de cette manche (D3, R8)
lesson-is-done = cette leçon est terminée : la suite de la manche n'en fait pas partie (R6 met fin à une manche) ; passez à la leçon suivante ou recommencez-la

# Emotes in a network match: six preset messages, and the mute of the opponent.
emote-button = Dire…
emote-well-played = Bien joué
emote-good-luck = Bonne chance
emote-oops = Oups
emote-thanks = Merci
emote-wow = Waouh
emote-sorry = Désolé
emote-mute = Masquer { $name }

# A network match's ratings at its end (Glicko-2): each player's before and after.
ratings-line = Classements ({ $level }) : { $changes }
rating-change = { $who } { $before } → { $after }
rating-change-provisional = { $who } { $before } → { $after } (provisoire)

# The Play online screen (issue 26)
menu-online = Jouer en ligne
online-failure-bad-link = ce n'est pas un lien d'invitation En Garde (en-garde://HÔTE:PORT/SALLE)
lobby-title = Jouer en ligne
lobby-server = Serveur
lobby-server-hint = hôte ou hôte:port
lobby-saved = Serveurs enregistrés
lobby-pair-heading = Appariement rapide
lobby-pair-tip = Attendre un adversaire de votre niveau qui veut les mêmes règles
lobby-pair-connecting = Demande d’un adversaire au serveur ({ $rules })…
lobby-pair-waiting = En attente d’un adversaire ({ $rules }) : { $seconds } s
lobby-pair-rating = Votre classement { $rating } ; adversaires à { $range } points au plus
lobby-pair-none = Personne d’autre n’attend encore ces règles.
lobby-pair-others = { $count } autres attendent ces règles :
lobby-pair-other = { $name }, classement { $rating }, attend depuis { $seconds } s
lobby-cancel = Annuler
lobby-rooms-heading = Salles
lobby-refresh = Actualiser
lobby-rooms-none = Aucune salle publique sur ce serveur.
lobby-rooms-count = { $total } salles publiques, dont { $open } avec une place libre
lobby-previous = Précédente
lobby-page = Page { $page } sur { $pages }
lobby-next = Suivante
lobby-open-heading = Ouvrir une salle
lobby-public = Publique (listée ici)
lobby-open = Ouvrir
lobby-code-heading = Rejoindre par code ou lien
lobby-code-hint = code de salle ou lien en-garde://
lobby-join = Rejoindre
lobby-watch = Regarder
lobby-unrated = non classé
lobby-seat-open = place libre
lobby-watchers = { $count } spectateurs
online-invite-link = Lien d’invitation : { $link }
online-copy-link = Copier le lien
online-link-copied = Copié
online-watching = Vous regardez la salle { $code } en spectateur
online-watchers = { $count } spectateurs
lobby-leaders-heading = Classement
lobby-leaders-of = Les joueurs les mieux classés, { $level } :
lobby-leaders-none = Personne n’a encore joué de match classé à ce niveau.
lobby-leaders-matches = { $count ->
    [one] 1 match
   *[other] { $count } matchs
}
correspondence-heading = Matchs par correspondance
correspondence-your-move = À vous de jouer
correspondence-their-move = À l’adversaire
correspondence-waiting = En attente d’un adversaire
correspondence-open-seat = place libre
correspondence-left = encore { $left }
correspondence-play = Jouer
correspondence-none = Pas encore de match par correspondance sur vos serveurs.
correspondence-more = { $count } de plus dans Jouer en ligne
correspondence-unreachable = { $server } n’a pas pu être interrogé : { $why }
correspondence-notice-title = En Garde : à vous de jouer
correspondence-notice = À vous de jouer contre { $opponent } (salle { $code }) ; encore { $left }
lobby-pace = Rythme
lobby-pace-live = Joué maintenant
lobby-pace-days = { $days ->
    [one] Par correspondance, 1 jour par décision
   *[other] Par correspondance, { $days } jours par décision
}
lobby-days = { $days ->
    [one] 1 jour par décision
   *[other] { $days } jours par décision
}
online-clock-yours = Par correspondance ({ $pace }) : à vous de jouer, encore { $left }
online-clock-theirs = Par correspondance ({ $pace }) : à l’adversaire, encore { $left }
online-clock-open = Par correspondance ({ $pace }) : la salle attend un adversaire encore { $left }
time-left-seconds = { $s } s
time-left-minutes = { $m } min
time-left-hours = { $h } h { $m } min
time-left-days = { $d } j { $h } h
