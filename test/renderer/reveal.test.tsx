/** The reveal choice: offered only to the auction's winner, one option per hand card, with the chart's effect. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { applyMove } from '../../src/shared/engine/engine.js';
import megagem from '../../src/shared/games/megagem/index.js';
import type { MegaGemState } from '../../src/shared/games/megagem/state.js';
import { mustReveal, revealOptions, worthAt } from '../../src/renderer/games/megagem/reveal.js';
import { RevealChoice } from '../../src/renderer/games/megagem/RevealChoice.js';
import { tableView } from '../../src/renderer/games/megagem/tableView.js';

/** The table's reading of a seat's lean view (static data from the game's data module). */
const view = (s: MegaGemState, seat: number | null) => tableView(megagem.view(s, seat));

/** Seat 1 outbids everyone on the first auction, so it must reveal. */
function wonByOne(chart = 'A'): MegaGemState {
  let s = megagem.setup(3, { chart }, 'reveal-choice');
  for (let seat = 0; seat < 3; seat++) {
    const r = applyMove(megagem, s, seat, { type: 'bid', amount: seat === 1 ? 5 : 0 });
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

describe('revealOptions', () => {
  it('gives the winner one option per gem card in hand, and nobody else any', () => {
    const s = wonByOne();
    expect(s.phase).toBe('reveal');
    const winner = view(s, 1);
    expect(mustReveal(winner)).toBe(true);
    expect(revealOptions(winner).map((o) => o.gem).sort()).toEqual([...s.hands[1]].sort());
    for (const seat of [0, 2, null]) {
      const v = view(s, seat);
      expect(mustReveal(v)).toBe(false);
      expect(revealOptions(v)).toEqual([]);
    }
  });

  it('shows each colour\'s display count and worth now and after, from the chart', () => {
    for (const chart of ['A', 'B', 'E']) {
      const s = wonByOne(chart);
      const v = view(s, 1);
      for (const o of revealOptions(v)) {
        const i = v.colors.indexOf(o.color);
        expect(o.countNow).toBe(v.displayCounts[i]);
        expect(o.countAfter).toBe(o.countNow + 1);
        expect(o.worthNow).toBe(v.chartValues[Math.min(o.countNow, 5)]);
        expect(o.worthAfter).toBe(v.chartValues[Math.min(o.countNow + 1, 5)]);
        expect(o.yours).toBe(v.collections[1].gemCounts[i]);
      }
    }
  });

  it('agrees with the engine: each offered reveal is accepted, the count grows by one', () => {
    const s = wonByOne();
    const v = view(s, 1);
    for (const o of revealOptions(v)) {
      const r = applyMove(megagem, s, 1, { type: 'reveal', gem: o.gem });
      expect(r.ok).toBe(true);
      if (r.ok) expect(view(r.state, 1).displayCounts[v.colors.indexOf(o.color)]).toBe(o.countAfter);
    }
  });

  it('reads 5 or more on the last column of the chart', () => {
    expect(worthAt([0, 4, 8, 12, 16, 20], 5)).toBe(20);
    expect(worthAt([0, 4, 8, 12, 16, 20], 9)).toBe(20);
    expect(worthAt([20, 16, 12, 8, 4, 0], 0)).toBe(20);
  });
});

describe('<RevealChoice>', () => {
  it('draws one radio per card, none chosen, and the Reveal button disabled until a choice', () => {
    const s = wonByOne();
    const options = revealOptions(view(s, 1));
    const html = renderToStaticMarkup(<RevealChoice options={options} onReveal={async () => ({ ok: true })} />);
    expect(html.match(/role="radio"/g)?.length).toBe(options.length);
    expect(html).not.toContain('aria-checked="true"');
    expect(html).toMatch(/<button type="button" class="btn btn-primary" disabled="">Reveal<\/button>/);
    for (const o of options) expect(html).toContain(`each ${o.color[0].toUpperCase()}${o.color.slice(1)} gem worth ${o.worthNow} → ${o.worthAfter}`);
  });
});
