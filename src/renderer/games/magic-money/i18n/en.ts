/**
 * Magic Money's table in English (the reference): every word its components show. The creatures' names,
 * their abilities and the score lines are the engine's catalogue (src/shared/games/magic-money/messages.ts);
 * amounts of gold arrive here already grouped in the reader's locale (`{amount}`, a string or an element).
 */
import type { Catalogue } from '../../../../shared/engine/messages.js';

const UI_EN = {
  // The top strip and the stage
  'magic-money.ui.round': 'Auction {auction, number} of {auctions, number}',
  'magic-money.ui.deckTitle': 'Creatures left in the deck',
  'magic-money.ui.deckLeft': '{n, number} left in the deck',
  'magic-money.ui.lastWin': 'Last win {amount}',
  'magic-money.ui.onOffer': 'On offer',
  'magic-money.ui.justAdopted': 'Just adopted',
  'magic-money.ui.isActive': '{name} is the active player',
  'magic-money.ui.wonIsActive': '{name} won and is the new active player',
  'magic-money.ui.openingBidLabel': 'Opening bid',
  'magic-money.ui.openingBid': 'Opening bid {amount}',
  'magic-money.ui.openingAtMost': 'Opening bid: at most {amount}',
  'magic-money.ui.sealedBids': 'Sealed bids',
  'magic-money.ui.sealed': 'sealed',
  'magic-money.ui.thinking': 'thinking',

  // Your action: opening
  'magic-money.ui.openExactlyOne': 'You open this auction. On the first auction and after a single-digit win the opening bid is exactly 1.',
  'magic-money.ui.openAtOne': 'Open at 1',
  'magic-money.ui.openAt': 'Open at {amount}',
  'magic-money.ui.openLabel': 'Your public opening bid',
  'magic-money.ui.open': 'Open',
  'magic-money.ui.openHint': 'From 1 to {cap} (one tenth of the last winning bid). It goes on your Public side.',
  'magic-money.ui.othersOpening': '{name} is writing an opening bid (at most {amount}).',

  // Your action: sealed bids
  'magic-money.ui.bidLabel': 'Your sealed bid',
  'magic-money.ui.sealBid': 'Seal my bid',
  'magic-money.ui.bidHint': 'Any whole number, no upper limit. {opening} or more beats the opening bid. Every bid counts against you at the end.',
  'magic-money.ui.yourSealedBid': 'Your sealed bid: {amount}. Waiting for the others…',
  'magic-money.ui.openingStands': 'Your opening bid stands. The others are sealing their bids; you will see them all.',
  'magic-money.ui.othersSealing': 'The wizards are sealing their bids.',

  // Your action: announcing the winner
  'magic-money.ui.onlyYou': 'Only you see these bids.',
  'magic-money.ui.tieChoose': 'It is a tie: choose who wins.',
  'magic-money.ui.announceWinner': 'Announce the winner.',
  'magic-money.ui.yourOpening': 'Your opening bid {amount}',
  'magic-money.ui.iWin': 'I win with my opening bid',
  'magic-money.ui.announce': 'Announce: {name} wins',
  'magic-money.ui.looking': '{name} is looking at the sealed bids…',

  // Your action: a creature's ability
  'magic-money.ui.crossOutWhat': 'Your {creature}: cross out one number on {side, select, any {your ledger} public {your Public side} other {your Private side}}. It will not count.',
  'magic-money.ui.crossOut': 'Cross out {amount} {where}',
  'magic-money.ui.crossOutWhere': '({side, select, public {public} other {private}}, auction {auction, number})',
  'magic-money.ui.forgeWhat': 'Your {creature}: copy {amount} onto a rival’s Private side.',
  'magic-money.ui.forgeOnto': 'Forge onto {name}',
  'magic-money.ui.usingAbility': '{name} is using the ability of the {creature}.',

  // The last auction
  'magic-money.ui.lastAuction': 'Auction {auction, number}: {name} adopted the {creature} for {amount}.',
  'magic-money.ui.youSaw': 'You saw: {bids}',

  // Wizards
  'magic-money.ui.wizard': 'Wizard {n, number}',
  'magic-money.ui.active': 'active',
  'magic-money.ui.totals': 'Creature totals',
  'magic-money.ui.printedVp': 'Printed victory points',
  'magic-money.ui.hornsTally': 'horns {n, number}',
  'magic-money.ui.wingsTally': 'wings {n, number}',
  'magic-money.ui.heartsTitle': 'Left / right hearts',
  'magic-money.ui.noCreatures': 'No creatures yet',
  'magic-money.ui.yourLedger': 'Your ledger',

  // Creature cards
  'magic-money.ui.cardLabel': '{label}: {creature}',
  'magic-money.ui.attributes': 'Attributes',
  'magic-money.ui.vp': '{n, plural, one {# victory point} other {# victory points}}',
  'magic-money.ui.vpTitle': 'Victory points',
  'magic-money.ui.horns': '{n, plural, one {# horn} other {# horns}}',
  'magic-money.ui.hornsTitle': 'Horns',
  'magic-money.ui.wings': '{n, plural, one {# wing} other {# wings}}',
  'magic-money.ui.wingsTitle': 'Wings',
  'magic-money.ui.leftHearts': '{n, plural, one {# left heart} other {# left hearts}}',
  'magic-money.ui.leftHeartsTitle': 'Left hearts',
  'magic-money.ui.rightHearts': '{n, plural, one {# right heart} other {# right hearts}}',
  'magic-money.ui.rightHeartsTitle': 'Right hearts',
  'magic-money.ui.noAbility': 'No ability',
  'magic-money.ui.vpShort': '{n, number} VP',
  'magic-money.ui.chipTitle': '{creature}: {parts}',
  'magic-money.ui.chipTitleAbility': '{creature}: {parts}. {ability}',

  // Ledgers
  'magic-money.ui.public': 'Public',
  'magic-money.ui.private': 'Private',
  'magic-money.ui.privateCount': 'Private ({n, number})',
  'magic-money.ui.total': 'Total {amount}',
  'magic-money.ui.entry': 'auction {auction, number}, {source, select, open {opening bid} won {winning bid} lost {losing bid} other {forged}}{crossed, select, yes {, crossed out} other {}}',
  'magic-money.ui.hiddenEntry': 'hidden number ({what})',
  'magic-money.ui.crossedOut': '{amount} crossed out',
  'magic-money.ui.forgedTag': 'forged',

  // The end of the game
  'magic-money.ui.deckEmpty': 'The Creature deck is empty',
  'magic-money.ui.greediest': '{count, plural, one {{names} is the Greediest Wizard} other {{names} tie as the Greediest Wizards}} with a ledger total of {amount} — eliminated!',
  'magic-money.ui.nobodyGreediest': 'Every wizard spent exactly the same: nobody is eliminated.',
  'magic-money.ui.winners': '{count, plural, one {{names} wins!} other {{names} win!}}',
  'magic-money.ui.scores': 'Scores',
  'magic-money.ui.place': 'Place',
  'magic-money.ui.wizardColumn': 'Wizard',
  'magic-money.ui.creatureVp': 'Creature VP',
  'magic-money.ui.vpColumn': 'VP',
  'magic-money.ui.eliminated': 'eliminated',

  // Typing an amount
  'magic-money.ui.placeholderCap': '1 – {cap}',
  'magic-money.ui.placeholder': 'any whole number ≥ 1',
  'magic-money.ui.preview': 'Your bid: {amount} {digits}',
  'magic-money.ui.digits': '({n, plural, one {# digit} other {# digits}})',
  'magic-money.ui.amountEmpty': 'Write a whole number of at least 1',
  'magic-money.ui.amountDigitsOnly': 'An amount is written with digits only',
  'magic-money.ui.amountNegative': 'A bid cannot be negative: write a whole number of at least 1',
  'magic-money.ui.amountDecimal': 'Whole numbers only: leave out the decimal part',
  'magic-money.ui.amountGrouping': 'Group the digits in threes, like {example}',
  'magic-money.ui.amountZero': 'An amount must be at least 1',
  'magic-money.ui.amountTooLong': 'Amounts are limited to {max, number} digits',
  'magic-money.ui.amountOverCap': 'At most {cap}',
} as const satisfies Catalogue;

export default UI_EN;
