/**
 * Timed-out decisions are cautious (GameDefinition.cautiousMove, issue 31 P4): in every state of many seeded games
 * of each title, for every seat the game waits for, the cautious move made from that seat's own view is legal, and
 * it is the lowest bid, the pass, the cheapest choice the game's rules screen promises.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, playBots } from '../../src/shared/engine/engine.js';
import type { AnyGame, BaseState, Seat } from '../../src/shared/engine/types.js';
import { SYSTEM } from '../../src/shared/engine/types.js';
import { getGame } from '../../src/shared/games/registry.js';
import { colorIndex } from '../../src/shared/games/megagem/data.js';
import { colorCounts, type MegaGemView } from '../../src/shared/games/megagem/view.js';
import { readEntry, type MMView } from '../../src/shared/games/magic-money/view.js';
import { OBJECTS, priceOf } from '../../src/shared/games/magic-market/data.js';
import type { MarketView } from '../../src/shared/games/magic-market/view.js';
import type { LibraryView } from '../../src/shared/games/magical-library/view.js';

type Check = (view: never, move: { type: string } & Record<string, unknown>, seat: Seat) => void;

/** Plays `games` seeded games of random bots; at every decision checks the cautious move; counts the decisions by move type. */
function everyDecision(def: AnyGame, players: number[], games: number, check: Check, options?: Record<string, unknown>): Map<string, number> {
  const seen = new Map<string, number>();
  for (let g = 0; g < games; g++) {
    const n = players[g % players.length];
    playBots(def, {
      players: n, seed: `cautious/${def.id}/${g}`, bots: Array(n).fill('random'), options: options as never,
      onMove: (before: BaseState, _after, seat) => {
        if (seat === SYSTEM || def.scheduled?.(before)) return;
        for (const s of def.toAct(before)) {
          const view = def.view(before, s);
          const move = def.cautiousMove!(view, s);
          expect(move, `${def.id} seat ${s} has a cautious move`).not.toBeNull();
          const r = applyMove(def, before, s, move);
          expect(r.ok ? 'legal' : r.message, `${def.id} ${JSON.stringify(move)}`).toBe('legal');
          check(view as never, move as never, s);
          seen.set(move!.type, (seen.get(move!.type) ?? 0) + 1);
        }
      },
    });
  }
  return seen;
}

describe('cautious moves (a timed-out decision)', () => {
  it('MegaGem: bids 0; reveals a gem of the colour it has collected fewest of', () => {
    const seen = everyDecision(getGame('megagem'), [3, 4, 5], 12, (view: MegaGemView, move, seat) => {
      if (move.type === 'bid') return expect(move.amount).toBe(0);
      const mine = colorCounts(view.collections[seat].gems);
      const least = Math.min(...view.canReveal.map((g) => mine[colorIndex(g)]));
      expect(view.canReveal).toContain(move.gem);
      expect(mine[colorIndex(move.gem as number)]).toBe(least);
    });
    expect(seen.get('bid')).toBeGreaterThan(100);
    expect(seen.get('reveal')).toBeGreaterThan(20);
  });

  it('Magic Money: opens and bids 1; names a rival, never itself, when it may; strikes its largest number', () => {
    const seen = everyDecision(getGame('magic-money'), [3, 4, 5, 6], 16, (view: MMView, move, seat) => {
      if (move.type === 'open' || move.type === 'bid') return expect(move.amount).toBe('1');
      if (move.type === 'announce') {
        const c = view.resolution!.candidates;
        expect(c).toContain(move.winner);
        if (c.some((x) => x !== seat)) expect(move.winner).not.toBe(seat);
        return;
      }
      if (move.type === 'crossOut') {
        const ledger = view.ledgers[seat];
        const amount = new Map([...ledger.public, ...ledger.private].map(readEntry).map((e) => [e.index, BigInt(e.amount ?? '0')]));
        const most = view.ability!.choices!.reduce((m, e) => (amount.get(e)! > m ? amount.get(e)! : m), 0n);
        expect(amount.get(move.entry as number)).toBe(most);
        return;
      }
      expect(view.ability!.choices).toContain(move.rival);
    });
    for (const type of ['open', 'bid', 'announce']) expect(seen.get(type) ?? 0, type).toBeGreaterThan(10);
    expect((seen.get('crossOut') ?? 0) + (seen.get('forge') ?? 0)).toBeGreaterThan(3);
  });

  it('Magic Market: passes a Pal\'s shopping, refuses offers, keeps, sells and gives its cheapest Objects', () => {
    const green = (id: unknown) => priceOf(id as string, 'green');
    const check = (view: MarketView, move: Record<string, unknown>) => {
      const c = view.choices!;
      switch (c.kind) {
        case 'offer': return expect(move.type).toBe('pass');
        case 'answer': return expect(move.type).toBe('refuse');
        case 'sell': case 'refill': case 'give':
          return expect(green(move.object)).toBe(Math.min(...c.objects.map((o) => green(OBJECTS[o].id))));
        case 'stand': {
          const prices = c.objects.map((o) => green(OBJECTS[o].id)).sort((a, b) => a - b);
          const chosen = (move.objects as string[]).map(green).sort((a, b) => a - b);
          return expect(chosen).toEqual(prices.slice(0, c.size));
        }
        default: return undefined;
      }
    };
    const seen = everyDecision(getGame('magic-market'), [2, 3, 4], 9, check as Check);
    const more = everyDecision(getGame('magic-market'), [4], 3, check as Check, { variant: true });
    for (const [k, v] of more) seen.set(k, (seen.get(k) ?? 0) + v);
    for (const type of ['stand', 'roll', 'reveal', 'sell', 'pass', 'visit', 'give']) expect(seen.get(type) ?? 0, type).toBeGreaterThan(0);
  });

  it('Magical Library: keeps, shares out its hand in order, places the first card on its first place, an ordinary wizard first', () => {
    const check = (view: LibraryView, move: Record<string, unknown>) => {
      const hand = view.hand!;
      if (view.phase === 'draw') return expect(move.type).toBe('keep');
      if (view.phase === 'distribute') return expect(move.keep).toBe(hand[0]);
      if (view.phase === 'place') return expect(move.card).toBe(hand.find((c) => view.legalCells[c]?.length));
      if (view.canPlaceNormal) expect(move.golden).toBeUndefined();
      return undefined;
    };
    const seen = everyDecision(getGame('magical-library'), [2, 3, 5, 6], 8, check as Check);
    const withModules = everyDecision(getGame('magical-library'), [4], 4, check as Check, { modules: ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'] });
    for (const [k, v] of withModules) seen.set(k, (seen.get(k) ?? 0) + v);
    for (const type of ['keep', 'distribute', 'place', 'wizard']) expect(seen.get(type) ?? 0, type).toBeGreaterThan(5);
  });
});
