/**
 * Every sentence Magic Money says, as ICU MessageFormat (English): its log,
 * its refusals, its score lines, and the names of its creatures and their
 * abilities, which other messages take as `{msg: …}`. Amounts of gold travel
 * as `{num: '<digits>'}`, grouped in the reader's locale.
 */
import { catalogue, type Catalogue } from '../../engine/messages.js';

export const MESSAGES = {
  // The 21 creatures
  'magic-money.moonmoth': 'Moonmoth',
  'magic-money.gildedToad': 'Gilded Toad',
  'magic-money.emberWhelp': 'Ember Whelp',
  'magic-money.thornbackYak': 'Thornback Yak',
  'magic-money.velvetOwlbear': 'Velvet Owlbear',
  'magic-money.puddleKraken': 'Puddle Kraken',
  'magic-money.lanternSprite': 'Lantern Sprite',
  'magic-money.quillGryphon': 'Quill Gryphon',
  'magic-money.cinderGoat': 'Cinder Goat',
  'magic-money.hushFox': 'Hush Fox',
  'magic-money.marbleBasilisk': 'Marble Basilisk',
  'magic-money.tidewyrm': 'Tidewyrm',
  'magic-money.snuffleImp': 'Snuffle Imp',
  'magic-money.brambleUnicorn': 'Bramble Unicorn',
  'magic-money.ledgerMimic': 'Ledger Mimic',
  'magic-money.cloudFerret': 'Cloud Ferret',
  'magic-money.copperChimera': 'Copper Chimera',
  'magic-money.rosehipDrake': 'Rosehip Drake',
  'magic-money.inkHydra': 'Ink Hydra',
  'magic-money.sugarPhoenix': 'Sugar Phoenix',
  'magic-money.glumTroll': 'Glum Troll',

  // Abilities, as printed on the cards
  'magic-money.abilityForge': 'On adoption: copy the price you just paid onto the Private side of a rival’s ledger (you choose the rival).',
  'magic-money.abilityCrossOut': 'On adoption: cross out one number on {side, select, any {your ledger (either side)} public {the Public side of your ledger} other {the Private side of your ledger}}; it no longer counts towards your total.',

  // Log
  'magic-money.setup': 'The Creature deck holds {size} cards; the other {box} stay in the box. {seat} is the first active player.',
  'magic-money.auctionBegins': 'Auction {auction} of {auctions}: the {creature} is up for adoption. {seat} opens, at most {cap}.',
  'magic-money.auctionLeads': 'Auction {auction} of {auctions}: the {creature} is up for adoption. {seat} leads it.',
  'magic-money.opened': '{seat} opens the bidding at {amount} (written on the Public side).',
  'magic-money.openedAtOne': '{seat} opens at 1 — {why, select, first {the first auction always opens at 1} small {after a winning price under 10 ({last}), the opening bid is always 1} other {the most a tenth of the last price ({last}) allows}}.',
  'magic-money.sealedBidOf': '{seat} sealed a bid of {amount}.',
  'magic-money.sealedBid': '{seat} sealed a bid.',
  'magic-money.seatAmount': '{seat} {amount}',
  'magic-money.sealedBids': 'The sealed bids: {bids}.{tie, select, yes { It is a tie: choose the winner among the highest bidders.} other {}}',
  'magic-money.bidsIn': 'All bids are in; {seat} looks at them secretly.',
  'magic-money.activeWins': 'Every sealed bid was lower: {seat} wins the {creature} with the opening bid of {amount}.',
  'magic-money.announced': '{active} announces: {seat} wins the {creature} for {amount} (now on their Public side).',
  'magic-money.losersWrite': 'Every other bidder writes their bid on the Private side of their ledger.',
  'magic-money.gameEnds': 'The Creature deck is empty: the game ends. Ledgers are totalled and the Greediest Wizard is eliminated.',
  'magic-money.nothingToCross': 'The {creature} finds nothing to cross out on {seat}\'s ledger.',
  'magic-money.forgeChoice': 'The {creature}\'s ability: {seat} chooses a rival whose Private side gets a copy of {amount}.',
  'magic-money.crossChoice': 'The {creature}\'s ability: {seat} chooses a number to cross out.',
  'magic-money.crossedPublic': '{seat}\'s {creature} crosses out {amount} on their Public side.',
  'magic-money.crossedPrivate': '{seat}\'s {creature} crosses out {amount} on their Private side.',
  'magic-money.crossedPrivateHidden': '{seat}\'s {creature} crosses out a number on their Private side.',
  'magic-money.forged': '{seat}\'s {creature} copies {amount} onto {rival}\'s Private side.',

  // Refusals (the engine refuses moves out of turn, malformed or after the end)
  'magic-money.notOpening': 'Only the active player opens the auction, at its start',
  'magic-money.openExactlyOne': 'The opening bid must be exactly 1 on the first auction or after a single-digit winning bid',
  'magic-money.openOverCap': 'The opening bid can be at most {cap}, one tenth of the last winning bid',
  'magic-money.notBidding': 'Sealed bids are written only after the opening bid',
  'magic-money.notResolving': 'Only the active player announces the winner, once every bid is in',
  'magic-money.youWin': 'Every bid is lower than your opening bid, so you win this auction',
  'magic-money.chooseTied': 'Choose one of the tied highest bidders',
  'magic-money.notHighest': 'That player did not bid the highest amount',
  'magic-money.noCrossOut': 'You have no creature ability to cross out a number right now',
  'magic-money.noSuchEntry': 'There is no such number on your ledger',
  'magic-money.alreadyCrossed': 'That number is already crossed out',
  'magic-money.wrongSide': 'This creature only crosses out a number on the {side, select, public {Public} other {Private}} side',
  'magic-money.noForge': 'You have no creature ability to falsify a ledger right now',
  'magic-money.chooseRival': 'Choose a rival: another player at the table',

  // Score lines
  'magic-money.scoreCreatures': 'Creatures',
  'magic-money.adopted': '{n} adopted',
  'magic-money.scoreHorns': 'Horns',
  'magic-money.hornsDetail': '{n, plural, one {# horn} other {# horns}} ({odd, select, yes {odd} other {even}})',
  'magic-money.scoreWings': 'Wings',
  'magic-money.wingsDetail': '{n, plural, one {# wing} other {# wings}}',
  'magic-money.scoreHearts': 'Hearts',
  'magic-money.heartsDetail': '{n, plural, one {# full heart} other {# full hearts}}',
  'magic-money.scoreLedger': 'Ledger total',
  'magic-money.greediest': 'Greediest Wizard (ledger total {total}): eliminated',
} as const satisfies Catalogue;

export const { msg, refuse, english, englishOnce } = catalogue(MESSAGES);
