import { english } from '../../../src/shared/games/magical-library/messages.js';
import { describe, expect, it } from 'vitest';
import { makeRandom } from '../../../src/shared/engine/rng.js';
import { baseDeck, CARDS, cardById, cardName, COLOURS, SYMBOLS } from '../../../src/shared/games/magical-library/data.js';
import { cellKey, isLegalCardCell, legalCardCells, legalWizardCells, type Display } from '../../../src/shared/games/magical-library/placement.js';

describe('the base deck (house rules)', () => {
  const deck = baseDeck();
  it('110 cards, 22 per colour: 14 with a symbol, 4 apprentices, 4 magic circles', () => {
    expect(deck).toHaveLength(110);
    expect(new Set(deck.map((c) => c.id)).size).toBe(110);
    for (const colour of COLOURS) {
      const mine = deck.filter((c) => c.rooms[0].colour === colour);
      expect(mine).toHaveLength(22);
      expect(mine.filter((c) => c.symbols.length === 1)).toHaveLength(14);
      expect(mine.filter((c) => c.apprentice)).toHaveLength(4);
      expect(mine.filter((c) => c.circle)).toHaveLength(4);
      // the five symbols as evenly as possible: 3, 3, 3, 3, 2
      expect(SYMBOLS.map((s) => mine.filter((c) => c.symbols[0]?.symbol === s).length).sort()).toEqual([2, 3, 3, 3, 3]);
    }
  });
  it('every symbol appears 14 times; apprentice and circle cards show no symbol', () => {
    for (const s of SYMBOLS) expect(deck.filter((c) => c.symbols[0]?.symbol === s)).toHaveLength(14);
    expect(deck.filter((c) => (c.apprentice || c.circle) && c.symbols.length > 0)).toHaveLength(0);
    expect(deck.every((c) => c.rooms.length === 1 && c.rooms[0].sides.length === 4 && c.barriers.length === 0)).toBe(true);
  });
  it('card ids are stable and labelled for players', () => {
    expect(cardById('red-owl-2')).toBe(CARDS['red-owl-2']);
    expect(() => cardById('nope')).toThrow(/Unknown Magical Library card/);
    // A card's name is a catalogue message, with its indefinite article.
    const label = (id: string) => english(cardName(id).msg);
    expect(label('red-owl-2')).toBe('a red room with an owl');
    expect(label('blue-apprentice-1')).toBe('a blue room with an apprentice');
    expect(label('red-circle-1')).toBe('a red room with a magic circle');
    expect(label('portal-3')).toBe('a Magic Portal');
    expect(label('barrier-book')).toMatch(/^a Barrier card \(\w+ room with a double book, barriers left and right\)$/);
    expect(label('extra-circles')).toMatch(/^an Extra card "circles" \(\w+ room\)$/);
    expect(label('extra-row-column')).toMatch(/^an Extra card "row-column" \(\w+ room\)$/);
    expect(label('neighbour-red')).toBe('a Neighbour card (red room)');
    expect(label('shared-blue-yellow')).toMatch(/^a shared blue\/yellow room with an? \w+$/);
    for (const id of Object.keys(CARDS)) expect(label(id)).not.toMatch(/magical-library\.|\{/);
  });
});

describe('the display grid', () => {
  it('a legal card cell always exists: on random connected displays, the cell right of the rightmost card is free', () => {
    const r = makeRandom('grid');
    for (let t = 0; t < 200; t++) {
      const d: Display = { '0,0': 'red-owl-1' };
      const n = 1 + r.int(40);
      for (let i = 0; i < n; i++) {
        const cells = legalCardCells(d);
        expect(cells.length).toBeGreaterThan(0);
        const c = r.pick(cells);
        d[cellKey(c.x, c.y)] = 'red-owl-1';
      }
      const keys = Object.keys(d).map((k) => k.split(',').map(Number));
      const maxX = Math.max(...keys.map(([x]) => x));
      const [, y] = keys.find(([x]) => x === maxX)!;
      expect(isLegalCardCell(d, maxX + 1, y)).toBe(true);
      expect(legalCardCells(d)).toContainEqual({ x: maxX + 1, y });
    }
  });
  it('legal cells are empty and share an edge; diagonal-only cells are not legal', () => {
    const d: Display = { '0,0': 'red-owl-1', '1,0': 'red-owl-2' };
    expect(legalCardCells(d)).toEqual([{ x: 0, y: -1 }, { x: 1, y: -1 }, { x: -1, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 1 }, { x: 1, y: 1 }]);
    expect(isLegalCardCell(d, 2, 1)).toBe(false);
    expect(isLegalCardCell(d, 1, 0)).toBe(false);
  });
  it('wizard cells: on cards, not taken, not orthogonally next to a wizard', () => {
    const d: Display = { '0,0': 'a', '1,0': 'a', '2,0': 'a', '1,1': 'a', '2,1': 'a' };
    expect(legalWizardCells(d, [{ x: 1, y: 0, golden: false }])).toEqual([{ x: 2, y: 1 }]);
    expect(legalWizardCells(d, [{ x: 0, y: 0, golden: false }, { x: 2, y: 1, golden: true }])).toEqual([]);
  });
});
