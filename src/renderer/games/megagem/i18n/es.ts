/** MegaGem en español: el registro, los rechazos, la puntuación, la mesa, las opciones y las reglas. */
import type { GameCatalogue } from '../../../i18n/games.js';
import type { MESSAGES } from '../../../../shared/games/megagem/messages.js';
import type UI_EN from './en.js';

const COINS = (n: string) => `{${n}, plural, one {# moneda} other {# monedas}}`;
/** A colour's name (Azul, Verde…) agreed with a noun: feminine, feminine plural. */
const colour = (p: string, forms: [string, string, string, string, string]) =>
  `{${p}, select, Azul {${forms[0]}} Verde {${forms[1]}} Rosa {${forms[2]}} Morado {${forms[3]}} Amarillo {${forms[4]}} other {{${p}}}}`;
const FEM = (p: string) => colour(p, ['azul', 'verde', 'rosa', 'morada', 'amarilla']);
const FEM_PL = (p: string) => colour(p, ['azules', 'verdes', 'rosas', 'moradas', 'amarillas']);

const ES: GameCatalogue<keyof typeof MESSAGES | keyof typeof UI_EN, 'megagem'> = {
  // Names of things
  'megagem.blue': 'Azul',
  'megagem.green': 'Verde',
  'megagem.pink': 'Rosa',
  'megagem.purple': 'Morado',
  'megagem.yellow': 'Amarillo',
  'megagem.treasureCard': 'Tesoro de {gems, plural, one {# gema} other {# gemas}}',
  'megagem.loanCard': 'Préstamo de {amount} monedas',
  'megagem.investmentCard': 'Inversión de {amount} monedas',
  'megagem.seatAmount': '{seat} {amount}',
  'megagem.list': '{items}',
  'megagem.none': 'ninguno',

  // Missions
  'megagem.missionFourColours': 'Escudo de los cuatro colores',
  'megagem.needFourColours': '4 gemas de 4 colores distintos',
  'megagem.missionTwoPairs': 'Escudo de las dos parejas',
  'megagem.needTwoPairs': '2 parejas de gemas (cada pareja de un mismo color, colores cualesquiera)',
  'megagem.missionPair': 'Colgante de la pareja',
  'megagem.needPair': '2 gemas del mismo color (cualquier color)',
  'megagem.missionColourPendant': 'Colgante {color}',
  'megagem.needColourPair': `2 gemas ${FEM_PL('color')}`,
  'megagem.missionTwoColourPendant': 'Colgante {a}-{b}',
  'megagem.needTwoColours': `1 gema ${FEM('a')} y 1 gema ${FEM('b')}`,
  'megagem.missionThreeOfAKind': 'Corona del trío',
  'megagem.needThreeOfAKind': '3 gemas del mismo color (cualquier color)',
  'megagem.missionThreeColours': 'Corona de los tres colores',
  'megagem.needThreeColours': '3 gemas de 3 colores distintos (colores cualesquiera)',
  'megagem.missionThreeColourCrown': 'Corona {a}-{b}-{c}',
  'megagem.needThreeGiven': `1 gema ${FEM('a')}, 1 ${FEM('b')} y 1 ${FEM('c')}`,

  // Log
  'megagem.setup': `MegaGem para {players} jugadores con la tabla de valores {chart}: cada cual empieza con ${COINS('coins')} y {hand} cartas de gema secretas.`,
  'megagem.dealt': '{seat} recibe {gems}.',
  'megagem.dealtCount': '{seat} recibe {n, plural, one {# carta de gema} other {# cartas de gema}}.',
  'megagem.missionsOnOffer': 'Misiones disponibles: {missions}.',
  'megagem.rowRevealed': 'Reveladas en la fila de gemas: {gems}.',
  'megagem.auctionTreasure': 'Subasta {round}: {card} por {gems}. Es hora de las pujas secretas.',
  'megagem.auction': 'Subasta {round}: {card}. Es hora de las pujas secretas.',
  'megagem.sealedBid': '{seat} ha hecho una puja secreta.',
  'megagem.bidsRevealed': 'Pujas reveladas: {bids}.',
  'megagem.tieRandom': '{tied} empatan a {high}; en la primera subasta el ganador se sortea: {winner}.',
  'megagem.tieLeft': '{tied} empatan a {high}; {winner} es quien se sienta más cerca a la izquierda de {previous}, el ganador anterior.',
  'megagem.wonTreasure': `{seat} gana el {card} por ${COINS('price')} y se lleva {gems}{single, select, yes { (solo quedaba una gema, así que cuenta como un Tesoro de 1 gema)} other {}}.`,
  'megagem.wonLoan': `{seat} gana el {card} por ${COINS('price')}: toma {amount} monedas de la reserva y devolverá {amount} al final.`,
  'megagem.wonInvestment': `{seat} gana la {card} por ${COINS('price')}, bloqueadas en la carta: recupera {back} monedas al final.`,
  'megagem.missionCompleted': '{seat} cumple la misión {mission} ({need}): +{coins} monedas al final.',
  'megagem.noGemToReveal': '{seat} no tiene cartas de gema en la mano para revelar.',
  'megagem.revealed': `{seat} revela una gema ${FEM('color')} en la vitrina.`,
  'megagem.endAllAuctioned': 'Se han subastado todas las gemas: la partida ha terminado.',
  'megagem.endDeckExhausted': 'El mazo de subastas se ha agotado: la partida ha terminado.',
  'megagem.revealRest': '{seat} revela el resto de su mano en la vitrina: {gems}.',
  'megagem.finishes': `{seat} termina con ${COINS('total')}.`,

  // Refusals
  'megagem.biddingClosed': 'Las pujas están cerradas: quien ganó la subasta está revelando una gema',
  'megagem.bidOverCoins': `No puedes pujar más que tus ${COINS('coins')}`,
  'megagem.bidOverLoan': `No puedes pujar más de ${COINS('limit')}: tus ${COINS('coins')} más el préstamo de {loan} monedas`,
  'megagem.nothingToReveal': 'Ahora no tienes nada que revelar',
  'megagem.notInHand': 'Elige una carta de gema de tu propia mano para revelarla',

  // Score lines
  'megagem.scoreGems': `Gemas ${FEM_PL('color')}`,
  'megagem.scoreGemsDetail': '{owned} × {each} ({shown} en la vitrina)',
  'megagem.scoreMissions': 'Misiones',
  'megagem.scoreLoans': 'Préstamos',
  'megagem.loansRepaid': '{n, plural, one {# devuelto} other {# devueltos}}',
  'megagem.scoreInvestments': 'Inversiones',
  'megagem.investmentDetail': '{locked} bloqueadas + {amount}',
  'megagem.scoreCoins': 'Monedas',

  // The table: the auction
  'megagem.ui.auction': 'Subasta',
  'megagem.ui.auctionRound': 'Subasta {round}',
  'megagem.ui.noAuction': 'Sin subasta',
  'megagem.ui.wonBy': 'Ganada por {seat}',
  'megagem.ui.gameOver': 'La partida ha terminado',
  'megagem.ui.cardsLeft': '{n, plural, one {queda # carta} other {quedan # cartas}}',
  'megagem.ui.treasure': 'Tesoro',
  'megagem.ui.loan': 'Préstamo',
  'megagem.ui.invest': 'Inversión',
  'megagem.ui.noGemLeft': 'no queda ninguna gema',
  'megagem.ui.treasureGems': '{n, plural, one {# gema} other {# gemas}}',
  'megagem.ui.twoGemsOneLeft': 'carta de 2 gemas, queda 1',
  'megagem.ui.coinsLent': 'monedas prestadas',
  'megagem.ui.loanCaption': 'Toma {amount} ahora, devuelve {amount} al final',
  'megagem.ui.coinsReturn': 'monedas de rendimiento',
  'megagem.ui.investCaption': 'Tu puja queda bloqueada; la recuperas +{amount} al final',

  // The gem row
  'megagem.ui.gemRow': 'Fila de gemas',
  'megagem.ui.first': 'primera',
  'megagem.ui.second': 'segunda',
  'megagem.ui.empty': 'vacía',
  'megagem.ui.gemsInDeck': '{n, plural, one {# gema} other {# gemas}} en el mazo',
  'megagem.ui.gemName': `Gema ${FEM('color')}`,

  // The Value Chart and Display
  'megagem.ui.valueZone': 'Tabla de valores y vitrina',
  'megagem.ui.valueTitle': 'Tabla de valores {chart} · Vitrina',
  'megagem.ui.chartGem': 'Gema',
  'megagem.ui.chartShown': 'Vitrina',
  'megagem.ui.chartShownHelp': 'Gemas de este color en la vitrina',
  'megagem.ui.worthNow': `Cada gema ${FEM('color')} vale ahora ${COINS('value')}`,
  'megagem.ui.chartNote': 'En oro: lo que vale ahora una gema coleccionada de cada color.',

  // Missions
  'megagem.ui.missions': 'Misiones',
  'megagem.ui.shield': 'Escudo',
  'megagem.ui.pendant': 'Colgante',
  'megagem.ui.crown': 'Corona',
  'megagem.ui.needSame': '{n} de un color',
  'megagem.ui.needDifferent': '{n} distintas',
  'megagem.ui.needPairs': '{n} parejas',

  // Your play
  'megagem.ui.yourPlay': 'Tu juego',
  'megagem.ui.publicView': 'Vista pública: no se muestra ninguna carta secreta.',
  'megagem.ui.yourHand': 'Tu mano',
  'megagem.ui.coinsWord': '{n, plural, one {moneda} other {monedas}}',
  'megagem.ui.handSecret': 'Tus cartas de gema (secretas)',
  'megagem.ui.handEmpty': 'No te quedan cartas de gema en la mano.',
  'megagem.ui.youBid': 'Has pujado {amount}. Esperando a {seats}…',
  'megagem.ui.choosing': '{seat} ha ganado y está eligiendo una gema para revelar…',

  // The bid
  'megagem.ui.yourBid': 'Tu puja secreta',
  'megagem.ui.bidLess': 'Pujar una moneda menos',
  'megagem.ui.bidMore': 'Pujar una moneda más',
  'megagem.ui.bidding': 'Pujando…',
  'megagem.ui.placeBid': 'Pujar',
  'megagem.ui.quickBids': 'Pujas rápidas',
  'megagem.ui.bidSecret': 'Nadie ve tu puja hasta que todos hayan pujado.',
  'megagem.ui.bidEmpty': 'Escribe tu puja: un número entero de monedas, 0 o más.',
  'megagem.ui.bidNotWhole': 'Una puja es un número entero de monedas, 0 o más.',
  'megagem.ui.bidOverCoins': `No puedes pujar más que tus ${COINS('coins')}.`,
  'megagem.ui.bidOverLoan': `No puedes pujar más de ${COINS('limit')}: tus ${COINS('coins')} más el préstamo de {loan} monedas.`,
  'megagem.ui.limit': `Puedes pujar hasta tus ${COINS('limit')}.`,
  'megagem.ui.limitLoan': `Puedes pujar hasta ${COINS('limit')}: tus ${COINS('coins')} más el préstamo de {loan} monedas.`,

  // The reveal
  'megagem.ui.revealGroup': 'Elige una gema para revelar',
  'megagem.ui.youWon': '¡Has ganado la subasta!',
  'megagem.ui.revealInto': 'Revela una carta de gema de tu mano en la vitrina.',
  'megagem.ui.yourGemCards': 'Tus cartas de gema',
  'megagem.ui.revealOption': `Revelar {color}: vitrina {countNow} → {countAfter}, cada gema ${FEM('color')} vale {worthNow} → {worthAfter}`,
  'megagem.ui.revealEffect': `Si revelas una gema ${FEM('color')}, habrá {countAfter} en la vitrina: cada gema ${FEM('color')} valdrá {worthAfter} en vez de {worthNow}{yours, plural, =0 {} other { (tienes #)}}.`,
  'megagem.ui.revealHelp': 'Cada carta muestra lo que vale una gema de su color ahora → tras tu revelación.',
  'megagem.ui.chooseFirst': 'Primero elige una de tus cartas de gema.',
  'megagem.ui.revealColor': 'Revelar {color}',
  'megagem.ui.reveal': 'Revelar',

  // The players
  'megagem.ui.players': 'Jugadores',
  'megagem.ui.inHand': '{n, plural, one {# carta} other {# cartas}} en la mano',
  'megagem.ui.bidPlaced': '✓ ya pujó',
  'megagem.ui.stillBidding': '… pujando',
  'megagem.ui.collection': 'Colección',
  'megagem.ui.owned': `{n} × {color}: ahora ${COINS('value')} cada una`,
  'megagem.ui.noGems': 'aún sin gemas',
  'megagem.ui.loanChip': 'Préstamo −{amount}',
  'megagem.ui.investChip': 'Inversión +{amount} · {locked} bloqueadas',
  'megagem.ui.missionChip': '{name} +{coins}',
  'megagem.ui.mission': 'Misión',

  // The last auction
  'megagem.ui.lastAuction': 'Última subasta',
  'megagem.ui.noneResolved': 'Aún no se ha resuelto ninguna subasta. Las pujas son secretas: todos pujan a la vez y luego todas las pujas se muestran aquí.',
  'megagem.ui.outcomeTitle': 'Subasta {round}: resultado',
  'megagem.ui.outcome': '{seat} gana «{card}» por {price} {price_n, plural, one {moneda} other {monedas}}{took, select, yes { y se lleva {gems}} other {}}.',
  'megagem.ui.tieRandom': 'Empate entre {tied}: primera subasta, así que el ganador se sorteó.',
  'megagem.ui.tieLeft': 'Empate entre {tied}: gana quien se sienta más cerca a la izquierda del ganador anterior.',

  // The score screen
  'megagem.ui.finalScores': 'Puntuación final',
  'megagem.ui.wins': `¡{seat} gana con ${COINS('total')}!`,
  'megagem.ui.tie': '¡Empate en el primer puesto: {seats}!',
  'megagem.ui.thatsYou': '🎉 ¡Eres tú!',
  'megagem.ui.place': 'Puesto',
  'megagem.ui.player': 'Jugador',
  'megagem.ui.total': 'Total',

  // The game's summary and options
  'megagem.info.summary': 'Puja en subastas secretas por gemas cuyo valor se esconde en las manos de todos; gana quien acabe con más monedas.',
  'megagem.option.chart': 'Tabla de valores',
  'megagem.option.chart.help': 'Cuántas monedas vale una gema según cuántas gemas de su color haya en la vitrina. Se recomienda la A para la primera partida.',
  'megagem.option.chart.A': 'Tabla A',
  'megagem.option.chart.B': 'Tabla B',
  'megagem.option.chart.C': 'Tabla C',
  'megagem.option.chart.D': 'Tabla D',
  'megagem.option.chart.E': 'Tabla E',

  // The rules screen
  'megagem.rules.0.title': 'Objetivo',
  'megagem.rules.0.0': 'Termina con más monedas que nadie. Gana subastas de gemas, préstamos e inversiones, cumple misiones y usa las gemas secretas de tu mano para adivinar cuánto valdrá cada color.',
  'megagem.rules.1.title': 'Preparación',
  'megagem.rules.1.0': '3 jugadores: 35 monedas y 5 cartas de gema cada uno; 4 jugadores: 25 monedas y 4 cartas; 5 jugadores: 20 monedas y 3 cartas. Las monedas son públicas; las cartas de gema de tu mano, secretas.',
  'megagem.rules.1.1': 'Hay 30 cartas de gema, 6 de cada color (Azul, Verde, Rosa, Morado, Amarillo). Se revelan cuatro cartas de misión (las demás se retiran), se revelan dos gemas en la fila de gemas y se barajan boca abajo las 25 cartas de subasta.',
  'megagem.rules.1.2': 'El anfitrión elige una tabla de valores, de la A a la E (la A por defecto).',
  'megagem.rules.2.title': 'Una ronda',
  'megagem.rules.2.0': '1. Se revela una carta de subasta: un Tesoro (1 o 2 gemas de la fila), un Préstamo (20 o 10 monedas) o una Inversión (10 o 5 monedas).',
  'megagem.rules.2.1': '2. Todos hacen una puja secreta a la vez. Nadie ve ninguna puja hasta que estén todas; entonces se revelan todas. No puedes pujar más monedas de las que tienes, salvo en un Préstamo, donde puedes pujar hasta tus monedas más el importe del préstamo. La puja más alta gana y se paga a la reserva.',
  'megagem.rules.2.2': 'Empates (incluso a 0): de los empatados gana quien se siente más cerca a la izquierda del ganador de la subasta anterior, es decir, el siguiente puesto tras él en el orden de llegada, dando la vuelta. En la primera subasta, el ganador se sortea entre los empatados.',
  'megagem.rules.2.3': 'Tesoro: el ganador pone la gema o las gemas en su colección; un Tesoro de 1 gema es para la gema revelada primero. Un Tesoro de 2 gemas cuando solo queda una cuenta como un Tesoro de 1 gema.',
  'megagem.rules.2.4': 'Préstamo: el ganador toma ahora el importe del préstamo de la reserva y lo devuelve al final. Ejemplo: ganas un Préstamo de 20 monedas con una puja de 5: +15 monedas ahora, −20 al final.',
  'megagem.rules.2.5': 'Inversión: las monedas pujadas quedan bloqueadas en la carta; al final el ganador las recupera más el importe de la carta. Ejemplo: ganas una Inversión de 5 monedas con 3: recuperas 8 monedas al final.',
  'megagem.rules.2.6': '3. El ganador revela en la vitrina una carta de gema de su mano, la que elija. Con la mano vacía no se revela nada y el juego sigue enseguida. En la subasta que termina la partida no se pide revelar, ya que al final se revelan todas las manos de todos modos.',
  'megagem.rules.2.7': '4. Se repone la fila de gemas: la gema que queda pasa a la primera posición y se revelan gemas nuevas detrás.',
  'megagem.rules.2.8': '5. El ganador cumple cada misión disponible que satisfaga su colección (las mismas gemas pueden servir para varias misiones). Las misiones no se reponen.',
  'megagem.rules.3.title': 'Misiones (30 cartas, 4 en juego)',
  'megagem.rules.3.0': 'Escudos: 4 gemas de 4 colores distintos (10 monedas); dos parejas (15 monedas): cada pareja son dos gemas de un mismo color, y las dos parejas pueden ser del mismo color.',
  'megagem.rules.3.1': 'Colgantes, 5 monedas: una pareja de cualquier color (1 carta); una pareja de un color concreto (5 cartas); una gema de cada uno de dos colores concretos (10 cartas).',
  'megagem.rules.3.2': 'Coronas, 10 monedas: un trío de cualquier color (1); tres colores distintos (1); una gema de cada uno de tres colores concretos (10 cartas).',
  'megagem.rules.4.title': 'Final y puntuación',
  'megagem.rules.4.0': 'La partida termina cuando se han subastado todas las gemas que no se repartieron en las manos (o, si llegara a pasar, cuando se acaben las cartas de subasta). Todas las manos restantes se revelan en la vitrina.',
  'megagem.rules.4.1': 'Para cada color, su número de gemas en la vitrina indica, en la tabla de valores, cuántas monedas vale cada gema de ese color en una colección. Tablas (0, 1, 2, 3, 4, 5+ gemas): A 0/4/8/12/16/20, B 20/16/12/8/4/0, C 0/2/5/9/14/20, D 20/18/15/11/6/0, E 0/4/10/18/6/0. Ejemplo: con la tabla A y cuatro Verdes en la vitrina, cada gema verde vale 16; dos gemas verdes valen 32.',
  'megagem.rules.4.2': 'Total = gemas + misiones − préstamos + inversiones (monedas bloqueadas + importe) + monedas en mano. Gana quien tenga más monedas; con el mismo total se comparte el puesto.',
  'megagem.rules.4.3': 'La banca nunca se agota: la reserva se cuenta, no se limita.',
};

export default ES;
