/** The rules screen of Magic Money: the house choices and the 21 creatures, as data. */
import type { RulesSection } from '../../engine/types.js';
import { MAX_DIGITS } from './amounts.js';
import { CREATURES, DECK_SIZE, abilityText } from './data.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const RULES: RulesSection[] = [
  {
    title: 'Auctions',
    paragraphs: [
      `The Creature deck holds ${Object.entries(DECK_SIZE).map(([p, n]) => `${n} cards with ${p} players`).join(', ')}; the rest stay in the box. A seeded random player is the first active player.`,
      'The active player opens with a public bid, written on the Public side of their ledger at once: at least 1 and at most one tenth of the previous winning bid (drop its last digit: after a win of 5,739 the cap is 573). On the first auction and after a single-digit winning bid it is exactly 1. The opening bid counts towards the active player’s total whether or not they win.',
      `Every other player seals a bid: any whole number of at least 1, with no upper limit (in this app up to ${MAX_DIGITS.toLocaleString('en-US')} digits).`,
      'The active player alone sees all sealed bids and announces the winner. A bid EQUAL to the opening bid beats it; the active player wins only when every sealed bid is lower. When several players tie for the highest bid, the active player chooses which of them wins.',
      'The winner’s bid goes on their Public side, visible to all for the rest of the game; every other bid goes on its owner’s Private side, seen only by its owner (and by the active player who looked at the bids). The winner adopts the creature, resolves its ability, and becomes the next active player.',
      'Turn timer (house rule): when the table has one, every decision gets its full time. If it runs out, the host decides for you, cautiously: it opens or bids 1, names a highest bidder other than you when it can (you only when you are the only one), crosses out your largest number, or forges onto the first rival to your left. When you are back, "While you were away" lists what was done for you.',
    ],
  },
  {
    title: 'Creature abilities',
    paragraphs: [
      'An ability triggers when its creature is adopted and is resolved before the next auction; the adopter makes its choices.',
      'Cross out: the adopter picks one number on their own ledger (on the side the card names) that is not crossed out yet; it no longer counts towards their total. A crossed-out Public number is seen by all; for a Private number the others only see that one was crossed out. If there is nothing to cross out, the ability does nothing.',
      'Forge: the adopter copies the price just paid onto the Private side of a rival of their choice; it counts towards that rival’s total.',
    ],
  },
  {
    title: 'Scoring',
    paragraphs: [
      'Creatures score their printed victory points.',
      'Horns: an odd number of horns scores 1 point per horn; an even number scores nothing.',
      'Wings: 1 point for each player with fewer wings than you (equal wings score nothing).',
      'Hearts: 2 points per full heart, one left and one right heart from any of your creatures; leftover halves score nothing.',
      'Greediest Wizard: your ledger total is every number on both sides except crossed-out ones. The player with the highest total is eliminated. House rule: if several players tie for the highest total, all of them are eliminated — unless every player is tied, in which case nobody is.',
      'Among the others, most victory points wins; a tie goes to the player with the HIGHER ledger total; still tied players share the place. At the end every ledger total is shown, but no single private number.',
    ],
  },
  {
    title: 'The 21 creatures',
    paragraphs: CREATURES.map((c) => {
      const parts = [plural(c.vp, 'VP'), plural(c.horns, 'horn'), plural(c.wings, 'wing'),
        `${c.leftHearts} left ${c.leftHearts === 1 ? 'heart' : 'hearts'}`, `${c.rightHearts} right ${c.rightHearts === 1 ? 'heart' : 'hearts'}`];
      return `${c.name}: ${parts.join(', ')}.${c.ability ? ` ${abilityText(c.ability)}` : ''}`;
    }),
  },
];
