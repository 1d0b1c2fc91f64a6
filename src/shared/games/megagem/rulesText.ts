/**
 * The in-app rules screen for MegaGem: the rulebook in short, with every house rule and choice, as keyed
 * messages (`megagem.rules.<section>.<name>`, in reading order; translations in i18n/). The numbers are the
 * engine's own constants, passed as parameters, so every language states the same.
 */
import type { Catalogue } from '../../engine/messages.js';
import { rulesSections } from '../../i18n/rules.js';
import { AUCTION_CARDS, CHART_IDS, GEM_CARD_COUNT, GEMS_PER_COLOR, MISSIONS, MISSIONS_REVEALED, ROW_SIZE, SETUP_BY_PLAYERS, VALUE_CHARTS } from './data.js';
import { MESSAGES } from './messages.js';

export const RULES_EN = {
  'megagem.rules.goal.title': 'Goal',
  'megagem.rules.goal.aim': 'Finish with the most coins. Win auctions for gems, loans and investments, complete missions, and use the secret gems in your hand to guess what each colour will be worth.',
  'megagem.rules.setup.title': 'Setup',
  'megagem.rules.setup.hands': '3 players: {coins3} coins and {hand3} gem cards each; 4 players: {coins4} coins and {hand4} cards; 5 players: {coins5} coins and {hand5} cards. Coins are public, the gem cards in your hand are secret.',
  'megagem.rules.setup.deck': 'There are {cards} gem cards, {perColor} of each colour (Blue, Green, Pink, Purple, Yellow). {missions} mission cards are revealed (the rest are put away), {row} gems are revealed in the gem row, and the {auctions} auction cards are shuffled face down.',
  'megagem.rules.setup.chart': 'The host picks one Value Chart, A to E (A by default).',
  'megagem.rules.round.title': 'A round',
  'megagem.rules.round.card': '1. An auction card is revealed: a Treasure (1 or 2 gems from the row), a Loan (20 or 10 coins) or an Investment (10 or 5 coins).',
  'megagem.rules.round.bids': '2. Everyone places one sealed bid at the same time. Nobody sees any bid until all are in; then every bid is revealed. You cannot bid more coins than you have, except on a Loan, where you may bid up to your coins plus the loan amount. The highest bid wins and is paid to the Supply.',
  'megagem.rules.round.ties': 'Ties (even at 0): the tied player closest to the left of the previous auction\'s winner wins, that is the next seat in join order after them, going round. On the first auction, the winner is drawn at random among the tied players.',
  'megagem.rules.round.treasure': 'Treasure: the winner takes the gem(s) into their Collection; a 1-gem Treasure is for the gem revealed first. A 2-gem Treasure with only one gem left counts as a 1-gem Treasure.',
  'megagem.rules.round.loan': 'Loan: the winner takes the loan amount from the Supply now and repays it at the end. Example: win a 20-coin Loan with a bid of 5: +15 coins now, −20 at the end.',
  'megagem.rules.round.investment': 'Investment: the coins bid are locked on the card; at the end the winner gets them back plus the card\'s amount. Example: win a 5-coin Investment with 3: 8 coins back at the end.',
  'megagem.rules.round.reveal': '3. The winner reveals one gem card of their choice from their hand into the Value Display. With an empty hand, nothing is revealed and play goes on at once. On the auction that ends the game no reveal is asked, since every hand is revealed at the end anyway.',
  'megagem.rules.round.refill': '4. The gem row is refilled: the remaining gem moves to first position and new gems are revealed behind it.',
  'megagem.rules.round.missions': '5. The winner completes every mission on offer that their Collection satisfies (the same gems may serve several missions). Missions are not replaced.',
  'megagem.rules.round.timer': 'Turn timer (house rule): when the table has one, every decision gets its full time. If it runs out, the host decides for you, cautiously: a bid of 0, or the reveal of a gem of the colour you have collected fewest of. When you are back, "While you were away" lists what was done for you.',
  'megagem.rules.missions.title': 'Missions ({cards} cards, {inPlay} in play)',
  'megagem.rules.missions.shields': 'Shields: 4 gems of 4 different colours (10 coins); two pairs (15 coins) — each pair is two gems of one colour, and the two pairs may be of the same colour.',
  'megagem.rules.missions.pendants': 'Pendants, 5 coins: a pair of any one colour (1 card); a pair of a given colour (5 cards); one gem each of two given colours (10 cards).',
  'megagem.rules.missions.crowns': 'Crowns, 10 coins: three of any one colour (1); three different colours (1); one gem each of three given colours (10 cards).',
  'megagem.rules.end.title': 'End and scoring',
  'megagem.rules.end.end': 'The game ends when every gem that was not dealt into a hand has been auctioned (or, should it ever happen, when the auction cards run out). All remaining hands are revealed into the Value Display.',
  'megagem.rules.end.values': 'For each colour, its number of gems in the Value Display gives, on the Value Chart, the coins each gem of that colour in a Collection is worth. Charts (0, 1, 2, 3, 4, 5+ gems): {charts}. Example: chart A with four Green in the display makes each Green worth 16; two Green gems are worth 32.',
  'megagem.rules.end.total': 'Total = gems + missions − loans + investments (locked coins + amount) + coins in hand. The most coins wins; equal totals share the place.',
  'megagem.rules.end.bank': 'The bank never runs out: the Supply is counted, not limited.',

} as const satisfies Catalogue;

const hands = Object.fromEntries(Object.entries(SETUP_BY_PLAYERS).flatMap(([players, s]) => [[`coins${players}`, s.coins], [`hand${players}`, s.hand]]));

export const RULES = rulesSections('megagem', RULES_EN, (id) => (MESSAGES as Catalogue)[id], {
  'setup.hands': hands,
  'setup.deck': { cards: GEM_CARD_COUNT, perColor: GEMS_PER_COLOR, missions: MISSIONS_REVEALED, row: ROW_SIZE, auctions: AUCTION_CARDS.length },
  'missions.title': { cards: MISSIONS.length, inPlay: MISSIONS_REVEALED },
  'end.values': { charts: CHART_IDS.map((c) => `${c} ${VALUE_CHARTS[c].join('/')}`).join(', ') },
});
