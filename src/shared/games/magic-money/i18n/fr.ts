/**
 * Magic Money in French: the engine's catalogue (log, refusals, score lines, the creatures' names and
 * abilities), the table's words (en.ts) and the rules screen. Loaded on demand; never imported by the table.
 * Terms: enchère (auction), offre (bid: d’ouverture, secrète, gagnante), registre (ledger), côté Public/Privé,
 * points de victoire (PV), Sorcier le plus cupide, joueur actif ("mène l’enchère"). No-break spaces before : ; ! ?
 */
import type { GameCatalogue } from '../../../i18n/catalogue.js';
import type { MESSAGES } from '../messages.js';
import type UI_EN from './en.js';

const FR: GameCatalogue<keyof typeof MESSAGES | keyof typeof UI_EN, 'magic-money'> = {
  // The 21 creatures
  'magic-money.moonmoth': 'Phalène lunaire',
  'magic-money.gildedToad': 'Crapaud doré',
  'magic-money.emberWhelp': 'Dragonnet de braise',
  'magic-money.thornbackYak': 'Yak épineux',
  'magic-money.velvetOwlbear': 'Ours-hibou de velours',
  'magic-money.puddleKraken': 'Kraken de flaque',
  'magic-money.lanternSprite': 'Lutin lanterne',
  'magic-money.quillGryphon': 'Griffon plumier',
  'magic-money.cinderGoat': 'Chèvre de cendre',
  'magic-money.hushFox': 'Renard chuchoteur',
  'magic-money.marbleBasilisk': 'Basilic de marbre',
  'magic-money.tidewyrm': 'Guivre des marées',
  'magic-money.snuffleImp': 'Diablotin renifleur',
  'magic-money.brambleUnicorn': 'Licorne des ronces',
  'magic-money.ledgerMimic': 'Mimique comptable',
  'magic-money.cloudFerret': 'Furet des nuages',
  'magic-money.copperChimera': 'Chimère de cuivre',
  'magic-money.rosehipDrake': 'Dragon d’églantier',
  'magic-money.inkHydra': 'Hydre d’encre',
  'magic-money.sugarPhoenix': 'Phénix de sucre',
  'magic-money.glumTroll': 'Troll maussade',

  // Abilities, as printed on the cards
  'magic-money.abilityForge': 'À l’adoption : recopie le prix que tu viens de payer sur le côté Privé du registre d’un rival (tu choisis lequel).',
  'magic-money.abilityCrossOut': 'À l’adoption : raye un nombre {side, select, any {de ton registre (d’un côté ou de l’autre)} public {du côté Public de ton registre} other {du côté Privé de ton registre}} ; il ne compte plus dans ton total.',

  // Log
  'magic-money.setup': 'La pioche de Créatures compte {size} cartes ; les {box} autres restent dans la boîte. {seat} mène la première enchère.',
  'magic-money.auctionBegins': 'Enchère {auction} sur {auctions} : la créature {creature} est à adopter. {seat} ouvre, à {cap} au plus.',
  'magic-money.auctionLeads': 'Enchère {auction} sur {auctions} : la créature {creature} est à adopter. {seat} la mène.',
  'magic-money.opened': '{seat} ouvre l’enchère à {amount} (inscrit du côté Public).',
  'magic-money.openedAtOne': '{seat} ouvre à 1 — {why, select, first {la première enchère s’ouvre toujours à 1} small {après un prix gagnant inférieur à 10 ({last}), l’ouverture est toujours de 1} other {le maximum qu’autorise un dixième du dernier prix ({last})}}.',
  'magic-money.sealedBidOf': '{seat} a fait une offre secrète de {amount}.',
  'magic-money.sealedBid': '{seat} a fait une offre secrète.',
  'magic-money.seatAmount': '{seat} : {amount}',
  'magic-money.sealedBids': 'Les offres secrètes : {bids}.{tie, select, yes { Égalité : choisis qui l’emporte parmi les meilleures offres.} other {}}',
  'magic-money.bidsIn': 'Toutes les offres sont faites ; {seat} les regarde en secret.',
  'magic-money.activeWins': 'Toutes les offres secrètes étaient plus basses : {seat} remporte la créature {creature} avec son offre d’ouverture de {amount}.',
  'magic-money.announced': '{active} annonce : {seat} remporte la créature {creature} pour {amount} (désormais sur son côté Public).',
  'magic-money.losersWrite': 'Les autres enchérisseurs inscrivent leur offre sur le côté Privé de leur registre.',
  'magic-money.gameEnds': 'La pioche de Créatures est vide : la partie se termine. On fait le total des registres, et le Sorcier le plus cupide est éliminé.',
  'magic-money.nothingToCross': 'La créature {creature} ne trouve rien à rayer dans le registre de {seat}.',
  'magic-money.forgeChoice': 'Pouvoir de la créature {creature} : {seat} choisit le rival dont le côté Privé recevra une copie de {amount}.',
  'magic-money.crossChoice': 'Pouvoir de la créature {creature} : {seat} choisit un nombre à rayer.',
  'magic-money.crossedPublic': 'La créature {creature} de {seat} raye {amount} sur son côté Public.',
  'magic-money.crossedPrivate': 'La créature {creature} de {seat} raye {amount} sur son côté Privé.',
  'magic-money.crossedPrivateHidden': 'La créature {creature} de {seat} raye un nombre sur son côté Privé.',
  'magic-money.forged': 'La créature {creature} de {seat} recopie {amount} sur le côté Privé de {rival}.',

  // Refusals
  'magic-money.notOpening': 'Seul le joueur actif ouvre l’enchère, au début de celle-ci',
  'magic-money.openExactlyOne': 'L’offre d’ouverture doit être exactement 1 à la première enchère ou après une offre gagnante à un seul chiffre',
  'magic-money.openOverCap': 'L’offre d’ouverture ne peut pas dépasser {cap}, un dixième de la dernière offre gagnante',
  'magic-money.notBidding': 'Les offres secrètes ne s’écrivent qu’après l’offre d’ouverture',
  'magic-money.notResolving': 'Seul le joueur actif annonce qui l’emporte, une fois toutes les offres faites',
  'magic-money.youWin': 'Toutes les offres sont inférieures à ton offre d’ouverture : tu remportes cette enchère',
  'magic-money.chooseTied': 'Choisis l’un des meilleurs enchérisseurs à égalité',
  'magic-money.notHighest': 'Ce joueur n’a pas fait la meilleure offre',
  'magic-money.noCrossOut': 'Tu n’as pas de pouvoir de créature pour rayer un nombre en ce moment',
  'magic-money.noSuchEntry': 'Ce nombre ne figure pas dans ton registre',
  'magic-money.alreadyCrossed': 'Ce nombre est déjà rayé',
  'magic-money.wrongSide': 'Cette créature ne raye un nombre que sur le côté {side, select, public {Public} other {Privé}}',
  'magic-money.noForge': 'Tu n’as pas de pouvoir de créature pour falsifier un registre en ce moment',
  'magic-money.chooseRival': 'Choisis un rival : un autre joueur de la table',

  // Score lines
  'magic-money.scoreCreatures': 'Créatures',
  'magic-money.adopted': '{n, plural, one {# adoptée} other {# adoptées}}',
  'magic-money.scoreHorns': 'Cornes',
  'magic-money.hornsDetail': '{n, plural, one {# corne} other {# cornes}} ({odd, select, yes {impair} other {pair}})',
  'magic-money.scoreWings': 'Ailes',
  'magic-money.wingsDetail': '{n, plural, one {# aile} other {# ailes}}',
  'magic-money.scoreHearts': 'Cœurs',
  'magic-money.heartsDetail': '{n, plural, one {# cœur entier} other {# cœurs entiers}}',
  'magic-money.scoreLedger': 'Total du registre',
  'magic-money.greediest': 'Sorcier le plus cupide (total du registre {total}) : éliminé',

  // The table: top strip and stage
  'magic-money.ui.round': 'Enchère {auction, number} sur {auctions, number}',
  'magic-money.ui.deckTitle': 'Créatures restant dans la pioche',
  'magic-money.ui.deckLeft': '{n, plural, one {# restante} other {# restantes}} dans la pioche',
  'magic-money.ui.lastWin': 'Dernière offre gagnante {amount}',
  'magic-money.ui.onOffer': 'À adopter',
  'magic-money.ui.justAdopted': 'Tout juste adoptée',
  'magic-money.ui.isActive': '{name} mène l’enchère',
  'magic-money.ui.wonIsActive': '{name} l’emporte et mène la prochaine enchère',
  'magic-money.ui.openingBidLabel': 'Offre d’ouverture',
  'magic-money.ui.openingBid': 'Offre d’ouverture {amount}',
  'magic-money.ui.openingAtMost': '{why, select, first {Offre d’ouverture : 1 (la première enchère)} small {Offre d’ouverture : 1 (le dernier prix, {last}, était sous 10)} tenth {Offre d’ouverture : 1 (un dixième de {last})} other {Offre d’ouverture : au plus {amount} (un dixième de {last})}}',
  'magic-money.ui.sealedBids': 'Offres secrètes',
  'magic-money.ui.sealed': 'a misé',
  'magic-money.ui.thinking': 'réfléchit',

  // The table: opening
  'magic-money.ui.openExactlyOne': 'Tu ouvres cette enchère à 1 : {why, select, first {la première enchère s’ouvre toujours à 1.} small {après un prix gagnant inférieur à 10 ({last}), l’offre d’ouverture est toujours de 1.} other {un dixième du dernier prix ({last}), arrondi vers le bas, fait 1.}}',
  'magic-money.ui.openAtOne': 'Ouvrir à 1',
  'magic-money.ui.openAt': 'Ouvrir à {amount}',
  'magic-money.ui.openLabel': 'Ton offre d’ouverture publique',
  'magic-money.ui.open': 'Ouvrir',
  'magic-money.ui.openHint': 'Tu peux ouvrir jusqu’à {cap} — un dixième du dernier prix, {last}. Elle va sur ton côté Public.',
  'magic-money.ui.othersOpening': '{one, select, yes {{name} ouvre à 1, comme le veut la règle.} other {{name} écrit une offre d’ouverture ({amount} au plus).}}',

  // The table: sealed bids
  'magic-money.ui.bidLabel': 'Ton offre secrète',
  'magic-money.ui.sealBid': 'Valider mon offre',
  'magic-money.ui.bidHint': 'N’importe quel nombre entier, sans limite. {opening} ou plus bat l’offre d’ouverture. À la fin, chaque offre compte contre toi.',
  'magic-money.ui.yourSealedBid': 'Ton offre secrète : {amount}. En attente des autres…',
  'magic-money.ui.yourBidIn': 'Ton offre secrète : {amount}.',
  'magic-money.ui.openingStands': 'Ton offre d’ouverture tient. Les autres font leurs offres secrètes ; tu les verras toutes.',
  'magic-money.ui.othersSealing': 'Les sorciers font leurs offres secrètes.',

  // The table: announcing the winner
  'magic-money.ui.onlyYou': 'Toi seul vois ces offres.',
  'magic-money.ui.tieChoose': 'Égalité : choisis qui l’emporte.',
  'magic-money.ui.announceWinner': 'Annonce qui l’emporte.',
  'magic-money.ui.yourOpening': 'Ton offre d’ouverture {amount}',
  'magic-money.ui.iWin': 'Je gagne avec mon offre d’ouverture',
  'magic-money.ui.announce': 'Annoncer : {name} l’emporte',
  'magic-money.ui.looking': '{name} regarde les offres secrètes…',

  // The table: a creature's ability
  'magic-money.ui.crossOutWhat': 'Ta créature {creature} : raye un nombre {side, select, any {de ton registre} public {de ton côté Public} other {de ton côté Privé}}. Il ne comptera plus.',
  'magic-money.ui.crossOut': 'Rayer {amount} {where}',
  'magic-money.ui.crossOutWhere': '({side, select, public {public} other {privé}}, enchère {auction, number})',
  'magic-money.ui.forgeWhat': 'Ta créature {creature} : recopie {amount} sur le côté Privé d’un rival.',
  'magic-money.ui.forgeOnto': 'Falsifier chez {name}',
  'magic-money.ui.usingAbility': '{name} utilise le pouvoir de la créature {creature}.',

  // The table: the last auction
  'magic-money.ui.lastAuction': 'Enchère {auction, number} : {name} a adopté la créature {creature} pour {amount}.',
  'magic-money.ui.youSaw': 'Tu as vu : {bids}',

  // The table: wizards
  'magic-money.ui.wizard': 'Sorcier {n, number}',
  'magic-money.ui.active': 'actif',
  'magic-money.ui.totals': 'Totaux des créatures',
  'magic-money.ui.printedVp': 'Points de victoire imprimés',
  'magic-money.ui.hornsTally': 'cornes {n, number}',
  'magic-money.ui.wingsTally': 'ailes {n, number}',
  'magic-money.ui.heartsTitle': 'Demi-cœurs gauches / droits',
  'magic-money.ui.noCreatures': 'Pas encore de créature',
  'magic-money.ui.yourLedger': 'Ton registre',

  // The table: creature cards
  'magic-money.ui.cardLabel': '{label} : {creature}',
  'magic-money.ui.attributes': 'Attributs',
  'magic-money.ui.vp': '{n, plural, one {# point de victoire} other {# points de victoire}}',
  'magic-money.ui.vpTitle': 'Points de victoire',
  'magic-money.ui.horns': '{n, plural, one {# corne} other {# cornes}}',
  'magic-money.ui.hornsTitle': 'Cornes',
  'magic-money.ui.wings': '{n, plural, one {# aile} other {# ailes}}',
  'magic-money.ui.wingsTitle': 'Ailes',
  'magic-money.ui.leftHearts': '{n, plural, one {# demi-cœur gauche} other {# demi-cœurs gauches}}',
  'magic-money.ui.leftHeartsTitle': 'Demi-cœurs gauches',
  'magic-money.ui.rightHearts': '{n, plural, one {# demi-cœur droit} other {# demi-cœurs droits}}',
  'magic-money.ui.rightHeartsTitle': 'Demi-cœurs droits',
  'magic-money.ui.noAbility': 'Aucun pouvoir',
  'magic-money.ui.vpShort': '{n, number} PV',
  'magic-money.ui.chipTitle': '{creature} : {parts}',
  'magic-money.ui.chipTitleAbility': '{creature} : {parts}. {ability}',

  // The table: ledgers
  'magic-money.ui.public': 'Public',
  'magic-money.ui.private': 'Privé',
  'magic-money.ui.privateCount': 'Privé ({n, number})',
  'magic-money.ui.total': 'Total {amount}',
  'magic-money.ui.entry': 'enchère {auction, number}, {source, select, open {offre d’ouverture} won {offre gagnante} lost {offre perdante} other {falsifié}}{crossed, select, yes {, rayé} other {}}',
  'magic-money.ui.hiddenEntry': 'nombre caché ({what})',
  'magic-money.ui.secretAtEnd': '{n, plural, =0 {Aucun nombre qui compte} one {# nombre secret : {amount}} other {# nombres secrets, au total {amount}}}{crossed, plural, =0 {} one { · # rayé} other { · # rayés}}',
  'magic-money.ui.secretAtEndTip': 'Les offres perdantes restent secrètes même après la partie : personne d’autre n’en voit jamais une. Seule leur somme est connue, par le total du registre.',
  'magic-money.ui.crossedOut': '{amount} rayé',
  'magic-money.ui.forgedTag': 'falsifié',

  // The table: the end of the game
  'magic-money.ui.deckEmpty': 'La pioche de Créatures est vide',
  'magic-money.ui.greediest': '{count, plural, one {{names} est le Sorcier le plus cupide, avec un total de {amount} dans le registre : éliminé !} other {{names} sont à égalité comme Sorciers les plus cupides, avec un total de {amount} dans le registre : éliminés !}}',
  'magic-money.ui.spentMore': '{more} a dépensé {amount} de plus que {less}.',
  'magic-money.ui.nobodyGreediest': 'Tous les sorciers ont dépensé exactement autant : personne n’est éliminé.',
  'magic-money.ui.winners': '{count, plural, one {{names} gagne !} other {{names} gagnent !}}',
  'magic-money.ui.scores': 'Scores',
  'magic-money.ui.place': 'Place',
  'magic-money.ui.wizardColumn': 'Sorcier',
  'magic-money.ui.creatureVp': 'PV créatures',
  'magic-money.ui.vpColumn': 'PV',
  'magic-money.ui.eliminated': 'éliminé',

  // The table: typing an amount
  // Explanations (tooltips) and sums
  'magic-money.ui.pictureOf': 'Dessin : {creature}',
  'magic-money.ui.entryTip': '{source, select, open {Offre d’ouverture de l’enchère {auction, number} : écrite en public à l’ouverture de l’enchère.} won {Prix payé pour la créature de l’enchère {auction, number} : l’offre gagnante, publique.} lost {Une offre secrète perdante de l’enchère {auction, number} : dépensée quand même{mine, select, yes { ; toi seul la vois} other {}}.} other {Falsifié à l’enchère {auction, number} : la créature d’un rival a copié son prix sur ce côté Privé.}} {crossed, select, yes {Rayé : ne compte plus.} other {Compte dans le total du registre.}}',
  'magic-money.ui.hiddenTip': 'Un nombre du côté Privé de ce sorcier (enchère {auction, number}) : lui seul le connaît.',
  'magic-money.ui.sideSum': 'Sous-total {amount}',
  'magic-money.ui.sideSumTip': '{side, select, public {Somme du côté Public, sans les nombres rayés. Tout le monde la voit.} other {Somme de {mine, select, yes {ton} other {ce}} côté Privé, sans les nombres rayés.{mine, select, yes { Toi seul la vois.} other {}}}}',
  'magic-money.ui.totalTip': 'Total du registre : tous les nombres des deux côtés, sans les nombres rayés. Le plus gros total à la fin désigne le Sorcier le plus cupide, qui est éliminé.',

  // First-game hints
  'magic-money.ui.hintOpen': '{one, select, yes {La première offre d’ouverture, et toute offre après une victoire à un chiffre, vaut exactement 1.} other {Tu peux ouvrir à {cap} au plus : un dixième du dernier prix gagnant.}} Ton offre d’ouverture est publique ; si personne n’offre autant, tu remportes la créature pour ce prix.',
  'magic-money.ui.hintBid': 'Offre n’importe quel nombre entier : l’offre la plus haute remporte la créature et devient publique. Une offre perdante est dépensée quand même, et le sorcier qui dépense le plus au total est éliminé.',
  'magic-money.ui.hintAnnounce': '{tie, select, yes {Les offres les plus hautes sont à égalité : tu choisis lequel de ces sorciers gagne.} other {Annonce le plus offrant.}} Les autres ne voient jamais les offres perdantes ; le prix du gagnant s’écrit sur son côté Public.',
  'magic-money.ui.hintCrossOut': 'Un nombre rayé ne compte plus dans ton total : rayer un gros nombre t’éloigne du titre de Sorcier le plus cupide.',
  'magic-money.ui.hintForge': 'La copie va sur le côté Privé du rival et compte contre lui : elle peut faire de lui le Sorcier le plus cupide.',

  // Score lines' reasons
  'magic-money.ui.wingsReason': '{n, plural, one {# aile} other {# ailes}}, {beaten, plural, =0 {personne n’en a moins} one {# sorcier en a moins} other {# sorciers en ont moins}}',
  'magic-money.ui.creatureVpTip': 'Points de victoire imprimés sur {n, plural, one {la # créature adoptée} other {les # créatures adoptées}}.',
  'magic-money.ui.hornsTip': '{n, plural, one {# corne} other {# cornes}} : {odd, select, yes {un nombre impair, donc chaque corne rapporte 1} other {un nombre pair, donc les cornes ne rapportent rien}}.',
  'magic-money.ui.wingsTip': '{n, plural, one {# aile} other {# ailes}} : 1 point par sorcier qui a moins d’ailes ({beaten, number}).',
  'magic-money.ui.heartsTip': '{left, number} moitiés gauches et {right, number} moitiés droites de cœur font {n, plural, one {# cœur entier} other {# cœurs entiers}}, 2 points chacun.',
  'magic-money.ui.vpTip': 'Tous les points de victoire : créatures, cornes, ailes et cœurs.',
  'magic-money.ui.ledgerTip': '{out, select, yes {Le plus gros total du registre : le Sorcier le plus cupide est éliminé, quels que soient ses points.} other {Tous les nombres des deux côtés, sans les nombres rayés. À égalité de points, le plus gros total l’emporte.}}',

  // The player aid
  'magic-money.ui.aidTitle': 'Magic Money en un coup d’œil',
  'magic-money.ui.aidGoal': 'But',
  'magic-money.ui.aidGoalText': 'Adopte les créatures qui rapportent le plus de points de victoire — mais chaque offre s’écrit dans ton registre, et le sorcier qui dépense le plus au total est éliminé.',
  'magic-money.ui.aidAuction': 'Une enchère',
  'magic-money.ui.aidStep1': 'Ouverture : le sorcier actif écrit une offre d’ouverture publique, au plus un dixième du dernier prix gagnant (1 au début).',
  'magic-money.ui.aidStep2': 'Offres secrètes : chaque autre sorcier offre en secret n’importe quel nombre entier.',
  'magic-money.ui.aidStep3': 'Annonce : seul le sorcier actif voit les offres et annonce la plus haute (il choisit en cas d’égalité) ; si toutes sont inférieures à l’offre d’ouverture, le sorcier actif gagne.',
  'magic-money.ui.aidStep4': 'Registres : le prix du gagnant s’écrit sur son côté Public, chaque offre perdante sur le côté Privé de son auteur. Le gagnant adopte la créature, utilise son pouvoir et ouvre l’enchère suivante.',
  'magic-money.ui.aidScoring': 'Décompte',
  'magic-money.ui.aidVp': 'Les points de victoire imprimés sur tes créatures.',
  'magic-money.ui.aidHorns': 'Cornes : un nombre impair rapporte 1 par corne, un nombre pair rien.',
  'magic-money.ui.aidWings': 'Ailes : 1 point par sorcier qui a moins d’ailes que toi.',
  'magic-money.ui.aidHearts': 'Cœurs : une moitié gauche et une moitié droite font un cœur entier, qui vaut 2.',
  'magic-money.ui.aidGreedy': 'Sorcier le plus cupide : le plus gros total du registre (deux côtés, sans les nombres rayés) est éliminé. Parmi les autres, le plus de points gagne ; à égalité, le plus gros total.',

  'magic-money.ui.placeholderCap': '1 – {cap}',
  'magic-money.ui.placeholder': 'tout nombre entier ≥ 1',
  'magic-money.ui.preview': 'Ton offre : {amount} {digits}',
  'magic-money.ui.digits': '({n, plural, one {# chiffre} other {# chiffres}})',
  'magic-money.ui.amountEmpty': 'Écris un nombre entier d’au moins 1',
  'magic-money.ui.amountDigitsOnly': 'Un montant s’écrit uniquement avec des chiffres',
  'magic-money.ui.amountNegative': 'Une offre ne peut pas être négative : écris un nombre entier d’au moins 1',
  'magic-money.ui.amountDecimal': 'Nombres entiers uniquement : retire la partie décimale',
  'magic-money.ui.amountGrouping': 'Groupe les chiffres par trois, comme {example}',
  'magic-money.ui.amountZero': 'Un montant doit valoir au moins 1',
  'magic-money.ui.amountTooLong': 'Les montants sont limités à {max, number} chiffres',
  'magic-money.ui.amountOverCap': 'Au plus {cap}',

  // The rules screen (the summary is in the game's definition: src/shared/games/magic-money/index.ts)
  'magic-money.rules.auctions.title': 'Enchères',
  'magic-money.rules.auctions.deck': 'La pioche de Créatures compte {cards3} cartes à 3 joueurs, {cards4} cartes à 4, {cards5} cartes à 5 et {cards6} cartes à 6 ; les autres restent dans la boîte. Le premier joueur actif est tiré au sort (selon la graine de la table).',
  'magic-money.rules.auctions.opening': 'Le joueur actif ouvre par une offre publique, inscrite aussitôt sur le côté Public de son registre : au moins 1 et au plus un dixième de l’offre gagnante précédente (retire son dernier chiffre : après une victoire à 5 739, le plafond est 573). À la première enchère et après une offre gagnante à un seul chiffre, elle vaut exactement 1. L’offre d’ouverture compte dans le total du joueur actif, qu’il gagne ou non.',
  'magic-money.rules.auctions.sealed': 'Chaque autre joueur fait une offre secrète : n’importe quel nombre entier d’au moins 1, sans limite supérieure (dans cette application, jusqu’à {digits, number} chiffres).',
  'magic-money.rules.auctions.announce': 'Seul le joueur actif voit toutes les offres secrètes et annonce qui l’emporte. Une offre ÉGALE à l’offre d’ouverture la bat ; le joueur actif ne gagne que si toutes les offres secrètes sont plus basses. Si plusieurs joueurs sont à égalité avec la meilleure offre, le joueur actif choisit lequel l’emporte.',
  'magic-money.rules.auctions.ledger': 'L’offre gagnante va sur le côté Public du gagnant, visible de tous jusqu’à la fin de la partie ; chaque autre offre va sur le côté Privé de son auteur, que lui seul voit (ainsi que le joueur actif qui a regardé les offres). Le gagnant adopte la créature, résout son pouvoir et devient le prochain joueur actif.',
  'magic-money.rules.auctions.timer': 'Minuteur (règle maison) : si la table en a un, chaque décision a tout son temps. S’il s’écoule, l’hôte décide pour toi, prudemment : il ouvre ou enchérit à 1, désigne si possible un plus offrant autre que toi (toi seulement si tu es le seul), barre ton plus grand nombre, ou falsifie chez le premier rival à ta gauche. À ton retour, « Pendant ton absence » liste ce qui a été fait pour toi.',
  'magic-money.rules.abilities.title': 'Pouvoirs des créatures',
  'magic-money.rules.abilities.trigger': 'Un pouvoir se déclenche quand sa créature est adoptée et se résout avant l’enchère suivante ; c’est celui qui l’adopte qui fait les choix.',
  'magic-money.rules.abilities.crossOut': 'Rayer : celui qui adopte la créature choisit dans son propre registre (du côté indiqué par la carte) un nombre pas encore rayé ; il ne compte plus dans son total. Un nombre Public rayé est vu de tous ; pour un nombre Privé, les autres voient seulement qu’un nombre a été rayé. S’il n’y a rien à rayer, le pouvoir est sans effet.',
  'magic-money.rules.abilities.forge': 'Falsifier : celui qui adopte la créature recopie le prix qu’il vient de payer sur le côté Privé d’un rival de son choix ; ce nombre compte dans le total de ce rival, et tout le monde voit la copie (le prix était public).',
  'magic-money.rules.scoring.title': 'Décompte',
  'magic-money.rules.scoring.printed': 'Les créatures rapportent les points de victoire imprimés sur leur carte.',
  'magic-money.rules.scoring.horns': 'Cornes : un nombre impair de cornes rapporte 1 point par corne ; un nombre pair ne rapporte rien.',
  'magic-money.rules.scoring.wings': 'Ailes : 1 point pour chaque joueur qui a moins d’ailes que toi (à égalité d’ailes, rien).',
  'magic-money.rules.scoring.hearts': 'Cœurs : 2 points par cœur entier, formé d’un demi-cœur gauche et d’un demi-cœur droit pris sur n’importe lesquelles de tes créatures ; les moitiés restantes ne rapportent rien.',
  'magic-money.rules.scoring.greediest': 'Sorcier le plus cupide : le total de ton registre est la somme de tous les nombres des deux côtés, sauf ceux qui sont rayés. Le joueur au total le plus élevé est éliminé. Règle maison : si plusieurs joueurs sont à égalité pour le total le plus élevé, ils sont tous éliminés — sauf si tous les joueurs sont à égalité, auquel cas personne ne l’est.',
  'magic-money.rules.scoring.winner': 'Parmi les autres, celui qui a le plus de points de victoire gagne ; en cas d’égalité, c’est le joueur au total de registre le PLUS ÉLEVÉ qui l’emporte ; les joueurs encore à égalité partagent la place. À la fin, chaque total de registre est montré, mais aucune offre perdante : seulement leur somme, déduite du total.',
  'magic-money.rules.creatures.title': 'Les {count} créatures',

  // The rules screen: the 21 creatures
  'magic-money.rules.creatures.creature': '{name} : {vp} PV, {horns, plural, one {# corne} other {# cornes}}, {wings, plural, one {# aile} other {# ailes}}, {left, plural, one {# demi-cœur gauche} other {# demi-cœurs gauches}}, {right, plural, one {# demi-cœur droit} other {# demi-cœurs droits}}.{power, select, none {} other { {ability}}}',
};

export default FR;
