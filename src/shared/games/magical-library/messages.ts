/**
 * Magical Library's catalogue: every sentence the engine sends a player (log
 * entries, refusals, option checks, score lines, the campaign's refusals)
 * and the names those sentences carry (cards, colours, symbols, modules), as
 * ICU MessageFormat strings in English. Seats travel as `{seat:N}` params.
 */
import { catalogue, type Catalogue } from '../../engine/messages.js';

export const MESSAGES = {
  // The round sequence
  'magical-library.newGame': 'A game of Magical Library for {players} players{count, plural, =0 {} one { with module {modules}} other { with modules {modules}}}.',
  'magical-library.startsWith': '{seat} starts with {card}.',
  'magical-library.roundStarts': 'Round {round} of {rounds}: everyone draws {cards} cards.',
  'magical-library.reshuffled': 'The draw pile ran out: the discard pile was shuffled into a new draw pile.',
  'magical-library.exchanged': '{seat} exchanged their three cards for three new ones.',
  'magical-library.kept': '{seat} kept their three cards.',
  'magical-library.distributed': '{seat} has distributed their cards.',
  'magical-library.distributedAll': 'Everyone has distributed their cards: place your three cards.',
  'magical-library.placedCard': '{seat} placed {card} {place}.',
  'magical-library.wizardLost': '{seat} has no card that may take a wizard: their {golden, select, yes {golden wizard} other {wizard}} goes back to the box.',
  'magical-library.placedWizard': '{seat} placed {golden, select, yes {the golden wizard} other {a wizard}} {place}.',
  // A place in a library, by the card beside it or under the wizard (places.ts): the log's and the table's
  'magical-library.place': '{side, select, on {on {card}} right {to the right of {card}} left {to the left of {card}} above {above {card}} below {below {card}} other {}}',
  'magical-library.finalScoring': 'The fifth round is over: final scoring.',
  // Refusals
  'magical-library.notExchangeStep': 'Cards are exchanged only in step 1 (Receive New Cards)',
  'magical-library.notDistributeStep': 'Cards are distributed only in step 2 (Distribute Cards)',
  'magical-library.keepFromHand': 'The card you keep must be one of the three in your hand',
  'magical-library.twoPlayersKeepOnly': 'With 2 players you keep one card and pass the other two: name only the card you keep',
  'magical-library.nameThree': 'Name the card you keep, the card for your left neighbour and the card for your right neighbour',
  'magical-library.threeDifferent': 'Keep one card and pass each of the other two: all three must be different cards from your hand',
  'magical-library.notPlaceStep': 'Cards are placed only in step 3 (Place Cards)',
  'magical-library.notInHand': 'That card is not in your hand',
  'magical-library.cellTaken': 'There is already a card there: cards are never moved or covered',
  'magical-library.notAdjacent': 'Each card must share at least one edge with a card already in your display',
  'magical-library.notWizardStep': 'Wizards are placed only in step 4 (Place Wizards)',
  'magical-library.goldenUsed': 'You have already placed your golden wizard',
  'magical-library.goldenNeedsModule': 'Golden wizards are used only with Module 8',
  'magical-library.noOrdinaryWizard': 'You have no ordinary wizard left: place your golden wizard',
  'magical-library.wizardNoCard': 'There is no card in your display at that place',
  'magical-library.wizardTaken': 'That card already has a wizard: at most one wizard per card',
  'magical-library.wizardNextTo': 'A wizard may not stand left, right, above or below another wizard (diagonal is fine)',
  // Options and the campaign
  'magical-library.moduleTwice': 'Modules: name each module at most once',
  'magical-library.noBadge': 'There is no badge "{badge}"',
  'magical-library.badgeTicked': 'That badge is already ticked off; each badge can be used only once',
  'magical-library.pathComplete': 'The Path of Knowledge is complete',
  // Score lines
  'magical-library.lineCircles': 'magic circles',
  'magical-library.lineVariety': 'variety',
  'magical-library.lineNeighbour': 'neighbour cards',
  'magical-library.linePortals': 'magic portals',
  'magical-library.lineBarriers': 'barrier cards',
  'magical-library.lineExtra': 'extra cards',
  'magical-library.circleCount': '{count, plural, one {# circle} other {# circles}}',
  'magical-library.areaProduct': '{size}×{helpers}',
  'magical-library.areaProducts': '{products}',
  // Names: colours, symbols, sides, modules, Extra cards, and the cards themselves (with their article)
  'magical-library.colour': '{colour, select, blue {blue} yellow {yellow} purple {purple} red {red} green {green} other {{colour}}}',
  'magical-library.symbol': '{symbol, select, inkwell {inkwell} candelabra {candelabra} owl {owl} book {book} astrolabe {astrolabe} other {{symbol}}}',
  'magical-library.aSymbol': '{symbol, select, inkwell {an inkwell} candelabra {a candelabra} owl {an owl} book {a book} astrolabe {an astrolabe} other {{symbol}}}',
  'magical-library.side': '{side, select, up {up} right {right} down {down} left {left} other {{side}}}',
  'magical-library.module': '{module, select, m1 {Shared Rooms} m2 {Variety Scoring} m3 {Neighbour Cards} m4 {New Magic Circle Scoring} m5 {Magic Portals} m6 {Barrier Cards} m7 {Extra Cards} m8 {Golden Wizards} other {{module}}}',
  'magical-library.moduleLabel': 'Module {n}: {name}',
  'magical-library.extraKind': '{kind, select, rowColumn {row-column} apprentices {apprentices} circles {circles} symbolMajority {symbol-majority} colourMajority {colour-majority} other {{kind}}}',
  'magical-library.cardSymbol': 'a {colour} room with {symbol}',
  'magical-library.cardApprentice': 'a {colour} room with an apprentice',
  'magical-library.cardCircle': 'a {colour} room with a magic circle',
  'magical-library.cardShared': 'a shared {left}/{right} room with {symbol}',
  'magical-library.cardNeighbour': 'a Neighbour card ({colour} room)',
  'magical-library.cardExtra': 'an Extra card "{kind}" ({colour} room)',
  'magical-library.cardBarrier': 'a Barrier card ({colour} room with a double {symbol}, barriers {sides})',
  'magical-library.cardPortal': 'a Magic Portal',
} as const satisfies Catalogue;

export type LibraryMessageId = keyof typeof MESSAGES;

export const { msg, refuse, english } = catalogue(MESSAGES);
