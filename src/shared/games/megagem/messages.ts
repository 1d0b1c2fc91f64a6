/**
 * Every sentence MegaGem says, as ICU MessageFormat (English): its log, its
 * refusals, its score lines, and the names of its things (gem colours,
 * auction cards, missions), which other messages take as `{msg: …}`.
 */
import { catalogue, type Catalogue } from '../../engine/messages.js';

const COINS = (n: string) => `{${n}, plural, one {# coin} other {# coins}}`;

export const MESSAGES = {
  // Names of things
  'megagem.blue': 'Blue',
  'megagem.green': 'Green',
  'megagem.pink': 'Pink',
  'megagem.purple': 'Purple',
  'megagem.yellow': 'Yellow',
  'megagem.treasureCard': '{gems}-gem Treasure',
  'megagem.loanCard': '{amount}-coin Loan',
  'megagem.investmentCard': '{amount}-coin Investment',
  'megagem.seatAmount': '{seat} {amount}',
  'megagem.list': '{items}',
  'megagem.none': 'none',

  // The 30 mission cards: names and what they ask
  'megagem.missionFourColours': 'Shield of Four Colours',
  'megagem.needFourColours': '4 gems of 4 different colours',
  'megagem.missionTwoPairs': 'Shield of Two Pairs',
  'megagem.needTwoPairs': '2 pairs of gems (each pair of one colour, any colours)',
  'megagem.missionPair': 'Pendant of a Pair',
  'megagem.needPair': '2 gems of the same colour (any colour)',
  'megagem.missionColourPendant': '{color} Pendant',
  'megagem.needColourPair': '2 {color} gems',
  'megagem.missionTwoColourPendant': '{a}–{b} Pendant',
  'megagem.needTwoColours': '1 {a} and 1 {b} gem',
  'megagem.missionThreeOfAKind': 'Crown of Three of a Kind',
  'megagem.needThreeOfAKind': '3 gems of the same colour (any colour)',
  'megagem.missionThreeColours': 'Crown of Three Colours',
  'megagem.needThreeColours': '3 gems of 3 different colours (any colours)',
  'megagem.missionThreeColourCrown': '{a}–{b}–{c} Crown',
  'megagem.needThreeGiven': '1 {a}, 1 {b} and 1 {c} gem',

  // Log
  'megagem.setup': `MegaGem for {players} players with Value Chart {chart}: everyone starts with ${COINS('coins')} and {hand} secret gem cards.`,
  'megagem.dealt': '{seat} was dealt {gems}.',
  'megagem.dealtCount': '{seat} was dealt {n, plural, one {# gem card} other {# gem cards}}.',
  'megagem.missionsOnOffer': 'Missions on offer: {missions}.',
  'megagem.rowRevealed': 'Revealed in the gem row: {gems}.',
  'megagem.auctionTreasure': 'Auction {round}: a {card} for {gems}. Place your sealed bids.',
  'megagem.auction': 'Auction {round}: a {card}. Place your sealed bids.',
  'megagem.sealedBid': '{seat} placed a sealed bid.',
  'megagem.bidsRevealed': 'Bids revealed: {bids}.',
  'megagem.tieRandom': '{tied} tied at {high}; on the first auction the winner is drawn at random: {winner}.',
  'megagem.tieLeft': '{tied} tied at {high}; {winner} sits closest to the left of {previous}, the previous winner.',
  'megagem.wonTreasure': `{seat} won the {card} for ${COINS('price')} and takes {gems}{single, select, yes { (only one gem was left, so it counts as a 1-gem Treasure)} other {}}.`,
  'megagem.wonLoan': `{seat} won the {card} for ${COINS('price')}: takes {amount} coins from the Supply and repays {amount} at the end.`,
  'megagem.wonInvestment': `{seat} won the {card} for ${COINS('price')}, locked on the card: {back} coins back at the end.`,
  'megagem.missionCompleted': '{seat} completed the mission {mission} ({need}): +{coins} coins at the end.',
  'megagem.noGemToReveal': '{seat} has no gem card left in hand to reveal.',
  'megagem.revealed': '{seat} revealed a {color} gem into the Value Display.',
  'megagem.endAllAuctioned': 'All gems have been auctioned: the game is over.',
  'megagem.endDeckExhausted': 'The auction deck is exhausted: the game is over.',
  'megagem.revealRest': '{seat} reveals the rest of their hand into the Value Display: {gems}.',
  'megagem.finishes': `{seat} finishes with ${COINS('total')}.`,

  // Refusals (the engine refuses moves out of turn, malformed or after the end)
  'megagem.biddingClosed': 'Bidding is closed: the auction winner is revealing a gem',
  'megagem.bidOverCoins': `You cannot bid more than your ${COINS('coins')}`,
  'megagem.bidOverLoan': `You cannot bid more than ${COINS('limit')}: your ${COINS('coins')} plus the {loan}-coin loan`,
  'megagem.nothingToReveal': 'There is nothing for you to reveal now',
  'megagem.notInHand': 'Choose a gem card from your own hand to reveal',

  // Score lines
  'megagem.scoreGems': '{color} gems',
  'megagem.scoreGemsDetail': '{owned} × {each} ({shown} in the Value Display)',
  'megagem.scoreMissions': 'Missions',
  'megagem.scoreLoans': 'Loans',
  'megagem.loansRepaid': '{n} repaid',
  'megagem.scoreInvestments': 'Investments',
  'megagem.investmentDetail': '{locked} locked + {amount}',
  'megagem.scoreCoins': 'Coins',
} as const satisfies Catalogue;

export const { msg, refuse, english, englishOnce } = catalogue(MESSAGES);
