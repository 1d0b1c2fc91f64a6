/**
 * A game's `parseMove` (the engine's fast path past zod) accepts exactly what its `moveSchema` accepts and returns
 * the same move, so the engine's refusals (worded by the schema) and the recorded moves are the schema's.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, playBots } from '../../src/shared/engine/engine.js';
import { makeRandom } from '../../src/shared/engine/rng.js';
import type { AnyGame } from '../../src/shared/engine/types.js';
import { getGame } from '../../src/shared/games/registry.js';

/** Each game's move types and their fields. */
const FIELDS: Record<string, Record<string, string[]>> = {
  megagem: { bid: ['amount'], reveal: ['gem'] },
  'magic-money': { open: ['amount'], bid: ['amount'], announce: ['winner'], crossOut: ['entry'], forge: ['rival'] },
  'magic-market': {
    hide: [], stand: ['objects'], roll: [], reveal: ['landmark'], sell: ['object'], refill: ['object'],
    offer: ['object', 'price'], pass: [], accept: [], refuse: [], visit: ['seller'], give: ['object'],
  },
  'magical-library': { keep: [], exchange: [], distribute: ['keep', 'left', 'right'], place: ['card', 'x', 'y'], wizard: ['x', 'y', 'golden'] },
};

const VALUES: unknown[] = [
  0, -0, 1, 2, 5, 15, 16, 29, 30, 31, 100, 101, -100, -101, 10_000, 10_001, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 53 + 2, -(2 ** 60),
  '0', '1', '7', '01', '12', ' 3', '3 ', '-4', '1e3', '', '9'.repeat(1000), '9'.repeat(1001), '1'.padEnd(400, '0'),
  'green', 'blue', 'red', 'pink', 'Lantern', 'a'.repeat(40), 'a'.repeat(41), 'a'.repeat(64), 'a'.repeat(65), 'a'.repeat(80), 'a'.repeat(81),
  null, undefined, true, false, [], [3], ['Lantern', 'Crown'], Array(12).fill('x'), Array(13).fill('x'), ['a'.repeat(81)], [, 'x'], {}, { n: 1 },
];

function candidates(id: string, seed: string, n: number): unknown[] {
  const r = makeRandom(seed);
  const types = [...Object.keys(FIELDS[id]), 'nope', '', undefined, 7];
  const fields = [...new Set(Object.values(FIELDS[id]).flat()), 'x', 'type'];
  const out: unknown[] = [null, undefined, 3, 'bid', [], [{ type: 'bid', amount: 1 }], Object.create({ type: 'bid', amount: 1 })];
  for (let i = 0; i < n; i++) {
    const type = r.pick(types);
    const o: Record<string, unknown> = {};
    if (r.float() < 0.5) o.type = type;
    for (const own of FIELDS[id][type as string] ?? []) if (r.float() < 0.8) o[own] = r.pick(VALUES);
    if (r.float() < 0.3) o.type = type;
    if (r.float() < 0.25) o[r.pick(fields)] = r.pick(VALUES);
    out.push(o);
  }
  const inherited = Object.create({ extra: 1 }) as Record<string, unknown>;
  inherited.type = 'bid';
  inherited.amount = id === 'megagem' ? 3 : '3';
  out.push(inherited);
  const orphan = Object.create(null) as Record<string, unknown>;
  orphan.type = 'bid';
  orphan.amount = id === 'megagem' ? 3 : '3';
  out.push(orphan);
  return out;
}

describe('parseMove agrees with the move schema', () => {
  for (const id of Object.keys(FIELDS)) {
    const def = getGame(id);
    it(`${id}: the same moves accepted, as the same data; everything else left to the schema`, () => {
      expect(def.parseMove).toBeTypeOf('function');
      let accepted = 0, refused = 0, deferred = 0;
      for (const move of candidates(id, id, 8000)) {
        const fast = def.parseMove!(move);
        const parsed = def.moveSchema.safeParse(move);
        const plain = typeof move === 'object' && move !== null && Object.getPrototypeOf(move) === Object.prototype;
        // An unusual object (another prototype, inherited keys) may be left to the schema even when it is well-formed.
        if (parsed.success && !plain) expect(fast === null || JSON.stringify(fast) === JSON.stringify(parsed.data)).toBe(true);
        else if (parsed.success && fast === null && Object.keys(move as object).some((k) => !Object.hasOwn(parsed.data as object, k))) {
          // A schema that drops keys it does not know (Magic Market's, Magical Library's): such a move is left to it.
          deferred++;
        } else if (parsed.success) {
          expect(fast, JSON.stringify(move)).toEqual(parsed.data);
          expect(Object.keys(fast!)).toEqual(Object.keys(parsed.data));
          expect(fast).not.toBe(move);
          accepted++;
        } else {
          expect(fast, JSON.stringify(move)).toBeNull();
          refused++;
        }
      }
      // Both sides of the comparison are exercised.
      expect(accepted).toBeGreaterThan(100);
      expect(refused).toBeGreaterThan(200);
      // Only moves with a key the schema drops are left to it.
      expect(deferred).toBeLessThan(accepted);
    });

    it(`${id}: every move a bot makes takes the fast path, and a malformed move is refused in the schema's words`, () => {
      const { record } = playBots(def, { players: 4, seed: 'fast', bots: ['random', 'basic', 'random', 'basic'] });
      for (const { move } of record.moves) expect(def.parseMove!(move)).toEqual(move);
      const state = def.setup(4, {}, 'malformed');
      const r = applyMove(def, state, 0, { type: 'bid', amount: -3 });
      expect(r.ok).toBe(false);
      const slow = applyMove({ ...def, parseMove: undefined } as AnyGame, state, 0, { type: 'bid', amount: -3 });
      expect(r).toEqual(slow);
      if (!r.ok) expect(r.code).toBe('malformed');
    });
  }
});
