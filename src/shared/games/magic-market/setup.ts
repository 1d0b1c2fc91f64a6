/**
 * Setup: the Visitors placed at random on the disc (everyone peeks at all
 * twelve), 3 Dragos each, the first player (who holds the dice) drawn at
 * random, the Time Master on their right, the clock at its starting hour.
 * Everyone sits at a corner of the board drawn at random (house rules: the
 * seats keep their order round the board, so it is a turn of the ring of
 * corners), so no seat always has the same colour.
 * The Stands are then chosen by everyone at once (see opening.ts).
 */
import { seedRng, randInt, shuffled } from '../../engine/rng.js';
import type { OptionValues } from '../../engine/types.js';
import { CORNERS, hour12, STARTING_DRAGOS, startingHour, VISITORS } from './data.js';
import { msg } from './messages.js';
import { cornersFor, type MarketState } from './state.js';

export const PEEK_MS = 10_000;
export const REVEAL_MS = 4_000;

export function setup(players: number, options: OptionValues, seed: string): MarketState {
  const rng = seedRng(seed);
  const variant = options.variant === true;
  const visitors = shuffled(rng, VISITORS);
  const first = randInt(rng, players);
  const timeMaster = (first + players - 1) % players;
  const clock = startingHour(players, variant);
  const corners = cornersFor(players, randInt(rng, CORNERS.length));
  const none = () => Array.from({ length: players }, () => [] as never[]);
  return {
    players, rng, variant,
    log: [
      { msg: msg('magic-market.dealt', { first: { seat: first }, timeMaster: { seat: timeMaster }, hour: hour12(clock) }) },
      { msg: msg('magic-market.peekOpen') },
    ],
    phase: 'opening',
    corners,
    visitors,
    rotation: 0,
    shown: { spaces: visitors.map((_, i) => i), ms: PEEK_MS },
    standChoice: Array.from({ length: players }, () => null),
    stands: none(), reserves: none(), satchels: none(), box: [],
    dragos: Array.from({ length: players }, () => STARTING_DRAGOS),
    bankPaid: 0,
    bought: Array.from({ length: players }, () => Array.from({ length: players }, () => 0)),
    first, timeMaster, clock, current: first,
    step: { kind: 'peek' },
    dice: { movement: null, price: null, by: null, n: 0 },
    turn: 0,
  };
}
