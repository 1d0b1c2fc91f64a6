/**
 * The in-app rules screen for Magic Market: the rulebook in short, and every house choice, as keyed messages
 * (`magic-market.rules.<section>.<name>`, in reading order; translations in i18n/). The numbers are the
 * engine's own constants, passed as parameters, so every language states the same.
 */
import type { Catalogue } from '../../engine/messages.js';
import { rulesSections } from '../../i18n/rules.js';
import { CORNERS, MAGICIAN_LISTS } from './data.js';
import { MESSAGES } from './messages.js';
import { PEEK_MS, REVEAL_MS } from './setup.js';

export const RULES_EN = {
  'magic-market.rules.market.title': 'The market',
  'magic-market.rules.market.aim': 'Sell your magic Objects to the Visitors and buy from the other Stands; when the clock reaches 5 o\'clock the market closes and the richest player wins (ties share the win).',
  'magic-market.rules.market.path': 'The Visitor Path disc has 12 spaces, each with a landmark (glasses, umbrella, cat, key, moon, owl, mushroom, anchor, crown, bell, feather, shell), over the board\'s 12 positions: three in front of each of the four corners (orange, purple, yellow, brown). Unused corners still exist.',
  'magic-market.rules.market.visitors': '12 Visitors hide a symbol: 8 Buyers (one per category: Disguises, Plants, Toys, Plush toys, Books, Outdoor games, Magic weapons, Essential objects), 2 Crazy Buyers (buy any Object) and 2 Pals (send you shopping). They are placed at random.',
  'magic-market.rules.market.colours': 'Each colour has 12 Objects: 2 in each of 6 categories. Orange has no Disguises or Plants; Purple has no Toys or Plush toys; Yellow has no Books or Outdoor games; Brown has no Magic weapons or Essential objects.',
  'magic-market.rules.market.dice': 'Movement die: 1, 1, 2, 2, 3, 3 notches. Price die: green, green, green, blue, blue, red (each Object shows its three prices, green < blue < red, from 1 to 6 Dragos). The bank never runs out.',
  'magic-market.rules.setup.title': 'Setup',
  'magic-market.rules.setup.peek': 'Everyone is shown all twelve Visitors at once for {peek, plural, one {# second} other {# seconds}}. Then everyone chooses 6 of their 12 Objects for their Stand at the same time; nobody sees another Stand until all have chosen. The other 6 are the reserve.',
  'magic-market.rules.setup.start': 'Everyone starts with 3 Dragos. A random player holds the dice and plays first; the player on their right is the Time Master. The clock starts at 10 o\'clock (8 o\'clock with 2 players; 9 o\'clock for everyone in the Great Magician variant).',
  'magic-market.rules.setup.corners': 'Everyone sits at a corner of the board drawn at random, so nobody always has the same colour; the seats keep their order round the board. Two players sit at opposite corners.',
  'magic-market.rules.turn.title': 'Your turn',
  'magic-market.rules.turn.steps': '1. Roll the Movement die: the disc turns clockwise that many notches. 2. Turn over one of the three Visitors in front of your Stand. 3. Carry out its action. Play then passes to the left (the next seat); after the Time Master\'s turn the clock moves on one hour.',
  'magic-market.rules.turn.reveal': 'The symbol of a Visitor you turn over is shown to everyone for {reveal, plural, one {# second} other {# seconds}}, then hidden again. Nobody can act while it is shown. After that, nothing on screen or in the log ever tells what that Visitor is: the log says what the player did ("turned over a Visitor in front of their Stand", then "nothing was sold", or what was sold and for how much, or the Pal\'s shopping) but never which Visitor it was, since naming its landmark next to what happened would tell every later reader what it buys. Memory is the game.',
  'magic-market.rules.turn.choose': 'When no choice is needed (no matching Object, or exactly one), the Visitor\'s action happens at once, while the symbol is shown. When you must choose which Object to sell (several match, or a Crazy Buyer), you choose right after the Visitor is hidden again; only you are shown which of your Objects it will take.',
  'magic-market.rules.turn.buyer': 'Buyer: sell one matching Object (none → your turn is over); roll the Price die; the bank pays that price; the Object goes to the box. Crazy Buyer: the same with any Object on your Stand.',
  'magic-market.rules.turn.refill': 'After a sale, refill your Stand with an Object of your choice from your reserve: while your reserve lasts you always have 6 Objects on your Stand (the last one goes up by itself).',
  'magic-market.rules.turn.timer': 'Turn timer (house rule): when the table has one, every decision gets its full time. If it runs out, the host decides for you, cautiously: the six cheapest Objects for your Stand, the roll of the Movement die, the first Visitor in front of your Stand, the cheapest Object to sell, refill or give, no purchase when a Pal sends you shopping, a refusal of an offer, the nearest Stand to your left at the closing. When you are back, "While you were away" lists what was done for you.',
  'magic-market.rules.pals.title': 'Pals and bargaining',
  'magic-market.rules.pals.offer': 'With a Pal you may buy one Object from another Stand: offer its owner one of its three prices (green, blue or red). The owner accepts or refuses; on a refusal the Price die sets the price. You may also buy nothing.',
  'magic-market.rules.pals.pay': 'You cannot offer more Dragos than you have; if the die sets a price you cannot pay, nothing is bought. A bought Object goes to your Satchel and its seller refills their Stand.',
  'magic-market.rules.closing.title': 'The closing',
  'magic-market.rules.closing.owed': 'By the end you must have bought: with 2 players, 3 Objects from the other; with 3 players, 1 from one and 2 from the other (either way round); with 4 players, 1 from each. Purchases with Pals count; extra purchases do not hurt.',
  'magic-market.rules.closing.visits': 'When the market closes, clockwise from the first player and one Object per turn, each player still short visits a Stand they owe (chosen automatically when only one is possible). The seller chooses the Object, the Price die sets its price without bargaining, and a buyer short of money pays all they have. A Stand that is empty cannot be visited, and a purchase owed to it is excused.',
  'magic-market.rules.closing.count': 'Then everyone counts their Dragos: the most Dragos wins; equal totals share the place.',
  'magic-market.rules.magician.title': 'Variant: the Passage of the Great Magician',
  'magic-market.rules.magician.clock': 'The clock starts at 9 o\'clock for every player count. Each Satchel\'s back has three lists of three categories worth 4, 6 and 8 Dragos. At the end, the Great Magician buys back every list completed by Objects in your Satchel (bought from other players); each Object counts for one list only, and you get the best combination.',
  'magic-market.rules.magician.twoPlayers': 'With 2 players only the first list counts, and its third Object may be of any category.',
  'magic-market.rules.magician.orange': 'Orange Satchel: Disguises + Plants + Toys = {low}; Books + Plush toys + Essential objects = {mid}; Magic weapons + Outdoor games + Disguises = {high}.',
  'magic-market.rules.magician.purple': 'Purple Satchel: Toys + Plush toys + Books = {low}; Magic weapons + Toys + Plants = {mid}; Disguises + Essential objects + Outdoor games = {high}.',
  'magic-market.rules.magician.yellow': 'Yellow Satchel: Books + Outdoor games + Magic weapons = {low}; Plants + Essential objects + Plush toys = {mid}; Toys + Disguises + Books = {high}.',
  'magic-market.rules.magician.brown': 'Brown Satchel: Magic weapons + Essential objects + Disguises = {low}; Outdoor games + Toys + Books = {mid}; Plants + Plush toys + Essential objects = {high}.',

} as const satisfies Catalogue;

const satchels = Object.fromEntries(CORNERS.map((c) => {
  const [low, mid, high] = MAGICIAN_LISTS[c].map((l) => l.worth);
  return [`magician.${c}`, { low, mid, high }];
}));

export const RULES = rulesSections('magic-market', RULES_EN, (id) => (MESSAGES as Catalogue)[id], {
  'setup.peek': { peek: PEEK_MS / 1000 },
  'turn.reveal': { reveal: REVEAL_MS / 1000 },
  ...satchels,
});
