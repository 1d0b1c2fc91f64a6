/**
 * The countdown of a Magic Market window shown (a Visitor turned over, the opening peek) follows the table's pace, and
 * a pace changed while it runs: the bar keeps the share already run and empties when the host hides the window (the
 * host scales what is left by the new pace's share over the old: test/host/pace.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor } from '../../src/shared/engine/engine.js';
import { magicMarket } from '../../src/shared/games/magic-market/index.js';
import { english } from '../../src/shared/games/magic-market/messages.js';
import type { MarketState } from '../../src/shared/games/magic-market/state.js';
import { TABLE_PACES, type TablePace } from '../../src/shared/protocol-constants.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { MarketTable } from '../../src/renderer/games/magic-market/Table.js';
import { windowBarStyle, windowLeft, windowRun } from '../../src/renderer/games/magic-market/windowRun.js';
import { botGame } from '../games/magic-market/helpers.js';

const SEATS: SeatOccupant[] = ['Ann', 'Bob'].map((name, i) => ({ kind: 'bot', name, colour: ['#4363d8', '#f58231'][i], level: 'basic' }));

describe('the countdown of a window shown', () => {
  it('starts full at the pace’s length and, after a pace change, keeps its share run and empties at the host’s new time', () => {
    const steady = windowRun(null, 'w1', 4000, 50_000);
    expect(windowBarStyle(steady)).toEqual({ animationDuration: '4000ms', animationDelay: '0ms' });
    expect(windowLeft(steady)).toBe(4000);
    // A re-render with the same pace changes nothing (the bar does not restart).
    expect(windowRun(steady, 'w1', 4000, 51_000)).toBe(steady);
    // 1000 ms in, the creator picks relaxed (1.5): 3000 ms left become 4500, the bar a quarter run of 6000.
    const relaxed = windowRun(steady, 'w1', 6000, 51_000);
    expect(windowLeft(relaxed)).toBe(Math.round((4000 - 1000) * TABLE_PACES.relaxed.windows / TABLE_PACES.steady.windows));
    expect(windowBarStyle(relaxed)).toEqual({ animationDuration: '6000ms', animationDelay: '-1500ms' });
    // 1500 ms later, brisk (0.6): half run, 1200 ms left (3000 × 0.6 / 1.5).
    const brisk = windowRun(relaxed, 'w1', 2400, 52_500);
    expect(windowLeft(brisk)).toBe(1200);
    expect(windowBarStyle(brisk)).toEqual({ animationDuration: '2400ms', animationDelay: '-1200ms' });
    // The next window starts full again.
    expect(windowRun(brisk, 'w2', 2400, 53_000)).toMatchObject({ done: 0, ms: 2400 });
  });

  it('a pace change after the window’s time leaves it empty, never negative', () => {
    const w = windowRun(null, 'w', 1000, 0);
    expect(windowLeft(windowRun(w, 'w', 1500, 5000))).toBe(0);
  });

  it('the table draws the bar at the table’s pace', () => {
    const states = botGame(2, false, 'window-render', 'w');
    const shown = states.find((s): s is MarketState => s.shown?.spaces.length === 1)!;
    const html = (pace: TablePace) => renderToStaticMarkup(
      <MarketTable view={magicMarket.view(shown, 0)} seat={0} toAct={magicMarket.toAct(shown)} seats={SEATS} log={logFor(shown.log, 0)}
        text={english} result={null} moveNo={0} send={async () => ({ ok: true })} pace={pace} />,
    );
    for (const pace of Object.keys(TABLE_PACES) as TablePace[]) {
      expect(html(pace)).toContain(`animation-duration:${Math.round(shown.shown!.ms * TABLE_PACES[pace].windows)}ms`);
    }
  });
});
