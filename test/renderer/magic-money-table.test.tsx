/**
 * Magic Money's table, drawn from seats' views: each Public side shows its sum to everyone, a Private side's sum
 * only to its owner (another wizard's private numbers stay hidden, and so does their sum); the first-game hints
 * appear at each decision only when the table asks for them.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor } from '../../src/shared/engine/engine.js';
import { english } from '../../src/shared/games/magic-money/messages.js';
import type { MMState } from '../../src/shared/games/magic-money/state.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { MagicMoneyTable } from '../../src/renderer/games/magic-money/Table.js';
import { auction, deal, def, play } from '../games/magic-money/helpers.js';

const seats: SeatOccupant[] = ['Ann', 'Ben', 'Cat', 'Dan'].map((name, i) => ({ kind: 'human', name, colour: '#3366cc', connected: true, ready: true, seat: i } as unknown as SeatOccupant));

function draw(s: MMState, seat: number, hints = false): string {
  return renderToStaticMarkup(<MagicMoneyTable view={def.view(s, seat)} seat={seat} toAct={def.toAct(s)} seats={seats}
    log={logFor(s.log, seat)} text={english} result={def.result(s)} moveNo={0} send={async () => ({ ok: true })} hints={hints} />);
}
const sums = (html: string, side: string) => [...html.matchAll(new RegExp(`data-testid="mm-sum-${side}"[^>]*>([^]*?)</span></span>`, 'g'))].length;

describe('Magic Money table: sums and hints', () => {
  it('shows every Public sum, and only your own Private sum', () => {
    let s = deal(4, 'sums');
    s = auction(s, '1', ['700', '30', '20']); // the others' losing bids go Private
    while (s.phase === 'ability') s = play(s, s.active, def.view(s, s.active).ability!.kind === 'forge'
      ? { type: 'forge', rival: def.view(s, s.active).ability!.choices![0] }
      : { type: 'crossOut', entry: def.view(s, s.active).ability!.choices![0] });
    const losers = s.ledgers.map((l, i) => (l.some((e) => e.side === 'private') ? i : -1)).filter((i) => i >= 0);
    expect(losers.length).toBeGreaterThan(0);
    const me = losers[0];
    const html = draw(s, me);
    expect(sums(html, 'private')).toBe(1); // mine only
    expect(sums(html, 'public')).toBe(s.ledgers.filter((l) => l.some((e) => e.side === 'public')).length);
    // Another wizard's private numbers never reach the page.
    for (const other of losers.slice(1)) for (const e of s.ledgers[other].filter((x) => x.side === 'private')) expect(html).not.toContain(`>${e.amount}<`);
  });

  it('hints at a decision only when asked', () => {
    const s = deal(4, 'hints');
    expect(draw(s, s.active, false)).not.toContain('data-testid="hint"');
    const html = draw(s, s.active, true);
    expect(html).toContain('data-testid="hint"');
    expect(html).toContain('The first opening bid, and any after a single-digit win, is exactly 1.');
    const bid = play(s, s.active, { type: 'open', amount: '1' });
    const bidder = (s.active + 1) % 4;
    expect(draw(bid, bidder, true)).toContain('Bid any whole number');
  });
});
