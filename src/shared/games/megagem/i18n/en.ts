/** MegaGem's table in English: every word its components show (the log, refusals and score lines are the engine's catalogue). */
import type { Catalogue } from '../../../engine/messages.js';

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
  'megagem.ui.thatsYou': 'That’s you!',
  'megagem.ui.place': 'Place',
  'megagem.ui.player': 'Player',
  'megagem.ui.total': 'Total',

  // Tooltips
  'megagem.ui.shape': '{shape, select, drop {drop} square {square} heart {heart} hexagon {hexagon} other {star}}',
  'megagem.ui.treasureTip': 'Treasure: the highest bid takes {n, plural, one {the first gem} other {the first # gems}} of the row into their Collection, then reveals a gem card from hand into the Value Display.',
  'megagem.ui.loanTip': `Loan: the highest bid takes ${COINS('amount')} from the Supply now and repays {amount} at the end. On a Loan you may bid up to your coins plus {amount}.`,
  'megagem.ui.investTip': `Investment: the highest bid stays locked on the card; at the end its owner gets it back plus ${COINS('amount')}.`,
  'megagem.ui.gemTip': `{color} gem ({shape}): {shown} in the Value Display, so each collected {color} gem is worth ${COINS('value')} now.`,
  'megagem.ui.handTip': `{color} gem card ({shape}), secret in your hand. Revealed, it takes {color} in the Value Display from {shown} to {after}: each {color} gem would then be worth ${COINS('worthAfter')} instead of {worthNow}.`,
  'megagem.ui.ownedTip': `{n} {color} ({shape}) × ${COINS('value')} = ${COINS('total')} if the game ended now.`,
  'megagem.ui.gemsWorth': `Gems worth ${COINS('total')} now`,
  'megagem.ui.gemsWorthTip': 'Each colour’s gems × what one is worth now at the Value Display (it changes with every reveal, and the hidden hands are revealed at the end).',
  'megagem.ui.missionTip': `{name}: {need}. The first player whose Collection holds these gems takes it: ${COINS('coins')} at the end. The same gems may serve several missions.`,
  'megagem.ui.missionTipClaimed': `{name}: completed by {owner}, ${COINS('coins')} for them; no longer available.`,
  'megagem.ui.chartCellTip': `With {count} {color} in the Value Display, each collected {color} gem is worth ${COINS('value')}.`,
  'megagem.ui.chartRowTip': `{color} ({shape}): {shown} in the Value Display now, so each collected {color} gem is worth ${COINS('value')}.`,
  'megagem.ui.valueDisplay': 'Value Display',
  'megagem.ui.displayEmpty': 'No gem revealed yet.',
  'megagem.ui.revealedBy': '{color}, revealed by {seat}',
  'megagem.ui.scoreGemsTip': `{owned} {color} × ${COINS('each')} ({shown} in the Value Display, Value Chart {chart}) = {points}`,
  'megagem.ui.scoreMissionsTip': `Missions completed: {list} = ${COINS('points')}`,
  'megagem.ui.scoreNoMissionTip': 'No mission completed.',
  'megagem.ui.scoreLoansTip': `{n, plural, one {# loan} other {# loans}} repaid to the Supply: −{amount}`,
  'megagem.ui.scoreNoLoanTip': 'No loan to repay.',
  'megagem.ui.scoreInvestTip': `Investments: locked bids {locked} + returns {returns} = ${COINS('points')}`,
  'megagem.ui.scoreNoInvestTip': 'No investment.',
  'megagem.ui.scoreCoinsTip': `Coins in hand at the end: {points}`,
  'megagem.ui.scoreTotalTip': `Gems, missions, investments and coins, minus loans: ${COINS('total')}`,

  // First-game hints
  'megagem.ui.hintBid': `You may bid up to your ${COINS('limit')}; the highest bid wins the card and pays it to the Supply. A tie goes to the player closest to the left of the last winner.`,
  'megagem.ui.hintBidLoan': `You may bid up to ${COINS('limit')} (your {coins} plus the {loan}-coin loan); the highest bid wins the card and pays it to the Supply.`,
  'megagem.ui.hintReveal': 'The gem you reveal raises that colour’s count in the Value Display, which changes what every collected gem of that colour is worth — for everyone, not just you.',

  // The player aid
  'megagem.ui.aidTitle': 'MegaGem at a glance',
  'megagem.ui.aidGoal': 'Goal',
  'megagem.ui.aidGoalText': 'Have the most coins at the end. A gem in your Collection is worth what the Value Chart says for its colour’s count in the Value Display — and most of that display is still hidden in everyone’s hands.',
  'megagem.ui.aidRound': 'A round',
  'megagem.ui.aidStep1': 'An auction card is turned up: a Treasure (the first gems of the row), a Loan or an Investment.',
  'megagem.ui.aidStep2': 'Everyone bids at once, in secret. The highest bid pays the Supply and takes the card.',
  'megagem.ui.aidStep3': 'The winner reveals one gem card from hand into the Value Display.',
  'megagem.ui.aidStep4': 'The row is refilled, and the winner takes every Mission their Collection now completes.',
  'megagem.ui.aidEnd': 'When every gem has been auctioned, all hands are revealed into the Value Display.',
  'megagem.ui.aidScoring': 'Scoring',
  'megagem.ui.aidScoreGems': 'each gem × its colour’s value',
  'megagem.ui.aidScoreMissions': 'missions',
  'megagem.ui.aidScoreLoans': 'loans repaid',
  'megagem.ui.aidScoreInvest': 'locked bids + returns',
  'megagem.ui.aidScoreCoins': 'coins in hand',
  'megagem.ui.aidShapes': 'Every colour has its own shape',
  'megagem.ui.aidChart': 'Value Chart A: count in the display → coins per gem',
} as const satisfies Catalogue;

export default UI_EN;
