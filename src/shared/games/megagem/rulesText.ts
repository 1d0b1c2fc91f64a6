/** The in-app rules screen for MegaGem: the rulebook in short, with every house rule and choice. */
import type { RulesSection } from '../../engine/types.js';

export const RULES: RulesSection[] = [
  {
    title: 'Goal',
    paragraphs: [
      'Finish with the most coins. Win auctions for gems, loans and investments, complete missions, and use the secret gems in your hand to guess what each colour will be worth.',
    ],
  },
  {
    title: 'Setup',
    paragraphs: [
      '3 players: 35 coins and 5 gem cards each; 4 players: 25 coins and 4 cards; 5 players: 20 coins and 3 cards. Coins are public, the gem cards in your hand are secret.',
      'There are 30 gem cards, 6 of each colour (Blue, Green, Pink, Purple, Yellow). Four mission cards are revealed (the rest are put away), two gems are revealed in the gem row, and the 25 auction cards are shuffled face down.',
      'The host picks one Value Chart, A to E (A by default).',
    ],
  },
  {
    title: 'A round',
    paragraphs: [
      '1. An auction card is revealed: a Treasure (1 or 2 gems from the row), a Loan (20 or 10 coins) or an Investment (10 or 5 coins).',
      '2. Everyone places one sealed bid at the same time. Nobody sees any bid until all are in; then every bid is revealed. You cannot bid more coins than you have, except on a Loan, where you may bid up to your coins plus the loan amount. The highest bid wins and is paid to the Supply.',
      'Ties (even at 0): the tied player closest to the left of the previous auction\'s winner wins, that is the next seat in join order after them, going round. On the first auction, the winner is drawn at random among the tied players.',
      'Treasure: the winner takes the gem(s) into their Collection; a 1-gem Treasure is for the gem revealed first. A 2-gem Treasure with only one gem left counts as a 1-gem Treasure.',
      'Loan: the winner takes the loan amount from the Supply now and repays it at the end. Example: win a 20-coin Loan with a bid of 5: +15 coins now, −20 at the end.',
      'Investment: the coins bid are locked on the card; at the end the winner gets them back plus the card\'s amount. Example: win a 5-coin Investment with 3: 8 coins back at the end.',
      '3. The winner reveals one gem card of their choice from their hand into the Value Display. With an empty hand, nothing is revealed and play goes on at once. On the auction that ends the game no reveal is asked, since every hand is revealed at the end anyway.',
      '4. The gem row is refilled: the remaining gem moves to first position and new gems are revealed behind it.',
      '5. The winner completes every mission on offer that their Collection satisfies (the same gems may serve several missions). Missions are not replaced.',
      'Turn timer (house rule): when the table has one, every decision gets its full time. If it runs out, the host decides for you, cautiously: a bid of 0, or the reveal of a gem of the colour you have collected fewest of. When you are back, "While you were away" lists what was done for you.',
    ],
  },
  {
    title: 'Missions (30 cards, 4 in play)',
    paragraphs: [
      'Shields: 4 gems of 4 different colours (10 coins); two pairs (15 coins) — each pair is two gems of one colour, and the two pairs may be of the same colour.',
      'Pendants, 5 coins: a pair of any one colour (1 card); a pair of a given colour (5 cards); one gem each of two given colours (10 cards).',
      'Crowns, 10 coins: three of any one colour (1); three different colours (1); one gem each of three given colours (10 cards).',
    ],
  },
  {
    title: 'End and scoring',
    paragraphs: [
      'The game ends when every gem that was not dealt into a hand has been auctioned (or, should it ever happen, when the auction cards run out). All remaining hands are revealed into the Value Display.',
      'For each colour, its number of gems in the Value Display gives, on the Value Chart, the coins each gem of that colour in a Collection is worth. Charts (0, 1, 2, 3, 4, 5+ gems): A 0/4/8/12/16/20, B 20/16/12/8/4/0, C 0/2/5/9/14/20, D 20/18/15/11/6/0, E 0/4/10/18/6/0. Example: chart A with four Green in the display makes each Green worth 16; two Green gems are worth 32.',
      'Total = gems + missions − loans + investments (locked coins + amount) + coins in hand. The most coins wins; equal totals share the place.',
      'The bank never runs out: the Supply is counted, not limited.',
    ],
  },
];
