/** Set Up: the Creature deck by player count (the rest back to the box) and a random first active player. */
import { randInt, seedRng, shuffled } from '../../engine/rng.js';
import type { OptionValues } from '../../engine/types.js';
import { beginAuction } from './auction.js';
import { CREATURES, DECK_SIZE } from './data.js';
import { msg } from './messages.js';
import type { MMState } from './state.js';

export function setup(players: number, _options: OptionValues, seed: string): MMState {
  const rng = seedRng(seed);
  const order = shuffled(rng, CREATURES.map((c) => c.id));
  const size = DECK_SIZE[players];
  if (!size) throw new RangeError(`Magic Money is for 3–6 players, not ${players}`);
  const deck = order.slice(0, size);
  const box = order.slice(size);
  const active = randInt(rng, players);
  const state: MMState = {
    players, rng, log: [],
    deck, box, offer: null, phase: 'open', active, auctions: size, auction: 0, lastWin: null, opening: null,
    bids: new Array(players).fill(null), ledgers: Array.from({ length: players }, () => []),
    adopted: Array.from({ length: players }, () => []), pending: null, last: null,
  };
  state.log.push({ msg: msg('magic-money.setup', { size, box: box.length, seat: { seat: active } }) });
  beginAuction(state, active);
  return state;
}
