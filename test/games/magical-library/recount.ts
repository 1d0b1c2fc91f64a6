/**
 * An independent recount of Magical Library scores, written apart from
 * src/shared/games/magical-library/scoring.ts: union-find over (cell, colour)
 * and (cell, symbol) nodes with the Shared Room halves spelled out by hand.
 */
import { CARDS, type Card } from '../../../src/shared/games/magical-library/data.js';
import type { Display, Wizard } from '../../../src/shared/games/magical-library/placement.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';

const COLS = ['blue', 'yellow', 'purple', 'red', 'green'];
const SYMS = ['inkwell', 'candelabra', 'owl', 'book', 'astrolabe'];

/** Colours present on the left edge, right edge, and anywhere (top/bottom edges) of a card. */
function colourEdges(c: Card): { left: string[]; right: string[]; any: string[] } {
  if (c.kind === 'shared') return { left: [c.rooms[0].colour], right: [c.rooms[1].colour], any: [c.rooms[0].colour, c.rooms[1].colour] };
  const all = c.rooms.map((r) => r.colour);
  return { left: all, right: all, any: all };
}

function symbolCounts(c: Card): Map<string, number> {
  const m = new Map<string, number>();
  for (const s of c.symbols) m.set(s.symbol, (m.get(s.symbol) ?? 0) + s.count);
  return m;
}

function find(parent: Map<string, string>, a: string): string {
  while (parent.get(a) !== a) a = parent.get(a)!;
  return a;
}

export function recountDisplay(display: Display, wizards: Wizard[], modules: string[], neighbours: Display[]): number {
  const at = (x: number, y: number): Card | undefined => (display[`${x},${y}`] ? CARDS[display[`${x},${y}`]] : undefined);
  const cells = Object.keys(display).map((k) => k.split(',').map(Number) as [number, number]);
  const weight = (x: number, y: number) => {
    const w = wizards.find((z) => z.x === x && z.y === y);
    return (w ? (w.golden ? 2 : 1) : 0) + (at(x, y)!.apprentice ? 1 : 0);
  };
  const blocked = (a: Card, aSide: string, b: Card, bSide: string) => a.barriers.includes(aSide as never) || b.barriers.includes(bSide as never);
  let total = 0;
  const catPoints: number[] = [];
  for (const cat of [...COLS, ...SYMS]) {
    const isColour = COLS.includes(cat);
    const has = (c: Card) => (isColour ? colourEdges(c).any.includes(cat) : symbolCounts(c).has(cat));
    const parent = new Map<string, string>();
    for (const [x, y] of cells) if (has(at(x, y)!)) parent.set(`${x},${y}`, `${x},${y}`);
    const join = (a: string, b: string) => parent.set(find(parent, a), find(parent, b));
    for (const [x, y] of cells) {
      const a = at(x, y)!;
      if (!has(a)) continue;
      const r = at(x + 1, y);
      if (r && has(r) && !blocked(a, 'right', r, 'left')) {
        const ok = isColour ? colourEdges(a).right.includes(cat) && colourEdges(r).left.includes(cat) : true;
        if (ok) join(`${x},${y}`, `${x + 1},${y}`);
      }
      const d = at(x, y + 1);
      if (d && has(d) && !blocked(a, 'down', d, 'up')) join(`${x},${y}`, `${x},${y + 1}`);
    }
    const groups = new Map<string, { size: number; help: number }>();
    for (const k of parent.keys()) {
      const root = find(parent, k);
      const g = groups.get(root) ?? { size: 0, help: 0 };
      const [x, y] = k.split(',').map(Number);
      g.size += isColour ? 1 : symbolCounts(at(x, y)!).get(cat)!;
      g.help += weight(x, y);
      groups.set(root, g);
    }
    let pts = 0;
    for (const g of groups.values()) pts += g.size * g.help;
    catPoints.push(pts);
    total += pts;
  }
  const circleCells = cells.filter(([x, y]) => at(x, y)!.circle);
  if (modules.includes('m4')) {
    const seen = new Set<string>();
    for (const [x0, y0] of circleCells) {
      if (seen.has(`${x0},${y0}`)) continue;
      const queue = [[x0, y0]];
      seen.add(`${x0},${y0}`);
      let size = 0;
      while (queue.length) {
        const [x, y] = queue.shift()!;
        size++;
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
          const k = `${x + dx},${y + dy}`;
          const n = at(x + dx, y + dy);
          if (!n || !n.circle || seen.has(k)) continue;
          seen.add(k);
          queue.push([x + dx, y + dy]);
        }
      }
      if (size >= 3) total += 3 * size;
    }
  } else total += 3 * circleCells.length;
  if (modules.includes('m2')) {
    const positive = catPoints.filter((p) => p > 0).length;
    total += positive >= 10 ? 10 : positive === 9 ? 5 : 0;
  }
  const kindCount = (k: string) => cells.filter(([x, y]) => at(x, y)!.kind === k).length;
  if (modules.includes('m3')) {
    const syms = neighbours.map((d) => Object.values(d).reduce((n, id) => n + CARDS[id].symbols.reduce((a, s) => a + s.count, 0), 0));
    total += kindCount('neighbour') * Math.max(0, ...syms);
  }
  if (modules.includes('m5')) {
    for (const [x, y] of cells) {
      if (at(x, y)!.kind !== 'portal') continue;
      total += 2;
      for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) if ((dx || dy) && at(x + dx, y + dy)) total += 1;
    }
  }
  if (modules.includes('m6')) total += kindCount('barrier');
  if (modules.includes('m7')) {
    for (const [x, y] of cells) {
      const c = at(x, y)!;
      if (c.kind !== 'extra') continue;
      if (c.extra === 'row-column') total += cells.filter(([a, b]) => (a === x && b !== y) || (b === y && a !== x)).length;
      if (c.extra === 'apprentices') total += 1 + cells.filter(([a, b]) => at(a, b)!.apprentice).length;
      if (c.extra === 'circles') total += 1 + circleCells.length;
      if (c.extra === 'symbol-majority') total += Math.max(...SYMS.map((s) => cells.reduce((n, [a, b]) => n + (symbolCounts(at(a, b)!).get(s) ?? 0), 0)));
      if (c.extra === 'colour-majority') total += Math.max(...COLS.map((col) => cells.reduce((n, [a, b]) => n + colourEdges(at(a, b)!).any.filter((z) => z === col).length, 0)));
    }
  }
  return total;
}

export function recount(s: LibraryState): number[] {
  return s.displays.map((d, seat) => {
    const n = s.players;
    const nb = n === 2 ? [s.displays[1 - seat]] : [s.displays[(seat + 1) % n], s.displays[(seat - 1 + n) % n]];
    return recountDisplay(d, s.wizards[seat], s.modules, nb);
  });
}
