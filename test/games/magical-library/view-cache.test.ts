/**
 * The view's memos (src/shared/games/magical-library/view.ts) give what the display alone gives: after every
 * move of seeded bot games, each seat's score sheet (scored from the sheet before the move where it can be,
 * scoreGrown / scoreWithWizard) equals the display scored whole, key for key and in the same order; each
 * display's cards and the free cells equal those made afresh.
 */
import { describe, expect, it } from 'vitest';
import { playBots } from '../../../src/shared/engine/engine.js';
import type { BotLevel } from '../../../src/shared/engine/types.js';
import { neighboursOf, scoreDisplay } from '../../../src/shared/games/magical-library/areas.js';
import { cellKey, cellsOf, legalCardCells } from '../../../src/shared/games/magical-library/placement.js';
import type { LibraryState } from '../../../src/shared/games/magical-library/state.js';
import { scoreOf, view } from '../../../src/shared/games/magical-library/view.js';
import { def } from './helpers.js';

const CASES: [string, string[], number][] = [
  ['no module', [], 4],
  ['every module', ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8'], 3],
  ['shared rooms and barriers', ['m1', 'm6'], 5],
  ['neighbour cards', ['m3', 'm8'], 2],
  ['portals, extras, variety', ['m2', 'm5', 'm7'], 6],
];

describe('Magical Library: the view’s memos equal what the display alone gives', () => {
  it.each(CASES)('%s', (_name, modules, players) => {
    let checked = 0, shared = 0;
    for (let g = 0; g < 6; g++) {
      const bots = Array.from({ length: players }, (_, i): BotLevel => (i % 2 === 0 ? 'basic' : 'random'));
      playBots(def, {
        players, seed: `memo-${modules.join('')}-${g}`, bots, options: { modules },
        onMove: (previous, after) => {
          const s = after as LibraryState, b = previous as LibraryState;
          const v = view(s, 0);
          for (let seat = 0; seat < s.players; seat++) {
            const whole = scoreDisplay(s.displays[seat], s.wizards[seat], { modules: s.modules, neighbourDisplays: neighboursOf(seat, s.players).map((n) => s.displays[n]) });
            const sheet = scoreOf(s, seat), earlier = scoreOf(b, seat);
            expect(JSON.stringify(sheet)).toBe(JSON.stringify(whole));
            // Made from the sheet before the move (it shares that sheet's untouched areas), not scored whole.
            if (sheet !== earlier && Object.keys(sheet.areas).some((k) => sheet.areas[k as 'red'] === earlier.areas[k as 'red'])) shared++;
            const cards = cellsOf(s.displays[seat]).map((c) => ({ x: c.x, y: c.y, id: s.displays[seat][cellKey(c.x, c.y)] }));
            expect(JSON.stringify(v.displays[seat].cards)).toBe(JSON.stringify(cards));
            checked++;
          }
          for (const cells of Object.values(v.legalCells)) expect(JSON.stringify(cells)).toBe(JSON.stringify(legalCardCells(s.displays[0])));
        },
      });
    }
    expect(checked).toBeGreaterThan(500);
    expect(shared).toBeGreaterThan(50);
  });
});
