/**
 * Magic Money in Spanish: the engine's catalogue (log, refusals, score lines, the creatures' names and
 * abilities), the table's words (en.ts) and the rules screen. Loaded on demand; never imported by the table.
 * Terms: subasta (auction), puja (bid: inicial, secreta, ganadora), libro de cuentas (ledger), lado
 * Público/Privado, puntos de victoria (PV), Mago más codicioso, jugador activo ("dirige la subasta").
 */
import type { GameCatalogue } from '../../../i18n/catalogue.js';
import type { MESSAGES } from '../messages.js';
import type UI_EN from './en.js';

const ES: GameCatalogue<keyof typeof MESSAGES | keyof typeof UI_EN, 'magic-money'> = {
  // The 21 creatures
  'magic-money.moonmoth': 'Polilla lunar',
  'magic-money.gildedToad': 'Sapo dorado',
  'magic-money.emberWhelp': 'Dragoncillo de brasa',
  'magic-money.thornbackYak': 'Yak espinoso',
  'magic-money.velvetOwlbear': 'Osolechuza de terciopelo',
  'magic-money.puddleKraken': 'Kraken de charco',
  'magic-money.lanternSprite': 'Duende farolillo',
  'magic-money.quillGryphon': 'Grifo de pluma',
  'magic-money.cinderGoat': 'Cabra de ceniza',
  'magic-money.hushFox': 'Zorro sigiloso',
  'magic-money.marbleBasilisk': 'Basilisco de mármol',
  'magic-money.tidewyrm': 'Sierpe de las mareas',
  'magic-money.snuffleImp': 'Diablillo husmeador',
  'magic-money.brambleUnicorn': 'Unicornio de zarzas',
  'magic-money.ledgerMimic': 'Mímico contable',
  'magic-money.cloudFerret': 'Hurón de las nubes',
  'magic-money.copperChimera': 'Quimera de cobre',
  'magic-money.rosehipDrake': 'Draco de escaramujo',
  'magic-money.inkHydra': 'Hidra de tinta',
  'magic-money.sugarPhoenix': 'Fénix de azúcar',
  'magic-money.glumTroll': 'Trol tristón',

  // Abilities, as printed on the cards
  'magic-money.abilityForge': 'Al adoptarla: copia el precio que acabas de pagar en el lado Privado del libro de cuentas de un rival (tú eliges a quién).',
  'magic-money.abilityCrossOut': 'Al adoptarla: tacha un número {side, select, any {de tu libro de cuentas (en cualquier lado)} public {del lado Público de tu libro de cuentas} other {del lado Privado de tu libro de cuentas}}; deja de contar para tu total.',

  // Log
  'magic-money.setup': 'El mazo de Criaturas tiene {size} cartas; las otras {box} se quedan en la caja. {seat} dirige la primera subasta.',
  'magic-money.auctionBegins': 'Subasta {auction} de {auctions}: la criatura {creature} está en adopción. {seat} abre, con {cap} como máximo.',
  'magic-money.auctionLeads': 'Subasta {auction} de {auctions}: la criatura {creature} está en adopción. {seat} la dirige.',
  'magic-money.opened': '{seat} abre la subasta con {amount} (anotado en el lado Público).',
  'magic-money.openedAtOne': '{seat} abre con 1 — {why, select, first {la primera subasta siempre se abre con 1} small {tras un precio ganador menor de 10 ({last}), la apertura siempre es 1} other {lo máximo que permite una décima parte del último precio ({last})}}.',
  'magic-money.sealedBidOf': '{seat} hizo una puja secreta de {amount}.',
  'magic-money.sealedBid': '{seat} hizo una puja secreta.',
  'magic-money.seatAmount': '{seat}: {amount}',
  'magic-money.sealedBids': 'Las pujas secretas: {bids}.{tie, select, yes { Hay empate: elige quién gana entre las pujas más altas.} other {}}',
  'magic-money.bidsIn': 'Ya están todas las pujas; {seat} las mira en secreto.',
  'magic-money.activeWins': 'Todas las pujas secretas fueron más bajas: {seat} gana la criatura {creature} con la puja inicial de {amount}.',
  'magic-money.announced': '{active} anuncia: {seat} gana la criatura {creature} por {amount} (ahora en su lado Público).',
  'magic-money.losersWrite': 'Los demás postores anotan su puja en el lado Privado de su libro de cuentas.',
  'magic-money.gameEnds': 'El mazo de Criaturas está vacío: la partida termina. Se suman los libros de cuentas y el Mago más codicioso queda eliminado.',
  'magic-money.nothingToCross': 'La criatura {creature} no encuentra nada que tachar en el libro de cuentas de {seat}.',
  'magic-money.forgeChoice': 'Habilidad de la criatura {creature}: {seat} elige el rival en cuyo lado Privado se copiará {amount}.',
  'magic-money.crossChoice': 'Habilidad de la criatura {creature}: {seat} elige un número que tachar.',
  'magic-money.crossedPublic': 'La criatura {creature} de {seat} tacha {amount} en su lado Público.',
  'magic-money.crossedPrivate': 'La criatura {creature} de {seat} tacha {amount} en su lado Privado.',
  'magic-money.crossedPrivateHidden': 'La criatura {creature} de {seat} tacha un número en su lado Privado.',
  'magic-money.forged': 'La criatura {creature} de {seat} copia {amount} en el lado Privado de {rival}.',

  // Refusals
  'magic-money.notOpening': 'Solo el jugador activo abre la subasta, al principio de esta',
  'magic-money.openExactlyOne': 'La puja inicial debe ser exactamente 1 en la primera subasta o tras una puja ganadora de una sola cifra',
  'magic-money.openOverCap': 'La puja inicial puede ser como mucho {cap}, una décima parte de la última puja ganadora',
  'magic-money.notBidding': 'Las pujas secretas se escriben solo después de la puja inicial',
  'magic-money.notResolving': 'Solo el jugador activo anuncia quién gana, cuando ya están todas las pujas',
  'magic-money.youWin': 'Todas las pujas son menores que tu puja inicial, así que ganas esta subasta',
  'magic-money.chooseTied': 'Elige a uno de los postores empatados con la puja más alta',
  'magic-money.notHighest': 'Ese jugador no hizo la puja más alta',
  'magic-money.noCrossOut': 'Ahora no tienes ninguna habilidad de criatura para tachar un número',
  'magic-money.noSuchEntry': 'Ese número no está en tu libro de cuentas',
  'magic-money.alreadyCrossed': 'Ese número ya está tachado',
  'magic-money.wrongSide': 'Esta criatura solo tacha un número del lado {side, select, public {Público} other {Privado}}',
  'magic-money.noForge': 'Ahora no tienes ninguna habilidad de criatura para falsificar un libro de cuentas',
  'magic-money.chooseRival': 'Elige un rival: otro jugador de la mesa',

  // Score lines
  'magic-money.scoreCreatures': 'Criaturas',
  'magic-money.adopted': '{n, plural, one {# adoptada} other {# adoptadas}}',
  'magic-money.scoreHorns': 'Cuernos',
  'magic-money.hornsDetail': '{n, plural, one {# cuerno} other {# cuernos}} ({odd, select, yes {impar} other {par}})',
  'magic-money.scoreWings': 'Alas',
  'magic-money.wingsDetail': '{n, plural, one {# ala} other {# alas}}',
  'magic-money.scoreHearts': 'Corazones',
  'magic-money.heartsDetail': '{n, plural, one {# corazón entero} other {# corazones enteros}}',
  'magic-money.scoreLedger': 'Total del libro',
  'magic-money.greediest': 'Mago más codicioso (total del libro {total}): eliminado',

  // The table: top strip and stage
  'magic-money.ui.round': 'Subasta {auction, number} de {auctions, number}',
  'magic-money.ui.deckTitle': 'Criaturas que quedan en el mazo',
  'magic-money.ui.deckLeft': '{n, plural, one {queda # en el mazo} other {quedan # en el mazo}}',
  'magic-money.ui.lastWin': 'Última puja ganadora {amount}',
  'magic-money.ui.onOffer': 'En adopción',
  'magic-money.ui.justAdopted': 'Recién adoptada',
  'magic-money.ui.isActive': '{name} dirige la subasta',
  'magic-money.ui.wonIsActive': '{name} ganó y dirige la siguiente subasta',
  'magic-money.ui.openingBidLabel': 'Puja inicial',
  'magic-money.ui.openingBid': 'Puja inicial {amount}',
  'magic-money.ui.openingAtMost': '{why, select, first {Puja inicial: 1 (la primera subasta)} small {Puja inicial: 1 (el último precio, {last}, fue menor de 10)} tenth {Puja inicial: 1 (una décima parte de {last})} other {Puja inicial: como mucho {amount} (una décima parte de {last})}}',
  'magic-money.ui.sealedBids': 'Pujas secretas',
  'magic-money.ui.sealed': 'ha pujado',
  'magic-money.ui.thinking': 'pensando',

  // The table: opening
  'magic-money.ui.openExactlyOne': 'Abres esta subasta con 1: {why, select, first {la primera subasta siempre se abre con 1.} small {tras un precio ganador menor de 10 ({last}), la puja inicial siempre es 1.} other {una décima parte del último precio ({last}), redondeada hacia abajo, es 1.}}',
  'magic-money.ui.openAtOne': 'Abrir con 1',
  'magic-money.ui.openAt': 'Abrir con {amount}',
  'magic-money.ui.openLabel': 'Tu puja inicial pública',
  'magic-money.ui.open': 'Abrir',
  'magic-money.ui.openHint': 'Puedes abrir con hasta {cap} — una décima parte del último precio, {last}. Va a tu lado Público.',
  'magic-money.ui.othersOpening': '{one, select, yes {{name} abre con 1, como manda la regla.} other {{name} está escribiendo una puja inicial (como mucho {amount}).}}',

  // The table: sealed bids
  'magic-money.ui.bidLabel': 'Tu puja secreta',
  'magic-money.ui.sealBid': 'Entregar mi puja',
  'magic-money.ui.bidHint': 'Cualquier número entero, sin límite. {opening} o más supera la puja inicial. Al final, cada puja cuenta en tu contra.',
  'magic-money.ui.yourSealedBid': 'Tu puja secreta: {amount}. Esperando a los demás…',
  'magic-money.ui.yourBidIn': 'Tu puja secreta: {amount}.',
  'magic-money.ui.openingStands': 'Tu puja inicial sigue en pie. Los demás hacen sus pujas secretas; las verás todas.',
  'magic-money.ui.othersSealing': 'Los magos están haciendo sus pujas secretas.',

  // The table: announcing the winner
  'magic-money.ui.onlyYou': 'Solo tú ves estas pujas.',
  'magic-money.ui.tieChoose': 'Hay empate: elige quién gana.',
  'magic-money.ui.announceWinner': 'Anuncia quién gana.',
  'magic-money.ui.yourOpening': 'Tu puja inicial {amount}',
  'magic-money.ui.iWin': 'Gano con mi puja inicial',
  'magic-money.ui.announce': 'Anunciar: gana {name}',
  'magic-money.ui.looking': '{name} está mirando las pujas secretas…',

  // The table: a creature's ability
  'magic-money.ui.crossOutWhat': 'Tu criatura {creature}: tacha un número {side, select, any {de tu libro de cuentas} public {de tu lado Público} other {de tu lado Privado}}. Dejará de contar.',
  'magic-money.ui.crossOut': 'Tachar {amount} {where}',
  'magic-money.ui.crossOutWhere': '({side, select, public {público} other {privado}}, subasta {auction, number})',
  'magic-money.ui.forgeWhat': 'Tu criatura {creature}: copia {amount} en el lado Privado de un rival.',
  'magic-money.ui.forgeOnto': 'Falsificar a {name}',
  'magic-money.ui.usingAbility': '{name} está usando la habilidad de la criatura {creature}.',

  // The table: the last auction
  'magic-money.ui.lastAuction': 'Subasta {auction, number}: {name} adoptó la criatura {creature} por {amount}.',
  'magic-money.ui.youSaw': 'Viste: {bids}',

  // The table: wizards
  'magic-money.ui.wizard': 'Mago {n, number}',
  'magic-money.ui.active': 'activo',
  'magic-money.ui.totals': 'Totales de criaturas',
  'magic-money.ui.printedVp': 'Puntos de victoria impresos',
  'magic-money.ui.hornsTally': 'cuernos {n, number}',
  'magic-money.ui.wingsTally': 'alas {n, number}',
  'magic-money.ui.heartsTitle': 'Medios corazones izquierdos / derechos',
  'magic-money.ui.noCreatures': 'Aún sin criaturas',
  'magic-money.ui.yourLedger': 'Tu libro de cuentas',

  // The table: creature cards
  'magic-money.ui.cardLabel': '{label}: {creature}',
  'magic-money.ui.attributes': 'Atributos',
  'magic-money.ui.vp': '{n, plural, one {# punto de victoria} other {# puntos de victoria}}',
  'magic-money.ui.vpTitle': 'Puntos de victoria',
  'magic-money.ui.horns': '{n, plural, one {# cuerno} other {# cuernos}}',
  'magic-money.ui.hornsTitle': 'Cuernos',
  'magic-money.ui.wings': '{n, plural, one {# ala} other {# alas}}',
  'magic-money.ui.wingsTitle': 'Alas',
  'magic-money.ui.leftHearts': '{n, plural, one {# medio corazón izquierdo} other {# medios corazones izquierdos}}',
  'magic-money.ui.leftHeartsTitle': 'Medios corazones izquierdos',
  'magic-money.ui.rightHearts': '{n, plural, one {# medio corazón derecho} other {# medios corazones derechos}}',
  'magic-money.ui.rightHeartsTitle': 'Medios corazones derechos',
  'magic-money.ui.noAbility': 'Sin habilidad',
  'magic-money.ui.vpShort': '{n, number} PV',
  'magic-money.ui.chipTitle': '{creature}: {parts}',
  'magic-money.ui.chipTitleAbility': '{creature}: {parts}. {ability}',

  // The table: ledgers
  'magic-money.ui.public': 'Público',
  'magic-money.ui.private': 'Privado',
  'magic-money.ui.privateCount': 'Privado ({n, number})',
  'magic-money.ui.total': 'Total {amount}',
  'magic-money.ui.entry': 'subasta {auction, number}, {source, select, open {puja inicial} won {puja ganadora} lost {puja perdedora} other {falsificada}}{crossed, select, yes {, tachada} other {}}',
  'magic-money.ui.hiddenEntry': 'número oculto ({what})',
  'magic-money.ui.secretAtEnd': '{n, plural, =0 {Ningún número que cuente} one {# número secreto: {amount}} other {# números secretos, en total {amount}}}{crossed, plural, =0 {} one { · # tachado} other { · # tachados}}',
  'magic-money.ui.secretAtEndTip': 'Las pujas perdedoras siguen en secreto incluso después de la partida: nadie más ve nunca una. Solo se conoce su suma, por el total del libro.',
  'magic-money.ui.crossedOut': '{amount} tachado',
  'magic-money.ui.forgedTag': 'falsificado',

  // The table: the end of the game
  'magic-money.ui.deckEmpty': 'El mazo de Criaturas está vacío',
  'magic-money.ui.greediest': '{count, plural, one {{names} es el Mago más codicioso, con un total de {amount} en su libro de cuentas: ¡eliminado!} other {{names} empatan como Magos más codiciosos, con un total de {amount} en su libro de cuentas: ¡eliminados!}}',
  'magic-money.ui.spentMore': '{more} gastó {amount} más que {less}.',
  'magic-money.ui.nobodyGreediest': 'Todos los magos gastaron exactamente lo mismo: nadie queda eliminado.',
  'magic-money.ui.winners': '{count, plural, one {¡Gana {names}!} other {¡Ganan {names}!}}',
  'magic-money.ui.scores': 'Puntuaciones',
  'magic-money.ui.place': 'Puesto',
  'magic-money.ui.wizardColumn': 'Mago',
  'magic-money.ui.creatureVp': 'PV de criaturas',
  'magic-money.ui.vpColumn': 'PV',
  'magic-money.ui.eliminated': 'eliminado',

  // The table: typing an amount
  // Explanations (tooltips) and sums
  'magic-money.ui.pictureOf': 'Dibujo: {creature}',
  'magic-money.ui.entryTip': '{source, select, open {Puja inicial de la subasta {auction, number}: anotada en público al abrir la subasta.} won {Precio pagado por la criatura de la subasta {auction, number}: la puja ganadora, pública.} lost {Una puja secreta perdedora de la subasta {auction, number}: gastada igualmente{mine, select, yes {; solo tú la ves} other {}}.} other {Falsificada en la subasta {auction, number}: la criatura de un rival copió su precio en este lado Privado.}} {crossed, select, yes {Tachada: ya no cuenta.} other {Cuenta para el total del libro.}}',
  'magic-money.ui.hiddenTip': 'Un número del lado Privado de este mago (subasta {auction, number}): solo él lo conoce.',
  'magic-money.ui.sideSum': 'Subtotal {amount}',
  'magic-money.ui.sideSumTip': '{side, select, public {Suma del lado Público, sin los números tachados. Todos la ven.} other {Suma de {mine, select, yes {tu} other {este}} lado Privado, sin los números tachados.{mine, select, yes { Solo tú la ves.} other {}}}}',
  'magic-money.ui.totalTip': 'Total del libro: todos los números de ambos lados, sin los tachados. El total más alto al final es el Mago más codicioso, que queda eliminado.',

  // First-game hints
  'magic-money.ui.hintOpen': '{one, select, yes {La primera puja inicial, y cualquiera tras una victoria de una sola cifra, es exactamente 1.} other {Puedes abrir como mucho con {cap}: una décima parte del último precio ganador.}} Tu puja inicial es pública; si nadie puja tanto, te llevas la criatura por ella.',
  'magic-money.ui.hintBid': 'Puja cualquier número entero: la puja más alta gana la criatura y se hace pública. Una puja perdedora se gasta igualmente, y el mago que más gasta en total queda eliminado.',
  'magic-money.ui.hintAnnounce': '{tie, select, yes {Las pujas más altas empatan: eliges cuál de estos magos gana.} other {Anuncia al mejor postor.}} Los demás nunca ven las pujas perdedoras; el precio del ganador va a su lado Público.',
  'magic-money.ui.hintCrossOut': 'Un número tachado ya no cuenta para tu total: tachar uno grande te aleja de ser el Mago más codicioso.',
  'magic-money.ui.hintForge': 'La copia va al lado Privado del rival y cuenta en su contra: puede convertirlo en el Mago más codicioso.',

  // Score lines' reasons
  'magic-money.ui.wingsReason': '{n, plural, one {# ala} other {# alas}}, {beaten, plural, =0 {nadie tiene menos} one {# mago tiene menos} other {# magos tienen menos}}',
  'magic-money.ui.creatureVpTip': 'Puntos de victoria impresos en {n, plural, one {la # criatura adoptada} other {las # criaturas adoptadas}}.',
  'magic-money.ui.hornsTip': '{n, plural, one {# cuerno} other {# cuernos}}: {odd, select, yes {un número impar, así que cada cuerno vale 1} other {un número par, así que los cuernos no valen nada}}.',
  'magic-money.ui.wingsTip': '{n, plural, one {# ala} other {# alas}}: 1 punto por cada mago con menos alas ({beaten, number}).',
  'magic-money.ui.heartsTip': '{left, number} mitades izquierdas y {right, number} mitades derechas de corazón forman {n, plural, one {# corazón entero} other {# corazones enteros}}, 2 puntos cada uno.',
  'magic-money.ui.vpTip': 'Todos los puntos de victoria: criaturas, cuernos, alas y corazones.',
  'magic-money.ui.ledgerTip': '{out, select, yes {El total más alto del libro: el Mago más codicioso queda eliminado, tenga los puntos que tenga.} other {Todos los números de ambos lados, sin los tachados. Con los mismos puntos gana el total más alto.}}',

  // The player aid
  'magic-money.ui.aidTitle': 'Magic Money de un vistazo',
  'magic-money.ui.aidGoal': 'Objetivo',
  'magic-money.ui.aidGoalText': 'Adopta las criaturas que den más puntos de victoria, pero cada puja se anota en tu libro de cuentas y el mago que más gasta en total queda eliminado.',
  'magic-money.ui.aidAuction': 'Una subasta',
  'magic-money.ui.aidStep1': 'Apertura: el mago activo anota una puja inicial pública, como mucho una décima parte del último precio ganador (1 al principio).',
  'magic-money.ui.aidStep2': 'Pujas secretas: cada uno de los demás magos puja en secreto cualquier número entero.',
  'magic-money.ui.aidStep3': 'Anuncio: solo el mago activo ve las pujas y anuncia la más alta (elige si hay empate); si todas son menores que la puja inicial, gana el mago activo.',
  'magic-money.ui.aidStep4': 'Libros: el precio del ganador va a su lado Público y cada puja perdedora al lado Privado de quien la hizo. El ganador adopta la criatura, usa su habilidad y abre la siguiente subasta.',
  'magic-money.ui.aidScoring': 'Puntuación',
  'magic-money.ui.aidVp': 'Los puntos de victoria impresos en tus criaturas.',
  'magic-money.ui.aidHorns': 'Cuernos: un número impar da 1 por cuerno; uno par, nada.',
  'magic-money.ui.aidWings': 'Alas: 1 punto por cada mago con menos alas que tú.',
  'magic-money.ui.aidHearts': 'Corazones: una mitad izquierda y una derecha forman un corazón entero, que vale 2.',
  'magic-money.ui.aidGreedy': 'Mago más codicioso: el total más alto del libro (ambos lados, sin los números tachados) queda eliminado. Entre los demás gana quien tenga más puntos; si empatan, el total más alto.',

  'magic-money.ui.placeholderCap': '1 – {cap}',
  'magic-money.ui.placeholder': 'cualquier número entero ≥ 1',
  'magic-money.ui.preview': 'Tu puja: {amount} {digits}',
  'magic-money.ui.digits': '({n, plural, one {# cifra} other {# cifras}})',
  'magic-money.ui.amountEmpty': 'Escribe un número entero de al menos 1',
  'magic-money.ui.amountDigitsOnly': 'Una cantidad se escribe solo con cifras',
  'magic-money.ui.amountNegative': 'Una puja no puede ser negativa: escribe un número entero de al menos 1',
  'magic-money.ui.amountDecimal': 'Solo números enteros: quita la parte decimal',
  'magic-money.ui.amountGrouping': 'Agrupa las cifras de tres en tres, como {example}',
  'magic-money.ui.amountZero': 'Una cantidad debe ser al menos 1',
  'magic-money.ui.amountTooLong': 'Las cantidades tienen como máximo {max, number} cifras',
  'magic-money.ui.amountOverCap': 'Como mucho {cap}',

  // The rules screen (the summary is in the game's definition: src/shared/games/magic-money/index.ts)
  'magic-money.rules.auctions.title': 'Subastas',
  'magic-money.rules.auctions.deck': 'El mazo de Criaturas tiene {cards3} cartas con 3 jugadores, {cards4} cartas con 4, {cards5} cartas con 5 y {cards6} cartas con 6; el resto se queda en la caja. El primer jugador activo se elige al azar (según la semilla de la mesa).',
  'magic-money.rules.auctions.opening': 'El jugador activo abre con una puja pública, que anota enseguida en el lado Público de su libro de cuentas: al menos 1 y como mucho una décima parte de la puja ganadora anterior (quita su última cifra: tras una victoria de 5739, el máximo es 573). En la primera subasta y tras una puja ganadora de una sola cifra, es exactamente 1. La puja inicial cuenta para el total del jugador activo, gane o no.',
  'magic-money.rules.auctions.sealed': 'Cada uno de los demás jugadores hace una puja secreta: cualquier número entero de al menos 1, sin límite superior (en esta aplicación, hasta {digits, number} cifras).',
  'magic-money.rules.auctions.announce': 'Solo el jugador activo ve todas las pujas secretas y anuncia quién gana. Una puja IGUAL a la inicial la supera; el jugador activo solo gana si todas las pujas secretas son más bajas. Si varios jugadores empatan con la puja más alta, el jugador activo elige cuál de ellos gana.',
  'magic-money.rules.auctions.ledger': 'La puja ganadora va al lado Público de quien gana, a la vista de todos durante el resto de la partida; cada una de las demás pujas va al lado Privado de su autor, que solo ve él (y el jugador activo que miró las pujas). Quien gana adopta la criatura, resuelve su habilidad y pasa a ser el siguiente jugador activo.',
  'magic-money.rules.auctions.timer': 'Temporizador (regla de la casa): si la mesa tiene uno, cada decisión tiene su tiempo completo. Si se agota, el anfitrión decide por ti con prudencia: abre o puja 1, nombra si puede a otro mejor postor que tú (a ti solo si eres el único), tacha tu número más alto, o falsifica en el primer rival a tu izquierda. Al volver, «Mientras no estabas» muestra lo que se hizo por ti.',
  'magic-money.rules.abilities.title': 'Habilidades de las criaturas',
  'magic-money.rules.abilities.trigger': 'Una habilidad se activa cuando se adopta su criatura y se resuelve antes de la siguiente subasta; quien la adopta toma las decisiones.',
  'magic-money.rules.abilities.crossOut': 'Tachar: quien adopta la criatura elige en su propio libro de cuentas (en el lado que indica la carta) un número que aún no esté tachado; deja de contar para su total. Un número Público tachado lo ven todos; de un número Privado, los demás solo ven que se tachó uno. Si no hay nada que tachar, la habilidad no tiene efecto.',
  'magic-money.rules.abilities.forge': 'Falsificar: quien adopta la criatura copia el precio que acaba de pagar en el lado Privado del rival que elija; cuenta para el total de ese rival, y todos ven la copia (el precio era público).',
  'magic-money.rules.scoring.title': 'Puntuación',
  'magic-money.rules.scoring.printed': 'Las criaturas dan los puntos de victoria impresos en su carta.',
  'magic-money.rules.scoring.horns': 'Cuernos: un número impar de cuernos da 1 punto por cuerno; un número par no da nada.',
  'magic-money.rules.scoring.wings': 'Alas: 1 punto por cada jugador con menos alas que tú (con las mismas alas, nada).',
  'magic-money.rules.scoring.hearts': 'Corazones: 2 puntos por cada corazón entero, formado por un medio corazón izquierdo y uno derecho de cualquiera de tus criaturas; las mitades sobrantes no dan nada.',
  'magic-money.rules.scoring.greediest': 'Mago más codicioso: el total de tu libro de cuentas es la suma de todos los números de ambos lados, salvo los tachados. El jugador con el total más alto queda eliminado. Regla de la casa: si varios jugadores empatan con el total más alto, todos ellos quedan eliminados, salvo que todos los jugadores empaten, en cuyo caso no se elimina a nadie.',
  'magic-money.rules.scoring.winner': 'Entre los demás, gana quien tenga más puntos de victoria; en caso de empate, gana el jugador con el total MÁS ALTO en su libro de cuentas; los que sigan empatados comparten el puesto. Al final se muestra el total de cada libro de cuentas, pero ninguna puja perdedora: solo su suma, a partir del total.',
  'magic-money.rules.creatures.title': 'Las {count} criaturas',

  // The rules screen: the 21 creatures
  'magic-money.rules.creatures.creature': '{name}: {vp} PV, {horns, plural, one {# cuerno} other {# cuernos}}, {wings, plural, one {# ala} other {# alas}}, {left, plural, one {# medio corazón izquierdo} other {# medios corazones izquierdos}}, {right, plural, one {# medio corazón derecho} other {# medios corazones derechos}}.{power, select, none {} other { {ability}}}',
};

export default ES;
