/** MegaGem's table in English: every word its components show (the log, refusals and score lines are the engine's catalogue). */
import type { Catalogue } from '../../../../shared/engine/messages.js';

const COINS = (n: string) => `{${n}, plural, one {# coin} other {# coins}}`;

const UI_EN = {
  // The auction
  'megagem.ui.auction': 'Auction',
  'megagem.ui.auctionRound': 'Auction {round}',
  'megagem.ui.noAuction': 'No auction',
  'megagem.ui.wonBy': 'Won by {seat}',
  'megagem.ui.gameOver': 'The game is over',
  'megagem.ui.cardsLeft': '{n, plural, one {# card} other {# cards}} left',
  'megagem.ui.treasure': 'Treasure',
  'megagem.ui.loan': 'Loan',
  'megagem.ui.invest': 'Invest',
  'megagem.ui.noGemLeft': 'no gem left',
  'megagem.ui.treasureGems': '{n, plural, one {# gem} other {# gems}}',
  'megagem.ui.twoGemsOneLeft': '2-gem card, 1 gem left',
  'megagem.ui.coinsLent': 'coins lent',
  'megagem.ui.loanCaption': 'Take {amount} now, repay {amount} at the end',
  'megagem.ui.coinsReturn': 'coins of return',
  'megagem.ui.investCaption': 'Your bid is locked; get it back +{amount} at the end',

  // The gem row
  'megagem.ui.gemRow': 'Gem row',
  'megagem.ui.first': 'first',
  'megagem.ui.second': 'second',
  'megagem.ui.empty': 'empty',
  'megagem.ui.gemsInDeck': '{n, plural, one {# gem} other {# gems}} in the deck',
  'megagem.ui.gemName': '{color} gem',

  // The Value Chart and Display
  'megagem.ui.valueZone': 'Value Chart and Display',
  'megagem.ui.valueTitle': 'Value Chart {chart} · Value Display',
  'megagem.ui.chartGem': 'Gem',
  'megagem.ui.chartShown': 'Shown',
  'megagem.ui.chartShownHelp': 'Gems of this colour in the Value Display',
  'megagem.ui.worthNow': `Each {color} gem is worth ${COINS('value')} now`,
  'megagem.ui.chartNote': 'Gold: what one collected gem of each colour is worth now.',

  // Missions
  'megagem.ui.missions': 'Missions',
  'megagem.ui.shield': 'Shield',
  'megagem.ui.pendant': 'Pendant',
  'megagem.ui.crown': 'Crown',
  'megagem.ui.needSame': '{n} of one colour',
  'megagem.ui.needDifferent': '{n} different',
  'megagem.ui.needPairs': '{n} pairs',

  // Your play
  'megagem.ui.yourPlay': 'Your play',
  'megagem.ui.publicView': 'Public view: nobody’s secret cards are shown.',
  'megagem.ui.yourHand': 'Your hand',
  'megagem.ui.coinsWord': '{n, plural, one {coin} other {coins}}',
  'megagem.ui.handSecret': 'Your gem cards (secret)',
  'megagem.ui.handEmpty': 'No gem cards left in your hand.',
  'megagem.ui.youBid': 'You bid {amount}. Waiting for {seats}…',
  'megagem.ui.choosing': '{seat} won and is choosing a gem to reveal…',

  // The bid
  'megagem.ui.yourBid': 'Your sealed bid',
  'megagem.ui.bidLess': 'Bid one coin less',
  'megagem.ui.bidMore': 'Bid one coin more',
  'megagem.ui.bidding': 'Bidding…',
  'megagem.ui.placeBid': 'Place bid',
  'megagem.ui.quickBids': 'Quick bids',
  'megagem.ui.bidSecret': 'Nobody sees your bid until all are in.',
  'megagem.ui.bidEmpty': 'Type your bid: a whole number of coins, 0 or more.',
  'megagem.ui.bidNotWhole': 'A bid is a whole number of coins, 0 or more.',
  'megagem.ui.bidOverCoins': `You cannot bid more than your ${COINS('coins')}.`,
  'megagem.ui.bidOverLoan': `You cannot bid more than ${COINS('limit')}: your ${COINS('coins')} plus the {loan}-coin loan.`,
  'megagem.ui.limit': `You may bid up to your ${COINS('limit')}.`,
  'megagem.ui.limitLoan': `You may bid up to ${COINS('limit')}: your ${COINS('coins')} plus the {loan}-coin loan.`,

  // The reveal
  'megagem.ui.revealGroup': 'Choose a gem to reveal',
  'megagem.ui.youWon': 'You won the auction!',
  'megagem.ui.revealInto': 'Reveal one gem card from your hand into the Value Display.',
  'megagem.ui.yourGemCards': 'Your gem cards',
  'megagem.ui.revealOption': 'Reveal {color}: display {countNow} → {countAfter}, each {color} gem worth {worthNow} → {worthAfter}',
  'megagem.ui.revealEffect': 'Revealing {color} makes {countAfter} in the display: each {color} gem will be worth {worthAfter} instead of {worthNow}{yours, plural, =0 {} other { (you hold #)}}.',
  'megagem.ui.revealHelp': 'Each card shows what one gem of its colour is worth now → after your reveal.',
  'megagem.ui.chooseFirst': 'Choose one of your gem cards first.',
  'megagem.ui.revealColor': 'Reveal {color}',
  'megagem.ui.reveal': 'Reveal',

  // The players
  'megagem.ui.players': 'Players',
  'megagem.ui.inHand': '{n, plural, one {# card} other {# cards}} in hand',
  'megagem.ui.bidPlaced': '✓ bid placed',
  'megagem.ui.stillBidding': '… bidding',
  'megagem.ui.collection': 'Collection',
  'megagem.ui.owned': '{n} {color}: {value} each now',
  'megagem.ui.noGems': 'no gems yet',
  'megagem.ui.loanChip': 'Loan −{amount}',
  'megagem.ui.investChip': 'Invest +{amount} · {locked} locked',
  'megagem.ui.missionChip': '{name} +{coins}',
  'megagem.ui.mission': 'Mission',

  // The last auction
  'megagem.ui.lastAuction': 'Last auction',
  'megagem.ui.noneResolved': 'No auction resolved yet. Bids are sealed: everyone bids at once, then all bids are shown here.',
  'megagem.ui.outcomeTitle': 'Auction {round}: outcome',
  'megagem.ui.outcome': '{seat} won the {card} for {price} {price_n, plural, one {coin} other {coins}}{took, select, yes { and took {gems}} other {}}.',
  'megagem.ui.tieRandom': 'Tie between {tied}: first auction, so the winner was drawn at random.',
  'megagem.ui.tieLeft': 'Tie between {tied}: the winner sits closest to the left of the previous winner.',

  // The score screen
  'megagem.ui.finalScores': 'Final scores',
  'megagem.ui.wins': `{seat} wins with ${COINS('total')}!`,
  'megagem.ui.tie': 'A tie for first: {seats}!',
  'megagem.ui.thatsYou': '🎉 That’s you!',
  'megagem.ui.place': 'Place',
  'megagem.ui.player': 'Player',
  'megagem.ui.total': 'Total',
} as const satisfies Catalogue;

export default UI_EN;
