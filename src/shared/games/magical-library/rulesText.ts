/**
 * The in-app rules screen for Magical Library: the house rules and our choices, as keyed messages
 * (`magical-library.rules.<section>.<name>`, in reading order; translations in i18n/). The numbers are the
 * engine's own constants, passed as parameters, so every language states the same.
 */
import type { Catalogue } from '../../engine/messages.js';
import { rulesSections } from '../../i18n/rules.js';
import { baseDeck, COLOURS } from './data.js';
import { MESSAGES } from './messages.js';
import { HAND_SIZE, ROUNDS } from './state.js';

export const RULES_EN = {
  'magical-library.rules.goal.title': 'Goal',
  'magical-library.rules.goal.aim': 'Over {rounds} rounds each player places {cards} cards and 1 wizard in their own display. At the end, every connected area of one colour (rooms) or one symbol scores its size × the wizards and printed apprentices in it.',
  'magical-library.rules.cards.title': 'Cards',
  'magical-library.rules.cards.deck': 'The base deck has {deck} cards, {perColour} per colour (blue, yellow, purple, red, green): 14 with a symbol, 4 with a printed apprentice, 4 with a magic circle. Each colour has three of four symbols and two of the fifth, so each symbol appears 14 times.',
  'magical-library.rules.cards.rotate': 'Cards never rotate. Module cards are shuffled into the deck when their module is on.',
  'magical-library.rules.round.title': 'A round',
  'magical-library.rules.round.together': 'Every step is played by everyone at once; the next step starts when everyone is done.',
  'magical-library.rules.round.draw': '1. Receive New Cards: draw 3. You may once exchange all three: they go onto the face-down discard pile and you draw 3 new ones.',
  'magical-library.rules.round.distribute': '2. Distribute Cards: keep one, pass one to your left neighbour (the next seat) and one to your right neighbour (the previous seat). With 2 players keep one and pass two. Then take the cards you received.',
  'magical-library.rules.round.place': '3. Place Cards: place your three cards one at a time, each sharing at least one edge with a card already in your display (cards placed this round count). A free place always exists: the cell right of your rightmost card is always empty and touches it.',
  'magical-library.rules.round.wizards': '4. Place Wizards: place one wizard on a card of your display: at most one per card, never left, right, above or below another wizard (diagonal is fine). Earlier cards and apprentice cards may take wizards.',
  'magical-library.rules.round.noPlace': 'House rule: if no card of your display may take a wizard, that wizard goes back to the box (an ordinary one while you have one, else the golden one) and the log says so.',
  'magical-library.rules.round.reshuffle': 'House rule: when the draw pile runs out, the discard pile is shuffled into a new draw pile.',
  'magical-library.rules.round.timer': 'Turn timer (house rule): when the table has one, every decision gets its full time. If it runs out, the host decides for you, cautiously: you keep your three cards; you keep the first card of your hand and pass the next ones left and right; the first card goes on its first free place; an ordinary wizard goes on the first card that takes one (the golden wizard only when no ordinary one is left). When you are back, "While you were away" lists what was done for you.',
  'magical-library.rules.scoring.title': 'Scoring',
  'magical-library.rules.scoring.areas': 'Each connected area of a colour scores rooms × (wizards + printed apprentices) in it; each connected area of a symbol scores symbols × (wizards + printed apprentices). Each magic circle scores 3 VP.',
  'magical-library.rules.scoring.ties': 'Ties for first place are shared.',
  'magical-library.rules.modules.title': 'Modules',
  'magical-library.rules.modules.m1': 'Module 1 Shared Rooms: 10 cards, one per pair of colours (left half, right half) with one symbol. Each half is a full room of its colour; the left colour connects up, down and left, the right colour up, down and right; the symbol connects in all four directions. A wizard on a shared room counts in both colour areas.',
  'magical-library.rules.modules.m2': 'Module 2 Variety Scoring: 5 VP for at least 1 VP in 9 of the 10 categories (5 colours, 5 symbols), 10 VP for all 10.',
  'magical-library.rules.modules.m3': 'Module 3 Neighbour Cards: 5 cards (one room of each colour, no symbol). Each scores the number of symbols in your left or right neighbour\'s display (double symbols count 2); the engine takes the better neighbour for you. With 2 players, your opponent\'s display.',
  'magical-library.rules.modules.m4': 'Module 4 New Magic Circle Scoring: magic circles score 3 VP each only in orthogonally connected groups of at least 3.',
  'magical-library.rules.modules.m5': 'Module 5 Magic Portals: 5 cards with neither colour nor symbol: 2 VP each plus 1 VP per card around it, diagonals included (portals next to portals count).',
  'magical-library.rules.modules.m6': 'Module 6 Barrier Cards: 5 cards, each a room of one colour with a double symbol (counts 2) and barriers on one or two edges. Nothing connects across a barrier. 1 VP each.',
  'magical-library.rules.modules.m7': 'Module 7 Extra Cards (one room of each colour, no symbol): row & column (1 VP per card in its whole row and column), apprentices (1 + 1 per printed apprentice), circles (1 + 1 per magic circle), symbol majority (1 per symbol of your most frequent kind), colour majority (1 per room of your most frequent colour; shared rooms count for both colours). Ties are resolved to your best choice automatically.',
  'magical-library.rules.modules.m8': 'Module 8 Golden Wizards: 4 wizards and 1 golden wizard, which counts as 2 and is placed in a round of your choice (the wizard move says which one). It follows the same placement rules.',
  'magical-library.rules.badges.title': 'Badges and the Path of Knowledge',
  'magical-library.rules.badges.path': 'After a campaign game the table ticks one badge that someone fulfilled and that is not yet ticked (each badge once, at most one per game; the creator picks it for the group), and the shared Path of Knowledge advances one field: Box 1 (modules 1, 2) on field 2, Box 2 (modules 3, 4) on 4, Box 3 (module 5) on 6, Box 4 (module 6) on 8, Box 5 (modules 7, 8) on 10, medals on 12, 14 and 15.',
  'magical-library.rules.badges.hints': '"Win without having the most VP in one of the 10 categories": in every category another player scored at least as much as you. A "4 × 4 square display" fills a 4 × 4 square completely.',

} as const satisfies Catalogue;

const deck = baseDeck().length;

export const RULES = rulesSections('magical-library', RULES_EN, (id) => (MESSAGES as Catalogue)[id], {
  'goal.aim': { rounds: ROUNDS, cards: HAND_SIZE },
  'cards.deck': { deck, perColour: deck / COLOURS.length },
});
