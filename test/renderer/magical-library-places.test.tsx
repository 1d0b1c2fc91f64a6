/**
 * Magical Library read aloud (issue 32): a hand card is named by what it is, a place by its neighbour ("right of the
 * Yellow room…"), a wizard's place by the card it goes on; never by coordinates alone.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LibraryGrid } from '../../src/renderer/games/magical-library/LibraryGrid.js';
import { cardById } from '../../src/shared/games/magical-library/data.js';

const card = cardById('yellow-circle-1');
const labels = (mode: 'card' | 'wizard', targets: { x: number; y: number }[]) =>
  [...renderToStaticMarkup(<LibraryGrid label="Your library" cards={[{ x: 0, y: 0, card }]} wizards={[]} mode={mode} targets={targets} height={300} />)
    .matchAll(/class="ml-target[^"]*"[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);

describe('places named by their neighbours', () => {
  it('a card place says which card it is next to, and on which side', () => {
    const said = labels('card', [{ x: 1, y: 0 }, { x: -1, y: 0 }, { x: 0, y: -1 }, { x: 0, y: 1 }]);
    expect(said).toHaveLength(4);
    expect(said[0]).toMatch(/^Place the card right of the Yellow room/);
    expect(said[1]).toMatch(/^Place the card left of the Yellow room/);
    expect(said[2]).toMatch(/^Place the card above the Yellow room/);
    expect(said[3]).toMatch(/^Place the card below the Yellow room/);
    for (const s of said) expect(s).not.toMatch(/-?\d+, -?\d+/);
  });
  it('a wizard\'s place is the card it goes on', () => {
    expect(labels('wizard', [{ x: 0, y: 0 }])[0]).toMatch(/^Place the wizard on the Yellow room/);
  });
});
