/** MegaGem en français : le journal, les refus, le décompte, la table, les options et les règles. */
import type { GameCatalogue } from '../../../i18n/games.js';
import type { MESSAGES } from '../../../../shared/games/megagem/messages.js';
import type UI_EN from './en.js';

const COINS = (n: string) => `{${n}, plural, one {# pièce} other {# pièces}}`;
/** A colour's name (Bleu, Vert…) agreed with a noun: lower-case masculine, feminine, feminine plural. */
const colour = (p: string, forms: [string, string, string, string, string]) =>
  `{${p}, select, Bleu {${forms[0]}} Vert {${forms[1]}} Rose {${forms[2]}} Violet {${forms[3]}} Jaune {${forms[4]}} other {{${p}}}}`;
const MASC = (p: string) => colour(p, ['bleu', 'vert', 'rose', 'violet', 'jaune']);
const FEM = (p: string) => colour(p, ['bleue', 'verte', 'rose', 'violette', 'jaune']);
const FEM_PL = (p: string) => colour(p, ['bleues', 'vertes', 'roses', 'violettes', 'jaunes']);

const FR: GameCatalogue<keyof typeof MESSAGES | keyof typeof UI_EN, 'megagem'> = {
  // Names of things
  'megagem.blue': 'Bleu',
  'megagem.green': 'Vert',
  'megagem.pink': 'Rose',
  'megagem.purple': 'Violet',
  'megagem.yellow': 'Jaune',
  'megagem.treasureCard': 'Trésor de {gems, plural, one {# gemme} other {# gemmes}}',
  'megagem.loanCard': 'Prêt de {amount} pièces',
  'megagem.investmentCard': 'Investissement de {amount} pièces',
  'megagem.seatAmount': '{seat} {amount}',
  'megagem.list': '{items}',
  'megagem.none': 'aucun',

  // Missions
  'megagem.missionFourColours': 'Bouclier des quatre couleurs',
  'megagem.needFourColours': '4 gemmes de 4 couleurs différentes',
  'megagem.missionTwoPairs': 'Bouclier des deux paires',
  'megagem.needTwoPairs': '2 paires de gemmes (chaque paire d’une seule couleur, couleurs au choix)',
  'megagem.missionPair': 'Pendentif de la paire',
  'megagem.needPair': '2 gemmes de la même couleur (couleur au choix)',
  'megagem.missionColourPendant': `Pendentif ${MASC('color')}`,
  'megagem.needColourPair': `2 gemmes ${FEM_PL('color')}`,
  'megagem.missionTwoColourPendant': `Pendentif ${MASC('a')}-${MASC('b')}`,
  'megagem.needTwoColours': `1 gemme ${FEM('a')} et 1 gemme ${FEM('b')}`,
  'megagem.missionThreeOfAKind': 'Couronne du brelan',
  'megagem.needThreeOfAKind': '3 gemmes de la même couleur (couleur au choix)',
  'megagem.missionThreeColours': 'Couronne des trois couleurs',
  'megagem.needThreeColours': '3 gemmes de 3 couleurs différentes (couleurs au choix)',
  'megagem.missionThreeColourCrown': `Couronne ${MASC('a')}-${MASC('b')}-${MASC('c')}`,
  'megagem.needThreeGiven': `1 gemme ${FEM('a')}, 1 ${FEM('b')} et 1 ${FEM('c')}`,

  // Log
  'megagem.setup': `MegaGem à {players} joueurs avec le tableau des valeurs {chart} : chacun commence avec ${COINS('coins')} et {hand} cartes Gemme secrètes.`,
  'megagem.dealt': '{seat} reçoit {gems}.',
  'megagem.dealtCount': '{seat} reçoit {n, plural, one {# carte Gemme} other {# cartes Gemme}}.',
  'megagem.missionsOnOffer': 'Missions disponibles : {missions}.',
  'megagem.rowRevealed': 'Révélées dans la rangée de gemmes : {gems}.',
  'megagem.auctionTreasure': 'Enchère {round} : {card} pour {gems}. Faites vos offres secrètes.',
  'megagem.auction': 'Enchère {round} : {card}. Faites vos offres secrètes.',
  'megagem.sealedBid': '{seat} a fait une offre secrète.',
  'megagem.bidsRevealed': 'Offres révélées : {bids}.',
  'megagem.tieRandom': '{tied} sont à égalité à {high} ; à la première enchère, le gagnant est tiré au sort : {winner}.',
  'megagem.tieLeft': '{tied} sont à égalité à {high} ; {winner} est assis le plus près à gauche de {previous}, le gagnant précédent.',
  'megagem.wonTreasure': `{seat} remporte le {card} pour ${COINS('price')} et prend {gems}{single, select, yes { (il ne restait qu’une gemme, il compte donc comme un Trésor de 1 gemme)} other {}}.`,
  'megagem.wonLoan': `{seat} remporte le {card} pour ${COINS('price')} : prend {amount} pièces dans la réserve et en rembourse {amount} à la fin.`,
  'megagem.wonInvestment': `{seat} remporte l’{card} pour ${COINS('price')}, bloquées sur la carte : {back} pièces récupérées à la fin.`,
  'megagem.missionCompleted': '{seat} accomplit la mission {mission} ({need}) : +{coins} pièces à la fin.',
  'megagem.noGemToReveal': '{seat} n’a plus de carte Gemme en main à révéler.',
  'megagem.revealed': `{seat} révèle une gemme ${FEM('color')} dans la vitrine.`,
  'megagem.endAllAuctioned': 'Toutes les gemmes ont été mises aux enchères : la partie est terminée.',
  'megagem.endDeckExhausted': 'La pioche d’enchères est épuisée : la partie est terminée.',
  'megagem.revealRest': '{seat} révèle le reste de sa main dans la vitrine : {gems}.',
  'megagem.finishes': `{seat} termine avec ${COINS('total')}.`,

  // Refusals
  'megagem.biddingClosed': 'Les offres sont closes : le gagnant de l’enchère révèle une gemme',
  'megagem.bidOverCoins': `Tu ne peux pas miser plus que tes ${COINS('coins')}`,
  'megagem.bidOverLoan': `Tu ne peux pas miser plus de ${COINS('limit')} : tes ${COINS('coins')} plus le prêt de {loan} pièces`,
  'megagem.nothingToReveal': 'Tu n’as rien à révéler pour l’instant',
  'megagem.notInHand': 'Choisis une carte Gemme de ta propre main à révéler',

  // Score lines
  'megagem.scoreGems': `Gemmes ${FEM_PL('color')}`,
  'megagem.scoreGemsDetail': '{owned} × {each} ({shown} dans la vitrine)',
  'megagem.scoreMissions': 'Missions',
  'megagem.scoreLoans': 'Prêts',
  'megagem.loansRepaid': '{n, plural, one {# remboursé} other {# remboursés}}',
  'megagem.scoreInvestments': 'Investissements',
  'megagem.investmentDetail': '{locked} bloquées + {amount}',
  'megagem.scoreCoins': 'Pièces',

  // The table: the auction
  'megagem.ui.auction': 'Enchère',
  'megagem.ui.auctionRound': 'Enchère {round}',
  'megagem.ui.noAuction': 'Aucune enchère',
  'megagem.ui.wonBy': 'Remportée par {seat}',
  'megagem.ui.gameOver': 'La partie est terminée',
  'megagem.ui.cardsLeft': '{n, plural, one {# carte restante} other {# cartes restantes}}',
  'megagem.ui.treasure': 'Trésor',
  'megagem.ui.loan': 'Prêt',
  'megagem.ui.invest': 'Investir',
  'megagem.ui.noGemLeft': 'plus de gemme',
  'megagem.ui.treasureGems': '{n, plural, one {# gemme} other {# gemmes}}',
  'megagem.ui.twoGemsOneLeft': 'carte à 2 gemmes, 1 seule restante',
  'megagem.ui.coinsLent': 'pièces prêtées',
  'megagem.ui.loanCaption': 'Prends {amount} maintenant, rembourse {amount} à la fin',
  'megagem.ui.coinsReturn': 'pièces de rendement',
  'megagem.ui.investCaption': 'Ton offre est bloquée ; récupère-la +{amount} à la fin',

  // The gem row
  'megagem.ui.gemRow': 'Rangée de gemmes',
  'megagem.ui.first': 'première',
  'megagem.ui.second': 'deuxième',
  'megagem.ui.empty': 'vide',
  'megagem.ui.gemsInDeck': '{n, plural, one {# gemme} other {# gemmes}} dans la pioche',
  'megagem.ui.gemName': `Gemme ${FEM('color')}`,

  // The Value Chart and Display
  'megagem.ui.valueZone': 'Tableau des valeurs et vitrine',
  'megagem.ui.valueTitle': 'Tableau des valeurs {chart} · Vitrine',
  'megagem.ui.chartGem': 'Gemme',
  'megagem.ui.chartShown': 'Vitrine',
  'megagem.ui.chartShownHelp': 'Gemmes de cette couleur dans la vitrine',
  'megagem.ui.worthNow': `Chaque gemme ${FEM('color')} vaut ${COINS('value')} en ce moment`,
  'megagem.ui.chartNote': 'En or : ce que vaut maintenant une gemme collectée de chaque couleur.',

  // Missions
  'megagem.ui.missions': 'Missions',
  'megagem.ui.shield': 'Bouclier',
  'megagem.ui.pendant': 'Pendentif',
  'megagem.ui.crown': 'Couronne',
  'megagem.ui.needSame': '{n} d’une même couleur',
  'megagem.ui.needDifferent': '{n} différentes',
  'megagem.ui.needPairs': '{n} paires',

  // Your play
  'megagem.ui.yourPlay': 'Ton jeu',
  'megagem.ui.publicView': 'Vue publique : aucune carte secrète n’est montrée.',
  'megagem.ui.yourHand': 'Ta main',
  'megagem.ui.coinsWord': '{n, plural, one {pièce} other {pièces}}',
  'megagem.ui.handSecret': 'Tes cartes Gemme (secrètes)',
  'megagem.ui.handEmpty': 'Plus aucune carte Gemme dans ta main.',
  'megagem.ui.youBid': 'Tu as misé {amount}. En attente de {seats}…',
  'megagem.ui.choosing': '{seat} a gagné et choisit une gemme à révéler…',

  // The bid
  'megagem.ui.yourBid': 'Ton offre secrète',
  'megagem.ui.bidLess': 'Miser une pièce de moins',
  'megagem.ui.bidMore': 'Miser une pièce de plus',
  'megagem.ui.bidding': 'Offre en cours…',
  'megagem.ui.placeBid': 'Miser',
  'megagem.ui.quickBids': 'Offres rapides',
  'megagem.ui.bidSecret': 'Personne ne voit ton offre avant que tout le monde ait misé.',
  'megagem.ui.bidEmpty': 'Saisis ton offre : un nombre entier de pièces, 0 ou plus.',
  'megagem.ui.bidNotWhole': 'Une offre est un nombre entier de pièces, 0 ou plus.',
  'megagem.ui.bidOverCoins': `Tu ne peux pas miser plus que tes ${COINS('coins')}.`,
  'megagem.ui.bidOverLoan': `Tu ne peux pas miser plus de ${COINS('limit')} : tes ${COINS('coins')} plus le prêt de {loan} pièces.`,
  'megagem.ui.limit': `Tu peux miser jusqu’à tes ${COINS('limit')}.`,
  'megagem.ui.limitLoan': `Tu peux miser jusqu’à ${COINS('limit')} : tes ${COINS('coins')} plus le prêt de {loan} pièces.`,

  // The reveal
  'megagem.ui.revealGroup': 'Choisis une gemme à révéler',
  'megagem.ui.youWon': 'Tu as remporté l’enchère !',
  'megagem.ui.revealInto': 'Révèle une carte Gemme de ta main dans la vitrine.',
  'megagem.ui.yourGemCards': 'Tes cartes Gemme',
  'megagem.ui.revealOption': `Révéler ${MASC('color')} : vitrine {countNow} → {countAfter}, chaque gemme ${FEM('color')} vaut {worthNow} → {worthAfter}`,
  'megagem.ui.revealEffect': `Si tu révèles une gemme ${FEM('color')}, la vitrine en comptera {countAfter} : chaque gemme ${FEM('color')} vaudra {worthAfter} au lieu de {worthNow}{yours, plural, =0 {} other { (tu en as #)}}.`,
  'megagem.ui.revealHelp': 'Chaque carte montre ce que vaut une gemme de sa couleur maintenant → après ta révélation.',
  'megagem.ui.chooseFirst': 'Choisis d’abord une de tes cartes Gemme.',
  'megagem.ui.revealColor': 'Révéler {color}',
  'megagem.ui.reveal': 'Révéler',

  // The players
  'megagem.ui.players': 'Joueurs',
  'megagem.ui.inHand': '{n, plural, one {# carte} other {# cartes}} en main',
  'megagem.ui.bidPlaced': '✓ a misé',
  'megagem.ui.stillBidding': '… mise en cours',
  'megagem.ui.collection': 'Collection',
  'megagem.ui.owned': `{n} × {color} : ${COINS('value')} chacune en ce moment`,
  'megagem.ui.noGems': 'pas encore de gemme',
  'megagem.ui.loanChip': 'Prêt −{amount}',
  'megagem.ui.investChip': 'Invest. +{amount} · {locked} bloquées',
  'megagem.ui.missionChip': '{name} +{coins}',
  'megagem.ui.mission': 'Mission',

  // The last auction
  'megagem.ui.lastAuction': 'Dernière enchère',
  'megagem.ui.noneResolved': 'Aucune enchère résolue pour l’instant. Les offres sont secrètes : tout le monde mise en même temps, puis toutes les offres s’affichent ici.',
  'megagem.ui.outcomeTitle': 'Enchère {round} : résultat',
  'megagem.ui.outcome': '{seat} remporte « {card} » pour {price} {price_n, plural, one {pièce} other {pièces}}{took, select, yes { et prend {gems}} other {}}.',
  'megagem.ui.tieRandom': 'Égalité entre {tied} : première enchère, le gagnant a donc été tiré au sort.',
  'megagem.ui.tieLeft': 'Égalité entre {tied} : le gagnant est assis le plus près à gauche du gagnant précédent.',

  // The score screen
  'megagem.ui.finalScores': 'Scores finaux',
  'megagem.ui.wins': `{seat} gagne avec ${COINS('total')} !`,
  'megagem.ui.tie': 'Égalité pour la première place : {seats} !',
  'megagem.ui.thatsYou': '🎉 C’est toi !',
  'megagem.ui.place': 'Place',
  'megagem.ui.player': 'Joueur',
  'megagem.ui.total': 'Total',

  // The game's summary and options
  'megagem.info.summary': 'Enchéris en secret sur des gemmes dont la valeur se cache dans les mains de chacun ; le plus riche l’emporte.',
  'megagem.option.chart': 'Tableau des valeurs',
  'megagem.option.chart.help': 'Combien de pièces vaut une gemme selon le nombre de gemmes de sa couleur dans la vitrine. Le tableau A est conseillé pour une première partie.',
  'megagem.option.chart.A': 'Tableau A',
  'megagem.option.chart.B': 'Tableau B',
  'megagem.option.chart.C': 'Tableau C',
  'megagem.option.chart.D': 'Tableau D',
  'megagem.option.chart.E': 'Tableau E',

  // The rules screen
  'megagem.rules.0.title': 'But du jeu',
  'megagem.rules.0.0': 'Termine la partie avec le plus de pièces. Remporte des enchères pour des gemmes, des prêts et des investissements, accomplis des missions, et sers-toi des gemmes secrètes de ta main pour deviner ce que vaudra chaque couleur.',
  'megagem.rules.1.title': 'Mise en place',
  'megagem.rules.1.0': '3 joueurs : 35 pièces et 5 cartes Gemme chacun ; 4 joueurs : 25 pièces et 4 cartes ; 5 joueurs : 20 pièces et 3 cartes. Les pièces sont visibles de tous, les cartes Gemme de ta main sont secrètes.',
  'megagem.rules.1.1': 'Il y a 30 cartes Gemme, 6 de chaque couleur (Bleu, Vert, Rose, Violet, Jaune). Quatre cartes Mission sont révélées (les autres sont rangées), deux gemmes sont révélées dans la rangée de gemmes, et les 25 cartes Enchère sont mélangées face cachée.',
  'megagem.rules.1.2': 'L’hôte choisit un tableau des valeurs, de A à E (A par défaut).',
  'megagem.rules.2.title': 'Un tour',
  'megagem.rules.2.0': '1. Une carte Enchère est révélée : un Trésor (1 ou 2 gemmes de la rangée), un Prêt (20 ou 10 pièces) ou un Investissement (10 ou 5 pièces).',
  'megagem.rules.2.1': '2. Tout le monde fait une offre secrète en même temps. Personne ne voit d’offre avant que toutes soient faites ; ensuite, toutes les offres sont révélées. Tu ne peux pas miser plus de pièces que tu n’en as, sauf sur un Prêt, où tu peux miser jusqu’à tes pièces plus le montant du prêt. La plus forte offre l’emporte et est payée à la réserve.',
  'megagem.rules.2.2': 'Égalité (même à 0) : parmi les joueurs à égalité, l’emporte celui qui est assis le plus près à gauche du gagnant de l’enchère précédente, c’est-à-dire la place suivante dans l’ordre d’arrivée après lui, en faisant le tour. À la première enchère, le gagnant est tiré au sort parmi les joueurs à égalité.',
  'megagem.rules.2.3': 'Trésor : le gagnant place la ou les gemmes dans sa collection ; un Trésor de 1 gemme porte sur la gemme révélée en premier. Un Trésor de 2 gemmes alors qu’il n’en reste qu’une compte comme un Trésor de 1 gemme.',
  'megagem.rules.2.4': 'Prêt : le gagnant prend tout de suite le montant du prêt dans la réserve et le rembourse à la fin. Exemple : remporter un Prêt de 20 pièces avec une offre de 5 : +15 pièces maintenant, −20 à la fin.',
  'megagem.rules.2.5': 'Investissement : les pièces misées sont bloquées sur la carte ; à la fin, le gagnant les récupère, plus le montant de la carte. Exemple : remporter un Investissement de 5 pièces avec 3 : 8 pièces récupérées à la fin.',
  'megagem.rules.2.6': '3. Le gagnant révèle dans la vitrine une carte Gemme de sa main, de son choix. Avec une main vide, rien n’est révélé et le jeu continue aussitôt. Lors de l’enchère qui termine la partie, aucune révélation n’est demandée, puisque toutes les mains sont révélées à la fin de toute façon.',
  'megagem.rules.2.7': '4. La rangée de gemmes est complétée : la gemme restante passe en première position et de nouvelles gemmes sont révélées derrière elle.',
  'megagem.rules.2.8': '5. Le gagnant accomplit chaque mission disponible que sa collection remplit (les mêmes gemmes peuvent servir à plusieurs missions). Les missions ne sont pas remplacées.',
  'megagem.rules.3.title': 'Missions (30 cartes, 4 en jeu)',
  'megagem.rules.3.0': 'Boucliers : 4 gemmes de 4 couleurs différentes (10 pièces) ; deux paires (15 pièces) — chaque paire est formée de deux gemmes d’une même couleur, et les deux paires peuvent être de la même couleur.',
  'megagem.rules.3.1': 'Pendentifs, 5 pièces : une paire d’une couleur au choix (1 carte) ; une paire d’une couleur donnée (5 cartes) ; une gemme de chacune de deux couleurs données (10 cartes).',
  'megagem.rules.3.2': 'Couronnes, 10 pièces : un brelan d’une couleur au choix (1) ; trois couleurs différentes (1) ; une gemme de chacune de trois couleurs données (10 cartes).',
  'megagem.rules.4.title': 'Fin de partie et décompte',
  'megagem.rules.4.0': 'La partie se termine quand toutes les gemmes qui n’ont pas été distribuées dans les mains ont été mises aux enchères (ou, si cela arrivait, quand il n’y a plus de cartes Enchère). Toutes les mains restantes sont révélées dans la vitrine.',
  'megagem.rules.4.1': 'Pour chaque couleur, le nombre de ses gemmes dans la vitrine donne, sur le tableau des valeurs, le nombre de pièces que vaut chaque gemme de cette couleur dans une collection. Tableaux (0, 1, 2, 3, 4, 5+ gemmes) : A 0/4/8/12/16/20, B 20/16/12/8/4/0, C 0/2/5/9/14/20, D 20/18/15/11/6/0, E 0/4/10/18/6/0. Exemple : avec le tableau A et quatre Vert dans la vitrine, chaque gemme verte vaut 16 ; deux gemmes vertes valent 32.',
  'megagem.rules.4.2': 'Total = gemmes + missions − prêts + investissements (pièces bloquées + montant) + pièces en main. Le plus de pièces l’emporte ; à total égal, on partage la place.',
  'megagem.rules.4.3': 'La banque ne s’épuise jamais : la réserve est comptée, pas limitée.',
};

export default FR;
