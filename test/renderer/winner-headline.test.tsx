/** "Ada wins!" at the top of every score screen that does not say it itself (issue 32: Magic Market and Magical Library did not). */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { WinnerHeadline } from '../../src/renderer/app/WinnerHeadline.js';
import { gameMeta } from '../../src/renderer/games/registry.js';
import type { GameResult } from '../../src/shared/engine/types.js';
import type { SeatOccupant } from '../../src/shared/protocol.js';

const seats: SeatOccupant[] = [
  { kind: 'human', name: 'Ada', colour: '#4363d8', connected: true, ready: false },
  { kind: 'human', name: 'Ben', colour: '#3cb44b', connected: true, ready: false },
  { kind: 'bot', name: 'Pip', colour: '#f58231', level: 'basic' },
];
const result = (winners: number[]): GameResult => ({ winners, places: seats.map((_, i) => (winners.includes(i) ? 1 : 2)), seats: [] });
const text = (winners: number[], you: number | null) =>
  renderToStaticMarkup(<WinnerHeadline result={result(winners)} seats={seats} you={you} />).replace(/<[^>]+>/g, '');

describe('the winner\'s headline', () => {
  it('names the winner, or the winners joined as the language joins a list', () => {
    expect(text([2], 0)).toBe('Pip wins!');
    expect(text([0, 2], null)).toBe('Ada and Pip win!');
    expect(text([0, 1, 2], null)).toBe('Ada, Ben, and Pip win!');
  });
  it('speaks to the reader when they won', () => {
    expect(text([0], 0)).toBe('You win!');
    expect(text([0, 2], 0)).toBe('You and Pip win!');
  });
  it('draws its trophy (no emoji font needed)', () => {
    expect(renderToStaticMarkup(<WinnerHeadline result={result([1])} seats={seats} you={null} />)).toContain('<svg class="winner-trophy"');
  });
  it('is drawn for the games whose score screen does not say who won', () => {
    expect(['megagem', 'magic-money', 'magic-market', 'magical-library'].filter((id) => !gameMeta(id)?.showsWinner)).toEqual(['magic-market', 'magical-library']);
  });
});
