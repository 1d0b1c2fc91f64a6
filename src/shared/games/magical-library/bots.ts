/**
 * Bots play through their seat's view only.
 *  - random: a uniformly chosen legal move.
 *  - basic: keeps and places the cards that join the most matching rooms and
 *    symbols (more when the neighbour card already has a helper), passes each
 *    neighbour the card that helps their display least, puts wizards where they
 *    add the most points, and saves the golden wizard (Module 8) for a late,
 *    valuable spot. Neighbour and Extra card choices are scored automatically
 *    at their best, so the bot has nothing to decide there.
 *  - strong: searches (ISMCTS) with `basic` as its playout policy: strong.ts.
 */
import { makeRandom } from '../../engine/rng.js';
import type { Bot, BotLevel, BotSettings, Seat } from '../../engine/types.js';
import { strongBot } from '../../bots/strong-bot.js';
import { SIDES, STEP, cardById, type Card } from './data.js';
import { cellKey, legalCardCells, surrounding, type Cell, type Display, type Wizard } from './placement.js';
import { CATEGORIES, connects, featuresOf } from './areas.js';
import type { LibraryMove } from './state.js';
import { strongLibrary } from './strong.js';
import type { DisplayView, LibraryView } from './view.js';

type LibraryBot = Bot<LibraryView, LibraryMove>;

/** A small pull towards compact displays (more edges, more joins later). */
const COMPACT = 0.5;

export function asDisplay(d: DisplayView): { display: Display; cards: Map<string, Card>; wizards: Wizard[]; free: Cell[]; helpersAt: Map<string, number> } {
  const display: Display = {};
  // For each (feature, cell): the helpers of the area it belongs to (joining a helped area scores at once).
  const helpersAt = new Map<string, number>();
  for (const cat of CATEGORIES) for (const a of d.score.areas[cat]) for (const k of a.cells) helpersAt.set(`${cat}|${k}`, a.helpers);
  const cards = new Map<string, Card>();
  for (const p of d.cards) {
    display[cellKey(p.x, p.y)] = p.id;
    cards.set(cellKey(p.x, p.y), cardById(p.id));
  }
  return { display, cards, wizards: d.wizards, free: legalCardCells(display), helpersAt };
}

/** How much placing `card` on `cell` of this display joins matching features (cheap heuristic). */
export function placementValue(card: Card, cell: Cell, cards: Map<string, Card>, helpersAt: Map<string, number>): number {
  let v = 0;
  const keys = featuresOf(card).map((f) => f.key);
  for (const side of SIDES) {
    const k = cellKey(cell.x + STEP[side].dx, cell.y + STEP[side].dy);
    const other = cards.get(k);
    if (!other) continue;
    v += COMPACT;
    for (const key of keys) if (connects(card, other, key, side)) v += 1 + Math.min(3, helpersAt.get(`${key}|${k}`) ?? 0);
  }
  if (card.kind === 'portal') v += surrounding(cell).filter((c) => cards.has(cellKey(c.x, c.y))).length * 0.8;
  if (card.circle) v += 0.8;
  if (card.apprentice) v += 0.5;
  if (card.kind === 'barrier' || card.kind === 'neighbour' || card.kind === 'extra') v += 1;
  return v;
}

type BotDisplay = ReturnType<typeof asDisplay>;

function bestPlacement(card: Card, d: BotDisplay): { cell: Cell; value: number } {
  let best = { cell: d.free[0], value: -Infinity };
  for (const cell of d.free) {
    const value = placementValue(card, cell, d.cards, d.helpersAt);
    if (value > best.value) best = { cell, value };
  }
  return best;
}

function randomMove(view: LibraryView, r: ReturnType<typeof makeRandom>): LibraryMove {
  const hand = view.hand ?? [];
  switch (view.phase) {
    case 'draw':
      return r.pick(view.canExchange ? [{ type: 'keep' }, { type: 'exchange' }] : [{ type: 'keep' }]);
    case 'distribute': {
      const ids = r.shuffled(hand);
      return view.passTwo ? { type: 'distribute', keep: ids[0] } : { type: 'distribute', keep: ids[0], left: ids[1], right: ids[2] };
    }
    case 'place': {
      // One of every (card, cell) pair, in the view's order, uniformly (as picking from the list of pairs).
      let total = 0;
      for (const card in view.legalCells) total += view.legalCells[card].length;
      if (total === 0) throw new RangeError('pick: empty list');
      let k = r.int(total);
      for (const card in view.legalCells) {
        const cells = view.legalCells[card];
        if (k < cells.length) return { type: 'place', card, x: cells[k].x, y: cells[k].y };
        k -= cells.length;
      }
      throw new Error('unreachable');
    }
    default: {
      const c = r.pick(view.wizardCells);
      const kinds: boolean[] = [];
      if (view.canPlaceNormal) kinds.push(false);
      if (view.canPlaceGolden) kinds.push(true);
      const golden = r.pick(kinds);
      return golden ? { type: 'wizard', x: c.x, y: c.y, golden: true } : { type: 'wizard', x: c.x, y: c.y };
    }
  }
}

function basicMove(view: LibraryView, r: ReturnType<typeof makeRandom>): LibraryMove {
  const me = view.you as Seat;
  const mine = asDisplay(view.displays[me]);
  const hand = (view.hand ?? []).map(cardById);
  switch (view.phase) {
    case 'draw': {
      const best = Math.max(...hand.map((c) => bestPlacement(c, mine).value));
      return view.canExchange && best < 1 ? { type: 'exchange' } : { type: 'keep' };
    }
    case 'distribute': {
      const valued = hand.map((c) => ({ c, v: bestPlacement(c, mine).value + r.float() * 0.01 })).sort((a, b) => b.v - a.v);
      const keep = valued[0].c;
      const [a, b] = valued.slice(1).map((x) => x.c);
      if (view.passTwo) return { type: 'distribute', keep: keep.id };
      const left = asDisplay(view.displays[view.passLeftTo!]);
      const right = asDisplay(view.displays[view.passRightTo!]);
      const cost1 = bestPlacement(a, left).value + bestPlacement(b, right).value;
      const cost2 = bestPlacement(b, left).value + bestPlacement(a, right).value;
      return cost1 <= cost2
        ? { type: 'distribute', keep: keep.id, left: a.id, right: b.id }
        : { type: 'distribute', keep: keep.id, left: b.id, right: a.id };
    }
    case 'place': {
      let best: { card: string; cell: Cell; value: number } | null = null;
      for (const c of hand) {
        const p = bestPlacement(c, mine);
        const value = p.value + r.float() * 0.01;
        if (!best || value > best.value) best = { card: c.id, cell: p.cell, value };
      }
      return { type: 'place', card: best!.card, x: best!.cell.x, y: best!.cell.y };
    }
    default: {
      // A wizard on a card adds, per area containing that card, the area's size (twice for the golden one).
      const sheet = view.displays[me].score;
      const sizeAt = new Map<string, number>();
      for (const cat of CATEGORIES) for (const a of sheet.areas[cat]) for (const k of a.cells) {
        sizeAt.set(k, (sizeAt.get(k) ?? 0) + a.size);
      }
      let best = { cell: view.wizardCells[0], value: -Infinity };
      for (const c of view.wizardCells) {
        const value = (sizeAt.get(cellKey(c.x, c.y)) ?? 0) + r.float() * 0.01;
        if (value > best.value) best = { cell: c, value };
      }
      const golden = view.canPlaceGolden && (!view.canPlaceNormal || (view.round >= 3 && best.value >= 5));
      return golden ? { type: 'wizard', x: best.cell.x, y: best.cell.y, golden: true } : { type: 'wizard', x: best.cell.x, y: best.cell.y };
    }
  }
}

export function createBot(level: BotLevel, seat: Seat, seed: string, settings?: BotSettings): LibraryBot {
  if (level === 'strong') return strongBot(strongLibrary, seat, seed, settings);
  const r = makeRandom(seed);
  return { act: (view) => (level === 'basic' ? basicMove(view, r) : randomMove(view, r)) };
}
