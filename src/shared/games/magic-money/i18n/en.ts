/**
 * Magic Money's table in English (the reference): every word its components show. The creatures' names,
 * their abilities and the score lines are the engine's catalogue (src/shared/games/magic-money/messages.ts);
 * amounts of gold arrive here already grouped in the reader's locale (`{amount}`, a string or an element).
 */
import type { Catalogue } from '../../../engine/messages.js';

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
  'magic-money.ui.openingAtMost': '{why, select, first {Opening bid: 1 (the first auction)} small {Opening bid: 1 (the last price, {last}, was under 10)} tenth {Opening bid: 1 (a tenth of {last})} other {Opening bid: at most {amount} (a tenth of {last})}}',
  'magic-money.ui.sealedBids': 'Sealed bids',
  'magic-money.ui.sealed': 'sealed',
  'magic-money.ui.thinking': 'thinking',

  // Your action: opening
  'magic-money.ui.openExactlyOne': 'You open this auction at 1: {why, select, first {the first auction always opens at 1.} small {after a winning price under 10 ({last}), the opening bid is always 1.} other {a tenth of the last price ({last}) rounds down to 1.}}',
  'magic-money.ui.openAtOne': 'Open at 1',
  'magic-money.ui.openAt': 'Open at {amount}',
  'magic-money.ui.openLabel': 'Your public opening bid',
  'magic-money.ui.open': 'Open',
  'magic-money.ui.openHint': 'You may open at up to {cap} — a tenth of the last price, {last}. It goes on your Public side.',
  'magic-money.ui.othersOpening': '{one, select, yes {{name} opens at 1, as the rule says.} other {{name} is writing an opening bid (at most {amount}).}}',

  // Your action: sealed bids
  'magic-money.ui.bidLabel': 'Your sealed bid',
  'magic-money.ui.sealBid': 'Seal my bid',
  'magic-money.ui.bidHint': 'Any whole number, no upper limit. {opening} or more beats the opening bid. Every bid counts against you at the end.',
  'magic-money.ui.yourSealedBid': 'Your sealed bid: {amount}. Waiting for the others…',
  'magic-money.ui.yourBidIn': 'Your sealed bid: {amount}.',
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
  'magic-money.ui.secretAtEnd': '{n, plural, =0 {Nothing that counts} one {# secret number: {amount}} other {# secret numbers, together {amount}}}{crossed, plural, =0 {} other { · # crossed out}}',
  'magic-money.ui.secretAtEndTip': 'Losing bids stay secret even after the game: nobody else ever sees one. Only their sum is known, from the ledger total.',
  'magic-money.ui.crossedOut': '{amount} crossed out',
  'magic-money.ui.forgedTag': 'forged',

  // The end of the game
  'magic-money.ui.deckEmpty': 'The Creature deck is empty',
  'magic-money.ui.greediest': '{count, plural, one {{names} is the Greediest Wizard} other {{names} tie as the Greediest Wizards}} with a ledger total of {amount} — eliminated!',
  'magic-money.ui.spentMore': '{more} spent {amount} more than {less}.',
  'magic-money.ui.nobodyGreediest': 'Every wizard spent exactly the same: nobody is eliminated.',
  'magic-money.ui.winners': '{count, plural, one {{names} wins!} other {{names} win!}}',
  'magic-money.ui.scores': 'Scores',
  'magic-money.ui.place': 'Place',
  'magic-money.ui.wizardColumn': 'Wizard',
  'magic-money.ui.creatureVp': 'Creature VP',
  'magic-money.ui.vpColumn': 'VP',
  'magic-money.ui.eliminated': 'eliminated',

  // Explanations (tooltips) and sums
  'magic-money.ui.pictureOf': 'Drawing of the {creature}',
  'magic-money.ui.entryTip': '{source, select, open {Opening bid of auction {auction, number}: written in public when the auction opened.} won {Price paid for the creature of auction {auction, number}: the winning bid, public.} lost {A losing sealed bid of auction {auction, number}: spent all the same{mine, select, yes {; only you see it} other {}}.} other {Forged in auction {auction, number}: a rival’s creature copied its price onto this Private side.}} {crossed, select, yes {Crossed out: it no longer counts.} other {It counts towards the ledger total.}}',
  'magic-money.ui.hiddenTip': 'A number on this wizard’s Private side (auction {auction, number}): only they know it.',
  'magic-money.ui.sideSum': 'Sum {amount}',
  'magic-money.ui.sideSumTip': '{side, select, public {Sum of the Public side, crossed-out numbers left out. Everyone sees it.} other {Sum of {mine, select, yes {your} other {this}} Private side, crossed-out numbers left out.{mine, select, yes { Only you see it.} other {}}}}',
  'magic-money.ui.totalTip': 'Ledger total: every number on both sides, crossed-out ones left out. The highest total at the end is the Greediest Wizard, who is eliminated.',

  // First-game hints
  'magic-money.ui.hintOpen': '{one, select, yes {The first opening bid, and any after a single-digit win, is exactly 1.} other {You may open at most {cap}: one tenth of the last winning price.}} Your opening bid is public; if nobody bids as much, you win the creature for it.',
  'magic-money.ui.hintBid': 'Bid any whole number: the highest bid wins the creature and becomes public. A losing bid is still spent, and the wizard who spends the most in all is eliminated.',
  'magic-money.ui.hintAnnounce': '{tie, select, yes {The highest bids tie: you choose which of these wizards wins.} other {Announce the highest bidder.}} The others never see the losing bids; the winner’s price goes on their Public side.',
  'magic-money.ui.hintCrossOut': 'A crossed-out number no longer counts towards your total: striking a big one keeps you further from being the Greediest Wizard.',
  'magic-money.ui.hintForge': 'The copy goes on the rival’s Private side and counts against them: it can make them the Greediest Wizard.',

  // Score lines' reasons
  'magic-money.ui.wingsReason': '{n, plural, one {# wing} other {# wings}}, {beaten, plural, =0 {nobody has fewer} one {# wizard has fewer} other {# wizards have fewer}}',
  'magic-money.ui.creatureVpTip': 'Victory points printed on the {n, plural, one {# creature} other {# creatures}} adopted.',
  'magic-money.ui.hornsTip': '{n, plural, one {# horn} other {# horns}}: {odd, select, yes {an odd number, so each horn scores 1} other {an even number, so horns score nothing}}.',
  'magic-money.ui.wingsTip': '{n, plural, one {# wing} other {# wings}}: 1 point for each wizard with fewer wings ({beaten, number}).',
  'magic-money.ui.heartsTip': '{left, number} left and {right, number} right heart halves make {n, plural, one {# full heart} other {# full hearts}}, 2 points each.',
  'magic-money.ui.vpTip': 'All victory points: creatures, horns, wings and hearts.',
  'magic-money.ui.ledgerTip': '{out, select, yes {The highest ledger total: the Greediest Wizard is eliminated, whatever their points.} other {Every number on both sides, crossed-out ones left out. On equal points the higher total wins.}}',

  // The player aid
  'magic-money.ui.aidTitle': 'Magic Money at a glance',
  'magic-money.ui.aidGoal': 'Goal',
  'magic-money.ui.aidGoalText': 'Adopt the creatures worth the most victory points — but every bid is written in your ledger, and the wizard who spends the most in all is eliminated.',
  'magic-money.ui.aidAuction': 'An auction',
  'magic-money.ui.aidStep1': 'Open: the active wizard writes a public opening bid, at most one tenth of the last winning price (1 at the start).',
  'magic-money.ui.aidStep2': 'Sealed bids: every other wizard bids any whole number, in secret.',
  'magic-money.ui.aidStep3': 'Announcement: only the active wizard sees the bids and announces the highest (choosing on a tie); if every bid is lower than the opening bid, the active wizard wins.',
  'magic-money.ui.aidStep4': 'Ledgers: the winner’s price goes on their Public side, every losing bid on its bidder’s Private side. The winner adopts the creature, uses its ability and opens the next auction.',
  'magic-money.ui.aidScoring': 'Scoring',
  'magic-money.ui.aidVp': 'The victory points printed on your creatures.',
  'magic-money.ui.aidHorns': 'Horns: an odd number scores 1 per horn, an even number nothing.',
  'magic-money.ui.aidWings': 'Wings: 1 point for each wizard with fewer wings than you.',
  'magic-money.ui.aidHearts': 'Hearts: a left and a right half make a full heart, worth 2.',
  'magic-money.ui.aidGreedy': 'Greediest Wizard: the highest ledger total (both sides, crossed-out numbers left out) is eliminated. The most points among the others wins; on a tie, the higher ledger total.',

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
