/**
 * Seeded bot games over 2, 3 and 4 players, with and without the Great
 * Magician (over 1,000 games in all): money and Objects are conserved, Stands
 * stay full while reserves last, no symbol outlives its window, the quotas
 * are met at the end, replays reproduce the game and the totals match an
 * independent recount.
 */
import { describe, expect, it } from 'vitest';
import { logFor } from '../../../src/shared/engine/engine.js';
import {
  CATEGORY_NAMES, CORNERS, MAGICIAN_LISTS, objectOf, objectsOfColour, STARTING_DRAGOS, type Category,
} from '../../../src/shared/games/magic-market/data.js';
import { magicMarket } from '../../../src/shared/games/magic-market/index.js';
import { english } from '../../../src/shared/games/magic-market/messages.js';
import { closingSellers, owedTotal } from '../../../src/shared/games/magic-market/quotas.js';
import { spacesInFront, type MarketState } from '../../../src/shared/games/magic-market/state.js';
import { runProperties } from '../../support/properties.js';

const FORBIDDEN = [/symbol/, /crazy/i, /\bPals?\b/, /Buyer of/, ...Object.values(CATEGORY_NAMES).map((n) => new RegExp(`\\b${n}\\b`))];

let calls = 0;
let wasShown = false;

function invariant(s: MarketState): void {
  calls++;
  // Money: every Drago a player holds came from the start or from the bank.
  const total = s.dragos.reduce((a, b) => a + b, 0);
  if (total !== STARTING_DRAGOS * s.players + s.bankPaid) throw new Error(`money not conserved: ${total} vs ${STARTING_DRAGOS * s.players + s.bankPaid}`);
  if (s.dragos.some((d) => d < 0 || !Number.isInteger(d))) throw new Error(`bad Dragos ${s.dragos}`);
  if (s.rotation < 0 || s.rotation > 11) throw new Error('bad rotation');
  if (s.clock > 17) throw new Error('clock past 5');
  if (s.phase !== 'opening') {
    // Objects: each colour's 12 are exactly once across Stand, reserve, Satchels and the box.
    for (let p = 0; p < s.players; p++) {
      const colour = CORNERS[s.corners[p]];
      const seen = [
        ...s.stands[p], ...s.reserves[p], ...s.box.filter((o) => objectOf(o).colour === colour),
        ...s.satchels.flatMap((sat) => sat.map((x) => x.object)).filter((o) => objectOf(o).colour === colour),
      ].sort();
      const expected = objectsOfColour(colour).map((o) => o.id).sort();
      if (JSON.stringify(seen) !== JSON.stringify(expected)) throw new Error(`Objects of ${colour} not conserved`);
      const refilling = s.step.kind === 'refill' && s.step.seat === p ? 1 : 0;
      if (s.reserves[p].length > 0 && s.stands[p].length + refilling !== 6) throw new Error(`Stand of ${p} has ${s.stands[p].length}`);
      if (s.stands[p].length > 6) throw new Error('Stand over 6');
    }
    for (const sat of s.satchels) for (const x of sat) if (objectOf(x.object).colour === CORNERS[s.corners[s.satchels.indexOf(sat)]]) throw new Error('bought own Object');
  }
  // Memory is the game: no symbol outside its window, in any view or log.
  const justHidden = wasShown && !s.shown;
  wasShown = s.shown !== null;
  if (!s.shown && (justHidden || calls % 5 === 0)) {
    for (let seat = -1; seat < s.players; seat++) {
      const who = seat < 0 ? null : seat;
      const v = JSON.stringify(magicMarket.view(s, who));
      if (v.includes('"symbol"')) throw new Error('symbol in a view outside its window');
    }
  }
  const last = s.log.length ? english(s.log[s.log.length - 1].msg) : '';
  for (const re of FORBIDDEN) if (re.test(last.replace(/Plush\b(?! toys)/g, ''))) throw new Error(`log names a symbol: ${last}`);
  if (s.phase === 'over') {
    for (let p = 0; p < s.players; p++) {
      if (owedTotal(s.players, s.bought[p], p) > 0) {
        if (closingSellers(s, p).length > 0) throw new Error(`seat ${p} still owes and could buy`);
        if (!s.stands.some((st, q) => q !== p && st.length === 0)) throw new Error(`seat ${p} owes without excuse`);
      }
    }
  }
}

/** Independent buy-back: try every set of lists, matching distinct Satchel Objects by backtracking. */
function recount(s: MarketState): number[] {
  return s.dragos.map((dragos, p) => {
    if (!s.variant) return dragos;
    const lists = MAGICIAN_LISTS[CORNERS[s.corners[p]]];
    const usable = s.players === 2 ? [{ need: [lists[0].categories[0], lists[0].categories[1], null] as (Category | null)[], worth: lists[0].worth }]
      : lists.map((l) => ({ need: [...l.categories] as (Category | null)[], worth: l.worth }));
    const cats = s.satchels[p].map((x) => objectOf(x.object).category);
    const fits = (need: (Category | null)[], used: boolean[]): boolean => {
      if (need.length === 0) return true;
      const [first, ...rest] = need;
      for (let i = 0; i < cats.length; i++) {
        if (used[i] || (first !== null && cats[i] !== first)) continue;
        used[i] = true;
        if (fits(rest, used)) return true;
        used[i] = false;
      }
      return false;
    };
    let best = 0;
    for (let mask = 1; mask < 1 << usable.length; mask++) {
      const chosen = usable.filter((_, i) => mask & (1 << i));
      // fixed categories first so wildcards take what is left
      const need = chosen.flatMap((l) => l.need).sort((a, b) => (a === null ? 1 : 0) - (b === null ? 1 : 0));
      const worth = chosen.reduce((a, l) => a + l.worth, 0);
      if (worth > best && fits(need, cats.map(() => false))) best = worth;
    }
    return dragos + best;
  });
}

function illegalMoves(s: MarketState, seat: number): unknown[] {
  const out: unknown[] = [
    { type: 'stand', objects: ['x', 'y'] },
    { type: 'give', object: 'nothing' },
    { type: 'visit', seller: seat },
    { type: 'offer', object: s.stands[seat]?.[0] ?? 'none', price: 'green' },
    { type: 'hide' },
  ];
  const away = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find((sp) => !spacesInFront(s, seat).includes(sp))!;
  out.push({ type: 'reveal', landmark: ['glasses', 'umbrella', 'cat', 'key', 'moon', 'owl', 'mushroom', 'anchor', 'crown', 'bell', 'feather', 'shell'][away] });
  if (s.step.kind !== 'refill') out.push({ type: 'refill', object: s.reserves[seat]?.[0] ?? 'none' });
  if (s.step.kind !== 'roll') out.push({ type: 'roll' });
  return out;
}

describe('Magic Market properties (seeded bot games)', () => {
  for (const players of [2, 3, 4]) {
    for (const variant of [false, true]) {
      it(`${players} players${variant ? ', Great Magician' : ''}: 170 games`, () => {
        const { moves } = runProperties(magicMarket, {
          players, games: 170, seed: `mk-${players}-${variant}`, options: { variant }, invariant, recount, illegalMoves, probeEvery: 11,
        });
        expect(moves).toBeGreaterThan(170 * 40);
      });
    }
  }

  it('the log a seat sees names no symbol (full games, every seat)', () => {
    for (let g = 0; g < 10; g++) {
      const { state } = runOne(g);
      for (let seat = -1; seat < state.players; seat++) {
        const text = logFor(state.log, seat < 0 ? null : seat).map((e) => english(e.msg)).join('\n');
        expect(text).not.toMatch(/Buyer of|crazy|\bPal\b/i);
      }
    }
  });
});

function runOne(g: number) {
  let state = magicMarket.setup(4, { variant: false }, `log-${g}`);
  const bots = [0, 1, 2, 3].map((seat) => magicMarket.createBot(seat % 2 ? 'random' : 'basic', seat, `b${g}${seat}`));
  while (!magicMarket.isOver(state)) {
    const due = magicMarket.scheduled!(state);
    const r = due ? magicMarket.apply(state, -1, due.move) : magicMarket.apply(state, magicMarket.toAct(state)[0], bots[magicMarket.toAct(state)[0]].act(magicMarket.view(state, magicMarket.toAct(state)[0])));
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return { state };
}
