/**
 * MegaGem's score table on a phone: one column per person with the totals first (it fits 390 px, nothing to swipe);
 * on a laptop one row per person with every line as a column (and the swipe hint for the narrow laptop windows).
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { playBots } from '../../src/shared/engine/engine.js';
import megagem from '../../src/shared/games/megagem/index.js';
import { english } from '../../src/shared/games/megagem/messages.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';
import { ScoreBoard, scoreLayout, type ScoreLayout } from '../../src/renderer/games/megagem/ScoreBoard.js';
import { scoreWords } from '../../src/renderer/games/megagem/score.js';
import { tableView } from '../../src/renderer/games/megagem/tableView.js';

const names = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'];
const seats: SeatOccupant[] = names.map((name, i) => ({ kind: 'bot', name, colour: '#4363d8', level: i % 2 ? 'random' : 'basic' }));

function board(layout: ScoreLayout) {
  const { state } = playBots(megagem, { players: 5, seed: 'score-layout', bots: ['basic', 'random', 'basic', 'random', 'basic'] });
  const result = megagem.result(state)!;
  const v = tableView(megagem.view(state, null));
  const html = renderToStaticMarkup(<ScoreBoard result={result} seats={seats} you={2} layout={layout} words={result.seats.map((s) => scoreWords(v, s.seat, english))} />);
  const order = [...result.seats].sort((a, b) => result.places[a.seat] - result.places[b.seat] || a.seat - b.seat);
  return { html, result, order };
}

const rows = (html: string) => html.match(/<tr[^>]*>[^]*?<\/tr>/g) ?? [];
const cells = (row: string) => row.match(/<t[hd][\s>][^]*?<\/t[hd]>/g) ?? [];
const plain = (cell: string) => cell.replace(/<[^>]+>/g, '').trim();

describe('the score table\'s layout', () => {
  it('is columns (one per person) on the narrow layout, rows on a wide one', () => {
    expect(scoreLayout(true)).toBe('columns');
    expect(scoreLayout(false)).toBe('rows');
  });

  it('on a phone: a column per person in place order, the totals the first line, then the eight score lines, no swipe hint', () => {
    const { html, result, order } = board('columns');
    expect(html).toContain('data-layout="columns"');
    expect(html).not.toContain('data-scroll-hint');
    const [head = '', total = '', ...lines] = rows(html);
    expect(cells(head)).toHaveLength(1 + 5);
    expect(cells(head).slice(1).map(plain)).toEqual(order.map((s) => `Place ${result.places[s.seat]}${names[s.seat]}`));
    expect(cells(total).map(plain)).toEqual(['Total', ...order.map((s) => String(s.total))]);
    expect(lines.map((r) => plain(cells(r)[0] ?? ''))).toEqual(order[0].breakdown.map((l) => l.category));
    lines.forEach((r, i) => expect(cells(r).slice(1).map(plain)).toEqual(order.map((s) => String(s.breakdown[i].points))));
  });

  it('on a laptop: a row per person, place, name and total first, then a column per line, with the swipe hint for narrow windows', () => {
    const { html, order } = board('rows');
    expect(html).toContain('data-layout="rows"');
    expect(html).toContain('data-scroll-hint');
    const [head = '', ...people] = rows(html);
    expect(cells(head)).toHaveLength(3 + order[0].breakdown.length);
    expect(people.map((r) => plain(cells(r)[1] ?? ''))).toEqual(order.map((s) => names[s.seat]));
  });
});
