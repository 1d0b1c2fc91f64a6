/**
 * The rules screen of Magic Money: the house choices and the 21 creatures, as keyed messages
 * (`magic-money.rules.<section>.<name>`, in reading order; translations in i18n/). The numbers are the
 * engine's own constants and each creature's card, passed as parameters, so every language states the same.
 */
import type { Catalogue } from '../../engine/messages.js';
import type { MsgParam } from '../../engine/types.js';
import { rulesSections } from '../../i18n/rules.js';
import { MAX_DIGITS } from './amounts.js';
import { CREATURES, DECK_SIZE, type Creature } from './data.js';
import { MESSAGES } from './messages.js';

export const RULES_EN = {
  'magic-money.rules.auctions.title': 'Auctions',
  'magic-money.rules.auctions.deck': 'The Creature deck holds {cards3} cards with 3 players, {cards4} cards with 4 players, {cards5} cards with 5 players, {cards6} cards with 6 players; the rest stay in the box. A seeded random player is the first active player.',
  'magic-money.rules.auctions.opening': 'The active player opens with a public bid, written on the Public side of their ledger at once: at least 1 and at most one tenth of the previous winning bid (drop its last digit: after a win of 5,739 the cap is 573). On the first auction and after a single-digit winning bid it is exactly 1. The opening bid counts towards the active player’s total whether or not they win.',
  'magic-money.rules.auctions.sealed': 'Every other player seals a bid: any whole number of at least 1, with no upper limit (in this app up to {digits, number} digits).',
  'magic-money.rules.auctions.announce': 'The active player alone sees all sealed bids and announces the winner. A bid EQUAL to the opening bid beats it; the active player wins only when every sealed bid is lower. When several players tie for the highest bid, the active player chooses which of them wins.',
  'magic-money.rules.auctions.ledger': 'The winner’s bid goes on their Public side, visible to all for the rest of the game; every other bid goes on its owner’s Private side, seen only by its owner (and by the active player who looked at the bids). The winner adopts the creature, resolves its ability, and becomes the next active player.',
  'magic-money.rules.auctions.timer': 'Turn timer (house rule): when the table has one, every decision gets its full time. If it runs out, the host decides for you, cautiously: it opens or bids 1, names a highest bidder other than you when it can (you only when you are the only one), crosses out your largest number, or forges onto the first rival to your left. When you are back, "While you were away" lists what was done for you.',
  'magic-money.rules.abilities.title': 'Creature abilities',
  'magic-money.rules.abilities.trigger': 'An ability triggers when its creature is adopted and is resolved before the next auction; the adopter makes its choices.',
  'magic-money.rules.abilities.crossOut': 'Cross out: the adopter picks one number on their own ledger (on the side the card names) that is not crossed out yet; it no longer counts towards their total. A crossed-out Public number is seen by all; for a Private number the others only see that one was crossed out. If there is nothing to cross out, the ability does nothing.',
  'magic-money.rules.abilities.forge': 'Forge: the adopter copies the price just paid onto the Private side of a rival of their choice; it counts towards that rival’s total, and everyone sees the copy (the price was public).',
  'magic-money.rules.scoring.title': 'Scoring',
  'magic-money.rules.scoring.printed': 'Creatures score their printed victory points.',
  'magic-money.rules.scoring.horns': 'Horns: an odd number of horns scores 1 point per horn; an even number scores nothing.',
  'magic-money.rules.scoring.wings': 'Wings: 1 point for each player with fewer wings than you (equal wings score nothing).',
  'magic-money.rules.scoring.hearts': 'Hearts: 2 points per full heart, one left and one right heart from any of your creatures; leftover halves score nothing.',
  'magic-money.rules.scoring.greediest': 'Greediest Wizard: your ledger total is every number on both sides except crossed-out ones. The player with the highest total is eliminated. House rule: if several players tie for the highest total, all of them are eliminated — unless every player is tied, in which case nobody is.',
  'magic-money.rules.scoring.winner': 'Among the others, most victory points wins; a tie goes to the player with the HIGHER ledger total; still tied players share the place. At the end every ledger total is shown, but no losing bid: only their sum, from the total.',
  'magic-money.rules.creatures.title': 'The {count} creatures',
  'magic-money.rules.creatures.creature': '{name}: {vp, plural, one {# VP} other {# VPs}}, {horns, plural, one {# horn} other {# horns}}, {wings, plural, one {# wing} other {# wings}}, {left, plural, one {# left heart} other {# left hearts}}, {right, plural, one {# right heart} other {# right hearts}}.{power, select, none {} other { {ability}}}',

} as const satisfies Catalogue;

function creatureParams(c: Creature): Record<string, MsgParam> {
  const a = c.ability;
  const ability: MsgParam = !a ? '' : a.kind === 'forge' ? { msg: { id: 'magic-money.abilityForge' } } : { msg: { id: 'magic-money.abilityCrossOut', params: { side: a.side } } };
  return { name: { msg: c.nameMsg }, vp: c.vp, horns: c.horns, wings: c.wings, left: c.leftHearts, right: c.rightHearts, power: a ? a.kind : 'none', ability };
}

export const RULES = rulesSections('magic-money', RULES_EN, (id) => (MESSAGES as Catalogue)[id], {
  'auctions.deck': Object.fromEntries(Object.entries(DECK_SIZE).map(([players, n]) => [`cards${players}`, n])),
  'auctions.sealed': { digits: MAX_DIGITS },
  'creatures.title': { count: CREATURES.length },
  'creatures.creature': CREATURES.map(creatureParams),
});
