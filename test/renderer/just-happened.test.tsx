/** "What just happened" (issue 32): the latest log entry under the game bar, names as seat names; nothing before the first. */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { JustHappened } from '../../src/renderer/app/JustHappened.js';
import type { Msg, VisibleLogEntry } from '../../src/shared/engine/types.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';

const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ada', colour: '#4363d8', connected: true, ready: false },
  { kind: 'bot', name: 'Pip', colour: '#f58231', level: 'basic' },
];
const text = (m: Msg) => (m.id === 'bid' ? `{seat:${String(m.params?.seat)}} placed a sealed bid.` : `Auction ${String(m.params?.n)} begins.`);

describe('what just happened', () => {
  it('says the latest entry, with the person\'s name', () => {
    const log: VisibleLogEntry[] = [{ n: 0, msg: { id: 'auction', params: { n: 3 } } }, { n: 1, msg: { id: 'bid', params: { seat: 1 } } }];
    const html = renderToStaticMarkup(<JustHappened log={log} text={text} seats={seats} />);
    expect(html).toContain('data-n="1"');
    expect(html).toContain('Pip');
    expect(html).toContain('placed a sealed bid.');
    expect(html).not.toContain('Auction 3');
  });
  it('follows the entry before when the latest names nobody', () => {
    const log: VisibleLogEntry[] = [{ n: 0, msg: { id: 'bid', params: { seat: 0 } } }, { n: 1, msg: { id: 'auction', params: { n: 4 } } }];
    const html = renderToStaticMarkup(<JustHappened log={log} text={text} seats={seats} />);
    expect(html).toContain('data-n="1"');
    expect(html).toMatch(/Ada.*placed a sealed bid\. Auction 4 begins\./);
  });
  it('shows nothing before the first entry', () => {
    expect(renderToStaticMarkup(<JustHappened log={[]} text={text} seats={seats} />)).toBe('');
  });
});
