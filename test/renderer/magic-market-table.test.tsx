/**
 * Magic Market's table explains itself: first-game hints at a decision only when asked for, tooltips on the
 * Objects, and an end screen whose every Dragos line adds up (start + Visitors + players − paid = total, the
 * Visitors' parts summing to what the bank paid) and which turns up every Visitor.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor } from '../../src/shared/engine/engine.js';
import { magicMarket } from '../../src/shared/games/magic-market/index.js';
import { english } from '../../src/shared/games/magic-market/messages.js';
import type { MarketState } from '../../src/shared/games/magic-market/state.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { dragosReason, MarketTable } from '../../src/renderer/games/magic-market/Table.js';
import { tableView } from '../../src/renderer/games/magic-market/tableView.js';
import { botGame } from '../games/magic-market/helpers.js';

const SEATS: SeatOccupant[] = ['Ann', 'Bob', 'Cy'].map((name, i) => ({ kind: 'bot', name, colour: ['#4363d8', '#f58231', '#3cb44b'][i], level: 'basic' }));

function render(s: MarketState, seat: number | null, hints = false): string {
  return renderToStaticMarkup(
    <MarketTable view={magicMarket.view(s, seat)} seat={seat} toAct={magicMarket.toAct(s)} seats={SEATS} log={logFor(s.log, seat)}
      text={english} result={magicMarket.result(s)} moveNo={0} send={async () => ({ ok: true })} hints={hints} />,
  );
}

describe('Magic Market’s table', () => {
  const states = botGame(3, false, 'table-render', 't');
  const last = states.at(-1)!;

  it('shows a first-game hint at a decision only with hints on', () => {
    const rolling = states.find((s) => s.step.kind === 'roll' && !s.shown)!;
    expect(render(rolling, rolling.current, true)).toContain('The die turns the disc 1 to 3 notches clockwise');
    expect(render(rolling, rolling.current, false)).not.toContain('data-testid="hint"');
  });

  it('says your own step to you and another’s by name', () => {
    const rolling = states.find((s) => s.step.kind === 'roll' && !s.shown)!;
    const mine = render(rolling, rolling.current), theirs = render(rolling, (rolling.current + 1) % 3);
    expect(mine).toContain('You roll the Movement die.');
    expect(mine).not.toContain('rolls the Movement die');
    expect(theirs).not.toContain('You roll the Movement die.');
    expect(theirs).toMatch(new RegExp(`${['Ann', 'Bob', 'Cy'][rolling.current]}</span>.{0,40}rolls the Movement die\\.`));
  });

  it('gives every Object tile a tooltip with its category and prices', () => {
    const mid = states.find((s) => s.phase === 'market' && !s.shown)!;
    const html = render(mid, 0);
    const tips = html.match(/role="tooltip"[^>]*>[^<]*Prices: green \d, blue \d, red \d Dragos/g) ?? [];
    expect(tips.length).toBeGreaterThanOrEqual(18);
  });

  it('each Dragos line adds up, and the Visitors’ parts are what the bank paid', () => {
    const v = tableView(magicMarket.view(last, null));
    let fromVisitors = 0;
    for (let seat = 0; seat < last.players; seat++) {
      const r = dragosReason(v, seat);
      expect(r.start + r.visitors + r.received - r.spent).toBe(r.total);
      expect(r.total).toBe(last.dragos[seat]);
      expect(r.visitors).toBeGreaterThanOrEqual(0);
      fromVisitors += r.visitors;
    }
    expect(fromVisitors).toBe(last.bankPaid);
    expect(v.box.length).toBe([0, 1, 2].reduce((n, seat) => n + dragosReason(v, seat).soldToVisitors, 0));
  });

  it('the end screen says each line’s reason and what every Visitor really was', () => {
    const html = render(last, 0);
    expect(html).toContain('What every Visitor really was');
    expect((html.match(/class="mk-reason"/g) ?? []).length).toBe(3);
    expect(html).toMatch(/by the glasses: (Buyer of|Crazy Buyer|Pal)/);
  });
});
