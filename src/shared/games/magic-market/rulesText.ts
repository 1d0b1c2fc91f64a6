/** The in-app rules screen for Magic Market: the rulebook in short, and every house choice. */
import type { RulesSection } from '../../engine/types.js';
import { CATEGORY_NAMES, CORNERS, LACKING, LANDMARKS, MAGICIAN_LISTS, CATEGORIES } from './data.js';
import { PEEK_MS, REVEAL_MS } from './setup.js';

const cat = (c: keyof typeof CATEGORY_NAMES) => CATEGORY_NAMES[c];
const title = (w: string) => w[0].toUpperCase() + w.slice(1);

export const RULES: RulesSection[] = [
  {
    title: 'The market',
    paragraphs: [
      'Sell your magic Objects to the Visitors and buy from the other Stands; when the clock reaches 5 o\'clock the market closes and the richest player wins (ties share the win).',
      `The Visitor Path disc has 12 spaces, each with a landmark (${LANDMARKS.join(', ')}), over the board's 12 positions: three in front of each of the four corners (${CORNERS.join(', ')}). Unused corners still exist.`,
      `12 Visitors hide a symbol: 8 Buyers (one per category: ${CATEGORIES.map(cat).join(', ')}), 2 Crazy Buyers (buy any Object) and 2 Pals (send you shopping). They are placed at random.`,
      `Each colour has 12 Objects: 2 in each of 6 categories. ${CORNERS.map((c) => `${title(c)} has no ${cat(LACKING[c][0])} or ${cat(LACKING[c][1])}`).join('; ')}.`,
      'Movement die: 1, 1, 2, 2, 3, 3 notches. Price die: green, green, green, blue, blue, red (each Object shows its three prices, green < blue < red, from 1 to 6 Dragos). The bank never runs out.',
    ],
  },
  {
    title: 'Setup',
    paragraphs: [
      `Everyone is shown all twelve Visitors at once for ${PEEK_MS / 1000} seconds. Then everyone chooses 6 of their 12 Objects for their Stand at the same time; nobody sees another Stand until all have chosen. The other 6 are the reserve.`,
      'Everyone starts with 3 Dragos. A random player holds the dice and plays first; the player on their right is the Time Master. The clock starts at 10 o\'clock (8 o\'clock with 2 players; 9 o\'clock for everyone in the Great Magician variant).',
      'Everyone sits at a corner of the board drawn at random, so nobody always has the same colour; the seats keep their order round the board. Two players sit at opposite corners.',
    ],
  },
  {
    title: 'Your turn',
    paragraphs: [
      '1. Roll the Movement die: the disc turns clockwise that many notches. 2. Turn over one of the three Visitors in front of your Stand. 3. Carry out its action. Play then passes to the left (the next seat); after the Time Master\'s turn the clock moves on one hour.',
      `The symbol of a Visitor you turn over is shown to everyone for ${REVEAL_MS / 1000} seconds, then hidden again. Nobody can act while it is shown. After that, nothing on screen or in the log ever tells what that Visitor is: the log says what the player did ("turned over a Visitor in front of their Stand", then "nothing was sold", or what was sold and for how much, or the Pal's shopping) but never which Visitor it was, since naming its landmark next to what happened would tell every later reader what it buys. Memory is the game.`,
      'When no choice is needed (no matching Object, or exactly one), the Visitor\'s action happens at once, while the symbol is shown. When you must choose which Object to sell (several match, or a Crazy Buyer), you choose right after the Visitor is hidden again; only you are shown which of your Objects it will take.',
      'Buyer: sell one matching Object (none → your turn is over); roll the Price die; the bank pays that price; the Object goes to the box. Crazy Buyer: the same with any Object on your Stand.',
      'After a sale, refill your Stand with an Object of your choice from your reserve: while your reserve lasts you always have 6 Objects on your Stand (the last one goes up by itself).',
      'Turn timer (house rule): when the table has one, every decision gets its full time. If it runs out, the host decides for you, cautiously: the six cheapest Objects for your Stand, the roll of the Movement die, the first Visitor in front of your Stand, the cheapest Object to sell, refill or give, no purchase when a Pal sends you shopping, a refusal of an offer, the nearest Stand to your left at the closing. When you are back, "While you were away" lists what was done for you.',
    ],
  },
  {
    title: 'Pals and bargaining',
    paragraphs: [
      'With a Pal you may buy one Object from another Stand: offer its owner one of its three prices (green, blue or red). The owner accepts or refuses; on a refusal the Price die sets the price. You may also buy nothing.',
      'You cannot offer more Dragos than you have; if the die sets a price you cannot pay, nothing is bought. A bought Object goes to your Satchel and its seller refills their Stand.',
    ],
  },
  {
    title: 'The closing',
    paragraphs: [
      'By the end you must have bought: with 2 players, 3 Objects from the other; with 3 players, 1 from one and 2 from the other (either way round); with 4 players, 1 from each. Purchases with Pals count; extra purchases do not hurt.',
      'When the market closes, clockwise from the first player and one Object per turn, each player still short visits a Stand they owe (chosen automatically when only one is possible). The seller chooses the Object, the Price die sets its price without bargaining, and a buyer short of money pays all they have. A Stand that is empty cannot be visited, and a purchase owed to it is excused.',
      'Then everyone counts their Dragos: the most Dragos wins; equal totals share the place.',
    ],
  },
  {
    title: 'Variant: the Passage of the Great Magician',
    paragraphs: [
      'The clock starts at 9 o\'clock for every player count. Each Satchel\'s back has three lists of three categories worth 4, 6 and 8 Dragos. At the end, the Great Magician buys back every list completed by Objects in your Satchel (bought from other players); each Object counts for one list only, and you get the best combination.',
      'With 2 players only the first list counts, and its third Object may be of any category.',
      ...CORNERS.map((c) => `${title(c)} Satchel: ${MAGICIAN_LISTS[c].map((l) => `${l.categories.map(cat).join(' + ')} = ${l.worth}`).join('; ')}.`),
    ],
  },
];
